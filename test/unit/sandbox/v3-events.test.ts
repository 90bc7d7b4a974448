// V3 by nature: the V3 domain events V1 has no counterpart of — product stock in product events, categories, brands,
// inventory items, the events trigger's V3 names — never as V1 catalog events. Delivery itself and the product
// created/updated/deleted events are tested on both versions in events-delivery.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken } from '../../../src/events/verify.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../src/wire/api/categories/tree.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../helpers/webhook-sink.js';
import { createV3Stocked, paths, simpleProduct, sizedProduct } from './v3-support.js';

let t: TestSandbox;
let sink: WebhookSink;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false, events: { retryBaseMs: 5, retryMaxMs: 20, maxAttempts: 3, pollMs: 20 } });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.sandbox.reset({ demo: false });
  sink = await startWebhookSink();
  const res = await callSandbox(t.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: sink.url } });
  expect(res.status).toBe(200);
});
afterEach(() => sink.close());

const verify = (body: string) => verifyEventToken(body, parsePublicKey(t.info.publicKey, 'sandbox key'));
const isInventory = (type: string) => type.startsWith('wix.stores.catalog.v3.inventory_item_');

/** The next `count` events, verified; the inventory item events every product write brings are passed over unless asked for. */
const next = async (count: number, options: { inventory?: boolean } = {}) => {
  const events = [];
  while (events.length < count) {
    const [request] = await sink.take(1);
    const event = await verify(request.body);
    if (options.inventory || !isInventory(event.eventType)) events.push(event);
  }
  return events;
};

