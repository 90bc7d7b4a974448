// Issue #39 item 3: Catalog V3 keeps amounts to 3 decimals (wire/money.ts STORED_DECIMALS), Catalog V1 to cents. An
// import cell `19.655` is carried exactly onto a V3 store and refused — never rounded — by a V1 store, in the dry run
// as in the real run; a store's finest price goes out through `products export` (CSV, JSON) and back in unchanged,
// with no write. One body per behaviour, parametrised over the two versions (README "The CSV format").
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runProductsExport } from '../../../../../src/commands/products/export.js';
import { tempFile, writesOf } from '../../../../helpers/catalog.js';
import type { TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

async function exportTo(sandbox: TestSandbox, format: 'csv' | 'json'): Promise<string> {
  const output = tempFile(`catalog.${format}`, '');
  const h = harness({ env: remoteEnv(sandbox) });
  await runProductsExport({ format, output }, h.ctx);
  await h.ctx.close();
  return output;
}

/** slug → its price and cost cells as the store's own CSV export writes them. */
async function exportedAmounts(sandbox: TestSandbox): Promise<Record<string, [string, string]>> {
  const rows: Array<Record<string, string>> = parse(readFileSync(await exportTo(sandbox, 'csv'), 'utf8'), { columns: true });
  return Object.fromEntries(rows.map((row) => [row.slug, [row.price, row.cost]]));
}

describe.each([
  ['v1', { finest: ['19.65', '4.12'], refusal: (value: string, lower: string, upper: string) => `a Catalog V1 store keeps USD amounts to 2 decimals: write ${lower} or ${upper} (nothing is rounded for you)` }],
  ['v3', { finest: ['19.655', '4.125'], refusal: undefined }],
] as const)('amounts finer than cents on a Catalog %s store', (catalog, expected) => {
  const sandbox = sharedSandbox({ catalog, demo: false });

  it('a cell 19.655 is carried exactly where the store keeps 3 decimals, and refused (never rounded) where it keeps cents', async () => {
    const file = tempFile('fine.csv', 'slug,name,price,cost\nfine,Fine,19.655,4.125\nplain,Plain,5,1\n');
    const dry = await runImport(sandbox, file, { dryRun: true });
    expect(writesOf(sandbox)).toEqual([]);
    if (expected.refusal) {
      expect(dry.h.json().rows.invalid).toEqual([
        { row: 2, column: 'price', value: '19.655', reason: expected.refusal('19.655', '19.65', '19.66') },
        { row: 2, column: 'cost', value: '4.125', reason: expected.refusal('4.125', '4.12', '4.13') },
      ]);
      const real = await runImport(sandbox, file);
      expect(String(real.error)).toContain('1 invalid row');
      expect(writesOf(sandbox)).toEqual([]);
      expect(await exportedAmounts(sandbox)).toEqual({});
    } else {
      expect(dry.h.json()).toMatchObject({ create: 2, invalid: 0 });
      const real = await runImport(sandbox, file);
      expect(real.error).toBeUndefined();
      expect(await exportedAmounts(sandbox)).toEqual({ fine: ['19.655', '4.125'], plain: ['5', '1'] });
    }
  });

  it("a foreign file's fine amount is told in the file's own column (WooCommerce's Regular price and Sale price)", async () => {
    const file = tempFile('wc.csv', 'ID,Type,SKU,Name,Regular price,Sale price\n1,simple,PAN-1,Pan,19.655,\n2,simple,POT-1,Pot,20,15.125\n');
    const dry = await runImport(sandbox, file, { dryRun: true });
    expect(writesOf(sandbox)).toEqual([]);
    if (expected.refusal) {
      const invalid = dry.h.json().rows.invalid as Array<{ column: string; value: string }>;
      expect(invalid.map(({ column, value }) => [column, value])).toEqual([['Regular price', '19.655'], ['Sale price', '4.875']]);
    } else expect(dry.h.json()).toMatchObject({ create: 2, invalid: 0 });
  });

  it.each(['csv', 'json'] as const)("%s: the store's finest price and cost go out and back in unchanged, with no write", async (format) => {
    const [price, cost] = expected.finest;
    expect((await runImport(sandbox, tempFile('fine.csv', `slug,name,price,cost\nfine,Fine,${price},${cost}\n`))).error).toBeUndefined();
    const file = await exportTo(sandbox, format);
    sandbox.requests.length = 0;
    const again = await runImport(sandbox, file);
    expect(again.error).toBeUndefined();
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1, invalid: 0, failed: 0 });
    expect(writesOf(sandbox)).toEqual([]);
    expect(await exportedAmounts(sandbox)).toEqual({ fine: [price, cost] });
  });
});
