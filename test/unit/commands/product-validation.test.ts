// Issue #15 item 4 and #25 item 4: one rule for a product however it arrives and whichever catalog version the store
// speaks. A PERCENT discount over 100 would price the product below zero: flags, import rows and the seed fixture
// refuse it with a usage error (exit 2) before anything is written, on a Catalog V1 and a V3 store alike (V3 used
// to accept `products update --discount PERCENT:150` and sell at 0.00). The form and --from: products.test.ts and
// ui/product-form.test.ts.
import { describe, expect, it } from 'vitest';
import { UsageError, exitCodeOf } from '../../../src/io/cli-errors.js';
import { runProductsImport } from '../../../src/commands/products/import.js';
import { runProductsCreate } from '../../../src/commands/products/create.js';
import { runProductsUpdate } from '../../../src/commands/products/update.js';
import { runSeed } from '../../../src/commands/seed/index.js';
import { CSV_HEADER, tempFile } from '../../helpers/catalog.js';
import { harness, remoteEnv, withoutVersionProbe } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';

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
