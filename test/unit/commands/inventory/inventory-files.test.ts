// Stock in files (issue #28 item 5), on a Catalog V1 and a Catalog V3 store from one test body: catalog CSV/JSONL
// import and export carry `track_quantity`, `quantity`, `in_stock` per variant row; an unchanged file re-imports with
// no writes; a stock-only file (`sku,quantity`) changes only stock, with dry run, report and --resume; and the
// V1 → V3 move (export, import) carries stock.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runInventoryList } from '../../../../src/commands/inventory/list.js';
import { runInventorySet } from '../../../../src/commands/inventory/set.js';
import { runProductsExport } from '../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../support/harness.js';

const CATALOG = [
  'slug,name,price,sku,option1_name,option1_value,variant_sku,track_quantity,quantity,in_stock',
  'stock-mug,Stock Mug,9,MUG-1,,,,true,12,',
  'stock-hat,Stock Hat,20,,Size,S,HAT-S,false,,false',
  'stock-hat,,,,Size,M,HAT-M,false,,true',
  'stock-pen,Stock Pen,2,PEN-1,,,,,,',
].join('\n');

/** sku → [tracked, quantity, inStock] as `inventory list --json` shows them. */
const levels = (rows: any[]) => Object.fromEntries(rows.map((r) => [r.sku, [r.tracked, r.quantity, r.inStock]]));

