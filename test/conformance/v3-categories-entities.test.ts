// The official SDK's `categories` (@wix/categories) and the V3 brands, ribbons and customizations modules, routed to
// a V3 sandbox, run unchanged.
import { describe, expect, it } from 'vitest';
import { categories } from '@wix/categories';
import { brandsV3, customizationsV3, productsV3, ribbonsV3 } from '@wix/stores';
import { STORES_APP_ID } from '../../src/wire/api/categories/tree.js';
import { v3SdkPerFile } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { sdk } = v3SdkPerFile({ categories, brandsV3, ribbonsV3, customizationsV3, productsV3 }, { resetEach: true });
const tree = { appNamespace: '@wix/stores' };


const simple = (name: string) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } } }] } });

describe('official SDK: categories', () => {
  it('creates, gets, updates, lists items and deletes categories of the stores tree', async () => {
    const kitchen = await sdk.categories.createCategory({ name: 'Kitchen', description: 'Pots' }, { treeReference: tree });
    expect(kitchen._id).toMatch(/-/);
    expect(kitchen.treeReference.appNamespace).toBe('@wix/stores');
    const got = await sdk.categories.getCategory(kitchen._id, tree, { fields: ['DESCRIPTION'] });
    expect(got.description).toBe('Pots');
    const bySlug = await sdk.categories.getCategoryBySlug('kitchen', tree);
    expect(bySlug.category._id).toBe(kitchen._id);
    const updated = await sdk.categories.updateCategory(kitchen._id, { revision: kitchen.revision, name: 'Cooking' }, { treeReference: tree });
    expect(updated).toMatchObject({ name: 'Cooking', revision: '2' });

    const product = await sdk.productsV3.createProduct(simple('Pan'));
    const added = await sdk.categories.bulkAddItemsToCategory(kitchen._id, [{ catalogItemId: product._id, appId: STORES_APP_ID }], { treeReference: tree });
    expect(added.bulkActionMetadata.totalSuccesses).toBe(1);
    const items = await sdk.categories.listItemsInCategory(kitchen._id, tree);
    expect(items.items).toEqual([{ catalogItemId: product._id, appId: STORES_APP_ID }]);
    const forItem = await sdk.categories.listCategoriesForItem({ catalogItemId: product._id, appId: STORES_APP_ID }, { treeReference: tree });
    expect(forItem.directCategoryIds).toEqual([kitchen._id]);
    const queried = await sdk.categories.queryCategories({ treeReference: tree }).eq('name', 'Cooking').find();
    expect(queried.items.map((c: any) => c._id)).toEqual([kitchen._id]);
    expect((await sdk.categories.countCategories({ treeReference: tree })).count).toBe(1);
    const all = await sdk.productsV3.getAllProductsCategory();
    expect(all.categoryId).toMatch(/-/);
    await sdk.categories.deleteCategory(kitchen._id, tree);
    await expect(sdk.categories.getCategory(kitchen._id, tree)).rejects.toMatchObject({ details: { applicationError: { code: 'CATEGORY_NOT_FOUND' } } });
  });
});

describe('official SDK: brands, ribbons, customizations', () => {
  it('gets or creates brands and ribbons, and queries them', async () => {
    const brand = await sdk.brandsV3.createBrand({ name: 'Acme' });
    const again = await sdk.brandsV3.getOrCreateBrand('acme');
    expect(again.brand._id).toBe(brand._id);
    const bulk = await sdk.brandsV3.bulkGetOrCreateBrands(['Acme', 'Zen']);
    expect(bulk.results.map((r: any) => r.item.name)).toEqual(['Acme', 'Zen']);
    const brands = await sdk.brandsV3.queryBrands().ascending('name').find();
    expect(brands.items.map((b: any) => b.name)).toEqual(['Acme', 'Zen']);
    const ribbon = await sdk.ribbonsV3.getOrCreateRibbon('Sale');
    expect(ribbon.ribbon.name).toBe('Sale');
    const product = await sdk.productsV3.createProduct({ ...simple('Anvil'), brand: { _id: brand._id }, ribbon: { _id: ribbon.ribbon._id } });
    expect(product.brand).toEqual({ _id: brand._id, name: 'Acme' });
    expect(product.ribbon.name).toBe('Sale');
  });

  it('creates and queries customizations', async () => {
    const created = await sdk.customizationsV3.createCustomization({
      name: 'Color',
      customizationType: 'PRODUCT_OPTION',
      customizationRenderType: 'SWATCH_CHOICES',
      choicesSettings: { choices: [{ name: 'Red', choiceType: 'ONE_COLOR', colorCode: '#f00' }] },
    });
    expect(created._id).toMatch(/-/);
    const got = await sdk.customizationsV3.getCustomization(created._id);
    expect(got.choicesSettings.choices[0].name).toBe('Red');
    const queried = await sdk.customizationsV3.queryCustomizations().eq('customizationType', 'PRODUCT_OPTION').find();
    expect(queried.items).toHaveLength(1);
  });
});
