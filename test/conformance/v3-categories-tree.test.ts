// The official SDK's `categories` (@wix/auto_sdk_categories_categories) on the calls that shape the stores tree and
// arrange its items, run unchanged against a V3 sandbox. Each expectation names the doc comment (in the SDK's
// typings, `categories-v1-category-categories.universal-*.d.ts`) or declared error it comes from.
import { describe, expect, it } from 'vitest';
import { categories } from '@wix/categories';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { STORES_APP_ID } from '../../src/wire/api/categories/tree.js';
import { v3SdkPerFile, routeGlobalFetch, routeTo } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { t, sdk } = v3SdkPerFile({ categories, productsV3 }, { resetEach: true });
const tree = { appNamespace: '@wix/stores' };
const options = { treeReference: tree };


const create = (name: string, extra: Record<string, unknown> = {}) => sdk.categories.createCategory({ name, ...extra }, options);
const get = (id: string) => sdk.categories.getCategory(id, tree);
const item = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });
const product = async (name: string) =>
  (await sdk.productsV3.createProduct({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } } }] } }))._id as string;
const appCode = (code: string) => ({ details: { applicationError: { code } } });

describe('official SDK: Move Category', () => {
  // MoveCategoryOptions: "FIRST / LAST / AFTER the category ID passed in moveAfterCategoryId"; "Leave empty or omit to
  // move the category to the top level"; MoveCategoryResponse.categoriesAfterMove: "List of category IDs in the new order".
  it('places a category FIRST, LAST or AFTER a sibling, under a new parent or at the top level', async () => {
    const home = await create('Home');
    const [a, b, c] = [await create('A', { parentCategory: { _id: home._id } }), await create('B', { parentCategory: { _id: home._id } }), await create('Loose')];
    const first = await sdk.categories.moveCategory(c._id, tree, { parentCategoryId: home._id, position: 'FIRST' });
    expect(first).toEqual({ parentCategoryId: home._id, categoriesAfterMove: [c._id, a._id, b._id] });
    expect((await get(c._id)).parentCategory).toEqual({ _id: home._id, index: 0 });
    const after = await sdk.categories.moveCategory(c._id, tree, { parentCategoryId: home._id, position: 'AFTER', moveAfterCategoryId: a._id });
    expect(after.categoriesAfterMove).toEqual([a._id, c._id, b._id]);
    expect((await get(b._id)).parentCategory.index).toBe(2);
    const top = await sdk.categories.moveCategory(a._id, tree, { position: 'LAST' });
    expect(top.categoriesAfterMove).toEqual([home._id, a._id]);
    expect((await get(a._id)).parentCategory?._id ?? null).toBeNull();
    expect((await get(c._id)).parentCategory.index).toBe(0);
  });

  // MoveCategoryApplicationErrors: MISSING_AFTER_CATEGORY ("Required when passing position: AFTER"),
  // AFTER_CATEGORY_NOT_IN_PARENT, TREE_CYCLE_DETECTED, PARENT_CATEGORY_NOT_IN_TREE, CATEGORY_DEPTH_LIMIT_EXCEEDED (5 levels).
  it('refuses with the errors Move Category declares, moving nothing', async () => {
    const top = await create('Top');
    const child = await create('Child', { parentCategory: { _id: top._id } });
    const other = await create('Other');
    await expect(sdk.categories.moveCategory(other._id, tree, { parentCategoryId: top._id, position: 'AFTER' })).rejects.toMatchObject(appCode('MISSING_AFTER_CATEGORY'));
    await expect(sdk.categories.moveCategory(other._id, tree, { parentCategoryId: top._id, position: 'AFTER', moveAfterCategoryId: other._id })).rejects.toMatchObject(appCode('AFTER_CATEGORY_NOT_IN_PARENT'));
    await expect(sdk.categories.moveCategory(top._id, tree, { parentCategoryId: child._id, position: 'LAST' })).rejects.toMatchObject(appCode('TREE_CYCLE_DETECTED'));
    await expect(sdk.categories.moveCategory(top._id, tree, { parentCategoryId: '1d3b5e4c-0000-4000-8000-000000000000', position: 'LAST' })).rejects.toMatchObject(appCode('PARENT_CATEGORY_NOT_IN_TREE'));
    let deepest = other;
    for (const level of [2, 3, 4]) deepest = await create(`L${level}`, { parentCategory: { _id: deepest._id } });
    // Top holds two levels (Top > Child); under the fourth level they would reach a sixth.
    await expect(sdk.categories.moveCategory(top._id, tree, { parentCategoryId: deepest._id, position: 'LAST' })).rejects.toMatchObject(appCode('CATEGORY_DEPTH_LIMIT_EXCEEDED'));
    expect((await get(top._id)).revision).toBe('1');
  });
});

