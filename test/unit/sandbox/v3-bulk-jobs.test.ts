import { describe, expect, it } from 'vitest';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { STORES_TREE_REFERENCE } from '../../../src/wire/api/categories/tree.js';
import { createV3, money, paths, ruleName, simpleProduct, sizedProduct, v3SandboxPerFile } from './v3-support.js';

const box = v3SandboxPerFile();
const admin = (method: string, path: string, body?: unknown) => box.t.admin(method, path, body);
const get = async (id: string, fields = '') => (await admin('GET', `${paths.products.get(id)}${fields}`)).body.product;

async function finishedJob(res: { status: number; body: any }) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await admin('GET', paths.asyncJobs.get(res.body.jobId));
  expect(job.body.asyncJob.status).toBe('FINISHED');
  return job.body.asyncJob;
}

describe('bulk create / update / delete', () => {
  it('reports each item on its own and returns entities only when asked', async () => {
    await createV3(box.t, simpleProduct('Taken', '1', { sku: 'DUP' }));
    const res = await admin('POST', paths.bulkProducts.create(), {
      products: [simpleProduct('One', '1'), simpleProduct('Two', '2', { sku: 'DUP' }), simpleProduct('Three', '3')],
      returnEntity: true,
    });
    expect(res.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(res.body.results[1].itemMetadata).toMatchObject({ originalIndex: 1, success: false, error: { code: 'SKU_ALREADY_EXIST_ERROR' } });
    expect(res.body.results[0].item.name).toBe('One');
    const quiet = await admin('POST', paths.bulkProducts.create(), { products: [simpleProduct('Four', '4')] });
    expect(quiet.body.results[0].item).toBeUndefined();
    expect(quiet.body.results[0].itemMetadata.id).toMatch(/-/);
    expect((await admin('POST', paths.products.count(), {})).body.count).toBe(4);
  });

  it('enforces ≤ 100 products and ≤ 1,000 variants per call, and no ids on create', async () => {
    const tooMany = await admin('POST', paths.bulkProducts.create(), { products: Array.from({ length: 101 }, (_, i) => simpleProduct(`P${i}`, '1')) });
    expect(tooMany.status).toBe(400);
    const sizes = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`S${i}`, '1']));
    const variants = await admin('POST', paths.bulkProducts.create(), { products: [sizedProduct('A', sizes), sizedProduct('B', sizes)] });
    expect(variants.status).toBe(400);
    expect(variants.body.message).toContain('1000');
    const withId = await admin('POST', paths.bulkProducts.create(), { products: [{ ...simpleProduct('X', '1'), id: 'my-id' }] });
    expect(withId.body.results[0].itemMetadata.error.code).toBe('ID_NOT_ALLOWED_IN_REQUEST');
  });

  it('updates with revisions per item and deletes', async () => {
    const a = await createV3(box.t, simpleProduct('A', '1'));
    const b = await createV3(box.t, simpleProduct('B', '1'));
    const res = await admin('POST', paths.bulkProducts.update(), {
      products: [{ product: { id: a.id, revision: '1', name: 'A2' } }, { product: { id: b.id, revision: '7', name: 'B2' } }],
      returnEntity: true,
    });
    expect(res.body.results[0].item).toMatchObject({ name: 'A2', revision: '2' });
    expect(res.body.results[1].itemMetadata.error.code).toBe('REVISION_MISMATCH');
    expect((await get(b.id)).name).toBe('B');
    const del = await admin('POST', paths.bulkProducts.delete(), { productIds: [a.id, 'missing'] });
    expect(del.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
  });
});