describe('V3 domain events', () => {
  it("product events carry each variant's stock after the write (items kept, dropped and made)", async () => {
    const shirt = await createV3Stocked(t, sizedProduct('Shirt', { S: '10', M: '12' }));
    const items = (await t.admin('POST', paths.inventoryItems.query(), { query: { filter: { productId: shirt.id } } })).body.inventoryItems;
    const medium = items.find((i: any) => i.variantId === shirt.variantsInfo.variants[1].id);
    await t.admin('PATCH', paths.inventoryItems.update(medium.id), { inventoryItem: { id: medium.id, revision: medium.revision, quantity: 0 } });
    const [m] = shirt.variantsInfo.variants.slice(1);
    const options = [{ ...shirt.options[0], choicesSettings: { choices: [...shirt.options[0].choicesSettings.choices.slice(1), { name: 'L', choiceType: 'CHOICE_TEXT' }] } }];
    const variants = [
      { id: m.id, choices: m.choices, price: m.price },
      { choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: 'L', renderType: 'TEXT_CHOICES' } }], price: { actualPrice: { amount: '14' } } },
    ];
    const res = await t.admin('PATCH', paths.products.update(shirt.id), { product: { id: shirt.id, revision: shirt.revision, options, variantsInfo: { variants } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [created, updated] = (await next(4)).filter((e) => e.eventType.includes('.product_')).map((e) => e.payload as any);
    expect(created.createdEvent.entity.variantsInfo.variants.map((v: any) => v.inventoryStatus.inStock)).toEqual([true, true]);
    expect(created.createdEvent.entity.inventory.availabilityStatus).toBe('IN_STOCK');
    const current = updated.updatedEvent.currentEntity;
    expect(current.variantsInfo.variants.map((v: any) => v.inventoryStatus.inStock)).toEqual([false, true]);
    expect(current.inventory.availabilityStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(current).toEqual(res.body.product);
  });

  it('category created and item added', async () => {
    const product = (await t.admin('POST', paths.products.create(), { product: simpleProduct('Mug', '5') })).body.product;
    const category = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Cups' }, treeReference: STORES_TREE_REFERENCE })).body.category;
    await t.admin('POST', categoriesPaths.bulkAddItems(category.id), { items: [{ catalogItemId: product.id, appId: STORES_APP_ID }], treeReference: STORES_TREE_REFERENCE });
    const events = await next(3);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.product_created',
      'wix.categories.v1.category_created',
      'wix.categories.v1.category_item_added_to_category',
    ]);
    expect((events[2].payload as any).actionEvent.body).toEqual({ categoryId: category.id, addedItem: { catalogItemId: product.id, appId: STORES_APP_ID }, treeReference: STORES_TREE_REFERENCE });
    expect(events.some((e) => e.eventType.startsWith('com.wix.ecommerce.catalog'))).toBe(false);
  });

  it('brand and inventory item changes', async () => {
    const brand = (await t.admin('POST', paths.brands.create(), { brand: { name: 'Acme' } })).body.brand;
    await t.admin('PATCH', paths.brands.update(brand.id), { brand: { id: brand.id, revision: '1', name: 'Acme Co' } });
    const product = await createV3Stocked(t, simpleProduct('Mug', '5'));
    const [item] = (await t.admin('POST', paths.inventoryItems.query(), { query: { filter: { productId: product.id } } })).body.inventoryItems;
    await t.admin('PATCH', paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, quantity: 3 } });
    await t.admin('PATCH', paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: String(Number(item.revision) + 1), quantity: 0 } });
    const events = await next(9, { inventory: true });
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.brand_created',
      'wix.stores.catalog.v3.brand_updated',
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.inventory_item_created',
      'wix.stores.catalog.v3.inventory_item_updated',
      'wix.stores.catalog.v3.inventory_item_updated_with_reason',
      // Out of stock: the status event comes between the two.
      'wix.stores.catalog.v3.inventory_item_updated',
      'wix.stores.catalog.v3.inventory_item_stock_status_updated',
      'wix.stores.catalog.v3.inventory_item_updated_with_reason',
    ]);
    expect((events[5].payload as any).actionEvent.body).toEqual({ currentEntity: expect.objectContaining({ id: item.id, quantity: 3 }), reason: 'MANUAL', appId: STORES_APP_ID });
    expect((events[7].payload as any).actionEvent.body).toEqual({ inStock: false });
    expect(events[7].entityId).toBe(item.id);
    expect((events[3].payload as any).createdEvent.entity).toMatchObject({ id: item.id, productId: product.id, trackQuantity: false, inStock: true });
    expect((events[4].payload as any).updatedEvent.currentEntity).toMatchObject({ id: item.id, quantity: 3, trackQuantity: true });
    expect((events[4].payload as any).updatedEvent.modifiedFields).toMatchObject({ trackQuantity: false, quantity: null });
  });

  it('bulk writes and set-item-categories emit the same events as single writes', async () => {
    const created = (await t.admin('POST', paths.bulkProducts.create(), { products: [simpleProduct('A', '1'), simpleProduct('B', '2')], returnEntity: true })).body;
    const [a, b] = created.results.map((r: any) => r.itemMetadata.id);
    const cups = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Cups' }, treeReference: STORES_TREE_REFERENCE })).body.category;
    const bowls = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Bowls' }, treeReference: STORES_TREE_REFERENCE })).body.category;
    const item = { catalogItemId: a, appId: STORES_APP_ID };
    await t.admin('POST', categoriesPaths.bulkSetItemCategories(), { item, categoryIds: [cups.id], treeReference: STORES_TREE_REFERENCE });
    await t.admin('POST', categoriesPaths.bulkSetItemCategories(), { item, categoryIds: [bowls.id], treeReference: STORES_TREE_REFERENCE });
    await t.admin('PATCH', categoriesPaths.update(bowls.id), { category: { id: bowls.id, revision: bowls.revision, name: 'Big Bowls' }, treeReference: STORES_TREE_REFERENCE });
    await t.admin('POST', paths.bulkProducts.delete(), { productIds: [b] });
    const events = await next(9);
    expect(events.map((e) => [e.eventType, e.entityId])).toEqual([
      ['wix.stores.catalog.v3.product_created', a],
      ['wix.stores.catalog.v3.product_created', b],
      ['wix.categories.v1.category_created', cups.id],
      ['wix.categories.v1.category_created', bowls.id],
      ['wix.categories.v1.category_item_added_to_category', cups.id],
      ['wix.categories.v1.category_item_removed_from_category', cups.id],
      ['wix.categories.v1.category_item_added_to_category', bowls.id],
      ['wix.categories.v1.category_updated', bowls.id],
      ['wix.stores.catalog.v3.product_deleted', b],
    ]);
    expect((events[5].payload as any).actionEvent.body).toEqual({ categoryId: cups.id, removedItem: item, treeReference: STORES_TREE_REFERENCE });
    expect((events[7].payload as any).updatedEvent).toMatchObject({ currentEntity: { name: 'Big Bowls' }, modifiedFields: { name: 'Bowls' } });
  });
});