describe('official SDK: visibility', () => {
  // Category.visible: "Visibility cascades to subcategories: if a parent category's visibility is set to false, all its
  // subcategories become hidden as well. Setting a subcategory's visibility to true fails if any of its parent
  // categories are hidden." UpdateCategoryVisibilityApplicationErrors / CreateCategoryApplicationErrors: PARENT_CATEGORY_HIDDEN.
  it('Update Category Visibility hides a subtree; a category under a hidden one cannot be shown or created visible', async () => {
    const shop = await create('Shop');
    const shoes = await create('Shoes', { parentCategory: { _id: shop._id } });
    const boots = await create('Boots', { parentCategory: { _id: shoes._id } });
    const hidden = await sdk.categories.updateCategoryVisibility(shop._id, { visible: false, revision: shop.revision, treeReference: tree });
    expect(hidden.category).toMatchObject({ visible: false, revision: '2' });
    expect((await get(boots._id)).visible).toBe(false);
    expect((await get(shoes._id)).visible).toBe(false);
    await expect(sdk.categories.updateCategoryVisibility(shoes._id, { visible: true, revision: (await get(shoes._id)).revision, treeReference: tree })).rejects.toMatchObject(appCode('PARENT_CATEGORY_HIDDEN'));
    await expect(create('Sandals', { parentCategory: { _id: shoes._id } })).rejects.toMatchObject(appCode('PARENT_CATEGORY_HIDDEN'));
    // QueryCategoriesOptions.returnNonVisibleCategories: "Default: false (only visible categories are returned)".
    expect((await sdk.categories.queryCategories(options).find()).items).toEqual([]);
    expect((await sdk.categories.queryCategories({ ...options, returnNonVisibleCategories: true }).find()).items).toHaveLength(3);
  });

  // Category.visible: "Hidden categories and their items are still accessible via API calls. For example, List Items
  // In Category returns items even for hidden categories." Get Category and Get Category By Slug have no
  // returnNonVisibleCategories option; Query Categories has one, "Default: false".
  it('a visitor gets a hidden category by id and by slug and lists its items; Query Categories leaves it out', async () => {
    const backroom = await create('Backroom', { visible: false });
    const shown = await product('Crate');
    await sdk.categories.bulkAddItemsToCategory(backroom._id, [item(shown)], options);
    const restoreFetch = routeGlobalFetch(t.baseUrl);
    try {
      const visitor = createClient({ modules: { categories }, auth: OAuthStrategy({ clientId: t.info.clientId }), fetch: routeTo(t.baseUrl) });
      expect(await visitor.categories.getCategory(backroom._id, tree)).toMatchObject({ _id: backroom._id, visible: false, itemCounter: 1 });
      expect((await visitor.categories.getCategoryBySlug(backroom.slug, tree)).category).toMatchObject({ _id: backroom._id, visible: false });
      expect((await visitor.categories.listItemsInCategory(backroom._id, tree)).items?.map((i) => i.catalogItemId)).toEqual([shown]);
      expect((await visitor.categories.queryCategories(options).find()).items.map((c) => c._id)).not.toContain(backroom._id);
    } finally {
      restoreFetch();
    }
  });

  // Category.visible: "The visible field can only be changed using the Update Category Visibility method" (@immutable).
  it('Update Category leaves visible as it is', async () => {
    const shop = await create('Shop');
    const updated = await sdk.categories.updateCategory(shop._id, { revision: shop.revision, visible: false, name: 'Store' }, options);
    expect(updated).toMatchObject({ name: 'Store', visible: true });
  });

  // BulkShowCategories: "Sets visibility to true for multiple categories … Categories with a hidden parent category aren't updated."
  it('Bulk Show Categories shows categories whose parents are visible, in request order', async () => {
    const shop = await create('Shop');
    const shoes = await create('Shoes', { parentCategory: { _id: shop._id } });
    await sdk.categories.updateCategoryVisibility(shop._id, { visible: false, revision: shop.revision, treeReference: tree });
    const refused = await sdk.categories.bulkShowCategories([shoes._id], options);
    expect(refused.results[0].itemMetadata).toMatchObject({ _id: shoes._id, success: false, error: { code: 'PARENT_CATEGORY_HIDDEN' } });
    expect(refused.bulkActionMetadata).toMatchObject({ totalSuccesses: 0, totalFailures: 1 });
    const shown = await sdk.categories.bulkShowCategories([shop._id, shoes._id], { ...options, returnEntity: true });
    expect(shown.results.map((r: any) => [r.itemMetadata.success, r.category?.visible])).toEqual([[true, true], [true, true]]);
    // BulkShowCategoriesOptions.returnEntity: "Default: false".
    const quiet = await sdk.categories.bulkShowCategories([shop._id], options);
    expect(quiet.results[0].category).toBeUndefined();
  });
});

