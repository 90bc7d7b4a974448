// Brands and ribbons V3 through the official SDK (`@wix/auto_sdk_stores_brands-v-3`, `…_ribbons-v-3`): every function of
// both modules, each expectation from their doc comments and declared errors (build/es/index.typings.d.mts), and what
// products do with them (`@wix/auto_sdk_stores_products-v-3`: `brand` / `ribbon` on Create Product).
import { describe, expect, it } from 'vitest';
import { brandsV3, productsV3, ribbonsV3 } from '@wix/stores';
import { v3SdkPerFile } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { sdk } = v3SdkPerFile({ brandsV3, ribbonsV3, productsV3 }, { resetEach: true });


const simple = (name: string, extra: object = {}) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } } }] }, ...extra });
const names = (page: any) => page.items.map((e: any) => e.name);

/** Each module's functions, called literally (the coverage report finds conformance calls by a static scan). */
const brands = () => ({
  create: (e: object) => sdk.brandsV3.createBrand(e),
  get: (id: string, o?: object) => sdk.brandsV3.getBrand(id, o),
  update: (id: string, e: object) => sdk.brandsV3.updateBrand(id, e),
  remove: (id: string) => sdk.brandsV3.deleteBrand(id),
  query: () => sdk.brandsV3.queryBrands(),
  count: (o?: object) => sdk.brandsV3.countBrands(o),
  bulkCreate: (e: object[], o: object) => sdk.brandsV3.bulkCreateBrands(e, o),
  bulkUpdate: (e: object[], o: object) => sdk.brandsV3.bulkUpdateBrands(e, o),
  getOrCreate: (name: string) => sdk.brandsV3.getOrCreateBrand(name),
  bulkGetOrCreate: (names: string[]) => sdk.brandsV3.bulkGetOrCreateBrands(names),
  bulkDelete: (ids: string[]) => sdk.brandsV3.bulkDeleteBrands(ids),
});
const ribbons = (): ReturnType<typeof brands> => ({
  create: (e: object) => sdk.ribbonsV3.createRibbon(e),
  get: (id: string, o?: object) => sdk.ribbonsV3.getRibbon(id, o),
  update: (id: string, e: object) => sdk.ribbonsV3.updateRibbon(id, e),
  remove: (id: string) => sdk.ribbonsV3.deleteRibbon(id),
  query: () => sdk.ribbonsV3.queryRibbons(),
  count: (o?: object) => sdk.ribbonsV3.countRibbons(o),
  bulkCreate: (e: object[], o: object) => sdk.ribbonsV3.bulkCreateRibbons(e, o),
  bulkUpdate: (e: object[], o: object) => sdk.ribbonsV3.bulkUpdateRibbons(e, o),
  getOrCreate: (name: string) => sdk.ribbonsV3.getOrCreateRibbon(name),
  bulkGetOrCreate: (names: string[]) => sdk.ribbonsV3.bulkGetOrCreateRibbons(names),
  bulkDelete: (ids: string[]) => sdk.ribbonsV3.bulkDeleteRibbons(ids),
});

describe.each([
  { kind: 'brand', api: brands, count: 'ASSIGNED_PRODUCTS_COUNT', countKey: 'assignedProductsCount' },
  { kind: 'ribbon', api: ribbons, count: 'ASSIGNED_PRODUCT_COUNT', countKey: 'assignedProductCount' },
] as const)('official SDK: $kind calls', ({ kind, api, count, countKey }) => {
  it('creates, gets (with the product count when asked), updates with revision, queries newest first, counts, deletes', async () => {
    const a = await api().create({ name: 'Alpha' });
    const b = await api().create({ name: 'Beta' });
    await sdk.productsV3.createProduct(simple('P', { [kind]: { _id: a._id } }));
    expect((await api().get(a._id, { fields: [count] }))[countKey]).toBe(1);
    expect((await api().get(a._id))[countKey]).toBeUndefined();
    const updated = await api().update(a._id, { revision: a.revision, name: 'Alpha 2' });
    expect(updated).toMatchObject({ name: 'Alpha 2', revision: '2' });
    // Query runs with `createdDate` DESC by default.
    expect(names(await api().query().find())).toEqual(['Beta', 'Alpha 2']);
    expect(names(await api().query().ascending('name').limit(1).find())).toEqual(['Alpha 2']);
    expect((await api().count({ filter: { name: 'Beta' } })).count).toBe(1);
    await api().remove(b._id);
    await expect(api().get(b._id)).rejects.toMatchObject({ details: { applicationError: { code: `${kind.toUpperCase()}_NOT_FOUND` } } });
  });

  it('bulk creates, updates, gets or creates (case-insensitive) and deletes, each item on its own', async () => {
    const created = await api().bulkCreate([{ name: 'One' }, { name: 'Two' }, { name: 'one' }], { returnEntity: true });
    expect(created.results.map((r: any) => r.itemMetadata.success)).toEqual([true, true, false]);
    const [one, two] = created.results.map((r: any) => r.item);
    const updated = await api().bulkUpdate([{ [kind]: { _id: one._id, revision: '1', name: 'Uno' } }, { [kind]: { _id: two._id, revision: '5', name: 'Dos' } }], { returnEntity: true });
    expect(updated.results.map((r: any) => [r.itemMetadata.success, r.item?.name])).toEqual([[true, 'Uno'], [false, undefined]]);
    const single = await api().getOrCreate('UNO');
    expect(single[kind]._id).toBe(one._id);
    const got = await api().bulkGetOrCreate(['uno', 'Tres']);
    expect(got.results.map((r: any) => r.item.name)).toEqual(['Uno', 'Tres']);
    const deleted = await api().bulkDelete([one._id, crypto.randomUUID()]);
    expect(deleted.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await api().count()).count).toBe(2);
  });

  it(`a product names its ${kind} by id or by name; a new name creates the ${kind}`, async () => {
    const existing = await api().create({ name: 'Known' });
    const byName = await sdk.productsV3.createProduct(simple('A', { [kind]: { name: 'known' } }));
    expect(byName[kind]).toEqual({ _id: existing._id, name: 'Known' });
    // "Pass `brand.name` to add a new brand while creating a product" (and the same for `ribbon.name`).
    const created = await sdk.productsV3.createProduct(simple('B', { [kind]: { name: 'Fresh' } }));
    expect(created[kind].name).toBe('Fresh');
    expect(names(await api().query().ascending('name').find())).toEqual(['Fresh', 'Known']);
    // A rename shows on the products that reference it.
    await api().update(existing._id, { revision: '1', name: 'Renamed' });
    expect((await sdk.productsV3.getProduct(byName._id))[kind].name).toBe('Renamed');
  });
});

