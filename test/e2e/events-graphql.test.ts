// The built CLI against `store sandbox serve`, on a Catalog V1 and a Catalog V3 store from one test body:
// `events listen --forward-to` relays a product change and a cart change to a test server unchanged (each version's
// own product event), also in sandbox mode; `graphql` exit codes and each version's schema. Bad tokens are refused by
// `events verify` and by `listen` (no catalog involved: on the default store, V3).
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../src/events/public-key.js';
import { verifyEventToken } from '../../src/events/verify.js';
import { controlPaths } from '../../src/wire/control/paths.js';
import { startListener } from '../helpers/event-listener.js';
import { isolatedEnv, runStore } from '../helpers/run-store.js';
import { callSandbox } from '../helpers/sandbox.js';
import { servedSandboxPerFile, type ServedSandbox } from '../helpers/served-sandbox.js';
import { startWebhookSink, type WebhookSink } from '../helpers/webhook-sink.js';

const stores: Record<'v1' | 'v3', ServedSandbox> = {
  v1: servedSandboxPerFile(['--memory', '--catalog', 'v1']).served,
  v3: servedSandboxPerFile(['--memory', '--catalog', 'v3']).served,
};
let sink: WebhookSink;

beforeAll(async () => {
  sink = await startWebhookSink();
});
afterAll(async () => {
  await sink?.close();
});

/**
 * A product's change as each version announces it (README "Webhook events"): V1 `ProductChanged` with the changed
 * top-level fields; V3 `product_updated` (a domain event) whose `modifiedFields` give each changed path's value before.
 * Each short name is the other's counterpart.
 */
