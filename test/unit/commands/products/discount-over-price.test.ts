// Issue #37 item 4: an AMOUNT discount above the price it takes off is refused the way PERCENT 150 is — exit 2 (or
// a row error naming the column and the price), nothing sent — in files (import, seed), flags (create, update) and
// the product form; one rule, wire/money.ts discountProblem. Before, price 10 with AMOUNT 20 was "sale $0.00": the
// dry run was clean and `products update --discount AMOUNT:30` exited 0. One body, a V1 and a V3 store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { productUpdateForm } from '../../../../src/commands/products/product-form.js';
import { runSeed } from '../../../../src/commands/seed/index.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { CSV_HEADER, amount, isWrite, neutralProducts, tempFile, withCatalog } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';

const columns = CSV_HEADER.split(',');
const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '').join(',');
const csv = (...rows: Array<Record<string, string>>) => [CSV_HEADER, ...rows.map(row)].join('\n') + '\n';
/** A tee at 10, with 2 off. */
const TEE = { slug: 'tee', name: 'Tee', price: '10', visible: 'true', discount_type: 'AMOUNT', discount_value: '2' };

describe.each(['v1', 'v3'] as const)('an AMOUNT discount above the price on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  const start = (globals: Record<string, unknown> = { yes: true, json: true }) => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals });
  const attempt = async (verb: (ctx: ReturnType<typeof start>['ctx']) => Promise<void>, globals?: Record<string, unknown>) => {
    const h = start(globals);
    const error = await verb(h.ctx).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    await h.ctx.close();
    return { h, error };
  };
  /** The tee's [list price, what the buyer pays]. */
  const teePrices = async () => {
    const [tee] = (await neutralProducts(sandbox, catalog)).get('tee')!;
    return [amount(tee.summary.listPrice ?? tee.summary.price), amount(tee.summary.price)];
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    expect((await attempt((ctx) => runProductsImport(tempFile('tee.csv', csv(TEE)), {}, ctx))).error).toBeUndefined();
    expect(await teePrices()).toEqual([10, 8]);
    sandbox.requests.length = 0;
  });

  it('products create --price 10 --discount AMOUNT:20: exit 2 naming --discount and the price, nothing sent', async () => {
    const { error } = await attempt((ctx) => runProductsCreate({ name: 'Cap', price: '10', discount: 'AMOUNT:20' }, ctx));
    expect(exitCodeOf(error)).toBe(2);
    expect(error?.message).toBe('--discount: an AMOUNT discount is at most the price it takes off: 20 is more than the price 10.00');
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
  });

  it('products update --discount AMOUNT:30, and --price 1 under the AMOUNT the product has: exit 2, the product unchanged', async () => {
    const discount = await attempt((ctx) => runProductsUpdate({ product: 'tee', discount: 'AMOUNT:30' }, ctx));
    expect(exitCodeOf(discount.error)).toBe(2);
    expect(discount.error?.message).toBe('--discount: an AMOUNT discount is at most the price it takes off: 30 is more than the price 10.00');
    const price = await attempt((ctx) => runProductsUpdate({ product: 'tee', price: '1' }, ctx));
    expect(exitCodeOf(price.error)).toBe(2);
    expect(price.error?.message).toMatch(/^--price: the product's AMOUNT discount of 2 would take more than the new price: .* 2 is more than the price 1.00$/);
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
    expect(await teePrices()).toEqual([10, 8]);
    // At most the price is still a discount (the product free, said plainly).
    expect((await attempt((ctx) => runProductsUpdate({ product: 'tee', discount: 'AMOUNT:10' }, ctx))).error).toBeUndefined();
    expect(await teePrices()).toEqual([10, 0]);
  });

  it('an import row: the dry run reports it invalid (row, column discount_value, the price); the real run exits 2 and writes nothing', async () => {
    const file = tempFile('free.csv', csv({ ...TEE, slug: 'cap', name: 'Cap', discount_value: '20' }));
    const dry = await attempt((ctx) => runProductsImport(file, { dryRun: true }, ctx));
    expect(exitCodeOf(dry.error)).toBe(2);
    expect(dry.h.json()).toMatchObject({ dryRun: true, create: 0, invalid: 1 });
    expect(dry.h.json().rows.invalid).toEqual([
      { row: 2, column: 'discount_value', value: '20', reason: 'an AMOUNT discount is at most the price it takes off: 20 is more than the price 10.00' },
    ]);
    const real = await attempt((ctx) => runProductsImport(file, {}, ctx), { yes: true });
    expect(exitCodeOf(real.error)).toBe(2);
    expect(real.error?.message).toContain('row 2, column discount_value, value "20": an AMOUNT discount is at most the price it takes off: 20 is more than the price 10.00');
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
  });

  it('a seed fixture: exit 2 naming the discount', async () => {
    const fixture = tempFile('seed.json', JSON.stringify({ products: [{ slug: 'cap', name: 'Cap', price: 10, discount: { type: 'AMOUNT', value: 20 } }] }));
    const { error } = await attempt((ctx) => runSeed(fixture, {}, ctx));
    expect(exitCodeOf(error)).toBe(2);
    expect(error?.message).toContain('an AMOUNT discount is at most the price it takes off: 20 is more than the price 10.00');
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
  });

  it("the product form shows it on the Discount field (and PERCENT:150 the same way)", async () => {
    await withCatalog(sandbox, catalog, async (store) => {
      const tee = await store.products.get((await store.products.resolve('tee')).id);
      const form = productUpdateForm(store.products, await store.products.writer(), tee);
      expect(form.spec.validate!({ ...form.spec.initial, discount: 'AMOUNT:20' })).toEqual({ discount: 'an AMOUNT discount is at most the price it takes off: 20 is more than the price 10.00' });
      expect(form.spec.validate!({ ...form.spec.initial, discount: 'PERCENT:150' })).toEqual({ discount: 'a PERCENT discount is at most 100' });
    });
  });
});
