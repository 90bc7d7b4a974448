// Issue #15 item 4 and #25 item 4: one rule for a product however it arrives and whichever catalog version the store
// speaks. A PERCENT discount over 100 would price the product below zero: flags, import rows and the seed fixture
// refuse it with a usage error (exit 2) before anything is written, on a Catalog V1 and a V3 store alike (V3 used
// to accept `products update --discount PERCENT:150` and sell at 0.00). The form and --from: products.test.ts and
// ui/product-form.test.ts.
import { describe, expect, it } from 'vitest';
import { UsageError, exitCodeOf } from '../../../../src/io/cli-errors.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { runSeed } from '../../../../src/commands/seed/index.js';
import { CSV_HEADER, tempFile } from '../../../helpers/catalog.js';
import { harness, remoteEnv, withoutVersionProbe } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('a PERCENT discount over 100 on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query') && !r.path.includes('search'));
  const run = async (verb: (h: ReturnType<typeof harness>) => Promise<void>, globals = {}) => {
    const h = harness({ env: remoteEnv(sandbox), globals });
    const error = await verb(h).catch((e: unknown) => e);
    await h.ctx.close();
    return { error: error as Error, h };
  };

  it('products update --discount PERCENT:150 exits 2 naming the flag, and the product is unchanged', async () => {
    const { error } = await run((h) => runProductsUpdate({ product: 'ceramic-mug', discount: 'PERCENT:150' }, h.ctx));
    expect(error).toBeInstanceOf(UsageError);
    expect(exitCodeOf(error)).toBe(2);
    expect(error.message).toBe('--discount: a PERCENT discount is at most 100');
    expect(writes()).toEqual([]);
  });

  it('products create --discount PERCENT:150 is refused the same way, nothing sent', async () => {
    const { error } = await run((h) => runProductsCreate({ name: 'Odd', price: '10', discount: 'PERCENT:150' }, h.ctx));
    expect(exitCodeOf(error)).toBe(2);
    expect(error.message).toBe('--discount: a PERCENT discount is at most 100');
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
  });

  it('is an invalid import row (row, column, reason), and nothing is written', async () => {
    const file = tempFile('odd.csv', `${CSV_HEADER}\nodd-one,Odd,,10,,,,true,,,PERCENT,150,,,,,,,,,,,\n`);
    const { error, h } = await run((h) => runProductsImport(file, {}, h.ctx), { json: true });
    expect(error).toBeInstanceOf(UsageError);
    expect(h.io.stderrText() + error.message).toContain('a PERCENT discount is at most 100');
    expect(writes()).toEqual([]);
  });

  it('is refused in a seed fixture, naming its path', async () => {
    const file = tempFile('odd.yaml', ['products:', '  - slug: odd', '    name: Odd', '    price: 10', '    discount: { type: PERCENT, value: 150 }'].join('\n'));
    const { error } = await run((h) => runSeed(file, {}, h.ctx));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toContain('products.0.discount.value: a PERCENT discount is at most 100');
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
  });

  it('100 % is allowed: the product is free, not refused', async () => {
    const { error } = await run((h) => runProductsUpdate({ product: 'ceramic-mug', discount: 'PERCENT:100' }, h.ctx), { json: true });
    expect(error).toBeUndefined();
  });
});

// Issue #36 item 10: too many option choices were blamed on --price ("--price takes at most 1000": the variants the
// options make) and named no real limit ("--option takes at most 1000"). Each limit now names what it counts, under
// the flag or column that carries the options, with exit 2 and nothing sent. The limits are each version's wire
// schema (wire/api/catalog-v1/product.ts, catalog-v3/product.ts); a CSV file is checked against the portable ones
// (V1's, before the store is asked).
const OPTION_LIMITS = { v1: { choices: 100, variants: undefined }, v3: { choices: 1000, variants: 1000 } } as const;

describe.each(['v1', 'v3'] as const)('too many options or choices on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  const limits = OPTION_LIMITS[catalog];
  const choices = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');
  const create = async (flags: Parameters<typeof runProductsCreate>[0]) => {
    const h = harness({ env: remoteEnv(sandbox) });
    const error = (await runProductsCreate(flags, h.ctx).catch((e: unknown) => e)) as Error;
    await h.ctx.close();
    expect(exitCodeOf(error)).toBe(2);
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
    expect(error.message).not.toContain('--price');
    return error.message;
  };

  it('one option with more choices than the limit: --option names the choice limit and the count', async () => {
    const message = await create({ name: 'Many', price: '5', option: [`Size=${choices(limits.choices + 1)}`] });
    expect(message).toContain(`--option: an option has at most ${limits.choices} choices; ${limits.choices + 1} given`);
  });

  it('seven options: --option names the six-option limit', async () => {
    const message = await create({ name: 'Seven', price: '5', option: 'ABCDEFG'.split('').map((name) => `${name}=x`) });
    expect(message).toContain('--option: a product has at most 6 options; 7 given');
  });

  it.skipIf(!limits.variants)('options whose choices make more variants than a product holds: --option names the variant limit', async () => {
    const message = await create({ name: 'Grid', price: '5', option: [`Size=${choices(40)}`, `Colour=${choices(40)}`] });
    expect(message).toBe(`--option: a product has at most ${limits.variants} variants, one per combination of its options' choices; these make 1600`);
  });

  it('a CSV product with 101 choices of one option: the option value column names the limit, nothing written', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => `many,${i === 0 ? 'Many' : ''},,${i === 0 ? '5' : ''},,,,,,,,,,,Size,c${i},,,,,,,`);
    const file = tempFile('many.csv', `${CSV_HEADER}\n${rows.join('\n')}\n`);
    const h = harness({ env: remoteEnv(sandbox) });
    const error = (await runProductsImport(file, {}, h.ctx).catch((e: unknown) => e)) as Error;
    await h.ctx.close();
    expect(exitCodeOf(error)).toBe(2);
    expect(error.message).toContain('column option1_value');
    expect(error.message).toContain('option "Size": an option has at most 100 choices; 101 given');
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
  });
});
