// The one retry policy, two layers: the transport retries what is safe to repeat; an operation that can re-check
// what a failed try changed (an import's create) runs again only for failures the transport could not retry.
// The two never multiply: a read gets the transport's attempts, not MAX_OPERATION_ATTEMPTS × them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { MAX_OPERATION_ATTEMPTS, withAttempts } from '../../../src/client/retry-policy.js';
import { Transport } from '../../../src/client/transport.js';
import { sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
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
  it('does not re-run a read the transport already retried to its budget', async () => {
    const failure = await withAttempts(clock, () => transport.request({ method: 'GET', path: '/read' })).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, attempts: 5 });
    expect(server.requests).toHaveLength(5);
    expect(transport.requestsSent).toBe(5);
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
