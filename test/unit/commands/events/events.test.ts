// store events listen | verify | trigger, run in-process against a real sandbox pointed at like a served one: one
// body on a V1 and a V3 site (each sends its own version's catalog events); the refusals that never reach a store
// are outside the matrix.
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runEventsListen } from '../../../../src/commands/events/listen.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { runEventsTrigger } from '../../../../src/commands/events/trigger.js';
import { runEventsVerify } from '../../../../src/commands/events/verify.js';
import { EventRejectedError } from '../../../../src/events/errors.js';
import { controlPaths } from '../../../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../../helpers/webhook-sink.js';
import { harness, remoteEnv, tempHome, type Harness } from '../support/harness.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts `events listen` in-process; returns its URL and a stop() that sends SIGTERM and waits for it to end. */
async function listen(h: Harness, signals: EventEmitter, flags: Parameters<typeof runEventsListen>[0]) {
  const running = runEventsListen({ port: '0', ...flags }, h.ctx);
  const url = await until(() => /Listening on (\S+)/.exec(h.io.stderrText())?.[1], 'the listener banner');
  return {
    url,
    stop: async () => {
      signals.emit('SIGTERM');
      await running;
      await h.ctx.close();
    },
  };
}

const jsonLines = (text: string) => text.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));

/** What each version's site sends for the events these tests cause (src/wire/api/events/webhooks.ts). */
const SITE = {
  v1: {
    /** The product change event: its type and the payload fields naming the product and what changed. */
    productChanged: (id: string) => ({ eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged', entityId: id, payload: { productId: id, changedFields: ['ribbon'] } }),
    /** A genuine event of another type than the listener's --type, and its full type. */
    other: { name: 'collection_changed', type: 'com\\.wix\\.ecommerce\\.catalog\\.api\\.v1\\.CollectionChanged' },
    created: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
    /** A name of the other version only, and this site's counterpart the refusal names. */
    foreign: { name: 'product_updated', refusal: /product_updated is a Catalog V3 event, which this Catalog V1 site never sends; it sends product_changed instead/ },
  },
  v3: {
    productChanged: (id: string) => ({
      eventType: 'wix.stores.catalog.v3.product_updated',
      entityId: id,
      payload: { entityFqdn: 'wix.stores.catalog.v3.product', slug: 'updated', updatedEvent: { currentEntity: { id }, modifiedFields: { ribbon: null } } },
    }),
    other: { name: 'category_updated', type: 'wix\\.categories\\.v1\\.category_updated' },
    created: 'wix.stores.catalog.v3.product_created',
    foreign: { name: 'product_changed', refusal: /product_changed is a Catalog V1 event, which this Catalog V3 site never sends; it sends product_updated instead/ },
  },
};

describe.each(['v1', 'v3'] as const)('on a %s site', (catalog) => {
  let sandbox: TestSandbox;
  let sink: WebhookSink;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, events: { pollMs: 20 } });
    sink = await startWebhookSink();
  });
  afterAll(async () => {
    await sandbox.close();
    await sink.close();
  });
  const site = SITE[catalog];
  const subscriptions = async () => (await callSandbox(sandbox.baseUrl, 'GET', controlPaths.subscriptions())).body.subscriptions as Array<{ url: string }>;

  describe('store events listen', () => {
    it('subscribes to the sandbox, prints each event as a JSON line, forwards it unchanged, and unsubscribes on exit', async () => {
      const signals = new EventEmitter();
      const h = harness({ env: remoteEnv(sandbox), globals: { jsonl: true }, signals });
      const listener = await listen(h, signals, { forwardTo: `${sink.url}?from=listen` });
      expect((await subscriptions()).map((s) => s.url)).toContain(listener.url);

      const changer = harness({ env: remoteEnv(sandbox), globals: { json: true } });
      // A ribbon the store has already (a new one would first be created, a V3 event of its own).
      await runProductsUpdate({ product: 'ceramic-mug', ribbon: 'Sale' }, changer.ctx);
      await changer.ctx.close();
      const mug = changer.json<{ id: string }>();
      const [forwarded] = await sink.take(1);
      expect(forwarded.rawQuery).toBe('from=listen');
      expect(forwarded.headers['user-agent']).toBe('store-sandbox-webhooks');
      expect(forwarded.headers['x-sandbox-delivery-attempt']).toBe('1');
      expect(forwarded.headers['content-type']).toBe('text/plain; charset=utf-8');
      const [line] = jsonLines(await until(() => h.io.stdoutText() || undefined, 'an event line'));
      expect(line).toMatchObject({
        ...site.productChanged(mug.id),
        accountInfo: { siteId: sandbox.info.siteId },
        status: 200,
        forward: { status: 200 },
      });

      // Posted again (issue #26 item 12), three times, even with a byte more: refused as a replay, never forwarded.
      for (const body of [forwarded.body, `${forwarded.body}\n`, forwarded.body]) {
        const replay = await fetch(listener.url, { method: 'POST', body, headers: { 'content-type': 'text/plain', 'x-trace': 'abc' } });
        expect(replay.status).toBe(409);
        expect(await replay.json()).toMatchObject({ code: 'REPLAYED_EVENT', message: expect.stringMatching(/^replayed event: this event was already delivered at /) });
      }
      await sleep(50);
      expect(sink.pending()).toHaveLength(0);
      expect(jsonLines(h.io.stdoutText())).toHaveLength(1);
      expect(h.io.stderrText().match(/"code":"REPLAYED_EVENT"/g)).toHaveLength(3);

      await listener.stop();
      expect((await subscriptions()).map((s) => s.url)).not.toContain(listener.url);
    });

    it('answers 401 to tampered, HS256 and unsigned tokens and reports them on stderr; 400 to unwanted types', async () => {
      const signals = new EventEmitter();
      const h = harness({ env: remoteEnv(sandbox), signals });
      const listener = await listen(h, signals, { type: 'product_deleted' });
      const fired = await callSandbox(sandbox.baseUrl, 'POST', controlPaths.trigger(), { body: { type: 'product_deleted' } });
      const line = await until(() => h.io.stdoutText().trim() || undefined, 'the deleted event');
      expect(line).toMatch(new RegExp(`product_deleted\\s+${fired.body.entityId}\\s+deleted$`));

      // A genuine token of another type, signed by the sandbox, is turned away by --type.
      const other = await startWebhookSink();
      const sub = await callSandbox(sandbox.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: other.url } });
      await callSandbox(sandbox.baseUrl, 'POST', controlPaths.trigger(), { body: { type: site.other.name } });
      const [genuine] = await other.take(1);
      await callSandbox(sandbox.baseUrl, 'DELETE', controlPaths.subscription(sub.body.subscription.id));
      await other.close();
      const post = (body: string) => fetch(listener.url, { method: 'POST', body }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
      expect(await post(genuine.body)).toEqual({ status: 400, body: { code: 'UNEXPECTED_EVENT_TYPE', message: expect.stringMatching(new RegExp(`^unexpected event type: ${site.other.type}`)) } });

      const [header, payload, signature] = genuine.body.split('.');
      const tampered = `${header}.${payload.slice(0, -2)}AA.${signature}`;
      const hs256 = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${payload}.${signature}`;
      const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      for (const token of [tampered, hs256, none]) {
        const answer = await post(token);
        expect(answer.status).toBe(401);
        expect(answer.body.message).toMatch(/^not a valid JWT: /);
      }
      expect((await fetch(listener.url)).status).toBe(405);
      await listener.stop();
      const stderr = h.io.stderrText();
      expect(stderr).toMatch(/rejected \(400\): unexpected event type/);
      expect(stderr.match(/rejected \(401\): not a valid JWT/g)).toHaveLength(3);
    });

    it('answers only this machine: a Host that is not loopback or a web page\'s Origin gets 403, nothing forwarded (issue #26 item 12)', async () => {
      const signals = new EventEmitter();
      const h = harness({ env: remoteEnv(sandbox), signals });
      const listener = await listen(h, signals, { forwardTo: sink.url });
      const { port } = new URL(listener.url);
      const post = (headers: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-type': 'text/plain', ...headers } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end('a.b.c');
        });
      for (const host of ['evil.example', 'evil.example:80', `127.0.0.1.nip.io:${port}`]) expect(await post({ host }), host).toBe(403);
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) expect(await post({ host: `127.0.0.1:${port}`, origin }), origin).toBe(403);
      // This machine's own callers pass the guard (and meet the token check).
      for (const [host, origin] of [[`127.0.0.1:${port}`, undefined], [`localhost:${port}`, 'http://localhost:3000'], [`[::1]:${port}`, undefined]] as const) {
        expect(await post({ host, ...(origin ? { origin } : {}) })).toBe(401);
      }
      await listener.stop();
      expect(sink.pending()).toHaveLength(0);
      expect(h.io.stderrText().match(/rejected \(403\): refused: /g)).toHaveLength(6);
    });
  });

  describe('store events verify and trigger', () => {
    it('verify prints the decoded envelope of a sandbox event with --json, from @FILE', async () => {
      await callSandbox(sandbox.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: sink.url, types: ['cart_created'] } });
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
      await runEventsTrigger({ type: 'cart_created' }, h.ctx);
      expect(h.json()).toMatchObject({ eventType: 'wix.ecom.v1.cart_created', synthetic: true, subscribers: expect.any(Number) });
      const [delivered] = await sink.take(1);
      const file = join(tempHome().HOME, 'event.jwt');
      writeFileSync(file, delivered.body);
      const v = harness({ env: remoteEnv(sandbox), globals: { json: true } });
      await runEventsVerify({ token: `@${file}`, type: 'cart_created,cart_updated' }, v.ctx);
      expect(v.json()).toMatchObject({
        eventType: 'wix.ecom.v1.cart_created',
        entityId: h.json().entityId,
        payload: { entityFqdn: 'wix.ecom.v1.cart', slug: 'created', createdEvent: { entity: { id: h.json().entityId } } },
      });
      const wrongType = harness({ env: remoteEnv(sandbox) });
      const error = await runEventsVerify({ token: delivered.body, type: 'product_created' }, wrongType.ctx).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventRejectedError);
      expect((error as Error).message).toMatch(/^unexpected event type: wix\.ecom\.v1\.cart_created/);
      expect(exitCodeOf(error)).toBe(1);
      await Promise.all([h.ctx.close(), v.ctx.close(), wrongType.ctx.close()]);
    });

    it("trigger sends a short name as the site's version has it, and the site refuses the other version's name naming its own", async () => {
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
      await runEventsTrigger({ type: 'product-created' }, h.ctx);
      expect(h.json()).toMatchObject({ eventType: site.created, synthetic: true });
      const foreign = harness({ env: remoteEnv(sandbox) });
      await expect(runEventsTrigger({ type: site.foreign.name }, foreign.ctx)).rejects.toThrow(site.foreign.refusal);
      // A bad TYPE argument that changed nothing: exit 2, like an unknown name (the CLI learns the version by asking).
      await expect(runEventsTrigger({ type: site.foreign.name }, foreign.ctx)).rejects.toBeInstanceOf(UsageError);
      await Promise.all([h.ctx.close(), foreign.ctx.close()]);
    });
  });
});

// No store answers these: the command refuses before it sends anything.
describe('refusals before any request', () => {
  it('needs --public-key against a real store, and refuses a file that is not a key', async () => {
    const h = harness({ env: { STORE_API_URL: 'https://www.wixapis.com', STORE_API_KEY: 'k' } });
    await expect(runEventsListen({ port: '0' }, h.ctx)).rejects.toThrow(/--public-key FILE is required/);
    const file = join(tempHome().HOME, 'key.pem');
    writeFileSync(file, 'hello');
    await expect(runEventsListen({ port: '0', publicKey: file }, h.ctx)).rejects.toThrow(UsageError);
    await expect(runEventsListen({ port: '0', type: 'product_create' }, h.ctx)).rejects.toThrow(/unknown event type "product_create"/);
  });

  it('trigger refuses a store that is not a sandbox, and unknown types', async () => {
    const remote = harness({ env: { STORE_API_URL: 'https://www.wixapis.com', STORE_API_KEY: 'k' } });
    await expect(runEventsTrigger({ type: 'product_created' }, remote.ctx)).rejects.toThrow(/works only against the sandbox/);
    await expect(runEventsTrigger({ type: 'nonsense' }, remote.ctx)).rejects.toThrow(/unknown event type "nonsense"/);
    // Exit 2 (docs/product.md §3, issue #15 item 10): a bad argument, nothing sent.
    await expect(runEventsTrigger({ type: 'nonsense' }, remote.ctx)).rejects.toBeInstanceOf(UsageError);
  });
});
