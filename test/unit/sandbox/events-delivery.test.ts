// Webhook delivery from a real sandbox to a real HTTP subscriber, on a V1 and a V3 store: signed events for catalog
// writes, in order, filtered by type, retried with backoff, dropped after the last attempt, and never for the demo
// catalog. Each version sends its own catalog's events (V1: com.wix.ecommerce.catalog.api.v1.*; V3: the domain
// events wix.stores.catalog.v3.*); the V3 events V1 has no counterpart of (categories, brands, inventory items) are
// in v3-events.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken, type VerifiedEvent } from '../../../src/events/verify.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { sendJson } from '../../helpers/recording-server.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../helpers/webhook-sink.js';
import { productEvents } from './support/product-events.js';
import { createProduct } from '../../helpers/store-products.js';

describe.each(['v1', 'v3'] as const)('sandbox webhook delivery on a %s store', (catalog: CatalogVersion) => {
  const store = productEvents(catalog);
  let sandbox: TestSandbox;
  let sink: WebhookSink;
  let subscriptionId: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, events: { retryBaseMs: 5, retryMaxMs: 20, maxAttempts: 3, pollMs: 20 } });
  });
  afterAll(() => sandbox.close());

  const control = (method: string, path: string, body?: unknown) => callSandbox(sandbox.baseUrl, method, path, { body });

  async function subscribe(body: Record<string, unknown> = {}) {
    const res = await control('POST', controlPaths.subscriptions(), { url: sink.url, ...body });
    expect(res.status).toBe(200);
    return res.body.subscription as { id: string; types: string[] };
  }

  const decode = (jwt: string): Promise<VerifiedEvent> => verifyEventToken(jwt, parsePublicKey(sandbox.info.publicKey, 'sandbox key'));

  async function nextEvents(count = 1): Promise<VerifiedEvent[]> {
    return Promise.all((await sink.take(count)).map((request) => decode(request.body)));
  }

  const createLamp = (name: string) => createProduct(sandbox, catalog, { name, price: '10', cost: '4' });

  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: true });
    sink = await startWebhookSink();
    subscriptionId = (await subscribe()).id;
  });
  afterEach(async () => {
    await control('DELETE', controlPaths.subscription(subscriptionId));
    await sink.close();
  });

  it('POSTs an RS256 JWT for a product creation, with the platform envelope', async () => {
    const product = await createLamp('Webhook Lamp');
    const [request] = await sink.take();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks');
    expect(request.headers['content-type']).toMatch(/^text\/plain/);
    expect(request.headers['x-sandbox-event-id']).toMatch(/^[0-9a-f-]{36}$/);
    const event = await decode(request.body);
    expect(event.eventType).toBe(store.types.created);
    expect(event.accountInfo).toEqual({ siteId: sandbox.info.siteId });
    expect(event.instanceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.identity).toEqual({ identityType: 'UNKNOWN' });
    expect(store.createdName(event.payload)).toBe('Webhook Lamp');
    expect(JSON.stringify(event.payload)).toContain(product.id);
  });

  // V1 only: the V1 ProductCreated payload (its price, cost and page URL fields); V3's created event carries the
  // product entity, checked in the next test.
  it.runIf(catalog === 'v1')('V1: the ProductCreated payload is the platform\'s', async () => {
    const product = (await sandbox.admin('POST', paths.products.create(), { product: { name: 'Webhook Lamp', priceData: { price: 10 }, sku: 'LAMP-1', brand: 'Lumen', costAndProfitData: { itemCost: 4 } } })).body.product;
    const [event] = await nextEvents(1);
    expect(event.payload).toMatchObject({
      productId: product.id,
      name: 'Webhook Lamp',
      sku: 'LAMP-1',
      brand: 'Lumen',
      visible: true,
      slug: product.slug,
      price: { currency: 'USD', price: 10, discountedPrice: 10, formatted: { price: '$10.00' } },
      costAndProfitData: { itemCost: 4, profit: 6 },
      media: { items: [] },
      productPageUrl: { base: `${sandbox.baseUrl}/`, path: `/product-page/${product.slug}` },
      originatedFromVersion: 'V1_CATALOG',
    });
  });

  it('delivers every change in order: created, changed (only the fields that changed, with V3 their previous values), deleted', async () => {
    const product = await createLamp('Ordered Lamp');
    await store.rename(sandbox, product, 'Ordered Lamp 2');
    await store.remove(sandbox, product);
    const events = await nextEvents(3);
    expect(events.map((e) => e.eventType)).toEqual([store.types.created, store.types.changed, store.types.deleted]);
    const [created, changed, deleted] = events.map((e) => e.payload as any);
    if (catalog === 'v1') {
      // description was already '' (nothing changed there); name did change.
      expect(changed).toEqual({ productId: product.id, changedFields: ['name'], originatedFromVersion: 'V1_CATALOG' });
      expect(deleted).toEqual({ productId: product.id, originatedFromVersion: 'V1_CATALOG' });
    } else {
      expect(created).toMatchObject({ entityFqdn: 'wix.stores.catalog.v3.product', slug: 'created', entityId: product.id, createdEvent: { entity: { id: product.id, name: 'Ordered Lamp' } } });
      // Merchant data (the cost) never travels in V3 events.
      expect(created.createdEvent.entity.variantsInfo.variants[0].revenueDetails).toBeUndefined();
      expect(changed.updatedEvent.currentEntity).toMatchObject({ name: 'Ordered Lamp 2', revision: '2' });
      // modifiedFields: flat path → previous value, as on every other updated domain event.
      expect(changed.updatedEvent.modifiedFields).toEqual({ name: 'Ordered Lamp' });
      expect(deleted.deletedEvent.deletedEntity.id).toBe(product.id);
    }
  });

  // V1 only: collections are V1's; V3's categories send their own events (v3-events.test.ts).
  it.runIf(catalog === 'v1')('V1: sends collection events with the platform spelling collection_Id, and membership changes once', async () => {
    const created = await sandbox.admin('POST', paths.collections.create(), { collection: { name: 'Webhook Picks' } });
    const id = created.body.collection.id as string;
    const product = await createLamp('Picked Lamp');
    await sandbox.admin('POST', paths.collections.addProducts(id), { productIds: [product.id] });
    await sandbox.admin('POST', paths.collections.addProducts(id), { productIds: [product.id] }); // already a member
    await sandbox.admin('PATCH', paths.collections.update(id), { collection: { name: 'Webhook Picks 2' } });
    await sandbox.admin('DELETE', paths.collections.delete(id));
    const events = await nextEvents(5);
    expect(events.map((e) => e.eventType.split('.').pop())).toEqual([
      'CollectionCreated',
      'ProductCreated',
      'CollectionChanged',
      'CollectionChanged',
      'CollectionDeleted',
    ]);
    expect(events[0].payload).toEqual({
      collection_Id: id,
      name: 'Webhook Picks',
      media: { items: [] },
      slug: 'webhook-picks',
      visible: true,
      originatedFromVersion: 'V1_CATALOG',
    });
    expect(events[2].payload.changedFields).toEqual(['productIds']);
    expect(events[3].payload.changedFields).toEqual(['name']);
    expect(events[4].payload).toEqual({ collection_Id: id, originatedFromVersion: 'V1_CATALOG' });
  });

  it('sends only the types a subscriber asked for (a short name means every catalog version\'s type)', async () => {
    const other = await startWebhookSink();
    const filtered = await control('POST', controlPaths.subscriptions(), { url: other.url, types: ['product_deleted'] });
    expect(filtered.body.subscription.types).toEqual(['com.wix.ecommerce.catalog.api.v1.ProductDeleted', 'wix.stores.catalog.v3.product_deleted']);
    const product = await createLamp('Filtered Lamp');
    await store.remove(sandbox, product);
    await sink.take(2);
    const [only] = await other.take(1);
    expect((await decode(only.body)).eventType).toBe(store.types.deleted);
    expect(other.pending()).toEqual([]);
    await control('DELETE', controlPaths.subscription(filtered.body.subscription.id));
    await other.close();
  });

  it('a subscription by short name gets every version\'s type of that name', async () => {
    const res = await subscribe({ types: ['product-created', 'category_updated'] });
    expect(res.types).toEqual(['com.wix.ecommerce.catalog.api.v1.ProductCreated', 'wix.stores.catalog.v3.product_created', 'wix.categories.v1.category_updated']);
    await control('DELETE', controlPaths.subscription(res.id));
  });

  it('retries a failing subscriber with backoff and delivers the same event again', async () => {
    sink.respond((_request, res, index) => sendJson(res, index < 2 ? 500 : 200, {}));
    const product = await createLamp('Retried Lamp');
    const attempts = await sink.take(3);
    expect(attempts.map((r) => r.headers['x-sandbox-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(attempts.map((r) => r.headers['x-sandbox-event-id'])).size).toBe(1);
    expect(JSON.stringify((await decode(attempts[2].body)).payload)).toContain(product.id);
    const list = await control('GET', controlPaths.subscriptions());
    const mine = list.body.subscriptions.find((s: { id: string }) => s.id === subscriptionId);
    expect(mine).toMatchObject({ delivered: 1, dropped: 0 });
  });

  it('drops an event after the last attempt, records why, and goes on with the next one', async () => {
    sink.respond((_request, res, index) => sendJson(res, index < 3 ? 503 : 200, {}));
    await createLamp('Dropped Lamp');
    await sink.take(3);
    await createLamp('Next Lamp');
    const [next] = await sink.take(1);
    expect(store.createdName((await decode(next.body)).payload)).toBe('Next Lamp');
    const list = await control('GET', controlPaths.subscriptions());
    expect(list.body.subscriptions.find((s: { id: string }) => s.id === subscriptionId)).toMatchObject({
      delivered: 1,
      dropped: 1,
      lastError: 'HTTP 503',
    });
  });

  it('sends nothing for the demo catalog a reset re-creates', async () => {
    sandbox.sandbox.reset({ demo: true });
    await createLamp('After Reset');
    const [first] = await nextEvents(1);
    expect(store.createdName(first.payload)).toBe('After Reset');
  });

  it('refuses subscriptions to plain http outside this machine, and unknown ids on delete', async () => {
    const remote = await control('POST', controlPaths.subscriptions(), { url: 'http://example.com/hook' });
    expect(remote.status).toBe(400);
    expect(remote.body.details.validationError.fieldViolations[0].field).toBe('url');
    const missing = await control('DELETE', controlPaths.subscription('nope'));
    expect(missing.status).toBe(404);
  });
});
