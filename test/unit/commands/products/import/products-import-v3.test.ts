// What `store products import` does only on a Catalog V3 store (issue #13; what both versions do is one test body in
// products-import.test.ts): a changed cell is one bulk update with only that field, a resume reads no variants, the
// request slots go first come first served, a product refused inside a bulk answer fails alone with its row (exit 6),
// and a SKU repeated on a product's variants (a V1 export) lands on the first variant only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exitCodeOf } from '../../../../../src/io/cli-errors.js';
import { runProductsImport, type ProductsImportFlags } from '../../../../../src/commands/products/import.js';
import { CSV_HEADER, simpleProductsCsv, tempFile } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../../support/harness.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'examples', 'catalog.csv');

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.sandbox.reset({ demo: false });
  sandbox.requests.length = 0;
});

const home = tempHome();
async function importFile(file: string, flags: ProductsImportFlags = {}) {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
  try {
    await runProductsImport(file, flags, h.ctx);
    return { h, error: undefined as any };
  } catch (error) {
    return { h, error: error as any };
  } finally {
    await h.ctx.close();
  }
}

const sent = () => withoutVersionProbe(sandbox.requests).map((r) => `${r.method} ${r.path}`);
const reads = /\/(query|search|query-variants|search-variants)$/;
const writes = () => sent().filter((line) => !line.startsWith('GET ') && !reads.test(line));

async function admin(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: sandbox.info.apiKey, 'wix-site-id': sandbox.info.siteId, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response.json();
}
const bySlug = async (slug: string) =>
  (await admin('GET', `/stores/v3/products/slug/${slug}?fields=MERCHANT_DATA&fields=VARIANT_OPTION_CHOICE_NAMES&fields=MEDIA_ITEMS_INFO&fields=PLAIN_DESCRIPTION&fields=DIRECT_CATEGORIES_INFO`)).product;

describe('import on a Catalog V3 store', () => {
  it('a re-import of the same file makes 0 writes; a changed cell is one bulk update with only that field', async () => {
    await importFile(EXAMPLE);
    sandbox.requests.length = 0;
    const again = await importFile(EXAMPLE);
    expect(again.error?.message).toBeUndefined();
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(writes()).toEqual([]);

    const changed = tempFile('changed.csv', `${CSV_HEADER}\n${['enamel-mug', 'Enamel Mug XL', ...Array(21).fill('')].join(',')}\n`);
    sandbox.requests.length = 0;
    const result = await importFile(changed, { mode: 'update' });
    expect(result.error?.message).toBeUndefined();
    expect(result.h.json()).toMatchObject({ created: 0, updated: 1, failed: 0 });
    expect(writes()).toEqual(['POST /stores/v3/bulk/products/update']);
    const update = JSON.parse(withoutVersionProbe(sandbox.requests).find((r) => r.path === '/stores/v3/bulk/products/update')!.body);
    expect(Object.keys(update.products[0].product).sort()).toEqual(['id', 'name', 'revision']);
    expect((await bySlug('enamel-mug')).name).toBe('Enamel Mug XL');
  });

  it('--report writes one line per product; --resume skips what the journal lists after confirming it still exists', async () => {
    const report = tempFile('report.jsonl', '');
    const first = await importFile(EXAMPLE, { report });
    expect(first.error).toBeUndefined();
    const lines = readFileSync(report, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.row, line.outcome])).toEqual(expect.arrayContaining([[2, 'created'], [3, 'created'], [7, 'created']]));
    sandbox.requests.length = 0;
    const resumed = await importFile(EXAMPLE, { resume: true });
    expect(resumed.error).toBeUndefined();
    expect(resumed.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(writes()).toEqual([]);
    // Skipped, not looked up again: no variants were read (a plain re-run reads them to compare).
    expect(sent()).not.toContain('POST /stores/v3/products/query-variants');
  });

  it('--concurrency bounds requests, not batches: later batches\' look-ups go before earlier batches\' creates', async () => {
    // 400 new products at concurrency 2: look-ups 3–4 asked for a slot before creates 1–2, so they are sent first
    // (first come, first served) — 4 look-ups then 4 creates is 4 rounds of 2; holding a slot per batch took 6.
    const { error } = await importFile(tempFile('rounds.csv', simpleProductsCsv(400)), { concurrency: '2' });
    expect(error).toBeUndefined();
    const kinds = sent().map((line) => (line === 'POST /stores/v3/bulk/products/create' ? 'create' : reads.test(line) ? 'read' : line));
    expect(kinds).toEqual([...Array(4).fill('read'), ...Array(4).fill('create')]);
  });

  it('a product the store refuses fails alone, reported with its row (exit 6); the others land', async () => {
    // The store holds DUP-1 on `first` already (a SKU repeated inside one file is refused before any write).
    expect((await importFile(tempFile('first.csv', `${CSV_HEADER}\nfirst,First,,5,,,DUP-1,true,,,,,,,,,,,,,,,\n`))).error).toBeUndefined();
    const file = tempFile('dup.csv', `${CSV_HEADER}\nsecond,Second,,6,,,DUP-1,true,,,,,,,,,,,,,,,\nthird,Third,,7,,,,true,,,,,,,,,,,,,,,\n`);
    const { error } = await importFile(file);
    expect(exitCodeOf(error)).toBe(6);
    expect(error.message).toMatch(/row 2 \(second\)/);
    expect((await bySlug('first')).name).toBe('First');
    expect((await bySlug('third')).name).toBe('Third');
  });

  it("one SKU repeated on a product's variants (a V1 export: variants inherit the product's SKU) lands on the first variant only; a re-import makes 0 writes", async () => {
    const rows = ['S', 'M', 'L'].map((size, i) => `hat,${i === 0 ? 'Hat' : ''},,${i === 0 ? '29' : ''},,,${i === 0 ? 'HAT-1' : ''},${i === 0 ? 'true' : ''},,,,,,,Size,${size},,,29,,,HAT-1,true`);
    const file = tempFile('shared-sku.csv', `${CSV_HEADER}\n${rows.join('\n')}\n`);
    expect((await importFile(file)).error).toBeUndefined();
    const skus = (await bySlug('hat')).variantsInfo.variants.map((v: { sku?: string }) => v.sku ?? null);
    expect(skus).toEqual(['HAT-1', null, null]);
    sandbox.requests.length = 0;
    const again = await importFile(file);
    expect(again.error).toBeUndefined();
    expect(writes()).toEqual([]);
  });
});

describe('brands and ribbons named by a V3 import', () => {
  // A V3 brand or ribbon is an entity whose name is unique in any case (Get Or Create Brand finds "acme" as "Acme");
  // on V1 the brand is the product's own text, so this is V3 only.
  it('a name in another case is the existing entity: the product gets it by id, and a re-import changes nothing', async () => {
    const acme = (await admin('POST', '/stores/v3/brands', { brand: { name: 'Acme' } })).brand;
    const file = tempFile('brands.csv', `${CSV_HEADER}\nanvil,Anvil,,10,,,,true,acme,sale,,,,,,,,,,,,,\n`);
    const first = await importFile(file);
    expect(first.error?.message).toBeUndefined();
    const product = await bySlug('anvil');
    expect(product.brand).toEqual({ id: acme.id, name: 'Acme' });
    expect(product.ribbon.name).toBe('sale');
    sandbox.requests.length = 0;
    const again = await importFile(file);
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(writes()).toEqual([]);
  });
});
