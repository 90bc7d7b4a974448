// #16 item 5 on Catalog V3: the filtered look-ups of a large catalog are index look-ups — a variant SKU (Search
// Products' `variantsInfo.variants` $matchItems, Search Variants' `sku`) and a band of lowest actual prices
// (`actualPriceRange.minValue.amount`, the indexed min_price column) read only the products they can match, never
// the whole table, and answer exactly what the full evaluation answers (bounds, several variants, updates).
import { describe, expect, it, vi } from 'vitest';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../src/wire/api/categories/tree.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { createV3, createV3Stocked, paths, simpleProduct, sizedProduct, v3SandboxPerFile, visitorHeaders } from './v3-support.js';

/** How many times the whole V3 product table was read (listProductsV3 without a narrowing). */
const scans = { count: 0 };

vi.mock('../../../src/sandbox/tables/v3/products.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/sandbox/tables/v3/products.js')>();
  return {
    ...actual,
    listProductsV3: (...args: Parameters<typeof actual.listProductsV3>) => {
      if (args[1] === undefined) scans.count++;
      return actual.listProductsV3(...args);
    },
  };
});

const box = v3SandboxPerFile();
const admin = (method: string, path: string, body?: unknown) => box.t.admin(method, path, body);

async function search(filter: Record<string, unknown>): Promise<string[]> {
  scans.count = 0;
  const res = await admin('POST', paths.products.search(), { search: { filter, cursorPaging: { limit: 100 } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(scans.count, `full scans for ${JSON.stringify(filter)}`).toBe(0);
  return res.body.products.map((p: any) => p.name).sort();
}

describe('price band (lowest actual price) by index', () => {
  it('answers each bound exactly, on the lowest variant price, with string or number values, inside $and', async () => {
    for (const [name, price] of [['A', '5'], ['B', '9.99'], ['C', '10'], ['D', '10.01'], ['E', '20']]) await createV3(box.t, simpleProduct(name, price));
    // Variants 4, 50 and 60: its lowest price is 4.
    await createV3(box.t, sizedProduct('Sized', { S: '50', M: '4', L: '60' }));
    const field = 'actualPriceRange.minValue.amount';
    expect(await search({ [field]: { $gte: 10, $lt: 20 } })).toEqual(['C', 'D']);
    expect(await search({ [field]: { $gt: 10, $lte: 20 } })).toEqual(['D', 'E']);
    expect(await search({ [field]: { $gte: '9.99', $lte: '10' } })).toEqual(['B', 'C']);
    expect(await search({ [field]: 10 })).toEqual(['C']);
    expect(await search({ [field]: { $eq: 10.01 } })).toEqual(['D']);
    expect(await search({ [field]: { $lt: 5 } })).toEqual(['Sized']);
    expect(await search({ [field]: { $gte: 40 } })).toEqual([]);
    expect(await search({ $and: [{ [field]: { $gte: 5 } }, { [field]: { $lt: 10 } }, { name: { $ne: 'A' } }] })).toEqual(['B']);
  });

  it('follows price changes (update, by-filter job) and deletions', async () => {
    const cheap = await createV3(box.t, simpleProduct('Cheap', '3'));
    await createV3(box.t, simpleProduct('Dear', '300'));
    const field = 'actualPriceRange.minValue.amount';
    const variant = cheap.variantsInfo.variants[0];
    const updated = await admin('PATCH', paths.products.update(cheap.id), { product: { revision: cheap.revision, variantsInfo: { variants: [{ ...variant, price: { actualPrice: { amount: '150' } } }] } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await search({ [field]: { $lt: 10 } })).toEqual([]);
    expect(await search({ [field]: { $gte: 100, $lt: 200 } })).toEqual(['Cheap']);
    expect(await search({ [field]: { $gte: 100 } })).toEqual(['Cheap', 'Dear']);
    await admin('DELETE', paths.products.delete(cheap.id));
    expect(await search({ [field]: { $gte: 100 } })).toEqual(['Dear']);
  });
});

describe('variant SKU by index', () => {
  it('Search Products: variantsInfo.variants $matchItems by sku (equality or $in), alone or with more conditions', async () => {
    await createV3(box.t, simpleProduct('Mug', '5', { sku: 'MUG-1' }));
    await createV3(box.t, simpleProduct('Pot', '9', { sku: 'POT-1' }));
    await createV3(box.t, simpleProduct('Cup', '3', { sku: 'CUP-1' }));
    expect(await search({ 'variantsInfo.variants': { $matchItems: [{ sku: 'POT-1' }] } })).toEqual(['Pot']);
    expect(await search({ 'variantsInfo.variants': { $matchItems: [{ sku: { $in: ['MUG-1', 'CUP-1'] } }] } })).toEqual(['Cup', 'Mug']);
    expect(await search({ 'variantsInfo.variants': { $matchItems: [{ sku: 'MUG-1' }, { sku: 'POT-1' }] } })).toEqual(['Mug', 'Pot']);
    expect(await search({ 'variantsInfo.variants': { $matchItems: [{ sku: 'MUG-1', visible: false }] } })).toEqual([]);
    expect(await search({ 'variantsInfo.variants': { $matchItems: [{ sku: 'NONE' }] } })).toEqual([]);
  });

  it('Search Variants: sku equality or $in reads only those products', async () => {
    await createV3(box.t, simpleProduct('Mug', '5', { sku: 'MUG-1' }));
    await createV3(box.t, simpleProduct('Pot', '9', { sku: 'POT-1' }));
    for (const filter of [{ sku: 'POT-1' }, { sku: { $in: ['POT-1', 'NONE'] } }]) {
      scans.count = 0;
      const res = await admin('POST', paths.readOnlyVariants.search(), { search: { filter } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.variants.map((v: any) => v.sku)).toEqual(['POT-1']);
      expect(scans.count).toBe(0);
    }
  });

  it('Search Variants narrowed by sku still renders stock and categories (read for those products only)', async () => {
    const pot = await createV3Stocked(box.t, simpleProduct('Pot', '9', { sku: 'POT-1' }));
    await createV3Stocked(box.t, simpleProduct('Mug', '5', { sku: 'MUG-1' }));
    const category = (await admin('POST', categoriesPaths.create(), { category: { name: 'Kitchen' }, treeReference: STORES_TREE_REFERENCE })).body.category;
    await admin('POST', categoriesPaths.bulkAddItems(category.id), { items: [{ catalogItemId: pot.id, appId: STORES_APP_ID }], treeReference: STORES_TREE_REFERENCE });
    const [item] = (await admin('POST', paths.inventoryItems.search(), { search: { filter: { productId: pot.id } } })).body.inventoryItems;
    const out = await admin('PATCH', paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, trackQuantity: true, quantity: 0 } });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const res = await admin('POST', paths.readOnlyVariants.search(), { search: { filter: { sku: 'POT-1' } } });
    expect(res.body.variants.map((v: any) => [v.sku, v.inventoryStatus.inStock, v.productData.directCategoryIds])).toEqual([['POT-1', false, [category.id]]]);
    const mug = await admin('POST', paths.readOnlyVariants.search(), { search: { filter: { sku: 'MUG-1' } } });
    expect(mug.body.variants.map((v: any) => [v.sku, v.inventoryStatus.inStock, v.productData.directCategoryIds])).toEqual([['MUG-1', true, []]]);
  });

  it('(a filter it cannot narrow still reads everything and answers right)', async () => {
    await createV3(box.t, simpleProduct('Mug', '5', { sku: 'MUG-1' }));
    scans.count = 0;
    const res = await admin('POST', paths.products.search(), { search: { filter: { 'variantsInfo.variants': { $matchItems: [{ visible: true }] } } } });
    expect(res.body.products.map((p: any) => p.name)).toEqual(['Mug']);
    expect(scans.count).toBe(1);
  });
});

describe('unfiltered variant pages (paged in SQL, in creation order or Search Variants\' default order)', () => {
  /** Pages through `path` with `limit`, following next cursors; each page must not read the whole product table. */
  async function pageThrough(path: string, envelope: 'query' | 'search', limit: number, headers?: Record<string, string>, sort?: unknown) {
    const ids: string[] = [];
    const offsets: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      scans.count = 0;
      const body = { [envelope]: { ...(sort && !cursor ? { sort } : {}), cursorPaging: { limit, ...(cursor ? { cursor } : {}) } } };
      const res = await callSandbox(box.t.baseUrl, 'POST', path, { body, headers: headers ?? box.t.adminHeaders });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(scans.count, 'whole-table reads on an unfiltered page').toBe(0);
      ids.push(...res.body.variants.map((v: any) => `${v.productData.name}:${v.variantId}`));
      const meta = res.body.pagingMetadata;
      expect(meta.count).toBe(res.body.variants.length);
      expect(meta.hasNext).toBe(meta.cursors.next !== undefined);
      expect(meta.cursors.prev !== undefined).toBe(page > 0);
      if (!meta.hasNext) return { ids, offsets };
      cursor = meta.cursors.next;
      offsets.push(JSON.parse(Buffer.from(cursor!, 'base64url').toString('utf8')).offset);
    }
    throw new Error('no last page');
  }

  it('pages through every variant page by page in creation order, the same as one page and a filtered query, hidden ones only for the admin', async () => {
    const hiddenSize = sizedProduct('Hoodie', { S: '30', M: '31', L: '32' });
    (hiddenSize.variantsInfo.variants[1] as Record<string, unknown>).visible = false;
    const made = [
      await createV3(box.t, sizedProduct('Tee', { S: '10', M: '11', L: '12' })),
      await createV3(box.t, simpleProduct('Mug', '5', { sku: 'MUG-1' })),
      await createV3(box.t, simpleProduct('Secret', '7', { visible: false })),
      await createV3(box.t, hiddenSize),
      await createV3(box.t, simpleProduct('Pot', '9')),
      await createV3(box.t, sizedProduct('Cap', { S: '3', M: '4' })),
    ];
    const expected = (admin: boolean) =>
      made.filter((p) => admin || p.visible).flatMap((p) => p.variantsInfo.variants.filter((v: any) => admin || v.visible).map((v: any) => `${p.name}:${v.id}`));
    // Search Variants with no sort: product updatedDate descending, product id, variant id (SearchVariantsSignature doc comment).
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const searchOrder = (admin: boolean) =>
      made
        .filter((p) => admin || p.visible)
        .flatMap((p) => p.variantsInfo.variants.filter((v: any) => admin || v.visible).map((v: any) => ({ p, v })))
        .sort((a, b) => b.p.updatedDate.localeCompare(a.p.updatedDate) || text(a.p.id, b.p.id) || text(a.v.id, b.v.id))
        .map(({ p, v }) => `${p.name}:${v.id}`);
    expect(expected(true)).toHaveLength(11);
    expect(expected(false)).toHaveLength(9);
    for (const limit of [1, 2, 3, 4, 100]) {
      const query = await pageThrough(paths.readOnlyVariants.query(), 'query', limit);
      expect(query.ids, `query, limit ${limit}`).toEqual(expected(true));
      expect(query.offsets).toEqual(Array.from({ length: Math.ceil(11 / limit) - 1 }, (_, i) => (i + 1) * limit));
      expect((await pageThrough(paths.readOnlyVariants.search(), 'search', limit)).ids, `search, limit ${limit}`).toEqual(searchOrder(true));
    }
    const visitor = await visitorHeaders(box.t);
    for (const limit of [2, 4]) expect((await pageThrough(paths.readOnlyVariants.query(), 'query', limit, visitor)).ids).toEqual(expected(false));
    // The full evaluation (a filter matching everything) answers the same order.
    const all = await admin('POST', paths.readOnlyVariants.query(), { query: { filter: { id: { $ne: 'none' } }, cursorPaging: { limit: 100 } } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.variants.map((v: any) => `${v.productData.name}:${v.variantId}`)).toEqual(expected(true));
    // The counts follow updates and deletions: Tee hidden, Mug deleted, a variant of Cap hidden.
    const [tee, mug, , , , cap] = made;
    expect((await admin('PATCH', paths.products.update(tee.id), { product: { id: tee.id, revision: tee.revision, visible: false } })).status).toBe(200);
    expect((await admin('DELETE', paths.products.delete(mug.id))).status).toBe(200);
    const capVariants = cap.variantsInfo.variants.map((v: any, i: number) => ({ id: v.id, choices: v.choices, price: v.price, visible: i !== 0 }));
    const capped = await admin('PATCH', paths.products.update(cap.id), { product: { id: cap.id, revision: cap.revision, options: cap.options, variantsInfo: { variants: capVariants } } });
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    made[0] = (await admin('GET', paths.products.get(tee.id))).body.product;
    made.splice(1, 1);
    made[4] = capped.body.product;
    expect([expected(false).length, expected(true).length]).toEqual([4, 10]);
    for (const limit of [1, 3]) {
      expect((await pageThrough(paths.readOnlyVariants.query(), 'query', limit, visitor)).ids).toEqual(expected(false));
      expect((await pageThrough(paths.readOnlyVariants.query(), 'query', limit)).ids).toEqual(expected(true));
      expect((await pageThrough(paths.readOnlyVariants.search(), 'search', limit, visitor)).ids).toEqual(searchOrder(false));
      expect((await pageThrough(paths.readOnlyVariants.search(), 'search', limit)).ids).toEqual(searchOrder(true));
    }
    // The full evaluation of a search (a filter matching everything) answers the same default order.
    const searched = await admin('POST', paths.readOnlyVariants.search(), { search: { filter: { visible: { $exists: true } }, cursorPaging: { limit: 100 } } });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    expect(searched.body.variants.map((v: any) => `${v.productData.name}:${v.variantId}`)).toEqual(searchOrder(true));
    // Sorted by product id (as bulk --all asks): the same pages as the full evaluation's order.
    const byId = [{ fieldName: 'productData.productId', order: 'ASC' }];
    const sorted = await admin('POST', paths.readOnlyVariants.query(), { query: { filter: { id: { $ne: 'none' } }, sort: byId, cursorPaging: { limit: 100 } } });
    const sortedIds = sorted.body.variants.map((v: any) => `${v.productData.name}:${v.variantId}`);
    expect([...sortedIds].sort()).toEqual([...expected(true)].sort());
    for (const limit of [1, 3, 100]) {
      expect((await pageThrough(paths.readOnlyVariants.query(), 'query', limit, undefined, byId)).ids).toEqual(sortedIds);
      expect((await pageThrough(paths.readOnlyVariants.search(), 'search', limit, undefined, byId)).ids).toEqual(sortedIds);
    }
    // Past the end: an empty last page.
    const past = Buffer.from(JSON.stringify({ offset: 50 }), 'utf8').toString('base64url');
    const end = await admin('POST', paths.readOnlyVariants.query(), { query: { cursorPaging: { cursor: past } } });
    expect([end.body.variants, end.body.pagingMetadata.hasNext]).toEqual([[], false]);
  });
});
