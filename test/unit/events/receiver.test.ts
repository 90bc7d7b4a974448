// Issue #36 item 6: copies of one signed event posted together to `events listen --forward-to` are forwarded once;
// the other copies are answered 409 (src/events/replay-guard.ts claims an event before it is forwarded).
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../../src/wire/api/events/webhooks.js';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { startEventReceiver, type EventReceiver } from '../../../src/events/receiver.js';
import { signEvent } from '../../../src/sandbox/events/envelope.js';
import { sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const key = parsePublicKey(pair.publicKey, 'test key');
const event: WebhookEvent = {
  eventType: 'wix.stores.catalog.v3.product_updated',
  instanceId: 'inst-1',
  payload: { id: 'evt-1', entityFqdn: 'wix.stores.catalog.v3.product', slug: 'updated', entityId: 'p-1' },
  identity: { identityType: 'UNKNOWN' },
  accountInfo: { siteId: 'site-1' },
};
const COPIES = 5;

let receiver: EventReceiver | undefined;
let app: RecordingServer | undefined;
afterEach(async () => {
  await receiver?.close();
  await app?.close();
});

/**
 * The app holds its first answer until the race is decided either way: every other copy was answered (only one
 * was forwarded), or a second copy reached the app (the guard let copies through). No timing involved.
 */
function appHoldingFirstAnswer(answered: () => number) {
  let release!: () => void;
  const decided = new Promise<void>((resolve) => (release = resolve));
  return {
    decide: () => release(),
    responder: async (_request: unknown, res: Parameters<typeof sendJson>[0], index: number) => {
      if (index > 0) release();
      else if (answered() < COPIES - 1) await decided;
      sendJson(res, 200, {});
    },
  };
}

describe('events listen receiver: copies posted together', () => {
  it.each([
    ['forwarding (--forward-to)', true],
    ['without forwarding', false],
  ])(`%s: ${COPIES} parallel posts of one signed event give one delivery and ${COPIES - 1} × 409`, async (_name, forwarding) => {
    let answered = 0;
    const holding = appHoldingFirstAnswer(() => answered);
    app = await startRecordingServer(holding.responder);
    const delivered: unknown[] = [];
    const rejected: number[] = [];
    receiver = await startEventReceiver({
      port: 0,
      key,
      types: [],
      forwardTo: forwarding ? `${app.baseUrl}/hooks` : undefined,
      onEvent: (received) => delivered.push(received),
      onRejected: (rejection) => rejected.push(rejection.status),
    });
    const token = await signEvent(event, pair.privateKey, Date.now());
    const url = receiver.url;
    const statuses = await Promise.all(
      Array.from({ length: COPIES }, async () => {
        const response = await fetch(url, { method: 'POST', body: token, headers: { 'content-type': 'text/plain' } });
        const body = (await response.json()) as { code?: string };
        if (response.status === 409) {
          expect(body.code).toBe('REPLAYED_EVENT');
          if (++answered === COPIES - 1) holding.decide();
        }
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, ...Array<number>(COPIES - 1).fill(409)]);
    expect(app.requests).toHaveLength(forwarding ? 1 : 0);
    expect(delivered).toHaveLength(1);
    expect(rejected).toEqual(Array<number>(COPIES - 1).fill(409));
  });

  it('a copy after a failed forward passes (the sender retries what the app did not take), then no more', async () => {
    app = await startRecordingServer((_request, res, index) => sendJson(res, index === 0 ? 503 : 200, {}));
    receiver = await startEventReceiver({ port: 0, key, types: [], forwardTo: `${app.baseUrl}/hooks`, onEvent: () => {}, onRejected: () => {} });
    const token = await signEvent(event, pair.privateKey, Date.now());
    const post = async () => (await fetch(receiver!.url, { method: 'POST', body: token })).status;
    expect(await post()).toBe(503);
    expect(await post()).toBe(200);
    expect(await post()).toBe(409);
    expect(app.requests).toHaveLength(2);
  });
});
