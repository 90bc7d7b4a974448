import { describe, expect, it } from 'vitest';
import { categoriesPaths as cp } from '../../../src/wire/api/categories/paths.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE as tree } from '../../../src/wire/api/categories/tree.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { createV3, paths, simpleProduct, v3SandboxPerFile, visitorHeaders } from './v3-support.js';

const box = v3SandboxPerFile();
const admin = (method: string, path: string, body?: unknown) => box.t.admin(method, path, body);
const item = (id: string) => ({ catalogItemId: id, appId: STORES_APP_ID });
const createCategory = async (category: Record<string, unknown>) => {
  const res = await admin('POST', cp.create(), { category, treeReference: tree });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.category;
};

describe('categories', () => {
  it('creates, gets by id and slug, updates with revision, deletes with subcategories', async () => {
    const kitchen = await createCategory({ name: 'Kitchen', description: 'Pots' });
    expect(kitchen).toMatchObject({ name: 'Kitchen', slug: 'kitchen', visible: true, revision: '1', itemCounter: 0, treeReference: tree });
    expect(kitchen.description).toBeUndefined();
    const knives = await createCategory({ name: 'Knives', parentCategory: { id: kitchen.id } });
    expect((await admin('GET', `${cp.get(kitchen.id)}?treeReference.appNamespace=@wix/stores&fields=DESCRIPTION`)).body.category.description).toBe('Pots');
    const bySlug = await admin('GET', `${cp.getBySlug('knives')}?fields=BREADCRUMBS_INFO`);
    expect(bySlug.body.category.breadcrumbsInfo.breadcrumbs).toEqual([{ categoryId: kitchen.id, categoryName: 'Kitchen', categorySlug: 'kitchen' }]);
    const noRevision = await admin('PATCH', cp.update(kitchen.id), { category: { id: kitchen.id, name: 'Cooking' }, treeReference: tree });
    expect(noRevision.body.message).toBe('revision must not be empty');
    const updated = await admin('PATCH', cp.update(kitchen.id), { category: { id: kitchen.id, revision: '1', name: 'Cooking' }, treeReference: tree });
    expect(updated.body.category).toMatchObject({ name: 'Cooking', revision: '2', slug: 'kitchen' });
    expect((await admin('PATCH', cp.update(kitchen.id), { category: { id: kitchen.id, revision: '1', name: 'X' }, treeReference: tree })).status).toBe(409);
    expect((await admin('DELETE', `${cp.delete(kitchen.id)}?treeReference.appNamespace=@wix/stores`)).status).toBe(200);
    expect((await admin('GET', cp.get(knives.id))).status).toBe(404);
  });

  // The @wix/categories SDK's Create Category errors: 409 DUPLICATE_SLUG (and DUPLICATE_HANDLE), no duplicate-name
  // error; with no slug given one is made from the name. So a second category of one name is allowed (its slug
  // suffixed: decided), a slug given twice is refused — what a concurrent import must converge from.
  it('refuses a duplicate slug with 409 DUPLICATE_SLUG; a duplicate name gets its own slug', async () => {
    const first = await createCategory({ name: 'Garden' });
    const second = await createCategory({ name: 'Garden' });
    expect(second.id).not.toBe(first.id);
    expect(second.slug).not.toBe(first.slug);
    const refused = await admin('POST', cp.create(), { category: { name: 'Patio', slug: first.slug }, treeReference: tree });
    expect(refused.status).toBe(409);
    expect(refused.body.details.applicationError.code).toBe('DUPLICATE_SLUG');
  });

  // The V3 side of collections.test.ts 'drops memberships when a product or a collection is deleted'.
  it('drops memberships when a product or a category is deleted', async () => {
    const one = await createCategory({ name: 'One' });
    const two = await createCategory({ name: 'Two' });
    const a = await createV3(box.t, simpleProduct('A', '1'));
    const b = await createV3(box.t, simpleProduct('B', '1'));
    await admin('POST', cp.bulkAddItems(one.id), { items: [item(a.id), item(b.id)], treeReference: tree });
    await admin('POST', cp.bulkAddItems(two.id), { items: [item(a.id)], treeReference: tree });
    expect((await admin('DELETE', paths.products.delete(b.id))).status).toBe(200);
    expect((await admin('GET', cp.get(one.id))).body.category.itemCounter).toBe(1);
    expect((await admin('POST', cp.listItems(one.id), { treeReference: tree })).body.items).toEqual([item(a.id)]);
    expect((await admin('DELETE', `${cp.delete(one.id)}?treeReference.appNamespace=@wix/stores`)).status).toBe(200);
    const left = (await admin('GET', `${paths.products.get(a.id)}?fields=DIRECT_CATEGORIES_INFO`)).body.product;
    expect(left.directCategoriesInfo.categories).toEqual([{ id: two.id }]);
    expect((await admin('POST', cp.listCategoriesForItem(), { item: item(a.id), treeReference: tree })).body.directCategoryIds).toEqual([two.id]);
  });

  it('adds, removes and sets items; lists them both ways; counts them', async () => {
    const a = await createCategory({ name: 'A' });
    const b = await createCategory({ name: 'B', parentCategory: { id: a.id } });
    const p1 = await createV3(box.t, simpleProduct('P1', '1'));
    const p2 = await createV3(box.t, simpleProduct('P2', '1'));
    const added = await admin('POST', cp.bulkAddItems(a.id), { items: [item(p1.id), item('missing')], treeReference: tree });
    expect(added.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(added.body.results[1].itemMetadata.error.code).toBe('ITEM_NOT_FOUND');
    await admin('POST', cp.bulkAddItemToCategories(), { item: item(p2.id), categoryIds: [b.id], treeReference: tree });
    const listed = await admin('POST', cp.listItems(a.id), { treeReference: tree, includeItemsFromSubcategories: true });
    // Newest first (SDK doc comment of List Items In Category).
    expect(listed.body.items).toEqual([item(p2.id), item(p1.id)]);
    expect((await admin('POST', cp.listItems(a.id), { treeReference: tree })).body.items).toEqual([item(p1.id)]);
    const forItem = await admin('POST', cp.listCategoriesForItem(), { item: item(p2.id), treeReference: tree });
    expect(forItem.body).toEqual({ directCategoryIds: [b.id], allCategoryIds: [b.id, a.id] });
    await admin('POST', cp.bulkSetItemCategories(), { item: item(p2.id), categoryIds: [a.id], treeReference: tree });
    expect((await admin('POST', cp.listCategoriesForItem(), { item: item(p2.id), treeReference: tree })).body.directCategoryIds).toEqual([a.id]);
    await admin('POST', cp.bulkRemoveItems(a.id), { items: [item(p1.id)], treeReference: tree });
    expect((await admin('GET', cp.get(a.id))).body.category.itemCounter).toBe(1);
    const product = (await admin('GET', `${paths.products.get(p2.id)}?fields=DIRECT_CATEGORIES_INFO&fields=ALL_CATEGORIES_INFO`)).body.product;
    expect(product.directCategoriesInfo.categories).toEqual([{ id: a.id }]);
    await admin('POST', cp.bulkSetItemCategories(), { item: item(p2.id), categoryIds: [b.id], treeReference: tree });
    const nested = (await admin('GET', `${paths.products.get(p2.id)}?fields=ALL_CATEGORIES_INFO`)).body.product;
    expect(nested.allCategoriesInfo.categories.map((c: any) => c.id)).toEqual([b.id, a.id]);
    expect(nested.directCategoriesInfo).toBeUndefined();
    await admin('PATCH', paths.products.update(p2.id), { product: { id: p2.id, revision: nested.revision, mainCategoryId: b.id } });
    const crumbs = (await admin('GET', `${paths.products.get(p2.id)}?fields=BREADCRUMBS_INFO&fields=DISCOUNT_INFO`)).body.product;
    expect(crumbs.breadcrumbsInfo.breadcrumbs.map((c: any) => c.categoryName)).toEqual(['A', 'B']);
    expect(crumbs.variantsInfo.variants[0].price.priceAfterDiscount).toEqual({ amount: '1' });
    // Hidden products are items for admins only.
    const hidden = await admin('PATCH', paths.products.update(p2.id), { product: { id: p2.id, revision: crumbs.revision, visible: false } });
    expect(hidden.status).toBe(200);
    const visitor = await visitorHeaders(box.t);
    const seen = await callSandbox(box.t.baseUrl, 'POST', cp.listItems(a.id), { body: { treeReference: tree, includeItemsFromSubcategories: true }, headers: visitor });
    expect(seen.body.items).toEqual([]);
    expect((await admin('POST', cp.listItems(a.id), { treeReference: tree, includeItemsFromSubcategories: true })).body.items).toEqual([item(p2.id)]);
  });

  it('queries on declared fields, hides hidden categories from visitors, pages with cursors', async () => {
    for (const name of ['Zeta', 'Alpha', 'Mid']) await createCategory({ name });
    await createCategory({ name: 'Hidden', visible: false });
    const sorted = await admin('POST', cp.query(), { query: { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } }, treeReference: tree });
    expect(sorted.body.categories.map((c: any) => c.name)).toEqual(['Alpha', 'Mid']);
    const next = await admin('POST', cp.query(), { query: { cursorPaging: { cursor: sorted.body.pagingMetadata.cursors.next } }, treeReference: tree });
    expect(next.body.categories.map((c: any) => c.name)).toEqual(['Zeta']);
    const withHidden = await admin('POST', cp.count(), { treeReference: tree, returnNonVisibleCategories: true });
    expect(withHidden.body.count).toBe(4);
    const visitor = await visitorHeaders(box.t);
    const asVisitor = await callSandbox(box.t.baseUrl, 'POST', cp.count(), { body: { treeReference: tree, returnNonVisibleCategories: true }, headers: visitor });
    expect(asVisitor.body.count).toBe(3);
    const bad = await admin('POST', cp.query(), { query: { filter: { description: 'x' } }, treeReference: tree });
    expect(bad.body.message).toBe("Field 'description' is not declared as filterable");
    const otherTree = await admin('POST', cp.query(), { query: {}, treeReference: { appNamespace: '@wix/blog' } });
    expect(otherTree.status).toBe(404);
  });

  it('the All Products category holds every product', async () => {
    await createV3(box.t, simpleProduct('P1', '1'));
    await createV3(box.t, simpleProduct('P2', '1', { visible: false }));
    const res = await admin('GET', paths.products.allProductsCategory());
    expect(res.body.treeReference).toEqual(tree);
    const again = await admin('GET', paths.products.allProductsCategory());
    expect(again.body.categoryId).toBe(res.body.categoryId);
    expect((await admin('POST', cp.listItems(res.body.categoryId), { treeReference: tree })).body.items).toHaveLength(2);
    expect((await admin('GET', cp.get(res.body.categoryId))).body.category.itemCounter).toBe(2);
  });
});
