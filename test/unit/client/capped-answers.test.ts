// Issue #36 item 4: every reader of an HTTP body from the network stops at its cap (client/capped-body.ts). The
// client's transport (and so the token endpoint, `sandbox check` probes and sandbox control calls, which all go
// through it) refuses an answer past MAX_ANSWER_BYTES — here a 1 MiB cap so the test reads little — naming the
// host, once (not retried); `store events listen`'s receiver answers a body that never ends and closes it.
import { generateKeyPairSync } from 'node:crypto';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { AnswerRefusedError } from '../../../src/client/errors.js';
import { Transport } from '../../../src/client/transport.js';
import { startEventReceiver, type EventReceiver } from '../../../src/events/receiver.js';
import { startEndlessServer, type EndlessServer } from '../../helpers/endless-server.js';
import { FakeClock } from './support/fake-clock.js';

let server: EndlessServer | undefined;
let receiver: EventReceiver | undefined;
let transport: Transport | undefined;
afterEach(async () => {
  await transport?.close();
  await server?.close();
  await receiver?.close();
  server = receiver = transport = undefined;
});

const transportTo = (baseUrl: string) =>
  new Transport({ writeBaseUrl: baseUrl, readBaseUrl: baseUrl, auth: new ApiKeyAuth({ apiKey: 'KEY', siteId: 'SITE' }), rateLimit: false, clock: new FakeClock(), maxAnswerBytes: 1024 * 1024 });

describe('the transport reads at most maxAnswerBytes of an answer', () => {
  it.each([200, 400, 503])('a %s answer that never ends: AnswerRefusedError naming the host, one request', async (status) => {
    server = await startEndlessServer(status);
    transport = transportTo(server.baseUrl);
    const failure = await transport.request({ method: 'GET', path: '/stores/v1/products/query' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AnswerRefusedError);
    expect((failure as Error).message).toBe(`GET ${server.baseUrl}/stores/v1/products/query: the answer from ${server.host} is larger than 1 MiB, the most this client reads`);
    expect(transport.requestsSent).toBe(1);
    expect(server.written()).toBeLessThan(8 * 1024 * 1024);
  });

  it('an answer whose Content-Length is over the cap is refused before its body is read', async () => {
    const body = 'x'.repeat(2 * 1024 * 1024);
    server = await startEndlessServer(200, body);
    transport = transportTo(server.baseUrl);
    await expect(transport.request({ method: 'GET', path: '/big' })).rejects.toThrow(/is larger than 1 MiB/);
  });

  it('an answer under the cap is read whole', async () => {
    server = await startEndlessServer(200, JSON.stringify({ text: 'y'.repeat(900 * 1024) }));
    transport = transportTo(server.baseUrl);
    expect(((await transport.request({ method: 'GET', path: '/fine' })) as { text: string }).text).toHaveLength(900 * 1024);
  });
});

describe('the webhook receiver reads at most 1 MiB of a request', () => {
  it('a POST body that never ends is answered 401 and its connection closed', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    receiver = await startEventReceiver({ port: 0, key: publicKey, types: [], onEvent: () => undefined, onRejected: () => undefined });
    const answer = await new Promise<{ status?: number; body: string }>((resolve) => {
      const req = request(receiver!.url, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode, body }));
      });
      // Keeps writing until the receiver closes the connection.
      req.on('error', (error) => (req.writableEnded ? undefined : resolve({ body: String(error) })));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!req.destroyed && req.write(chunk));
        if (!req.destroyed) req.once('drain', pump);
      };
      pump();
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('larger than 1048576 bytes');
  });
});
