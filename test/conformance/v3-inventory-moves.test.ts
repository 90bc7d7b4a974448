// The official SDK's inventoryItemsV3 bulk increment/decrement (by item id, and by variant and location), routed to
// a V3 sandbox, run unchanged: the SDK's own requests, its own reading of the bulk envelope.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inventoryItemsV3, productsV3 } from '@wix/stores';
import { catalogV3Paths } from '../../src/wire/api/catalog-v3/paths.js';
import { adminSdkClient, toWire } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let t: TestSandbox;
let sdk: any;
let tracked: any;
let untracked: any;

// Create Product With Inventory: each variant's `inventoryItem` becomes its item (Create Product alone makes none).
const product = (name: string) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' } }, inventoryItem: { inStock: true } }] } });
const itemOf = async (productId: string) => (await sdk.inventoryItemsV3.queryInventoryItems().eq('productId', productId).find()).items[0];
const codes = (answer: any) => answer.results.map((r: any) => (r.itemMetadata.success ? 'ok' : r.itemMetadata.error.code));

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ inventoryItemsV3, productsV3 }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.sandbox.reset({ demo: false });
  const mug = (await sdk.productsV3.createProductWithInventory(product('Mug'))).product;
  const cap = (await sdk.productsV3.createProductWithInventory(product('Cap'))).product;
  const item = await itemOf(mug._id);
  tracked = await sdk.inventoryItemsV3.updateInventoryItem(item._id, { revision: item.revision, quantity: 2 });
  untracked = await itemOf(cap._id);
});

describe('official SDK: inventoryItemsV3 bulk increment and decrement', () => {
  it('bulkIncrementInventoryItems with returnEntity: the moved item, as a get reads it', async () => {
    const answer = await sdk.inventoryItemsV3.bulkIncrementInventoryItems([{ inventoryItemId: tracked._id, incrementBy: 5 }], { returnEntity: true, reason: 'MANUAL' });
    expect(answer.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 });
    expect(answer.results[0].itemMetadata).toMatchObject({ _id: tracked._id, originalIndex: 0, success: true });
    expect(answer.results[0].item).toMatchObject({ _id: tracked._id, quantity: 7, trackQuantity: true, inStock: true });
    // The SDK turns the dates into Date objects, as it does for a get.
    expect(answer.results[0].item._updatedDate).toBeInstanceOf(Date);
    const got = await sdk.inventoryItemsV3.getInventoryItem(tracked._id);
    expect(toWire(answer.results[0].item)).toEqual(toWire(got));
    const rest = await t.admin('GET', catalogV3Paths.inventoryItems.get(tracked._id));
    expect(toWire(got)).toEqual(rest.body.inventoryItem);
  });

  it('bulkDecrementInventoryItems: each entry alone; restrictInventory: false allows a negative quantity', async () => {
    const answer = await sdk.inventoryItemsV3.bulkDecrementInventoryItems([
      { inventoryItemId: tracked._id, decrementBy: 3 },
      { inventoryItemId: untracked._id, decrementBy: 1 },
      { inventoryItemId: tracked._id, decrementBy: 2 },
    ]);
    expect(codes(answer)).toEqual(['INSUFFICIENT_INVENTORY', 'INVENTORY_QUANTITY_NOT_TRACKED', 'ok']);
    expect(answer.results[2].item).toBeUndefined();
    expect((await sdk.inventoryItemsV3.getInventoryItem(tracked._id)).quantity).toBe(0);

    const unrestricted = await sdk.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: tracked._id, decrementBy: 3 }], { restrictInventory: false, returnEntity: true });
    expect(unrestricted.results[0].item).toMatchObject({ quantity: -3, inStock: false, availabilityStatus: 'OUT_OF_STOCK' });
  });

  it('bulkIncrement/DecrementInventoryItemsByVariantAndLocation: the default location', async () => {
    const { variantId, locationId } = tracked;
    const up = await sdk.inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation([{ variantId, locationId, incrementBy: 4 }], { returnEntity: true });
    expect(up.results[0].item).toMatchObject({ _id: tracked._id, quantity: 6 });
    const down = await sdk.inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation([{ variantId, decrementBy: 6 }, { variantId: untracked.variantId, decrementBy: 1 }]);
    expect(codes(down)).toEqual(['ok', 'INVENTORY_QUANTITY_NOT_TRACKED']);
    expect((await sdk.inventoryItemsV3.getInventoryItem(tracked._id)).quantity).toBe(0);
  });

  it('a malformed request is the SDK error of a 400', async () => {
    await expect(sdk.inventoryItemsV3.bulkIncrementInventoryItems([{ inventoryItemId: tracked._id, incrementBy: 0 }])).rejects.toMatchObject({ details: { validationError: expect.any(Object) } });
  });
});
