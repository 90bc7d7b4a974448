// V1 by nature: the SDK's handlers of Catalog V1 events (onProduct*, onProductCollection*) and the cart's; the V3
// events, the cart's among them, are in webhooks-v3.test.ts.
// The official SDK's webhook processing (AppStrategy with the sandbox's public key) accepts every event the
// sandbox delivers and turns it into the documented envelope (docs/wire/cart-identity.md §10), for real changes made
// through the sandbox API: products, variants, collections and a visitor's current cart.
import { generateKeyPairSync } from 'node:crypto';
import { AppStrategy, createClient } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/wire/api/paths.js';
import { STORES_APP_ID } from '../../src/wire/api/cart/cart.js';
import { controlPaths } from '../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { recordingHandlers } from '../helpers/sdk-webhook-handlers.js';
import { subscribedSink, type WebhookSink } from '../helpers/webhook-sink.js';

let sandbox: TestSandbox;
let sink: WebhookSink;
const { record, processNext } = recordingHandlers(() => sink, () => app);

function appClient() {
  const client = createClient({ auth: AppStrategy({ appId: 'sandbox-test-app', publicKey: sandbox.info.publicKey }), modules: { products, currentCart } });
  client.products.onProductCreated(record('productCreated'));
  client.products.onProductChanged(record('productChanged'));
  client.products.onProductDeleted(record('productDeleted'));
  client.products.onProductVariantsChanged(record('variantsChanged'));
  client.products.onProductCollectionCreated(record('collectionCreated'));
  client.products.onProductCollectionChanged(record('collectionChanged'));
  client.products.onProductCollectionDeleted(record('collectionDeleted'));
  client.currentCart.onCartCreated(record('cartCreated'));
  client.currentCart.onCartUpdated(record('cartUpdated'));
  client.currentCart.onCartDeleted(record('cartDeleted'));
  return client;
}
let app: ReturnType<typeof appClient>;

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v1' });
  sink = await subscribedSink(sandbox.baseUrl);
  app = appClient();
});
afterAll(async () => {
  await sandbox.close();
  await sink.close();
});