describe('category moved', () => {
  it('Move Category sends category_updated then category_moved; a rename only the first', async () => {
    const tree = STORES_TREE_REFERENCE;
    const home = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Home' }, treeReference: tree })).body.category;
    const cups = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Cups' }, treeReference: tree })).body.category;
    await t.admin('POST', categoriesPaths.move(cups.id), { parentCategoryId: home.id, position: 'LAST', treeReference: tree });
    await t.admin('PATCH', categoriesPaths.update(cups.id), { category: { id: cups.id, revision: '2', name: 'Mugs' }, treeReference: tree });
    const events = await next(5);
    expect(events.map((e) => [e.eventType, e.entityId])).toEqual([
      ['wix.categories.v1.category_created', home.id],
      ['wix.categories.v1.category_created', cups.id],
      ['wix.categories.v1.category_updated', cups.id],
      ['wix.categories.v1.category_category_moved', cups.id],
      ['wix.categories.v1.category_updated', cups.id],
    ]);
    expect((events[3].payload as any).actionEvent.body).toEqual({ categoryId: cups.id, parentCategory: { id: home.id, index: 0 }, treeReference: tree });
    expect((events[2].payload as any).updatedEvent.modifiedFields).toMatchObject({ 'parentCategory.id': null });
  });
});

describe('inventory item events', () => {
  // (The product's option first creates its customization: one customization_created before these.)
  it('follow their product: none for Create Product, one per variant for Create Product With Inventory, one deleted per item when the product goes', async () => {
    // "This method doesn't create inventory items" (SDK createProduct).
    await t.admin('POST', paths.products.create(), { product: simpleProduct('Plain', '3') });
    expect((await next(1, { inventory: true })).map((e) => e.eventType)).toEqual(['wix.stores.catalog.v3.product_created']);
    const product = await createV3Stocked(t, sizedProduct('Tee', { S: '10', M: '12' }));
    await t.admin('DELETE', paths.products.delete(product.id));
    const events = (await next(7, { inventory: true })).slice(1);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.inventory_item_created',
      'wix.stores.catalog.v3.inventory_item_created',
      'wix.stores.catalog.v3.product_deleted',
      'wix.stores.catalog.v3.inventory_item_deleted',
      'wix.stores.catalog.v3.inventory_item_deleted',
    ]);
    const variantIds = product.variantsInfo.variants.map((v: { id: string }) => v.id);
    expect(events.slice(1, 3).map((e) => (e.payload as any).createdEvent.entity.variantId)).toEqual(variantIds);
    expect(events.slice(4).map((e) => (e.payload as any).deletedEvent.deletedEntity.variantId)).toEqual(variantIds);
    expect(new Set(events.slice(4).map((e) => e.entityId))).toEqual(new Set(events.slice(1, 3).map((e) => e.entityId)));
  });
});

