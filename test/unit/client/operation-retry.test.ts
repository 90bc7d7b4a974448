// The one retry policy, two layers: the transport retries what is safe to repeat; an operation that can re-check
// what a failed try changed (an import's create, update, variants, media) runs again after a transient failure,
// until its failed sends reach MAX_OPERATION_FAILED_SENDS: the layers multiply at most twice, never
// MAX_OPERATION_ATTEMPTS × the transport's attempts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { MAX_OPERATION_ATTEMPTS, MAX_OPERATION_FAILED_SENDS, withAttempts } from '../../../src/client/retry-policy.js';
import { Transport } from '../../../src/client/transport.js';
import { dropConnection, sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
import { FakeClock } from './support/fake-clock.js';

let server: RecordingServer;
let clock: FakeClock;
let transport: Transport;

beforeAll(async () => {
  server = await startRecordingServer((_request, res) => sendJson(res, 503, { message: 'down' }));
});
afterAll(async () => {
  await transport.close();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  clock = new FakeClock(Date.UTC(2025, 0, 1));
  transport = new Transport({
    writeBaseUrl: server.baseUrl,
    readBaseUrl: server.baseUrl,
    auth: new ApiKeyAuth({ apiKey: 'KEY', siteId: 'SITE' }),
    rateLimit: false,
    clock,
    random: () => 0.5,
    retry: { maxRetries: 4 },
  });
});

describe('withAttempts over the transport', () => {
  it('re-runs a request the transport retried to its budget once more, then stops: twice the budget, not six times', async () => {
    const failure = await withAttempts(clock, () => transport.request({ method: 'GET', path: '/read' })).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, attempts: 5 });
    expect(server.requests).toHaveLength(MAX_OPERATION_FAILED_SENDS);
    expect(transport.requestsSent).toBe(10);
  });

  it('re-runs a write the transport could not repeat after it had retried a 429 first (the row that failed in issue #36 item 11)', async () => {
    // Each try: a 429 (retried by the transport), then a dropped answer the transport may not repeat (a POST).
    server.respond((_request, res, index) => (index % 2 === 0 ? sendJson(res, 429, { message: 'slow down' }) : dropConnection(res)));
    const tries: number[] = [];
    const failure = await withAttempts(clock, (n) => {
      tries.push(n);
      return transport.request({ method: 'POST', path: '/create', body: {} });
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ attempts: 2 });
    expect(tries).toEqual([0, 1, 2, 3, 4]);
    expect(server.requests).toHaveLength(MAX_OPERATION_FAILED_SENDS);
    server.respond((_request, res) => sendJson(res, 503, { message: 'down' }));
  });

  it('re-runs a write the transport could not retry (not idempotent), up to MAX_OPERATION_ATTEMPTS', async () => {
    const tries: number[] = [];
    const failure = await withAttempts(clock, (n) => {
      tries.push(n);
      return transport.request({ method: 'POST', path: '/create', body: {} });
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, attempts: 1 });
    expect(tries).toEqual([0, 1, 2, 3, 4, 5].slice(0, MAX_OPERATION_ATTEMPTS));
    expect(server.requests).toHaveLength(MAX_OPERATION_ATTEMPTS);
  });
});