describe('official SDK: Bulk Update Categories', () => {
  // bulkUpdateCategories: "The current revision must be passed when updating a category"; per-item results;
  // BulkUpdateCategoriesApplicationErrors: UPDATE_OF_FIELD_NOT_ALLOWED.
  it('updates each category on its own revision; a stale revision or an immutable field fails only that entry', async () => {
    const [a, b, c] = [await create('A'), await create('B'), await create('C')];
    const answer = await sdk.categories.bulkUpdateCategories(
      [
        { category: { _id: a._id, revision: a.revision, name: 'Alpha' } },
        { category: { _id: b._id, revision: '7', name: 'Beta' } },
        { category: { _id: c._id, revision: c.revision, visible: false } },
      ],
      { ...options, returnEntity: true },
    );
    expect(answer.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false, false]);
    expect(answer.results[0].category).toMatchObject({ name: 'Alpha', revision: '2' });
    expect(answer.results[2].itemMetadata.error.code).toBe('UPDATE_OF_FIELD_NOT_ALLOWED');
    expect(answer.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 2 });
    expect((await get(b._id)).name).toBe('B');
    expect((await get(c._id)).visible).toBe(true);
  });
});

describe('official SDK: arranged items', () => {
  // listItemsInCategory: "By default, items are sorted by the date they were added to the category, newest first. …
  // When useCategoryArrangement is true, items arranged with Set Arranged Items appear first in their specified
  // order, followed by remaining items sorted by date added." Product.directCategoriesInfo: "Updated automatically
  // when … an item is moved within a category"; ProductCategory.index: "Index location of the product within the category".
  it('lists items newest first, or arranged first; the arrangement shows in the product’s directCategoriesInfo', async () => {
    const mugs = await create('Mugs');
    const [p1, p2, p3] = [await product('One'), await product('Two'), await product('Three')];
    await sdk.categories.bulkAddItemsToCategory(mugs._id, [item(p1), item(p2), item(p3)], options);
    expect((await sdk.categories.listItemsInCategory(mugs._id, tree)).items).toEqual([item(p3), item(p2), item(p1)]);
    const set = await sdk.categories.setArrangedItems(mugs._id, tree, { items: [item(p1), item(p2)] });
    expect(set.items).toEqual([item(p1), item(p2)]);
    expect((await sdk.categories.getArrangedItems(mugs._id, tree)).items).toEqual([item(p1), item(p2)]);
    expect((await sdk.categories.listItemsInCategory(mugs._id, tree, { useCategoryArrangement: true })).items).toEqual([item(p1), item(p2), item(p3)]);
    expect((await sdk.categories.listItemsInCategory(mugs._id, tree)).items).toEqual([item(p3), item(p2), item(p1)]);
    const two = await sdk.productsV3.getProduct(p2, { fields: ['DIRECT_CATEGORIES_INFO'] });
    expect(two.directCategoriesInfo.categories).toEqual([{ _id: mugs._id, index: 1 }]);
    const three = await sdk.productsV3.getProduct(p3, { fields: ['DIRECT_CATEGORIES_INFO'] });
    expect(three.directCategoriesInfo.categories).toEqual([{ _id: mugs._id }]);
    // An item removed from the category leaves the arrangement.
    await sdk.categories.bulkRemoveItemsFromCategory(mugs._id, [item(p1)], options);
    expect((await sdk.categories.getArrangedItems(mugs._id, tree)).items).toEqual([item(p2)]);
  });

  // SetArrangedItemsApplicationErrors: ITEM_NOT_IN_CATEGORY; SetArrangedItemsOptions.items @maxSize 100.
  it('Set Arranged Items refuses a product that is not in the category, and more than 100 items', async () => {
    const mugs = await create('Mugs');
    const p1 = await product('One');
    await expect(sdk.categories.setArrangedItems(mugs._id, tree, { items: [item(p1)] })).rejects.toMatchObject(appCode('ITEM_NOT_IN_CATEGORY'));
    const many = Array.from({ length: 101 }, () => item(p1));
    await expect(sdk.categories.setArrangedItems(mugs._id, tree, { items: many })).rejects.toMatchObject({ details: { validationError: {} } });
  });
});