describe('by-filter async jobs', () => {
  it('adjusts variant prices by percentage with rounding, leaving compare-at prices alone', async () => {
    const a = await createV3(box.t, simpleProduct('A', '10', { sku: 'A' }));
    const b = await createV3(box.t, simpleProduct('B', '3.555', { sku: 'B' }));
    const c = await createV3(box.t, simpleProduct('C', '20', { compareAt: '21' }));
    const job = await finishedJob(await admin('POST', paths.bulkProducts.adjustVariantsByFilter(), { filter: {}, actualPrice: { percentage: 10 }, rounding: 'CURRENCY_PRECISION' }));
    expect(job.counters).toEqual({ itemsToProcess: 3, itemsSucceeded: 2, itemsFailed: 1 });
    expect((await get(a.id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('11');
    expect((await get(b.id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('3.91');
    // 22 > compareAt 21: that product fails as a whole and keeps its price.
    expect((await get(c.id)).variantsInfo.variants[0].price).toEqual({ actualPrice: { amount: '20' }, compareAtPrice: { amount: '21' } });
    const items = await admin('GET', paths.asyncJobs.listItems(job.id));
    expect(items.body.items.find((i: any) => i.id === c.id)).toMatchObject({ success: false, error: { code: 'COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE' } });
  });

  it('adjusts by amount only the filtered products, NEAREST_WHOLE_NUMBER and NO_ROUNDING', async () => {
    const a = await createV3(box.t, simpleProduct('A', '10.4', { cost: '2' }));
    const b = await createV3(box.t, simpleProduct('B', '10.4'));
    await finishedJob(await admin('POST', paths.bulkProducts.adjustVariantsByFilter(), { filter: { id: a.id }, actualPrice: { amount: '-0.5' }, cost: { percentage: 33.3333 }, rounding: 'NEAREST_WHOLE_NUMBER' }));
    const after = (await get(a.id, '?fields=MERCHANT_DATA')).variantsInfo.variants[0];
    expect(after.price.actualPrice.amount).toBe('10');
    expect(after.revenueDetails.cost.amount).toBe('3');
    expect((await get(b.id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('10.4');
    await finishedJob(await admin('POST', paths.bulkProducts.adjustVariantsByFilter(), { filter: { id: b.id }, actualPrice: { percentage: 3.3333 } }));
    expect((await get(b.id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('10.747');
    const nothing = await admin('POST', paths.bulkProducts.adjustVariantsByFilter(), { filter: {} });
    expect(ruleName(nothing)).toBe('NO_VARIANT_ADJUSTMENTS_PASSED');
  });

  it('sets a discount from the compare-at price', async () => {
    const a = await createV3(box.t, simpleProduct('A', '40'));
    await finishedJob(await admin('POST', paths.bulkProducts.adjustVariantsByFilter(), { filter: {}, compareAtPriceDiscount: { percentage: 25 } }));
    expect((await get(a.id)).variantsInfo.variants[0].price).toEqual({ actualPrice: { amount: '30' }, compareAtPrice: { amount: '40' } });
  });

  it('updates variants and products by filter, and deletes by filter', async () => {
    const shirt = await createV3(box.t, sizedProduct('Shirt', { S: '10', M: '11' }));
    const mug = await createV3(box.t, simpleProduct('Mug', '5'));
    await finishedJob(await admin('POST', paths.bulkProducts.updateVariantsByFilter(), { filter: { id: { $in: [shirt.id] } }, variant: { price: { actualPrice: money('9') } } }));
    expect((await get(shirt.id)).variantsInfo.variants.map((v: any) => v.price.actualPrice.amount)).toEqual(['9', '9']);
    expect((await get(mug.id)).variantsInfo.variants[0].price.actualPrice.amount).toBe('5');
    const refused = await admin('POST', paths.bulkProducts.updateVariantsByFilter(), { filter: {}, variant: { sku: 'X' } });
    expect(refused.status).toBe(400);
    await finishedJob(await admin('POST', paths.bulkProducts.updateByFilter(), { filter: { name: { $startsWith: 'Mu' } }, product: { visible: false } }));
    expect((await get(mug.id)).visible).toBe(false);
    expect((await admin('POST', paths.bulkProducts.updateByFilter(), { filter: {}, product: { slug: 'x' } })).status).toBe(400);
    const job = await finishedJob(await admin('POST', paths.bulkProducts.deleteByFilter(), { filter: { visible: false } }));
    expect(job.counters.itemsSucceeded).toBe(1);
    expect((await admin('GET', paths.products.get(mug.id))).status).toBe(404);
  });

  it('adds and removes products to categories by filter, seen in directCategoriesInfo', async () => {
    const cat = (await admin('POST', categoriesPaths.create(), { category: { name: 'Sale' }, treeReference: STORES_TREE_REFERENCE })).body.category;
    const a = await createV3(box.t, simpleProduct('A', '1'));
    await createV3(box.t, simpleProduct('B', '100'));
    await finishedJob(await admin('POST', paths.bulkProducts.addToCategoriesByFilter(), { filter: { 'actualPriceRange.minValue.amount': { $lt: '50' } }, categoryIds: [cat.id] }));
    expect((await get(a.id, '?fields=DIRECT_CATEGORIES_INFO')).directCategoriesInfo).toEqual({ categories: [{ id: cat.id }] });
    const inCat = await admin('POST', paths.products.search(), { search: { filter: { 'directCategoriesInfo.categories': { $matchItems: [{ id: cat.id }] } } } });
    expect(inCat.body.products.map((p: any) => p.name)).toEqual(['A']);
    await finishedJob(await admin('POST', paths.bulkProducts.removeFromCategoriesByFilter(), { filter: {}, categoryIds: [cat.id] }));
    expect((await get(a.id, '?fields=DIRECT_CATEGORIES_INFO')).directCategoriesInfo.categories).toEqual([]);
    expect((await admin('POST', paths.bulkProducts.addToCategoriesByFilter(), { filter: {}, categoryIds: ['nope'] })).status).toBe(404);
  });

  it('assigns and unassigns tags, by ids and by filter (a tag in both lists ends up assigned)', async () => {
    const a = await createV3(box.t, simpleProduct('A', '1'));
    const b = await createV3(box.t, simpleProduct('B', '2'));
    const res = await admin('POST', paths.bulkProducts.updateTags(), { productIds: [a.id, 'missing'], assignTags: { publicTags: { tagIds: ['t1', 't2'] } } });
    expect(res.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect((await get(a.id)).tags.publicTags.tagIds).toEqual(['t1', 't2']);
    await finishedJob(await admin('POST', paths.bulkProducts.updateTagsByFilter(), { filter: {}, assignTags: { publicTags: { tagIds: ['t2'] } }, unassignTags: { publicTags: { tagIds: ['t1', 't2'] } } }));
    expect((await get(a.id)).tags.publicTags.tagIds).toEqual(['t2']);
    expect((await get(b.id)).tags.publicTags.tagIds).toEqual(['t2']);
    const tagged = await admin('POST', paths.products.search(), { search: { filter: { 'tags.publicTags.tagIds': { $hasSome: ['t2'] } } } });
    expect(tagged.body.products).toHaveLength(2);
  });

  it('an unknown job is a 404', async () => {
    expect((await admin('GET', paths.asyncJobs.get('nope'))).status).toBe(404);
  });
});