describe('events trigger on a V3 site', () => {
  const trigger = (body: Record<string, unknown>) => callSandbox(t.baseUrl, 'POST', controlPaths.trigger(), { body });

  it('resolves short names to the V3 types, about real entities, and refuses V1-only names naming the V3 one', async () => {
    const product = await createV3Stocked(t, simpleProduct('Mug', '5', { slug: 'mug' }));
    const category = (await t.admin('POST', categoriesPaths.create(), { category: { name: 'Cups' }, treeReference: STORES_TREE_REFERENCE })).body.category;
    await t.admin('POST', categoriesPaths.bulkAddItems(category.id), { items: [{ catalogItemId: product.id, appId: STORES_APP_ID }], treeReference: STORES_TREE_REFERENCE });
    await t.admin('POST', paths.brands.create(), { brand: { name: 'Acme' } });
    await t.admin('POST', paths.ribbons.create(), { ribbon: { name: 'Sale' } });
    await next(5);
    const fired: Array<[string, string]> = [
      ['product-created', 'wix.stores.catalog.v3.product_created'],
      ['product_updated', 'wix.stores.catalog.v3.product_updated'],
      ['product_deleted', 'wix.stores.catalog.v3.product_deleted'],
      ['category_created', 'wix.categories.v1.category_created'],
      ['category-updated', 'wix.categories.v1.category_updated'],
      ['category_deleted', 'wix.categories.v1.category_deleted'],
      ['category-item-added', 'wix.categories.v1.category_item_added_to_category'],
      ['category_item_removed', 'wix.categories.v1.category_item_removed_from_category'],
      ['category-moved', 'wix.categories.v1.category_category_moved'],
      ['category_items_arranged', 'wix.categories.v1.category_items_arranged_in_category'],
      ['brand_updated', 'wix.stores.catalog.v3.brand_updated'],
      ['ribbon_created', 'wix.stores.catalog.v3.ribbon_created'],
      ['inventory_item_updated', 'wix.stores.catalog.v3.inventory_item_updated'],
      ['inventory-item-stock-status-updated', 'wix.stores.catalog.v3.inventory_item_stock_status_updated'],
      ['wix.stores.catalog.v3.product_created', 'wix.stores.catalog.v3.product_created'],
      ['cart_updated', 'wix.ecom.v1.cart_updated'],
    ];
    for (const [name, type] of fired) {
      const res = await trigger({ type: name, ...(name === 'product_updated' ? { entityId: 'mug', changedFields: ['name', 'visible'] } : {}) });
      expect(res.status, name).toBe(200);
      expect(res.body).toMatchObject({ eventType: type, synthetic: true });
    }
    const events = await next(fired.length, { inventory: true });
    expect(events.map((e) => e.eventType)).toEqual(fired.map(([, type]) => type));
    const payload = (i: number) => events[i].payload as any;
    expect(payload(0).createdEvent.entity).toMatchObject({ id: product.id, name: 'Mug' });
    expect(payload(1).updatedEvent).toMatchObject({ currentEntity: { id: product.id }, modifiedFields: { name: 'Mug', visible: true } });
    expect(payload(4).entityId).toBe(category.id);
    expect(payload(6).actionEvent.body).toEqual({ categoryId: category.id, addedItem: { catalogItemId: product.id, appId: STORES_APP_ID }, treeReference: STORES_TREE_REFERENCE });
    expect(payload(10).updatedEvent.currentEntity.name).toBe('Acme');
    // Nothing changed for real.
    expect((await t.admin('GET', paths.products.get(product.id))).status).toBe(200);

    const v1Only = await trigger({ type: 'product_changed' });
    expect(v1Only.status).toBe(400);
    expect(JSON.stringify(v1Only.body)).toMatch(/product_changed is a Catalog V1 event, which this Catalog V3 site never sends; it sends product_updated instead/);
    const v1Type = await trigger({ type: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated' });
    expect(JSON.stringify(v1Type.body)).toMatch(/it sends category_created instead/);
    const unknown = await trigger({ type: 'nonsense' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toMatch(/must be one of: product_created, product_updated/);
    expect(JSON.stringify(unknown.body)).not.toMatch(/product_changed/);
    expect(sink.pending()).toHaveLength(0);
  });

  it('about "the first" entity of a kind the store has none of: 404 saying so, not "(any) not found"; a named one that is missing: 404 with its id', async () => {
    const none = await trigger({ type: 'info_section_updated' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: 'Info section not found', details: { applicationError: { code: 'INFO_SECTION_NOT_FOUND' } } });
    expect(none.body.details.applicationError.description).toBe('the store has no info section to send this event about; create one first');
    const named = await trigger({ type: 'info_section_updated', entityId: 'no-such-section' });
    expect(named.status).toBe(404);
    expect(named.body.details.applicationError).toMatchObject({ code: 'INFO_SECTION_NOT_FOUND', data: { id: 'no-such-section' } });
    expect(sink.pending()).toHaveLength(0);
  });
});