describe('official SDK: trees and categories of items', () => {
  // listTrees: "all trees installed on the site, sorted by appNamespace"; TreeReference.appNamespace: "Currently, only
  // @wix/stores is supported". listCategoriesForItems: "Returns both directly assigned categories, as well as their
  // parent and ancestor categories for each item" (MapItemToCategories.indirectCategoryIds: the ancestors).
  it('lists the stores tree, and each item’s direct and indirect categories', async () => {
    expect(await sdk.categories.listTrees()).toEqual({ trees: [tree] });
    const home = await create('Home');
    const cups = await create('Cups', { parentCategory: { _id: home._id } });
    const [p1, p2] = [await product('One'), await product('Two')];
    await sdk.categories.bulkAddItemToCategories(item(p1), { categoryIds: [cups._id], treeReference: tree });
    // The SDK sends this call as a GET, whose query string leaves arrays of objects out (sdk-runtime's
    // toURLSearchParams): asked that way, no items reach the service and none come back ("items" has no minimum).
    expect(await sdk.categories.listCategoriesForItems([item(p1), item(p2)], options)).toEqual({ categoriesForItems: [] });
    // Its fallback, a POST of the same body to the same path, carries them.
    const posted = await t.admin('POST', '/categories/v1/categories/list-categories-for-items', { items: [item(p1), item(p2)], treeReference: tree });
    expect(posted.body.categoriesForItems).toEqual([
      { item: item(p1), directCategoryIds: [cups._id], indirectCategoryIds: [home._id] },
      { item: item(p2), directCategoryIds: [], indirectCategoryIds: [] },
    ]);
  });
});

describe('official SDK: a category under its parent (the import\'s category paths)', () => {
  // Category.parentCategory: "Information about the category's parent. Top-level categories don't have a parent."
  // (@immutable: set by Create Category); QueryCategories' builder filters on 'name' and 'parentCategory.id'.
  it('creates a category under a parent, and finds it by its parent\'s id and by name among both levels', async () => {
    const clothing = await create('Clothing');
    const shirts = await create('Shirts', { parentCategory: { _id: clothing._id } });
    await create('Shirts');
    type Listed = { _id?: string | null; name?: string | null; parentCategory?: { _id?: string | null } | null };
    const under: Listed[] = (await sdk.categories.queryCategories(options).eq('parentCategory.id', clothing._id).find()).items;
    expect(under.map((c) => [c.name, c.parentCategory?._id])).toEqual([['Shirts', clothing._id]]);
    const named: Listed[] = (await sdk.categories.queryCategories(options).in('name', ['Clothing', 'Shirts']).find()).items;
    const parents = Object.fromEntries(named.map((c) => [c._id, c.parentCategory?._id ?? null]));
    const topShirts = named.find((c) => c.name === 'Shirts' && c._id !== shirts._id)!;
    expect(parents).toEqual({ [clothing._id!]: null, [shirts._id!]: clothing._id, [topShirts._id!]: null });
  });
});