const PRODUCT_CHANGE = {
  v1: { name: 'product_changed', other: 'product_updated', eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged', fields: (event: any) => event.payload.changedFields },
  v3: { name: 'product_updated', other: 'product_changed', eventType: 'wix.stores.catalog.v3.product_updated', fields: (event: any) => Object.keys(event.payload.updatedEvent.modifiedFields) },
} as const;

const SANDBOX_HEADERS = ['content-type', 'user-agent', 'x-sandbox-event-id', 'x-sandbox-delivery-attempt'];

describe.each(['v1', 'v3'] as const)('on a %s store (built binary)', (catalog) => {
  const served = stores[catalog];
  const change = PRODUCT_CHANGE[catalog];

  it('events listen --forward-to relays a product change and a cart change to the app: verified, body and headers unchanged', async () => {
    const listener = await startListener(['--forward-to', sink.url, '--jsonl'], served.remoteEnv());
    const subs = await callSandbox(served.baseUrl, 'GET', controlPaths.subscriptions());
    expect(subs.body.subscriptions.map((s: { url: string }) => s.url)).toContain(listener.url);

    const update = await runStore(['products', 'update', 'picnic-basket', '--price', '60', '--json'], { env: served.remoteEnv() });
    expect(update.code).toBe(0);
    const cart = await runStore(['cart', 'add', 'ceramic-mug', '--json'], { env: served.remoteEnv({ STORE_CLIENT_ID: served.clientId }) });
    expect(cart.code).toBe(0);

    const forwarded = await sink.take(2);
    const key = parsePublicKey(served.publicKey, 'served key');
    const events = await Promise.all(forwarded.map((r) => verifyEventToken(r.body, key)));
    expect(events.map((e) => e.eventType)).toEqual([change.eventType, 'wix.ecom.v1.cart_created']);
    expect(events[0].entityId).toBe(update.json<{ id: string }>().id);
    // V1 names the changed top-level field; V3 every changed path, the variant's price among them.
    if (catalog === 'v1') expect(change.fields(events[0])).toEqual(['priceData']);
    else expect(change.fields(events[0])).toContain('variantsInfo.variants[0].price.actualPrice.amount');
    expect(events[1].entityId).toBe(cart.json<{ id: string }>().id);
    for (const request of forwarded) {
      // A JWT whose RS256 signature verifies has not lost or changed a byte of its signed part.
      expect(request.body).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      for (const name of SANDBOX_HEADERS) expect(request.headers[name]).toBeTruthy();
      expect(request.headers['user-agent']).toBe('store-sandbox-webhooks');
    }

    // The same token posted again, with bytes around it, is a replay (issue #26 item 12): refused, not relayed.
    const body = `  ${forwarded[0].body}\r\n`;
    const relayed = await fetch(listener.url, { method: 'POST', body, headers: { 'content-type': 'application/jwt', 'x-app-trace': 'e2e-42' } });
    expect(relayed.status).toBe(409);
    expect(sink.pending()).toEqual([]);

    const lines = listener.stdout().trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.slice(0, 2).map((line) => [line.eventType, line.forward.status])).toEqual([
      [change.eventType, 200],
      ['wix.ecom.v1.cart_created', 200],
    ]);
    expect(await listener.stop()).toBe(0);
    const after = await callSandbox(served.baseUrl, 'GET', controlPaths.subscriptions());
    expect(after.body.subscriptions.map((s: { url: string }) => s.url)).not.toContain(listener.url);
  });

  it('events listen in sandbox mode (embedded, shared data file) receives a change made by another store process, and a triggered event', async () => {
    // STORE_CATALOG also chooses the version of the new data file (src/context/embedded-sandbox.ts).
    const env = isolatedEnv({ STORE_CATALOG: catalog });
    const listener = await startListener(['--forward-to', sink.url, '--type', `${change.name},cart_updated`], env);
    expect(listener.stderr()).toMatch(/every process sharing its data file/);
    const update = await runStore(['products', 'update', 'oak-cutting-board', '--name', 'Oak Board', '--json'], { env });
    expect(update.code).toBe(0);
    const trigger = await runStore(['events', 'trigger', 'cart_updated', '--json'], { env });
    expect(trigger.json()).toMatchObject({ eventType: 'wix.ecom.v1.cart_updated', subscribers: 1 });
    const [changed, cart] = await sink.take(2);
    const info = await runStore(['sandbox', 'info', '--json'], { env });
    const key = parsePublicKey(info.json<{ publicKey: string }>().publicKey, 'embedded key');
    const event = await verifyEventToken(changed.body, key);
    expect(event).toMatchObject({ eventType: change.eventType, entityId: update.json<{ id: string }>().id });
    expect(change.fields(event)).toEqual(['name']);
    expect((await verifyEventToken(cart.body, key)).eventType).toBe('wix.ecom.v1.cart_updated');
    expect(await listener.stop()).toBe(0);
  });

  it("events listen --type with the other version's name for a product change: exit 2 naming this version's, nothing subscribed", async () => {
    const before = await callSandbox(served.baseUrl, 'GET', controlPaths.subscriptions());
    const run = await runStore(['events', 'listen', '--port', '0', '--type', `${change.other},cart_updated`], { env: served.remoteEnv() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--type: ${change.other} is a Catalog ${catalog === 'v1' ? 'V3' : 'V1'} event, which this Catalog ${catalog.toUpperCase()} site never sends; it sends ${change.name} instead`);
    expect((await callSandbox(served.baseUrl, 'GET', controlPaths.subscriptions())).body).toEqual(before.body);
  });

  it('graphql prints data, exits 1 with errors on stderr, and hides hidden products from visitors', async () => {
    const ok = await runStore(['graphql', '{ product(slug: "ceramic-mug") { slug } }', '--json'], { env: served.remoteEnv() });
    expect(ok.code).toBe(0);
    expect(ok.json()).toEqual({ data: { product: { slug: 'ceramic-mug' } }, errors: [] });

    const bad = await runStore(['graphql', 'query($n: Int) { products(limit: $n) { items { nope } } }', '--variables', '{"n":1}'], { env: served.remoteEnv() });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/graphql error: Cannot query field "nope"/);

    const query = '{ product(slug: "prototype-blender") { slug } }';
    const asAdmin = await runStore(['graphql', query], { env: served.remoteEnv() });
    const asVisitor = await runStore(['graphql', query], { env: served.remoteEnv({ STORE_API_KEY: '', STORE_CLIENT_ID: served.clientId }) });
    expect(asAdmin.json()).toEqual({ product: { slug: 'prototype-blender' } });
    expect({ code: asVisitor.code, out: asVisitor.json() }).toEqual({ code: 0, out: { product: null } });
  });

  it("graphql reads products and collections through the version's own schema; the other version's field is a GraphQL error (exit 1)", async () => {
    const schema = SCHEMA[catalog];
    const ok = await runStore(['graphql', schema.query, '--json'], { env: served.remoteEnv() });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.json()).toEqual({ data: schema.data, errors: [] });
    const other = await runStore(['graphql', schema.otherVersion], { env: served.remoteEnv() });
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(schema.otherVersionError);
  });
});

/** Each version's GraphQL schema (src/sandbox/graphql/schema.ts, schema-v3.ts): the two cheapest products by name and the Summer collection (V3: category). */
const SCHEMA = {
  v1: {
    query: '{ products(limit: 2, sort: [{ fieldName: "name" }]) { items { name priceData { discountedPrice } } pagingMetadata { count } } collection(slug: "summer") { numberOfProducts } }',
    data: {
      products: { items: [{ name: 'Ceramic Mug', priceData: { discountedPrice: 12.5 } }, { name: "Chef's Knife", priceData: { discountedPrice: 75.65 } }], pagingMetadata: { count: 2 } },
      collection: { numberOfProducts: 3 },
    },
    otherVersion: '{ categories { items { slug } } }',
    otherVersionError: /graphql error: Cannot query field "categories" on type "Query"/,
  },
  v3: {
    query: '{ products(limit: 2, sort: [{ fieldName: "name" }]) { items { name actualPriceRange { minValue { amount } } } pagingMetadata { count hasNext } } category(slug: "summer") { itemCounter } }',
    data: {
      products: { items: [{ name: 'Ceramic Mug', actualPriceRange: { minValue: { amount: '12.5' } } }, { name: "Chef's Knife", actualPriceRange: { minValue: { amount: '75.65' } } }], pagingMetadata: { count: 2, hasNext: true } },
      category: { itemCounter: 3 },
    },
    otherVersion: '{ collections { items { slug } } }',
    otherVersionError: /graphql error: Cannot query field "collections" on type "Query"/,
  },
} as const;

describe('refusing bad tokens (built binary, on the default store: V3)', () => {
  const served = stores.v3;
  it('events verify and listen refuse tampered, expired, HS256 and alg:none tokens', async () => {
    // An expired token, signed by the sandbox itself: its clock set an hour back while it signs.
    const expiredSink = await startWebhookSink();
    const sub = await callSandbox(served.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: expiredSink.url, types: ['cart_updated'] } });
    await callSandbox(served.baseUrl, 'POST', '/__sandbox/clock', { body: { advanceMs: -3_600_000 } });
    await callSandbox(served.baseUrl, 'POST', controlPaths.trigger(), { body: { type: 'cart_updated' } });
    const [expiredRequest] = await expiredSink.take(1);
    await callSandbox(served.baseUrl, 'POST', '/__sandbox/clock', { body: { advanceMs: 3_600_000 } });
    await callSandbox(served.baseUrl, 'DELETE', controlPaths.subscription(sub.body.subscription.id));
    await expiredSink.close();

    const [header, payload, signature] = expiredRequest.body.split('.');
    const fresh = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    const hs256Header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const tokens = {
      tampered: `${header}.${fresh}.${signature}`,
      expired: expiredRequest.body,
      hs256: `${hs256Header}.${fresh}.${createHmac('sha256', served.publicKey).update(`${hs256Header}.${fresh}`).digest('base64url')}`,
      none: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${fresh}.`,
    };
    const env = served.remoteEnv();
    const dir = env.HOME;
    for (const [name, token] of Object.entries(tokens)) {
      writeFileSync(join(dir, `${name}.jwt`), token);
      const run = await runStore(['events', 'verify', `@${join(dir, `${name}.jwt`)}`], { env });
      expect({ name, code: run.code }).toEqual({ name, code: 1 });
      expect(run.stderr).toMatch(/^error: not a valid JWT: /);
    }
    expect((await runStore(['events', 'verify', tokens.expired], { env })).stderr).toMatch(/the token expired at/);

    const listener = await startListener([], env);
    for (const token of Object.values(tokens)) {
      const answer = await fetch(listener.url, { method: 'POST', body: token });
      expect(answer.status).toBe(401);
    }
    expect(await listener.stop()).toBe(0);
    expect(listener.stderr().match(/rejected \(401\): not a valid JWT/g)).toHaveLength(4);
    expect(listener.stdout()).toBe('');
  });
});
