// Issue #26 item 2: two (and three) imports of the same file into one Catalog V3 store, at the same time, end exact
// every time — every product, every SKU and every category membership as in the file, and every import exits 0.
// Once, 3 of 4 runs without SKUs lost category memberships, and with SKUs the losing import failed its rows with
// SKU_ALREADY_EXIST_ERROR (only DUPLICATE_SLUG_ERROR fell back to look-up-and-update). Small files, many rounds:
// latency with jitter makes the imports interleave differently each round. (The membership race itself is pinned
// deterministically by test/unit/catalog/import/membership-race.test.ts.) 80 rounds of real imports: ~20 s here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { exitCodeOf } from '../../../../../src/io/cli-errors.js';
import { CSV_HEADER, tempFile } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../../support/harness.js';

const TREE = { appNamespace: '@wix/stores' };
const PRODUCTS = 30;
const ROUNDS = 20;

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3', demo: false, faults: { latencyMs: 0, jitterMs: 4 } });
});
afterAll(() => sb.close());

const categoriesOf = (i: number) => [i % 2 ? 'Odd' : 'Even', 'All', ...(i % 3 === 0 ? ['Thirds'] : [])];
const skuOf = (withSkus: boolean, i: number) => (withSkus ? `SKU-${i}` : '');
const fileOf = (withSkus: boolean) =>
  tempFile('same.csv', [CSV_HEADER, ...Array.from({ length: PRODUCTS }, (_, i) => `r-${i},Race ${i},,${10 + i},,,${skuOf(withSkus, i)},true,,,,,${categoriesOf(i).join(';')},,,,,,,,,,`)].join('\n') + '\n');

async function importFile(file: string): Promise<{ code: number; summary: any }> {
  const h = harness({ env: { ...tempHome(), ...remoteEnv(sb) }, globals: { json: true } });
  try {
    const code = await runProductsImport(file, { concurrency: '4' }, h.ctx).then(() => 0, exitCodeOf);
    return { code, summary: h.json() };
  } finally {
    await h.ctx.close();
  }
}

/** Every item of a V3 cursor query, page by page. */
async function everyItem(path: string, key: string, extra: Record<string, unknown> = {}): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | undefined;
  do {
    const { body } = await sb.admin('POST', path, { query: { cursorPaging: { limit: 100, ...(cursor ? { cursor } : {}) } }, ...extra });
    items.push(...body[key]);
    cursor = body.pagingMetadata?.cursors?.next ?? undefined;
  } while (cursor);
  return items;
}

/** The store as the file would make it: slug → [name, price, sku, sorted category names]; plus the category names. */
async function storeState() {
  const { body: cats } = await sb.admin('POST', '/categories/v1/categories/query', { query: { cursorPaging: { limit: 100 } }, treeReference: TREE, returnNonVisibleCategories: true });
  const categories = cats.categories.filter((c: { name: string }) => c.name !== 'All Products');
  const nameOf = new Map<string, string>(categories.map((c: { id: string; name: string }) => [c.id, c.name]));
  const found = await everyItem('/stores/v3/products/query', 'products', { fields: ['DIRECT_CATEGORIES_INFO'] });
  // Query Products answers no variants: their SKU and price come from the read-only variants query.
  const variantOf = new Map<string, any>((await everyItem('/stores/v3/products/query-variants', 'variants')).map((v) => [v.productData.productId, v]));
  const products = new Map<string, unknown[]>();
  for (const p of found) {
    const variant = variantOf.get(p.id);
    const direct = (p.directCategoriesInfo?.categories ?? []).map(({ id }: { id: string }) => nameOf.get(id) ?? `unknown ${id}`).sort();
    products.set(p.slug, [...(products.get(p.slug) ?? []), [p.name, Number(variant?.price?.actualPrice?.amount), variant?.sku ?? '', direct]]);
  }
  return { categories: categories.map((c: { name: string }) => c.name).sort(), products };
}

describe.each([
  ['without SKUs', false],
  ['with SKUs', true],
] as const)('imports of the same file at once into one V3 store (%s)', (_label, withSkus) => {
  it.each([2, 3])(`%i imports, ${ROUNDS} rounds: every product, SKU and membership as in the file, every import exits 0`, async (imports) => {
    const file = fileOf(withSkus);
    const expected = new Map(Array.from({ length: PRODUCTS }, (_, i) => [`r-${i}`, [[`Race ${i}`, 10 + i, skuOf(withSkus, i), [...categoriesOf(i)].sort()]]]));
    for (let round = 0; round < ROUNDS; round++) {
      sb.sandbox.reset({ demo: false, catalog: 'v3' });
      const results = await Promise.all(Array.from({ length: imports }, () => importFile(file)));
      for (const { code, summary } of results) {
        expect({ round, code, failed: summary.failed }).toEqual({ round, code: 0, failed: 0 });
      }
      expect(results.reduce((sum, { summary }) => sum + summary.created, 0)).toBe(PRODUCTS);
      const state = await storeState();
      expect(state.categories).toEqual(['All', 'Even', 'Odd', 'Thirds']);
      expect({ round, products: Object.fromEntries(state.products) }).toEqual({ round, products: Object.fromEntries(expected) });
    }
  }, 120_000);
});
