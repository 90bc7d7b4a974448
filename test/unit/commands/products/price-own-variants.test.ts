// Issue #37 item 2: a product's new price means one thing on V1 and V3 (core/variant-price-move.ts) — it moves the
// variants at the product's price, and a variant with a price of its own keeps it (`--all-variants` sets every
// variant); stderr says which variants change. Before, V3 `products update --price` (and the browse form's Price
// field) put the new price on every variant, while V1 kept the variants priced apart. One body, a V1 and a V3 store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { productUpdateForm } from '../../../../src/commands/products/product-form.js';
import { CSV_HEADER, amount, neutralProducts, tempFile, withCatalog } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';

const columns = CSV_HEADER.split(',');
const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '').join(',');
/** A shirt at 25 in S, M and L, whose L is priced apart at 30. */
const SHIRT_CSV =
  [
    CSV_HEADER,
    row({ slug: 'shirt', name: 'Shirt', price: '25', visible: 'true', option1_name: 'Size', option1_value: 'S' }),
    row({ slug: 'shirt', option1_name: 'Size', option1_value: 'M' }),
    row({ slug: 'shirt', option1_name: 'Size', option1_value: 'L', variant_price: '30' }),
  ].join('\n') + '\n';

describe.each(['v1', 'v3'] as const)('a new price on a Catalog %s product whose L has a price of its own', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  const start = () => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { yes: true, json: true } });

  /** Size → list price, read from the store. */
  async function sizePrices(): Promise<Record<string, number>> {
    const [shirt] = (await neutralProducts(sandbox, catalog)).get('shirt')!;
    return Object.fromEntries(shirt.variants.map((v) => [v.choices.Size, amount(v.listPrice ?? v.price)]));
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    const h = start();
    await runProductsImport(tempFile('shirt.csv', SHIRT_CSV), {}, h.ctx).finally(() => h.ctx.close());
    expect(await sizePrices()).toEqual({ S: 25, M: 25, L: 30 });
  });

  it('products update --price 40 moves S and M, L keeps 30; stderr says which', async () => {
    const h = start();
    await runProductsUpdate({ product: 'shirt', price: '40' }, h.ctx).finally(() => h.ctx.close());
    expect(await sizePrices()).toEqual({ S: 40, M: 40, L: 30 });
    expect(h.io.stderrText()).toContain(
      "Note: the price $40.00 goes to S, M (at the product's price $25.00); L keeps $30.00, a price of its own (--all-variants sets every variant).",
    );
  });

  it('--all-variants sets every variant, and says so', async () => {
    const h = start();
    await runProductsUpdate({ product: 'shirt', price: '40', allVariants: true }, h.ctx).finally(() => h.ctx.close());
    expect(await sizePrices()).toEqual({ S: 40, M: 40, L: 40 });
    expect(h.io.stderrText()).toContain('Note: the price $40.00 goes to every variant (S, M, L).');
  });

  it("the product form's Price field follows the same rule", async () => {
    await withCatalog(sandbox, catalog, async (store) => {
      const shirt = await store.products.resolve('shirt');
      const form = productUpdateForm(store.products, await store.products.writer(), shirt);
      expect(form.spec.initial.price).toBe('25');
      await store.products.update(shirt, form.body({ ...form.spec.initial, price: '40' }));
    });
    expect(await sizePrices()).toEqual({ S: 40, M: 40, L: 30 });
  });
});
