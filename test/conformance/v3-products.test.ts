// The official SDK's Catalog V3 modules (productsV3, catalogVersioning, readOnlyVariantsV3, inventoryItemsV3),
// their fetch routed to a V3 sandbox, run unchanged: what they send is understood and what comes back parses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogVersioning, inventoryItemsV3, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let t: TestSandbox;
let sdk: ReturnType<typeof connect>;
const connect = (box: TestSandbox) =>
  adminSdkClient({ productsV3, catalogVersioning, readOnlyVariantsV3, inventoryItemsV3 }, { baseUrl: box.baseUrl, apiKey: box.info.apiKey, siteId: box.info.siteId });

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = connect(t);
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

const sized = (name: string, prices: Record<string, string>) => ({
  name,
  ...PHYSICAL_PRODUCT,
  options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES' as const, choicesSettings: { choices: Object.keys(prices).map((s) => ({ name: s, choiceType: 'CHOICE_TEXT' as const })) } }],
  variantsInfo: {
    variants: Object.entries(prices).map(([size, amount]) => ({
      choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' as const } }],
      price: { actualPrice: { amount } },
      revenueDetails: { cost: { amount: '2' } },
    })),
  },
});

const simple = (name: string, amount: string) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount } } }] } });

describe('official SDK V3 modules against the sandbox', () => {
  it('catalogVersioning.getCatalogVersion says V3_CATALOG', async () => {
    expect((await sdk.catalogVersioning.getCatalogVersion()).catalogVersion).toBe('V3_CATALOG');
  });

  it('creates, gets (by id and slug), updates with revision and deletes a product', async () => {
    const created = await (sdk.productsV3.createProduct as any)(sized('SDK Shirt', { S: '10', M: '12' }), { fields: ['MERCHANT_DATA', 'CURRENCY'] });
    expect(created._id).toMatch(/-/);
    expect(created.variantsInfo.variants).toHaveLength(2);
    expect(created.variantsInfo.variants[0].revenueDetails.profit.amount).toBe('8');
    expect(created.actualPriceRange.maxValue).toEqual({ amount: '12', formattedAmount: '$12.00' });
    const got = await sdk.productsV3.getProduct(created._id, { fields: ['VARIANT_OPTION_CHOICE_NAMES'] } as any);
    expect(got.variantsInfo!.variants![1].choices![0].optionChoiceNames!.choiceName).toBe('M');
    const bySlug = await sdk.productsV3.getProductBySlug('sdk-shirt');
    expect(bySlug.product!._id).toBe(created._id);
    const updated = await (sdk.productsV3.updateProduct as any)(created._id, { revision: created.revision, name: 'SDK Shirt 2' });
    expect(updated).toMatchObject({ name: 'SDK Shirt 2', revision: '2' });
    await expect((sdk.productsV3.updateProduct as any)(created._id, { revision: '1', name: 'stale' })).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });
    await sdk.productsV3.deleteProduct(created._id);
    await expect(sdk.productsV3.getProduct(created._id)).rejects.toMatchObject({ details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } } });
  });

  it('queries with the builder (GET .r, cursor pages), searches and counts', async () => {
    for (let i = 1; i <= 5; i++) await (sdk.productsV3.createProduct as any)(simple(`Item ${i}`, String(i * 10)));
    const first = await (sdk.productsV3.queryProducts() as any).eq('visible', true).ascending('slug').limit(2).find();
    expect(first.items.map((p: any) => p.name)).toEqual(['Item 1', 'Item 2']);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((p: any) => p.name)).toEqual(['Item 3', 'Item 4']);
    const found = await (sdk.productsV3.searchProducts as any)({ filter: { 'actualPriceRange.minValue.amount': { $gte: '30' } }, sort: [{ fieldName: 'name', order: 'DESC' }] });
    expect(found.products.map((p: any) => p.name)).toEqual(['Item 5', 'Item 4', 'Item 3']);
    expect((await sdk.productsV3.countProducts({ filter: { name: { $startsWith: 'Item' } } } as any)).count).toBe(5);
    await expect((sdk.productsV3.queryProducts() as any).eq('name', 'x').find()).rejects.toMatchObject({ message: expect.stringContaining("Field 'name' is not declared as filterable") });
  });

  it('bulk-creates and bulk-updates with the envelope, and adjusts prices by filter as an async job', async () => {
    const bulk = await (sdk.productsV3.bulkCreateProducts as any)([simple('A', '10'), simple('B', '20')], { returnEntity: true });
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const [a] = bulk.results.map((r: any) => r.item);
    const updated = await (sdk.productsV3.bulkUpdateProducts as any)([{ product: { _id: a._id, revision: a.revision, name: 'A2' } }], { returnEntity: true });
    expect(updated.results[0].item.name).toBe('A2');
    const job = await (sdk.productsV3.bulkAdjustProductVariantsByFilter as any)({}, { actualPrice: { percentage: 50 }, rounding: 'NEAREST_WHOLE_NUMBER' });
    expect(job.jobId).toMatch(/-/);
    const status = await t.admin('GET', `/async-jobs/v1/async-jobs/${job.jobId}`);
    expect(status.body.asyncJob).toMatchObject({ status: 'FINISHED', counters: { itemsToProcess: 2, itemsSucceeded: 2, itemsFailed: 0 } });
    const after = await sdk.productsV3.getProduct(a._id);
    expect(after.variantsInfo!.variants![0].price!.actualPrice!.amount).toBe('15');
  });

  it('creates a product with inventory', async () => {
    const input = simple('Stocked', '9');
    (input.variantsInfo.variants[0] as any).inventoryItem = { quantity: 7 };
    const res = await (sdk.productsV3.createProductWithInventory as any)(input, { returnEntity: true });
    expect(res.product.name).toBe('Stocked');
    expect(res.inventoryResults.results[0].item).toMatchObject({ quantity: 7, trackQuantity: true });
  });

  it('reads variants and inventory through readOnlyVariantsV3 and inventoryItemsV3', async () => {
    // "This method doesn't create inventory items" (SDK createProduct): Create Product With Inventory makes one per variant given.
    const plain = await (sdk.productsV3.createProduct as any)(sized('Plain', { S: '5' }));
    expect((await (sdk.inventoryItemsV3.queryInventoryItems() as any).eq('productId', plain._id).find()).items).toEqual([]);
    const tee = sized('Tee', { S: '5', M: '6', L: '7' });
    const shirt = (await (sdk.productsV3.createProductWithInventory as any)({ ...tee, variantsInfo: { variants: tee.variantsInfo.variants.map((v: object) => ({ ...v, inventoryItem: { inStock: true } })) } })).product;
    const variants = await (sdk.readOnlyVariantsV3.queryVariants() as any).eq('productData.productId', shirt._id).find();
    expect(variants.items.map((v: any) => v.optionChoices[0].optionChoiceNames.choiceName)).toEqual(['S', 'M', 'L']);
    const items = await (sdk.inventoryItemsV3.queryInventoryItems() as any).eq('productId', shirt._id).find();
    expect(items.items).toHaveLength(3);
    const item = items.items[0];
    const updated = await (sdk.inventoryItemsV3.updateInventoryItem as any)(item._id, { revision: item.revision, quantity: 3 });
    expect(updated).toMatchObject({ quantity: 3, trackQuantity: true, inStock: true });
  });
});
