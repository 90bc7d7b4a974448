// Issue #26 item 5 on Catalog V3: a hidden product does not exist for visitors and members on the inventory and
// category paths either — inventory items (get, query, search, count), a category's item counter (REST and
// GraphQL, "All Products" too) and list-categories-for-item. The admin still sees and counts it.
import { describe, expect, it } from 'vitest';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../src/wire/api/categories/tree.js';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { createV3Stocked, simpleProduct, v3SandboxPerFile, visitorHeaders, paths as v3 } from './v3-support.js';

const box = v3SandboxPerFile();

async function mixedCategory() {
  const { t } = box;
  const hidden = await createV3Stocked(t, simpleProduct('Hidden Lamp', '9', { visible: false, sku: 'HID-1' }));
  const shown = await createV3Stocked(t, simpleProduct('Shown Lamp', '9', { sku: 'SHO-1' }));
  const category = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Lamps' }, treeReference: STORES_TREE_REFERENCE })).body.category;
  await t.admin('POST', categoriesPaths.bulkAddItems(category.id), { items: [hidden.id, shown.id].map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })), treeReference: STORES_TREE_REFERENCE });
  return { hidden, shown, category, visitor: await visitorHeaders(t) };
}

describe('V3 inventory, category counters and categories of an item follow the read policy', () => {
  it('inventory items of a hidden product: not found, not listed, not counted for a visitor', async () => {
    const { t } = box;
    const { hidden, visitor } = await mixedCategory();
    const asAdmin = (await t.admin('POST', v3.inventoryItems.query(), { query: {} })).body.inventoryItems;
    const hiddenItem = asAdmin.find((item: { productId: string }) => item.productId === hidden.id);
    expect(asAdmin).toHaveLength(2);
    const as = (method: string, path: string, body?: unknown) => callSandbox(t.baseUrl, method, path, { body, headers: visitor });
    expect((await as('GET', v3.inventoryItems.get(hiddenItem.id))).status).toBe(404);
    for (const path of [v3.inventoryItems.query(), v3.inventoryItems.search()]) {
      const items = (await as('POST', path, {})).body.inventoryItems;
      expect(items.map((item: { product: { name: string } }) => item.product.name)).toEqual(['Shown Lamp']);
    }
    expect((await as('POST', v3.inventoryItems.count(), {})).body.count).toBe(1);
    expect((await t.admin('POST', v3.inventoryItems.count(), {})).body.count).toBe(2);
  });

  it('item counters count only what the caller may see (REST, GraphQL, All Products)', async () => {
    const { t } = box;
    const { category, visitor } = await mixedCategory();
    const counter = async (headers: Record<string, string>) => (await callSandbox(t.baseUrl, 'GET', categoriesPaths.get(category.id), { headers })).body.category.itemCounter;
    expect(await counter(t.adminHeaders)).toBe(2);
    expect(await counter(visitor)).toBe(1);
    const queried = (await callSandbox(t.baseUrl, 'POST', categoriesPaths.query(), { body: { query: {}, treeReference: STORES_TREE_REFERENCE }, headers: visitor })).body.categories;
    expect(queried.find((c: { id: string }) => c.id === category.id).itemCounter).toBe(1);
    // The admin's query counts the hidden product as its Get Category does, whether or not it asked for hidden
    // categories too (returnNonVisibleCategories is about categories).
    for (const returnNonVisibleCategories of [false, true]) {
      const adminQueried = (await t.admin('POST', categoriesPaths.query(), { query: {}, treeReference: STORES_TREE_REFERENCE, returnNonVisibleCategories })).body.categories;
      expect(adminQueried.find((c: { id: string }) => c.id === category.id).itemCounter).toBe(2);
    }
    const all = (await callSandbox(t.baseUrl, 'GET', v3.products.allProductsCategory(), { headers: visitor })).body;
    const allId = all.categoryId ?? all.category?.id;
    expect((await callSandbox(t.baseUrl, 'GET', categoriesPaths.get(allId), { headers: visitor })).body.category.itemCounter).toBe(1);
    const graphql = await callSandbox(t.baseUrl, 'POST', paths.graphql(), { body: { query: `{ category(id: "${category.id}") { itemCounter } }` }, headers: visitor });
    expect(graphql.body.data.category.itemCounter).toBe(1);
  });

  it('list-categories-for-item answers for a hidden product as for an unknown one', async () => {
    const { t } = box;
    const { hidden, shown, category, visitor } = await mixedCategory();
    const categoriesOf = (id: string, headers: Record<string, string>) =>
      callSandbox(t.baseUrl, 'POST', categoriesPaths.listCategoriesForItem(), { body: { item: { catalogItemId: id, appId: STORES_APP_ID }, treeReference: STORES_TREE_REFERENCE }, headers });
    expect((await categoriesOf(hidden.id, t.adminHeaders)).body.directCategoryIds).toEqual([category.id]);
    const unknown = await categoriesOf('00000000-0000-4000-8000-000000000000', visitor);
    expect((await categoriesOf(hidden.id, visitor)).body).toEqual(unknown.body);
    expect((await categoriesOf(shown.id, visitor)).body.directCategoryIds).toEqual([category.id]);
  });
});
