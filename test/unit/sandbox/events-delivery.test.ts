// Webhook delivery from a real sandbox to a real HTTP subscriber: signed events for catalog writes, in order,
// filtered by type, retried with backoff, dropped after the last attempt, and never for the demo catalog.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken, type VerifiedEvent } from '../../../src/events/verify.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { sendJson } from '../../helpers/recording-server.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../helpers/webhook-sink.js';

let sandbox: TestSandbox;
let sink: WebhookSink;
let subscriptionId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v1', events: { retryBaseMs: 5, retryMaxMs: 20, maxAttempts: 3, pollMs: 20 } });
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

const createProduct = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await sandbox.admin('POST', paths.products.create(), { product: { name, priceData: { price: 10 }, ...extra } });
  expect(res.status).toBe(200);
  return res.body.product as { id: string; slug: string };
};

beforeEach(async () => {
  sandbox.sandbox.reset({ demo: true });
  sink = await startWebhookSink();
  subscriptionId = (await subscribe()).id;
});
afterEach(async () => {
  await control('DELETE', controlPaths.subscription(subscriptionId));
  await sink.close();
});

describe('sandbox webhook delivery', () => {
  it('POSTs an RS256 JWT for a product creation, with the platform envelope and payload', async () => {
    const product = await createProduct('Webhook Lamp', { sku: 'LAMP-1', brand: 'Lumen', costAndProfitData: { itemCost: 4 } });
    const [request] = await sink.take();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/hooks');
    expect(request.headers['content-type']).toMatch(/^text\/plain/);
    expect(request.headers['x-sandbox-event-id']).toMatch(/^[0-9a-f-]{36}$/);
    const event = await decode(request.body);
    expect(event.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductCreated');
    expect(event.accountInfo).toEqual({ siteId: sandbox.info.siteId });
    expect(event.instanceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.identity).toEqual({ identityType: 'UNKNOWN' });
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

  it('delivers every change in order: created, changed (only the fields that changed), deleted', async () => {
    const product = await createProduct('Ordered Lamp');
    await sandbox.admin('PATCH', paths.products.update(product.id), { product: { name: 'Ordered Lamp 2', description: '' } });
    await sandbox.admin('DELETE', paths.products.delete(product.id));
    const events = await nextEvents(3);
    expect(events.map((e) => e.eventType.split('.').pop())).toEqual(['ProductCreated', 'ProductChanged', 'ProductDeleted']);
    // description was already '' (nothing changed there); name did change.
    expect(events[1].payload).toEqual({ productId: product.id, changedFields: ['name'], originatedFromVersion: 'V1_CATALOG' });
    expect(events[2].payload).toEqual({ productId: product.id, originatedFromVersion: 'V1_CATALOG' });
  });

  it('sends collection events with the platform spelling collection_Id, and membership changes once', async () => {
    const created = await sandbox.admin('POST', paths.collections.create(), { collection: { name: 'Webhook Picks' } });
    const id = created.body.collection.id as string;
    const product = await createProduct('Picked Lamp');
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
    const product = await createProduct('Filtered Lamp');
    await sandbox.admin('DELETE', paths.products.delete(product.id));
    await sink.take(2);
    const [only] = await other.take(1);
    expect((await decode(only.body)).eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    expect(other.pending()).toEqual([]);
    await control('DELETE', controlPaths.subscription(filtered.body.subscription.id));
    await other.close();
  });

  it('retries a failing subscriber with backoff and delivers the same event again', async () => {
    sink.respond((_request, res, index) => sendJson(res, index < 2 ? 500 : 200, {}));
    const product = await createProduct('Retried Lamp');
    const attempts = await sink.take(3);
    expect(attempts.map((r) => r.headers['x-sandbox-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(attempts.map((r) => r.headers['x-sandbox-event-id'])).size).toBe(1);
    expect((await decode(attempts[2].body)).payload.productId).toBe(product.id);
    const list = await control('GET', controlPaths.subscriptions());
    const mine = list.body.subscriptions.find((s: { id: string }) => s.id === subscriptionId);
    expect(mine).toMatchObject({ delivered: 1, dropped: 0 });
  });

  it('drops an event after the last attempt, records why, and goes on with the next one', async () => {
    sink.respond((_request, res, index) => sendJson(res, index < 3 ? 503 : 200, {}));
    await createProduct('Dropped Lamp');
    await sink.take(3);
    await createProduct('Next Lamp');
    const [next] = await sink.take(1);
    expect((await decode(next.body)).payload.name).toBe('Next Lamp');
    const list = await control('GET', controlPaths.subscriptions());
    expect(list.body.subscriptions.find((s: { id: string }) => s.id === subscriptionId)).toMatchObject({
      delivered: 1,
      dropped: 1,
      lastError: 'HTTP 503',
    });
  });

  it('sends nothing for the demo catalog a reset re-creates', async () => {
    sandbox.sandbox.reset({ demo: true });
    await createProduct('After Reset');
    const [first] = await nextEvents(1);
    expect(first.payload.name).toBe('After Reset');
  });

  it('refuses subscriptions to plain http outside this machine, and unknown ids on delete', async () => {
    const remote = await control('POST', controlPaths.subscriptions(), { url: 'http://example.com/hook' });
    expect(remote.status).toBe(400);
    expect(remote.body.details.validationError.fieldViolations[0].field).toBe('url');
    const missing = await control('DELETE', controlPaths.subscription('nope'));
    expect(missing.status).toBe(404);
  });
});
