// Several sandbox processes on one data file share one outbox and one set of subscribers: whichever process
// holds a subscriber's lease delivers, so every event arrives once, in order, whoever made the change — on a V1 and
// a V3 store.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken } from '../../../src/events/verify.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { sendJson } from '../../helpers/recording-server.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../helpers/webhook-sink.js';
import { productEvents } from './support/product-events.js';
import { createProduct } from '../../helpers/store-products.js';

describe.each(['v1', 'v3'] as const)('webhook delivery across processes sharing a data file of a %s store', (catalog) => {
  const catalogEvents = productEvents(catalog);
  let first: TestSandbox;
  let second: TestSandbox;
  let sink: WebhookSink;

  beforeAll(async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'store-events-')), 'sandbox.db');
    const events = { pollMs: 10, retryBaseMs: 5, retryMaxMs: 10, maxAttempts: 2, disableAfterDrops: 2 };
    first = await startTestSandbox({ catalog, dataFile, events });
    second = await startTestSandbox({ catalog, dataFile, events });
    sink = await startWebhookSink();
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await sink.close();
  });

  it('delivers each change exactly once and in order, whichever process made it', async () => {
    expect(second.info.publicKey).toBe(first.info.publicKey);
    const sub = await callSandbox(first.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: sink.url } });
    const names = Array.from({ length: 12 }, (_, i) => `Shared ${i}`);
    for (const [i, name] of names.entries()) {
      const via = i % 2 === 0 ? first : second;
      await createProduct(via, catalog, { name, price: '1' });
    }
    const received = await sink.take(names.length);
    const key = parsePublicKey(first.info.publicKey, 'key');
    const events = await Promise.all(received.map((r) => verifyEventToken(r.body, key)));
    expect(events.map((e) => catalogEvents.createdName(e.payload))).toEqual(names);
    // Give a second dispatcher every chance to send a duplicate, then check none came.
    await createProduct(second, catalog, { name: 'Sentinel', price: '1' });
    const [sentinel] = await sink.take(1);
    expect(catalogEvents.createdName((await verifyEventToken(sentinel.body, key)).payload)).toBe('Sentinel');
    expect(sink.pending()).toEqual([]);
    await callSandbox(first.baseUrl, 'DELETE', controlPaths.subscription(sub.body.subscription.id));
  });

  it('disables a subscriber whose events keep being dropped, and says why', async () => {
    const dead = await startWebhookSink((_request, res) => sendJson(res, 500, {}));
    const sub = await callSandbox(second.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: dead.url } });
    const id = sub.body.subscription.id as string;
    for (const name of ['Doomed 1', 'Doomed 2', 'Doomed 3']) {
      await createProduct(first, catalog, { name, price: '1' });
    }
    await dead.take(4); // two events × two attempts each, then the subscriber is disabled
    let state: Record<string, unknown> | undefined;
    for (let tries = 0; !state?.disabledAt && tries < 200; tries++) {
      const list = await callSandbox(first.baseUrl, 'GET', controlPaths.subscriptions());
      state = list.body.subscriptions.find((s: { id: string }) => s.id === id);
      if (!state?.disabledAt) await sleep(10);
    }
    expect(state).toMatchObject({ dropped: 2, lastError: 'HTTP 500', disabledAt: expect.any(String) });
    await createProduct(first, catalog, { name: 'Not sent', price: '1' });
    await sleep(100);
    expect(dead.pending()).toEqual([]);
    await dead.close();
  });
});