describe('official SDK webhooks.process on sandbox events', () => {
  it('product created, changed and deleted (catalog v1: {data, metadata})', async () => {
    const created = await sandbox.admin('POST', paths.products.create(), {
      product: { name: 'SDK Kettle', priceData: { price: 42.5 }, costAndProfitData: { itemCost: 20 }, sku: 'K-1' },
    });
    const id = created.body.product.id as string;
    const first = await processNext();
    expect(first.handler).toBe('productCreated');
    expect(first.result.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductCreated');
    expect(first.result.accountInfo).toEqual({ siteId: sandbox.info.siteId });
    expect(first.envelope.metadata).toEqual({ instanceId: first.result.instanceId, identity: { identityType: 'UNKNOWN' }, accountInfo: { siteId: sandbox.info.siteId } });
    expect(first.envelope.data).toMatchObject({
      productId: id,
      name: 'SDK Kettle',
      sku: 'K-1',
      price: { currency: 'USD', price: 42.5, discountedPrice: 42.5 },
      costAndProfitData: { itemCost: 20, profit: 22.5 },
      originatedFromVersion: 'V1_CATALOG',
    });

    await sandbox.admin('PATCH', paths.products.update(id), { product: { name: 'SDK Kettle 2', priceData: { price: 40 } } });
    const changed = await processNext();
    expect(changed.handler).toBe('productChanged');
    expect(changed.envelope.data).toEqual({ productId: id, changedFields: ['name', 'priceData'], originatedFromVersion: 'V1_CATALOG' });

    await sandbox.admin('DELETE', paths.products.delete(id));
    const deleted = await processNext();
    expect(deleted.handler).toBe('productDeleted');
    expect(deleted.envelope.data).toEqual({ productId: id, originatedFromVersion: 'V1_CATALOG' });
  });

  it('variants changed, from a real variant update', async () => {
    const created = await sandbox.admin('POST', paths.products.create(), {
      product: {
        name: 'SDK Tee',
        priceData: { price: 10 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) }],
      },
    });
    const id = created.body.product.id as string;
    await processNext();
    const update = await sandbox.admin('PATCH', paths.products.updateVariants(id), { variants: [{ choices: { Size: 'M' }, price: 12 }] });
    expect(update.status).toBe(200);
    const variants = await processNext();
    expect(variants.handler).toBe('variantsChanged');
    expect(variants.envelope.data).toMatchObject({
      productId: id,
      variants: [{ choices: { Size: 'M' }, changedFields: expect.arrayContaining(['priceData.price']), originatedFromVersion: 'V1_CATALOG' }],
    });
    expect(variants.envelope.data.variants[0].variantId).toEqual(update.body.variants[0].id);
  });

  it('collection created, changed and deleted (the onProductCollection* events, collection_Id)', async () => {
    const created = await sandbox.admin('POST', paths.collections.create(), { collection: { name: 'SDK Picks' } });
    const id = created.body.collection.id as string;
    const first = await processNext();
    expect(first.handler).toBe('collectionCreated');
    expect(first.envelope.data).toMatchObject({ collection_Id: id, name: 'SDK Picks', slug: 'sdk-picks', visible: true });
    await sandbox.admin('PATCH', paths.collections.update(id), { collection: { visible: false } });
    const changed = await processNext();
    expect(changed.handler).toBe('collectionChanged');
    expect(changed.envelope.data.changedFields).toEqual(['visible']);
    await sandbox.admin('DELETE', paths.collections.delete(id));
    expect((await processNext()).handler).toBe('collectionDeleted');
  });

  it('cart created, updated (with modifiedFields) and deleted, from a visitor cart (domain events)', async () => {
    const token = await callSandbox(sandbox.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: sandbox.info.clientId, grantType: 'anonymous' } });
    const visitor = { Authorization: token.body.access_token as string };
    const mug = (await sandbox.admin('GET', `${paths.products.query()}`)).body.products.find((p: { slug: string }) => p.slug === 'ceramic-mug');
    const lineItems = [{ catalogReference: { catalogItemId: mug.id, appId: STORES_APP_ID }, quantity: 1 }];
    const added = await callSandbox(sandbox.baseUrl, 'POST', paths.cart.add(), { body: { lineItems }, headers: visitor });
    expect(added.status).toBe(200);
    const cartId = added.body.cart.id as string;

    const created = await processNext();
    expect(created.handler).toBe('cartCreated');
    expect(created.result.eventType).toBe('wix.ecom.v1.cart_created');
    expect(created.envelope.entity._id).toBe(cartId);
    expect(created.envelope.metadata).toMatchObject({
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'created',
      entityId: cartId,
      triggeredByAnonymizeRequest: false,
      instanceId: created.result.instanceId,
      accountInfo: { siteId: sandbox.info.siteId },
      identity: { identityType: 'ANONYMOUS_VISITOR' },
    });
    expect(created.envelope.metadata._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.envelope.metadata.eventTime).toBeInstanceOf(Date);

    const lineId = added.body.cart.lineItems[0].id as string;
    await callSandbox(sandbox.baseUrl, 'POST', paths.cart.updateQuantities(), { body: { lineItems: [{ id: lineId, quantity: 3 }] }, headers: visitor });
    const updated = await processNext();
    expect(updated.handler).toBe('cartUpdated');
    expect(updated.envelope.entity.lineItems[0].quantity).toBe(3);
    expect(updated.envelope.modifiedFields).toMatchObject({ 'lineItems[0].quantity': 1 });
    expect(Number(updated.envelope.metadata.entityEventSequence)).toBeGreaterThan(Number(created.envelope.metadata.entityEventSequence));

    await callSandbox(sandbox.baseUrl, 'DELETE', paths.cart.root(), { headers: visitor });
    const deleted = await processNext();
    expect(deleted.handler).toBe('cartDeleted');
    expect(deleted.envelope.entity).toBeUndefined();
    expect(deleted.envelope.metadata).toMatchObject({ entityId: cartId, slug: 'deleted' });
  });

  it('synthetic events from the trigger route pass the same checks, for every type', async () => {
    const types = ['product_created', 'product_changed', 'product_deleted', 'variants_changed', 'collection_created', 'collection_changed', 'collection_deleted', 'cart_created', 'cart_updated', 'cart_deleted'];
    for (const type of types) {
      const fired = await callSandbox(sandbox.baseUrl, 'POST', controlPaths.trigger(), { body: { type } });
      expect(fired.status).toBe(200);
      const { result } = await processNext();
      expect(result.eventType).toBe(fired.body.eventType);
    }
  });

  it('is refused by the SDK when verified with another key', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const stranger = createClient({ auth: AppStrategy({ appId: 'x', publicKey }), modules: {} });
    await sandbox.admin('POST', paths.collections.create(), { collection: { name: 'Unseen' } });
    const [request] = await sink.take(1);
    await expect(stranger.webhooks.process(request.body)).rejects.toThrow(/signature verification failed/);
  });
});