describe('official SDK: deleting a brand or a ribbon (deleteBrand / deleteRibbon doc comments)', () => {
  it('a deleted brand resolves to nothing on read; a deleted ribbon leaves every product', async () => {
    const brand = await sdk.brandsV3.createBrand({ name: 'Acme' });
    const ribbon = await sdk.ribbonsV3.createRibbon({ name: 'Sale' });
    const product = await sdk.productsV3.createProduct(simple('Anvil', { brand: { _id: brand._id }, ribbon: { _id: ribbon._id } }));
    // "Deleting a brand doesn't modify the products … resolves to nothing on read which makes the product appear unbranded."
    await sdk.brandsV3.deleteBrand(brand._id);
    const unbranded = await sdk.productsV3.getProduct(product._id);
    expect([unbranded.brand, unbranded.revision]).toEqual([undefined, '1']);
    // "Deleting a ribbon will also remove it from all products it is assigned to."
    await sdk.ribbonsV3.deleteRibbon(ribbon._id);
    const after = await sdk.productsV3.getProduct(product._id);
    expect([after.ribbon, after.revision]).toEqual([undefined, '2']);
    await expect(sdk.productsV3.createProduct(simple('X', { brand: {} }))).rejects.toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ ruleName: 'BRAND_MISSING_ID' })] } } });
    await expect(sdk.brandsV3.createBrand({ name: '   ' })).rejects.toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ ruleName: 'ONLY_SPACES_STRING_ERROR' })] } } });
  });
});

describe('official SDK: additional ribbons (V3Product `additionalRibbons` doc comment)', () => {
  it('are named by id or by name, counted as assigned, kept on update and taken off a product when deleted', async () => {
    const sale = await sdk.ribbonsV3.createRibbon({ name: 'Sale' });
    const product = await sdk.productsV3.createProduct(simple('Anvil', { ribbon: { name: 'New' }, additionalRibbons: [{ _id: sale._id }, { name: 'Eco' }] }));
    expect(product.ribbon.name).toBe('New');
    expect(product.additionalRibbons.map((r: { name: string }) => r.name)).toEqual(['Sale', 'Eco']);
    // "Number of products this ribbon is assigned to. Includes both primary and additional ribbons."
    expect((await sdk.ribbonsV3.getRibbon(sale._id, { fields: ['ASSIGNED_PRODUCT_COUNT'] })).assignedProductCount).toBe(1);
    const renamed = await sdk.productsV3.updateProduct(product._id, { revision: product.revision, name: 'Anvil 2' });
    expect(renamed.additionalRibbons.map((r: { _id: string }) => r._id)).toEqual(product.additionalRibbons.map((r: { _id: string }) => r._id));
    // "Deleting a ribbon will also remove it from all products it is assigned to": additional ones too.
    await sdk.ribbonsV3.deleteRibbon(sale._id);
    expect((await sdk.productsV3.getProduct(product._id)).additionalRibbons.map((r: { name: string }) => r.name)).toEqual(['Eco']);
    // A ribbon at most once per product.
    await expect(sdk.productsV3.createProduct(simple('Twice', { ribbon: { name: 'eco' }, additionalRibbons: [{ name: 'Eco' }] }))).rejects.toMatchObject({ details: { applicationError: { code: 'DUPLICATE_RIBBON_IN_PRIMARY_AND_ADDITIONAL' } } });
  });
});
