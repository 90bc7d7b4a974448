// The official SDK's inventoryItemsV3 (create, get, update, delete, bulk create/update/upsert/delete, search, count, the
// by-filter jobs) and storesLocationsV3, routed to a V3 sandbox and run unchanged. Each expectation names its source:
// the SDK's doc comments and declared errors (@wix/auto_sdk_stores_inventory-items-v-3, index.typings.d.mts and its
// universal typings: <Fn>ApplicationErrors / <Fn>ValidationErrors) or the platform's reference page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inventoryItemsV3, productsV3, storesLocationsV3 } from '@wix/stores';
import { catalogV3Paths } from '../../src/wire/api/catalog-v3/paths.js';
import { controlPaths } from '../../src/wire/control/paths.js';
import { adminSdkClient, toWire } from './sdk-harness.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let t: TestSandbox;
let sdk: any;
let shirt: any;
let mug: any;

const variant = (amount: string, size?: string) => ({
  price: { actualPrice: { amount } },
  ...(size ? { choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }] } : {}),
});
const sized = { name: 'Shirt', ...PHYSICAL_PRODUCT, options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: ['S', 'M', 'L'].map((name) => ({ name, choiceType: 'CHOICE_TEXT' })) } }], variantsInfo: { variants: [variant('10', 'S'), variant('11', 'M'), variant('12', 'L')] } };
const simple = (name: string) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [variant('5')] } });
const itemsOf = async (productId: string) => (await sdk.inventoryItemsV3.queryInventoryItems().eq('productId', productId).find()).items;
/** The declared application error code, or the declared validation rule, of a refused call. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: any) => error.details?.applicationError?.code ?? error.details?.validationError?.fieldViolations?.map((v: any) => v.ruleName ?? v.violatedRule).join(',') ?? 'ERROR',
  );
const codes = (answer: any) => answer.results.map((r: any) => (r.itemMetadata.success ? 'ok' : r.itemMetadata.error.code));
const job = async (answer: { jobId: string }) => (await t.admin('GET', catalogV3Paths.asyncJobs.get(answer.jobId))).body.asyncJob;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ inventoryItemsV3, productsV3, storesLocationsV3 }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.sandbox.reset({ demo: false });
  shirt = await sdk.productsV3.createProduct(sized);
  mug = await sdk.productsV3.createProduct(simple('Mug'));
});

describe('official SDK: inventoryItemsV3 create, read, update, delete', () => {
  it('createProduct makes no inventory item; createInventoryItem makes one at the default location', async () => {
    // "This method doesn't create inventory items" (SDK createProduct doc comment).
    expect(await itemsOf(shirt._id)).toEqual([]);
    const [small] = shirt.variantsInfo.variants;
    const created = await sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: small._id, quantity: 4 });
    // "If not specified when creating an inventory item, the store's default location is used" (InventoryItem.locationId).
    const location = await sdk.storesLocationsV3.getDefaultStoresLocation();
    expect(created).toMatchObject({ productId: shirt._id, variantId: small._id, locationId: location.storesLocation._id, trackQuantity: true, quantity: 4, inStock: true, availabilityStatus: 'IN_STOCK', revision: '1' });
    // Preorder: disabled by default; limit 100,000 by default (PreorderInfo.enabled / .limit).
    expect(created.preorderInfo).toMatchObject({ enabled: false, limit: 100000, counter: 0 });
    expect(toWire(await sdk.inventoryItemsV3.getInventoryItem(created._id))).toEqual(toWire(created));
    // The product's variant follows its item: in stock (Products V3 Variant.inventoryStatus).
    const product = await sdk.productsV3.getProduct(shirt._id);
    expect(product.variantsInfo.variants[0].inventoryStatus.inStock).toBe(true);
  });

  it('createInventoryItem refuses what the SDK declares: a second item of a variant, a negative quantity, a preorder limit without counting', async () => {
    const [small] = shirt.variantsInfo.variants;
    await sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: small._id, inStock: true });
    // CreateInventoryItemApplicationErrors: ITEM_ALREADY_EXISTS ("The combination of variantId and locationId must be unique").
    expect(await refusal(sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: small._id, quantity: 1 }))).toBe('ITEM_ALREADY_EXISTS');
    const [, medium] = shirt.variantsInfo.variants;
    // CreateInventoryItemValidationErrors.
    expect(await refusal(sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: medium._id, quantity: -1 }))).toBe('REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE');
    expect(await refusal(sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: medium._id, inStock: true, preorderInfo: { enabled: true, limit: 5 } }))).toBe('PREORDER_LIMIT_NOT_SUPPORTED_FOR_UNTRACKED_INVENTORY');
    expect(await itemsOf(shirt._id)).toHaveLength(1);
  });

  it('updateInventoryItem: revision required, +1 per update; a quantity below 0 may not lower the stock (REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING)', async () => {
    const item = await sdk.inventoryItemsV3.createInventoryItem({ productId: mug._id, variantId: mug.variantsInfo.variants[0]._id, quantity: 2 });
    const updated = await sdk.inventoryItemsV3.updateInventoryItem(item._id, { revision: item.revision, inStock: false });
    expect(updated).toMatchObject({ trackQuantity: false, inStock: false, availabilityStatus: 'OUT_OF_STOCK', revision: '2' });
    expect(await refusal(sdk.inventoryItemsV3.updateInventoryItem(item._id, { revision: updated.revision, quantity: -3 }))).toBe('REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING');
    // UpdateInventoryItemApplicationErrors: PRE_ORDER_VALIDATION (a limit on an item that does not count).
    expect(await refusal(sdk.inventoryItemsV3.updateInventoryItem(item._id, { revision: updated.revision, preorderInfo: { limit: 3 } }))).toBe('PRE_ORDER_VALIDATION');
    expect((await sdk.productsV3.getProduct(mug._id)).inventory.availabilityStatus).toBe('OUT_OF_STOCK');
  });

  it('deleteInventoryItem and bulkDeleteInventoryItems remove items; an unknown id fails alone', async () => {
    const created = await sdk.inventoryItemsV3.bulkCreateInventoryItems(shirt.variantsInfo.variants.map((v: any) => ({ productId: shirt._id, variantId: v._id, inStock: false })));
    const [a, b, c] = created.results.map((r: any) => r.itemMetadata._id);
    await sdk.inventoryItemsV3.deleteInventoryItem(a);
    expect(await refusal(sdk.inventoryItemsV3.getInventoryItem(a))).toBe('INVENTORY_ITEM_NOT_FOUND');
    const answer = await sdk.inventoryItemsV3.bulkDeleteInventoryItems([b, a, c]);
    expect(codes(answer)).toEqual(['ok', 'INVENTORY_ITEM_NOT_FOUND', 'ok']);
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(await itemsOf(shirt._id)).toEqual([]);
  });
});

describe('official SDK: inventoryItemsV3 bulk create, update, upsert', () => {
  it('bulkCreateInventoryItems: each item alone, entities only with returnEntity; a negative quantity refuses the request', async () => {
    const [s, m] = shirt.variantsInfo.variants;
    const answer = await sdk.inventoryItemsV3.bulkCreateInventoryItems(
      [{ productId: shirt._id, variantId: s._id, quantity: 3 }, { productId: shirt._id, variantId: s._id, quantity: 1 }, { productId: shirt._id, variantId: m._id, inStock: true }],
      { returnEntity: true },
    );
    expect(codes(answer)).toEqual(['ok', 'ITEM_ALREADY_EXISTS', 'ok']);
    expect(answer.results[0].item).toMatchObject({ quantity: 3, trackQuantity: true });
    // BulkCreateInventoryItemsValidationErrors.
    expect(await refusal(sdk.inventoryItemsV3.bulkCreateInventoryItems([{ productId: mug._id, variantId: mug.variantsInfo.variants[0]._id, quantity: -2 }]))).toBe('REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE');
  });

  it('bulkUpdateInventoryItems: each with its revision; a stale one fails alone', async () => {
    const [s, m] = shirt.variantsInfo.variants;
    const made = (await sdk.inventoryItemsV3.bulkCreateInventoryItems([s, m].map((v: any) => ({ productId: shirt._id, variantId: v._id, inStock: true })), { returnEntity: true })).results.map((r: any) => r.item);
    const answer = await sdk.inventoryItemsV3.bulkUpdateInventoryItems(
      [{ inventoryItem: { _id: made[0]._id, revision: made[0].revision, quantity: 8 } }, { inventoryItem: { _id: made[1]._id, revision: '7', quantity: 1 } }],
      { returnEntity: true, reason: 'MANUAL' },
    );
    expect(codes(answer)).toEqual(['ok', 'REVISION_MISMATCH']);
    expect(answer.results[0].item).toMatchObject({ quantity: 8, revision: '2' });
  });

  it('bulkUpsertInventoryItems: updates the item a variant has, creates the one it lacks; INVALID_TARGET_QUANTITY, DUPLICATE_BULK_UPSERT_KEY', async () => {
    const [s, m] = shirt.variantsInfo.variants;
    const held = await sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: s._id, inStock: true });
    const answer = await sdk.inventoryItemsV3.bulkUpsertInventoryItems(
      [{ inventoryItem: { productId: shirt._id, variantId: s._id, quantity: 6 } }, { inventoryItem: { productId: shirt._id, variantId: m._id, quantity: 2 } }],
      { returnEntity: true },
    );
    expect(codes(answer)).toEqual(['ok', 'ok']);
    expect(answer.results[0].item).toMatchObject({ _id: held._id, quantity: 6, revision: '2' });
    expect(answer.results[1].item).toMatchObject({ variantId: m._id, quantity: 2, revision: '1' });
    // BulkUpsertInventoryItemsApplicationErrors.
    const negative = await sdk.inventoryItemsV3.bulkUpsertInventoryItems([{ inventoryItem: { _id: held._id, quantity: -1 } }]);
    expect(codes(negative)).toEqual(['INVALID_TARGET_QUANTITY']);
    expect(await refusal(sdk.inventoryItemsV3.bulkUpsertInventoryItems([{ inventoryItem: { _id: held._id, quantity: 1 } }, { inventoryItem: { _id: held._id, quantity: 2 } }]))).toBe('DUPLICATE_BULK_UPSERT_KEY');
  });
});

describe('official SDK: inventoryItemsV3 search and count', () => {
  it('searchInventoryItems sorts by createdDate descending by default, matches free text; countInventoryItems counts the same', async () => {
    const made: string[] = [];
    for (const v of shirt.variantsInfo.variants) {
      await callSandbox(t.baseUrl, 'POST', controlPaths.clock(), { body: { advanceMs: 1000 } });
      made.push((await sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: v._id, quantity: 1 }))._id);
    }
    await sdk.inventoryItemsV3.createInventoryItem({ productId: mug._id, variantId: mug.variantsInfo.variants[0]._id, inStock: true });
    // "Search Inventory Items runs with these defaults: createdDate is sorted in DESC order" (searchInventoryItems doc).
    const found = await sdk.inventoryItemsV3.searchInventoryItems({ filter: { productId: shirt._id } });
    expect(found.inventoryItems.map((i: any) => i._id)).toEqual([...made].reverse());
    const text = await sdk.inventoryItemsV3.searchInventoryItems({ search: { expression: 'mug' } });
    expect(text.inventoryItems.map((i: any) => i.product.name)).toEqual(['Mug']);
    // Count: "Supported properties: product.name, product.variantName, product.variantSku" for search.
    expect((await sdk.inventoryItemsV3.countInventoryItems({ filter: { trackQuantity: true } })).count).toBe(3);
    expect((await sdk.inventoryItemsV3.countInventoryItems({ search: { expression: 'shirt' } })).count).toBe(3);
  });
});

describe('official SDK: inventoryItemsV3 by-filter jobs (each answers a jobId for the Async Job API)', () => {
  beforeEach(async () => {
    await sdk.inventoryItemsV3.bulkCreateInventoryItems(shirt.variantsInfo.variants.map((v: any, i: number) => ({ productId: shirt._id, variantId: v._id, quantity: i })));
    await sdk.inventoryItemsV3.createInventoryItem({ productId: mug._id, variantId: mug.variantsInfo.variants[0]._id, inStock: true });
  });
  const quantities = async () => (await itemsOf(shirt._id)).map((i: any) => i.quantity);

  it('bulkUpdateInventoryItemsByFilter sets the stock of every match', async () => {
    const answer = await sdk.inventoryItemsV3.bulkUpdateInventoryItemsByFilter({ productId: shirt._id }, { inventoryItem: { quantity: 9 } });
    expect(await job(answer)).toMatchObject({ status: 'FINISHED', counters: { itemsToProcess: 3, itemsSucceeded: 3, itemsFailed: 0 } });
    expect(await quantities()).toEqual([9, 9, 9]);
  });

  it('bulkSetOrAdjustInventoryItemsByFilter: a decrement stops at 0 ("can be reduced until it reaches zero but not below")', async () => {
    await job(await sdk.inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter({ productId: shirt._id }, { adjustedInventoryAction: { decrementBy: 1 } }));
    expect(await quantities()).toEqual([0, 0, 1]);
    const untracked = await job(await sdk.inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter({ productId: mug._id }, { adjustedInventoryAction: { incrementBy: 1 } }));
    // BulkSetOrAdjustInventoryItemsByFilterApplicationErrors: INVENTORY_QUANTITY_NOT_TRACKED (the job's item error).
    expect(untracked.counters).toMatchObject({ itemsFailed: 1 });
    const items = (await t.admin('GET', catalogV3Paths.asyncJobs.listItems(untracked.id))).body.items;
    expect(items[0].error.code).toBe('INVENTORY_QUANTITY_NOT_TRACKED');
  });

  it('bulkAdjustInventoryItemsByFilter: trackQuantity switches items to counting first; a decrement below 0 fails (INSUFFICIENT_INVENTORY)', async () => {
    const mugJob = await job(await sdk.inventoryItemsV3.bulkAdjustInventoryItemsByFilter({ productId: mug._id }, { adjustment: { incrementBy: 4 }, trackQuantity: true }));
    expect(mugJob.counters.itemsSucceeded).toBe(1);
    expect((await itemsOf(mug._id))[0]).toMatchObject({ trackQuantity: true, quantity: 4 });
    const down = await job(await sdk.inventoryItemsV3.bulkAdjustInventoryItemsByFilter({ productId: shirt._id }, { adjustment: { decrementBy: 1 } }));
    expect(down.counters).toMatchObject({ itemsSucceeded: 2, itemsFailed: 1 });
    expect(await quantities()).toEqual([0, 0, 1]);
  });

  it('bulkDeleteInventoryItemsByFilter deletes every match', async () => {
    await job(await sdk.inventoryItemsV3.bulkDeleteInventoryItemsByFilter({ trackQuantity: true }));
    expect(await itemsOf(shirt._id)).toEqual([]);
    expect(await itemsOf(mug._id)).toHaveLength(1);
  });

  it('bulkCreateInventoryItemsByVariantFilter makes counted items for the variants that have none there', async () => {
    const other = await sdk.productsV3.createProduct(simple('Cap'));
    const location = (await sdk.storesLocationsV3.getDefaultStoresLocation()).storesLocation._id;
    // "Items will be created with quantity tracking enabled and this initial quantity" (InventoryCreationData.quantity).
    const made = await job(await sdk.inventoryItemsV3.bulkCreateInventoryItemsByVariantFilter({}, { locationId: location, inventoryCreationData: { quantity: 5 } }));
    expect(made.counters).toMatchObject({ itemsToProcess: 1, itemsSucceeded: 1 });
    expect(await itemsOf(other._id)).toEqual([expect.objectContaining({ trackQuantity: true, quantity: 5, locationId: location })]);
  });
});

describe('official SDK: productsV3 with inventory', () => {
  // "Pass variantsInfo.variants.inventoryItem to create inventory items for each variant in the default location ... If
  // inventoryItem isn't provided, no inventory items are created" (SDK createProductWithInventory doc comment).
  const stockedVariant = (amount: string, inventoryItem?: object) => ({ ...variant(amount), ...(inventoryItem ? { inventoryItem } : {}) });

  it('bulkCreateProductsWithInventory makes items only for the variants that carry inventoryItem', async () => {
    const answer = await sdk.productsV3.bulkCreateProductsWithInventory(
      [{ ...simple('Counted'), variantsInfo: { variants: [stockedVariant('3', { quantity: 3 })] } }, simple('Bare')],
      { returnEntity: true },
    );
    expect(answer.productResults.bulkActionMetadata.totalSuccesses).toBe(2);
    expect(answer.inventoryResults.results.map((r: any) => r.item.quantity)).toEqual([3]);
    const [counted, bare] = answer.productResults.results.map((r: any) => r.item);
    expect((await itemsOf(counted._id)).map((i: any) => i.quantity)).toEqual([3]);
    expect(await itemsOf(bare._id)).toEqual([]);
  });

  it('updateProductWithInventory and bulkUpdateProductsWithInventory make a missing item and update a held one', async () => {
    const v = mug.variantsInfo.variants[0];
    const updated = await sdk.productsV3.updateProductWithInventory(mug._id, { revision: mug.revision, options: [], variantsInfo: { variants: [{ _id: v._id, choices: [], price: v.price, inventoryItem: { quantity: 2 } }] } }, { returnEntity: true });
    expect(updated.inventoryResults.results[0].item).toMatchObject({ variantId: v._id, quantity: 2, revision: '1' });
    const again = await sdk.productsV3.bulkUpdateProductsWithInventory(
      [{ product: { _id: mug._id, revision: updated.product.revision, options: [], variantsInfo: { variants: [{ _id: v._id, choices: [], price: v.price, inventoryItem: { inStock: false } }] } } }],
      { returnEntity: true },
    );
    expect(again.inventoryResults.results[0].item).toMatchObject({ variantId: v._id, trackQuantity: false, inStock: false, revision: '2' });
    expect((await itemsOf(mug._id))).toHaveLength(1);
  });
});

describe('official SDK: preorder decrements', () => {
  it('a preorder decrement of an item that takes preorders raises its counter and keeps its quantity, within the limit', async () => {
    const item = await sdk.inventoryItemsV3.createInventoryItem({ productId: mug._id, variantId: mug.variantsInfo.variants[0]._id, quantity: 0, preorderInfo: { enabled: true, limit: 3 } });
    // AvailabilityStatus.PREORDER: "Stock is zero or negative, but preorder is enabled with remaining capacity".
    expect(item.availabilityStatus).toBe('PREORDER');
    // "If preorderRequest: true and the item is available for preorder, the item's preorderCounter will increase and the
    // item's quantity will stay the same" (Bulk Decrement Inventory Items reference page).
    const answer = await sdk.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: item._id, decrementBy: 2, preorderRequest: true }], { returnEntity: true });
    expect(answer.results[0].item).toMatchObject({ quantity: 0, preorderInfo: { counter: 2, limit: 3, quantity: 1 }, availabilityStatus: 'PREORDER' });
    const over = await sdk.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: item._id, decrementBy: 2, preorderRequest: true }]);
    expect(codes(over)).toEqual(['INSUFFICIENT_INVENTORY']);
    const full = await sdk.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: item._id, decrementBy: 1, preorderRequest: true }], { returnEntity: true });
    expect(full.results[0].item).toMatchObject({ quantity: 0, preorderInfo: { counter: 3, quantity: 0 }, availabilityStatus: 'OUT_OF_STOCK' });
  });

  it("the product's inventory and its variants' inventoryStatus follow their items' preorder settings", async () => {
    // Product Inventory.preorderStatus / .preorderAvailability and Variant.inventoryStatus.preorderEnabled (SDK productsV3 typings).
    const [s, m] = shirt.variantsInfo.variants;
    await sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: s._id, quantity: 0, preorderInfo: { enabled: true } });
    await sdk.inventoryItemsV3.createInventoryItem({ productId: shirt._id, variantId: m._id, quantity: 2, preorderInfo: { enabled: true } });
    const product = await sdk.productsV3.getProduct(shirt._id);
    expect(product.inventory).toEqual({ availabilityStatus: 'PARTIALLY_OUT_OF_STOCK', preorderStatus: 'PARTIALLY_ENABLED', preorderAvailability: 'SOME_VARIANTS' });
    expect(product.variantsInfo.variants.map((v: any) => v.inventoryStatus)).toEqual([
      { inStock: false, preorderEnabled: true },
      { inStock: true, preorderEnabled: true },
      { inStock: true, preorderEnabled: false },
    ]);
    const found = await sdk.productsV3.searchProducts({ filter: { 'inventory.preorderStatus': 'PARTIALLY_ENABLED' } });
    expect(found.products.map((p: any) => p._id)).toEqual([shirt._id]);
  });
});

describe('official SDK: storesLocationsV3', () => {
  it('getDefaultStoresLocation, getStoresLocation and queryStoresLocations: the store\'s default location', async () => {
    const { storesLocation } = await sdk.storesLocationsV3.getDefaultStoresLocation();
    expect(storesLocation).toMatchObject({ defaultLocation: true, locationType: 'VIRTUAL', name: expect.any(String), revision: expect.any(String) });
    expect(toWire(await sdk.storesLocationsV3.getStoresLocation(storesLocation._id))).toEqual(toWire(storesLocation));
    const found = await sdk.storesLocationsV3.queryStoresLocations().eq('defaultLocation', true).find();
    expect(found.items.map((l: any) => l._id)).toEqual([storesLocation._id]);
    expect(await refusal(sdk.storesLocationsV3.getStoresLocation('00000000-0000-4000-8000-000000000000'))).toBe('STORES_LOCATION_NOT_FOUND');
  });
});
