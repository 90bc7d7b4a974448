// A V3 site's writes are delivered as V3 domain events (signed like every other event), never as V1 catalog events.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken } from '../../../src/events/verify.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../src/wire/api/categories/tree.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../helpers/webhook-sink.js';
import { paths, simpleProduct } from './v3-support.js';

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

const next = async (count: number) => {
  const requests = await sink.take(count);
  return Promise.all(requests.map((r) => verifyEventToken(r.body, parsePublicKey(t.info.publicKey, 'sandbox key'))));
};

describe('V3 domain events', () => {
  it('product created, updated (with modified fields) and deleted, in order', async () => {
    const created = (await t.admin('POST', paths.products.create(), { product: simpleProduct('Lamp', '10', { cost: '4' }) })).body.product;
    await t.admin('PATCH', paths.products.update(created.id), { product: { id: created.id, revision: '1', name: 'Desk Lamp' } });
    await t.admin('DELETE', paths.products.delete(created.id));
    const events = await next(3);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.product_updated',
      'wix.stores.catalog.v3.product_deleted',
    ]);
    const [c, u, d] = events.map((e) => e.payload as any);
    expect(c).toMatchObject({ entityFqdn: 'wix.stores.catalog.v3.product', slug: 'created', entityId: created.id, createdEvent: { entity: { id: created.id, name: 'Lamp' } } });
    // Merchant data never travels in events.
    expect(c.createdEvent.entity.variantsInfo.variants[0].revenueDetails).toBeUndefined();
    expect(u.updatedEvent.currentEntity).toMatchObject({ name: 'Desk Lamp', revision: '2' });
    expect(Object.keys(u.updatedEvent.modifiedFields)).toEqual(['name']);
    expect(d.deletedEvent.deletedEntity.id).toBe(created.id);
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
    expect((events[2].payload as any).actionEvent.body).toEqual({ categoryId: category.id, itemReference: { catalogItemId: product.id, appId: STORES_APP_ID } });
    expect(events.some((e) => e.eventType.startsWith('com.wix.ecommerce.catalog'))).toBe(false);
  });

  it('brand and inventory item changes', async () => {
    const brand = (await t.admin('POST', paths.brands.create(), { brand: { name: 'Acme' } })).body.brand;
    await t.admin('PATCH', paths.brands.update(brand.id), { brand: { id: brand.id, revision: '1', name: 'Acme Co' } });
    const product = (await t.admin('POST', paths.products.create(), { product: simpleProduct('Mug', '5') })).body.product;
    const [item] = (await t.admin('POST', paths.inventoryItems.query(), { query: { filter: { productId: product.id } } })).body.inventoryItems;
    await t.admin('PATCH', paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, quantity: 3 } });
    const events = await next(4);
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.brand_created',
      'wix.stores.catalog.v3.brand_updated',
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.inventory_item_updated',
    ]);
    expect((events[3].payload as any).updatedEvent.currentEntity).toMatchObject({ id: item.id, quantity: 3, trackQuantity: true });
  });
});
