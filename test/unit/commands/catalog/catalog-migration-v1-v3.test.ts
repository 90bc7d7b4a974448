// Moving a catalog from a V1 store to a V3 store (issue #13, README "Move a catalog from V1 to V3"): export the V1
// store, import the file into a V3 store, export the V3 store — the two files match row for row except the
// documented mapping (a V1 PERCENT discount on a product without options reads back as the AMOUNT it takes off). The V3 export
// re-imports with no writes, and export on V3 reads variants by the read-only variants query, not per product.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsExport } from '../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../support/harness.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', 'examples', 'catalog.csv');

let v1: TestSandbox;
let v3: TestSandbox;
beforeAll(async () => {
  [v1, v3] = await Promise.all([startTestSandbox({ catalog: 'v1' }), startTestSandbox({ catalog: 'v3' })]);
  v1.sandbox.reset({ demo: false });
  v3.sandbox.reset({ demo: false });
});
afterAll(async () => {
  await v1.close();
  await v3.close();
});

const home = tempHome();
async function run(sandbox: TestSandbox, verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>) {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
  try {
    await verb(h.ctx);
    return h;
  } finally {
    await h.ctx.close();
  }
}
const rows = (file: string): Record<string, string>[] => parse(readFileSync(file, 'utf8'), { columns: true });

describe('V1 → V3 migration by export and import', () => {
  it('exports of both stores match row for row, except a V1 percentage discount read back as its amount', async () => {
    await run(v1, (ctx) => runProductsImport(EXAMPLE, {}, ctx));
    const fromV1 = join(home.HOME!, 'v1.csv');
    await run(v1, (ctx) => runProductsExport({ output: fromV1 }, ctx));

    const imported = await run(v3, (ctx) => runProductsImport(fromV1, {}, ctx));
    expect(imported.json()).toMatchObject({ created: 3, failed: 0 });
    const fromV3 = join(home.HOME!, 'v3.csv');
    v3.requests.length = 0;
    await run(v3, (ctx) => runProductsExport({ output: fromV3 }, ctx));
    // One products page, one variants page, one inventory items page, the categories: not one request per product.
    expect(withoutVersionProbe(v3.requests).length).toBeLessThanOrEqual(4);

    const before = rows(fromV1);
    const after = rows(fromV3);
    const bySlug = (list: Record<string, string>[]) => [...list].sort((a, b) => a.slug.localeCompare(b.slug) || 0);
    const mapped = bySlug(before).map((row) =>
      row.discount_type === 'PERCENT' && row.option1_name === '' ? { ...row, discount_type: 'AMOUNT', discount_value: String(Math.round(Number(row.price) * Number(row.discount_value)) / 100) } : row,
    );
    const sortedCollections = (row: Record<string, string>) => ({ ...row, collections: row.collections.split(';').sort().join(';') });
    expect(bySlug(after).map(sortedCollections)).toEqual(mapped.map(sortedCollections));
  });

  it('the V3 export re-imports into the V3 store with no writes', async () => {
    const fromV3 = join(home.HOME!, 'v3-again.csv');
    await run(v3, (ctx) => runProductsExport({ output: fromV3 }, ctx));
    v3.requests.length = 0;
    const again = await run(v3, (ctx) => runProductsImport(fromV3, {}, ctx));
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(withoutVersionProbe(v3.requests).filter((r) => r.method !== 'GET' && !/\/(query|query-variants|search-variants)$/.test(r.path))).toEqual([]);
  });
});