describe('official SDK: Search Categories', () => {
  // searchCategories: "Sorted by createdDate in descending order", "cursorPaging.limit set to 100";
  // CategorySearchSpec searchable: description, name.
  it('searches name and description, newest first by default, 100 a page', async () => {
    const made = [];
    for (let n = 0; n < 102; n++) made.push(await create(`Shelf ${n}`, n === 0 ? { description: 'Oak planks' } : {}));
    const page = await sdk.categories.searchCategories({}, options);
    expect(page.categories).toHaveLength(100);
    expect(page.categories.slice(0, 2).map((c: any) => c._id)).toEqual([made[101]._id, made[100]._id]);
    expect(page.pagingMetadata.hasNext).toBe(true);
    const oak = await sdk.categories.searchCategories({ search: { expression: 'oak' } }, options);
    expect(oak.categories.map((c: any) => c._id)).toEqual([made[0]._id]);
    const byName = await sdk.categories.searchCategories({ search: { expression: 'shelf 7', mode: 'AND', fields: ['name'] }, sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 3 } }, options);
    expect(byName.categories.map((c: any) => c.name)).toEqual(['Shelf 17', 'Shelf 27', 'Shelf 37']);
    expect((await sdk.categories.countCategories({ ...options, search: { expression: 'planks' } })).count).toBe(1);
  });
});

describe('official SDK: one item, many categories', () => {
  // bulkRemoveItemFromCategories: "Removes a single item from multiple categories"; bulkSetItemCategories (SDK
  // BulkSetItemCategoriesResponse): addResults, removeResults and bulkActionMetadata over both.
  it('removes an item from several categories, and sets its categories exactly', async () => {
    const [a, b, c] = [await create('A'), await create('B'), await create('C')];
    const p1 = await product('One');
    await sdk.categories.bulkAddItemToCategories(item(p1), { categoryIds: [a._id, b._id], treeReference: tree });
    const removed = await sdk.categories.bulkRemoveItemFromCategories(item(p1), { categoryIds: [a._id], treeReference: tree });
    expect(removed.results.map((r: any) => [r.itemMetadata._id, r.itemMetadata.success])).toEqual([[a._id, true]]);
    expect((await sdk.categories.listCategoriesForItem(item(p1), options)).directCategoryIds).toEqual([b._id]);
    const set = await sdk.categories.bulkSetItemCategories(item(p1), { categoryIds: [c._id, a._id], treeReference: tree });
    expect(set.removeResults.map((r: any) => r.itemMetadata._id)).toEqual([b._id]);
    expect(set.addResults.map((r: any) => r.itemMetadata._id)).toEqual([c._id, a._id]);
    expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 3, totalFailures: 0 });
    expect((await sdk.categories.listCategoriesForItem(item(p1), options)).directCategoryIds.sort()).toEqual([a._id, c._id].sort());
  });
});

describe('official SDK: side effects on products', () => {
  // V3Product.mainCategoryId: "The ID of the product's primary direct category, which defines the product's
  // breadcrumbs path"; directCategoriesInfo: "Updated automatically when a product is added/removed from a category
  // … or when a category is deleted". Leaving its main category clears mainCategoryId (decided, README differences).
  it('a product leaves its categories, and its main category, when removed or when the category is deleted', async () => {
    const [shoes, boots] = [await create('Shoes'), await create('Boots')];
    const p1 = await product('Hiker');
    await sdk.categories.bulkAddItemToCategories(item(p1), { categoryIds: [shoes._id, boots._id], treeReference: tree });
    const read = () => sdk.productsV3.getProduct(p1, { fields: ['DIRECT_CATEGORIES_INFO', 'BREADCRUMBS_INFO'] });
    const before = await read();
    await sdk.productsV3.updateProduct(p1, { revision: before.revision, mainCategoryId: shoes._id });
    expect((await read()).breadcrumbsInfo.breadcrumbs.map((b: any) => b.categoryName)).toEqual(['Shoes']);
    await sdk.categories.bulkRemoveItemsFromCategory(shoes._id, [item(p1)], options);
    const removed = await read();
    expect(removed.mainCategoryId ?? undefined).toBeUndefined();
    expect(removed.directCategoriesInfo.categories.map((c: any) => c._id)).toEqual([boots._id]);
    await sdk.productsV3.updateProduct(p1, { revision: removed.revision, mainCategoryId: boots._id });
    await sdk.categories.deleteCategory(boots._id, tree);
    const deleted = await read();
    expect(deleted.mainCategoryId ?? undefined).toBeUndefined();
    expect(deleted.directCategoriesInfo.categories).toEqual([]);
  });
});
