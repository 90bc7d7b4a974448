// The built CLI against `store sandbox serve`: `events listen --forward-to` relays a product change and a cart change
// to a test server unchanged; bad tokens are refused by `events verify` and by `listen`; `graphql` exit codes, on
// Catalog V1 and on Catalog V3.
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
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';
import { startWebhookSink, type WebhookSink } from '../helpers/webhook-sink.js';

let served: ServedSandbox;
let sink: WebhookSink;

beforeAll(async () => {
  // Catalog V1 events (ProductChanged) throughout: pinned, whatever a new sandbox's default version is.
  served = await serveSandbox(['--memory', '--catalog', 'v1']);
  sink = await startWebhookSink();
});
afterAll(async () => {
  await served?.stop();
  await sink?.close();
});

const SANDBOX_HEADERS = ['content-type', 'user-agent', 'x-sandbox-event-id', 'x-sandbox-delivery-attempt'];

describe('store events listen --forward-to (built binary, served sandbox)', () => {
  it('relays a product change and a cart change to the app: verified, body and headers unchanged', async () => {
    const listener = await startListener(['--forward-to', sink.url, '--jsonl'], served.remoteEnv());
    const subs = await callSandbox(served.baseUrl, 'GET', controlPaths.subscriptions());
    expect(subs.body.subscriptions.map((s: { url: string }) => s.url)).toContain(listener.url);

    const update = await runStore(['products', 'update', 'ceramic-mug', '--price', '15', '--json'], { env: served.remoteEnv() });
    expect(update.code).toBe(0);
    const cart = await runStore(['cart', 'add', 'ceramic-mug', '--json'], { env: served.remoteEnv({ STORE_CLIENT_ID: served.clientId }) });
    expect(cart.code).toBe(0);

    const forwarded = await sink.take(2);
    const key = parsePublicKey(served.publicKey, 'served key');
    const events = await Promise.all(forwarded.map((r) => verifyEventToken(r.body, key)));
    expect(events.map((e) => e.eventType)).toEqual(['com.wix.ecommerce.catalog.api.v1.ProductChanged', 'wix.ecom.v1.cart_created']);
    expect(events[0].payload).toMatchObject({ productId: update.json<{ id: string }>().id, changedFields: ['priceData'] });
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
      ['com.wix.ecommerce.catalog.api.v1.ProductChanged', 200],
      ['wix.ecom.v1.cart_created', 200],
    ]);
    expect(await listener.stop()).toBe(0);
    const after = await callSandbox(served.baseUrl, 'GET', controlPaths.subscriptions());
    expect(after.body.subscriptions.map((s: { url: string }) => s.url)).not.toContain(listener.url);
  });
});

describe('store events listen in sandbox mode (embedded, shared data file)', () => {
  it('receives a change made by another store process on the same data file, and a triggered event', async () => {
    const env = isolatedEnv({ STORE_CATALOG: 'v1' });
    const listener = await startListener(['--forward-to', sink.url, '--type', 'product_changed,cart_updated'], env);
    expect(listener.stderr()).toMatch(/every process sharing its data file/);
    const update = await runStore(['products', 'update', 'oak-cutting-board', '--name', 'Oak Board', '--json'], { env });
    expect(update.code).toBe(0);
    const trigger = await runStore(['events', 'trigger', 'cart_updated', '--json'], { env });
    expect(trigger.json()).toMatchObject({ eventType: 'wix.ecom.v1.cart_updated', subscribers: 1 });
    const [changed, cart] = await sink.take(2);
    const info = await runStore(['sandbox', 'info', '--json'], { env });
    const key = parsePublicKey(info.json<{ publicKey: string }>().publicKey, 'embedded key');
    expect((await verifyEventToken(changed.body, key)).payload).toMatchObject({ productId: update.json<{ id: string }>().id, changedFields: ['name'] });
    expect((await verifyEventToken(cart.body, key)).eventType).toBe('wix.ecom.v1.cart_updated');
    expect(await listener.stop()).toBe(0);
  });
});

describe('refusing bad tokens (built binary)', () => {
  it('events verify and listen refuse tampered, expired, HS256 and alg:none tokens', async () => {
    // An expired token, signed by the sandbox itself: its clock set an hour back while it signs.
    const expiredSink = await startWebhookSink();
    const sub = await callSandbox(served.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: expiredSink.url, types: ['collection_changed'] } });
    await callSandbox(served.baseUrl, 'POST', '/__sandbox/clock', { body: { advanceMs: -3_600_000 } });
    await callSandbox(served.baseUrl, 'POST', controlPaths.trigger(), { body: { type: 'collection_changed' } });
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

describe('store graphql (built binary)', () => {
  it('prints data, exits 1 with errors on stderr, and hides hidden products from visitors', async () => {
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
});

describe('store graphql on a Catalog V3 sandbox (built binary)', () => {
  it('reads V3 products and categories through the V3 schema, and a V1 field is a GraphQL error (exit 1)', async () => {
    const env = isolatedEnv();
    expect((await runStore(['sandbox', 'reset', '--catalog', 'v3', '--yes'], { env })).code).toBe(0);
    const query = '{ products(limit: 2, sort: [{ fieldName: "name" }]) { items { name actualPriceRange { minValue { amount } } } pagingMetadata { count hasNext } } category(slug: "summer") { itemCounter } }';
    const ok = await runStore(['graphql', query, '--json'], { env });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.json()).toEqual({
      data: {
        products: { items: [{ name: 'Ceramic Mug', actualPriceRange: { minValue: { amount: '12.5' } } }, { name: "Chef's Knife", actualPriceRange: { minValue: { amount: '75.65' } } }], pagingMetadata: { count: 2, hasNext: true } },
        category: { itemCounter: 3 },
      },
      errors: [],
    });
    const v1 = await runStore(['graphql', '{ collections { items { slug } } }'], { env });
    expect(v1.code).toBe(1);
    expect(v1.stderr).toMatch(/graphql error: Cannot query field "collections" on type "Query"/);
  });
});