describe.each(['v1', 'v3'] as const)('stock in files on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    await run((ctx) => runProductsImport(tempFile('catalog.csv', CATALOG), {}, ctx));
    sandbox.requests.length = 0;
  });

  async function run(verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>, globals: Record<string, unknown> = { json: true }) {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals });
    try {
      await verb(h.ctx);
      return h;
    } finally {
      await h.ctx.close();
    }
  }
  const stock = async () => levels((await run((ctx) => runInventoryList({ all: true }, ctx))).json());
  const writes = () => withoutVersionProbe(sandbox.requests).filter((r) => r.method !== 'GET' && !/\/(query|query-variants|search-variants|query-platformized)$/.test(r.path));

  it('a catalog CSV sets each variant\'s stock; a row without stock cells leaves it alone', async () => {
    expect(await stock()).toEqual({ 'MUG-1': [true, 12, true], 'HAT-S': [false, undefined, false], 'HAT-M': [false, undefined, true], 'PEN-1': [false, undefined, true] });
  });

  it('CSV export writes each variant\'s stock, and re-imports with no writes; a changed cell is one stock write', async () => {
    await run((ctx) => runInventorySet({ target: 'PEN-1', level: '3' }, ctx));
    const file = join(home.HOME!, 'export.csv');
    await run((ctx) => runProductsExport({ output: file }, ctx));
    const rows = parse(readFileSync(file, 'utf8'), { columns: true }) as Record<string, string>[];
    const cells = (sku: string) => rows.filter((r) => r.sku === sku || r.variant_sku === sku).map((r) => [r.track_quantity, r.quantity, r.in_stock]);
    expect([cells('MUG-1'), cells('PEN-1'), cells('HAT-S'), cells('HAT-M')]).toEqual([[['true', '12', '']], [['true', '3', '']], [['false', '', 'false']], [['false', '', 'true']]]);
    sandbox.requests.length = 0;
    const again = (await run((ctx) => runProductsImport(file, {}, ctx))).json();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(writes()).toEqual([]);
    // The stock step reads a batch's stock in one go (it took an inventory query and a variants search per product: 9).
    expect(again.requests).toBeLessThanOrEqual(6);

    writeFileSync(file, readFileSync(file, 'utf8').replace(/,true,12,/, ',true,11,'));
    sandbox.requests.length = 0;
    expect((await run((ctx) => runProductsImport(file, {}, ctx))).json()).toMatchObject({ updated: 1, unchanged: 2 });
    expect(writes()).toHaveLength(1);
    expect((await stock())['MUG-1']).toEqual([true, 11, true]);
  });

  it('JSONL export carries stock in the store\'s own shape (V1 `stock`, V3 VariantWithInventory `inventoryItem`)', async () => {
    const file = join(home.HOME!, 'export.jsonl');
    await run((ctx) => runProductsExport({ output: file, format: 'jsonl' }, ctx));
    const products = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const mug = products.find((p) => p.slug === 'stock-mug');
    const hat = products.find((p) => p.slug === 'stock-hat');
    if (catalog === 'v1') {
      expect(mug.stock).toMatchObject({ trackInventory: true, quantity: 12 });
      expect(hat.variants.map((v: any) => v.stock)).toEqual([{ trackQuantity: false, inStock: false }, { trackQuantity: false, inStock: true }]);
      // V1 JSON (the wire product) imports back: no writes. (A V3 product JSON is not an import format.)
      sandbox.requests.length = 0;
      expect((await run((ctx) => runProductsImport(file, {}, ctx))).json()).toMatchObject({ unchanged: 3, failed: 0 });
      expect(writes()).toEqual([]);
    } else {
      expect(mug.variants[0].inventoryItem).toEqual({ quantity: 12 });
      expect(hat.variants.map((v: any) => v.inventoryItem)).toEqual([{ inStock: false }, { inStock: true }]);
    }
  });

  it('a stock-only file (sku,quantity) changes only stock: dry run, report, unknown SKU, --resume, then 0 writes', async () => {
    const file = tempFile('stock.csv', 'sku,quantity,in_stock\nMUG-1,4,\nPEN-1,,false\n');
    const plan = (await run((ctx) => runProductsImport(file, { dryRun: true }, ctx))).json();
    expect(plan.rows.update.map((u: any) => [u.row, u.changes]).sort()).toEqual([[2, ['stock(1)']], [3, ['stock(1)']]]);
    expect(writes()).toEqual([]);
    writeFileSync(file, 'sku,quantity,in_stock\nMUG-1,4,\nPEN-1,,false\nNOPE,1,\n');

    const report = join(home.HOME!, 'stock-report.jsonl');
    await expect(run((ctx) => runProductsImport(file, { report }, ctx))).rejects.toThrow(/No variant has SKU "NOPE"/);
    const lines = readFileSync(report, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    // In the order they finish (the rows run concurrently).
    expect(lines.map((l) => [l.row, l.outcome, l.changes ?? l.error?.message]).sort((a, b) => a[0] - b[0])).toEqual([
      [2, 'updated', ['stock(1)']],
      [3, 'updated', ['stock(1)']],
      [4, 'failed', 'No variant has SKU "NOPE"'],
    ]);
    expect(await stock()).toEqual({ 'MUG-1': [true, 4, true], 'HAT-S': [false, undefined, false], 'HAT-M': [false, undefined, true], 'PEN-1': [false, undefined, false] });

    // --resume skips the rows done, and tries the failed one again.
    const resumed = join(home.HOME!, 'resumed.jsonl');
    await expect(run((ctx) => runProductsImport(file, { resume: true, report: resumed }, ctx))).rejects.toThrow(/NOPE/);
    expect(readFileSync(resumed, 'utf8').trim().split('\n').map((line) => JSON.parse(line)).sort((a, b) => a.row - b.row).map((l) => l.outcome)).toEqual(['skipped', 'skipped', 'failed']);

    writeFileSync(file, 'sku,quantity,in_stock\nMUG-1,4,\nPEN-1,,false\n');
    sandbox.requests.length = 0;
    expect((await run((ctx) => runProductsImport(file, {}, ctx))).json()).toMatchObject({ updated: 0, unchanged: 2, failed: 0 });
    expect(writes()).toEqual([]);
  });

  it('bad stock cells are refused before anything is written', async () => {
    const bad = tempFile('bad.csv', 'sku,track_quantity,quantity,in_stock\nMUG-1,,5,true\nPEN-1,true,,\nHAT-S,,-2,\n');
    await expect(run((ctx) => runProductsImport(bad, {}, ctx))).rejects.toThrow(/3 invalid rows/);
    expect(writes()).toEqual([]);
  });
});

describe('the V1 → V3 move carries stock', () => {
  it('export from V1, import into V3: the same levels', async () => {
    const [v1, v3] = await Promise.all([startTestSandbox({ catalog: 'v1' }), startTestSandbox({ catalog: 'v3' })]);
    try {
      v1.sandbox.reset({ demo: false });
      v3.sandbox.reset({ demo: false });
      const home = tempHome();
      const at = async (sandbox: TestSandbox, verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>) => {
        const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
        await verb(h.ctx);
        await h.ctx.close();
        return h;
      };
      await at(v1, (ctx) => runProductsImport(tempFile('catalog.csv', CATALOG), {}, ctx));
      const file = join(home.HOME!, 'v1.csv');
      await at(v1, (ctx) => runProductsExport({ output: file }, ctx));
      await at(v3, (ctx) => runProductsImport(file, {}, ctx));
      const list = async (sandbox: TestSandbox) => levels((await at(sandbox, (ctx) => runInventoryList({ all: true }, ctx))).json());
      expect(await list(v3)).toEqual(await list(v1));
      expect((await list(v3))['MUG-1']).toEqual([true, 12, true]);
    } finally {
      await Promise.all([v1.close(), v3.close()]);
    }
  });
});
