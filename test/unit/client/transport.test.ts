// Transport behaviour against a local server that misbehaves on demand. Waits are asserted through the fake
// clock's recorded sleeps, never wall time.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { OAuthAuth } from '../../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../../src/auth/token-store.js';
import { ApiAuthError, ApiError, NetworkError } from '../../../src/client/errors.js';
import { REDACTED, redactUrl } from '../../../src/client/redact.js';
import { OAuthResource } from '../../../src/client/resources/oauth.js';
import { Transport, type TransportOptions } from '../../../src/client/transport.js';
import type { RetryWait, TraceEvent } from '../../../src/client/types.js';
import { MAX_RETRY_AFTER_MS } from '../../../src/client/retry-policy.js';
import { dropConnection, sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
import { FakeClock } from './support/fake-clock.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';
import { mediaPaths } from '../../../src/wire/api/media/paths.js';

let server: RecordingServer;
let clock: FakeClock;
const transports: Transport[] = [];

function makeTransport(overrides: Partial<TransportOptions> = {}): Transport {
  const transport = new Transport({
    writeBaseUrl: server.baseUrl,
    readBaseUrl: server.baseUrl,
    auth: new ApiKeyAuth({ apiKey: 'SECRET-KEY', siteId: 'SITE' }),
    rateLimit: false,
    clock,
    random: () => 0.5,
    ...overrides,
  });
  transports.push(transport);
  return transport;
}

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clock = new FakeClock(Date.UTC(2025, 0, 1, 12, 0, 0));
});
afterEach(async () => {
  await Promise.all(transports.splice(0).map((t) => t.close()));
});

describe('retries', () => {
  it('retries a 429 (even a POST) and waits at least Retry-After seconds', async () => {
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 429, { message: 'slow down' }, { 'retry-after': '2' }) : sendJson(res, 200, { ok: 1 })));
    const result = await makeTransport().request<{ ok: number }>({ method: 'POST', path: '/w', body: {} });
    expect(result).toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toEqual([2000]);
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const retryAt = new Date(clock.now() + 5000).toUTCString();
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 429, {}, { 'retry-after': retryAt }) : sendJson(res, 200, {})));
    await makeTransport().request({ method: 'GET', path: '/r' });
    expect(clock.sleeps).toEqual([5000]);
  });

  it('caps Retry-After at 60 s (issue #26 item 11): 100000 s or a date a day away wait 60 s per retry, announced', async () => {
    const waits: RetryWait[] = [];
    const inADay = new Date(clock.now() + 86_400_000).toUTCString();
    server.respond((_r, res, i) => (i < 2 ? sendJson(res, 429, {}, { 'retry-after': i === 0 ? '100000' : inADay }) : sendJson(res, 200, {})));
    await makeTransport({ onWait: (wait) => void waits.push(wait) }).request({ method: 'GET', path: '/r?token=SECRET' });
    expect(clock.sleeps).toEqual([MAX_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS]);
    expect(MAX_RETRY_AFTER_MS).toBe(60_000);
    const url = redactUrl(`${server.baseUrl}/r?token=SECRET`);
    expect(url).not.toContain('SECRET');
    expect(waits).toEqual([
      { method: 'GET', url, ms: 60_000, retry: 1, retries: 4, reason: '429', retryAfterMs: 100_000_000 },
      // The date was a day away when sent; the first retry's 60 s have passed since.
      { method: 'GET', url, ms: 60_000, retry: 2, retries: 4, reason: '429', retryAfterMs: 86_400_000 - 60_000 },
    ]);
  });

  it('a 429 that is not retried pauses later requests for at most 60 s too', async () => {
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 429, {}, { 'retry-after': '100000' }) : sendJson(res, 200, {})));
    const transport = makeTransport({ rateLimit: { requestsPerMinute: 6000 }, retry: { maxRetries: 0 } });
    await expect(transport.request({ method: 'GET', path: '/r' })).rejects.toMatchObject({ status: 429 });
    await transport.request({ method: 'GET', path: '/r' });
    expect(clock.sleeps).toEqual([60_000]);
  });

  it('short waits are not announced', async () => {
    const waits: RetryWait[] = [];
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 429, {}, { 'retry-after': '1' }) : sendJson(res, 200, {})));
    await makeTransport({ onWait: (wait) => void waits.push(wait) }).request({ method: 'GET', path: '/r' });
    expect(clock.sleeps).toEqual([1000]);
    expect(waits).toEqual([]);
  });

  it('backs off exponentially with full jitter when there is no Retry-After', async () => {
    server.respond((_r, res, i) => (i < 3 ? sendJson(res, 503, {}) : sendJson(res, 200, {})));
    await makeTransport().request({ method: 'GET', path: '/r' });
    // random() = 0.5 of 300, 600, 1200 ms
    expect(clock.sleeps).toEqual([150, 300, 600]);
  });

  it('caps the backoff at maxDelayMs', async () => {
    server.respond((_r, res, i) => (i < 4 ? sendJson(res, 503, {}) : sendJson(res, 200, {})));
    await makeTransport({ random: () => 0.999, retry: { maxDelayMs: 500 } }).request({ method: 'GET', path: '/r' });
    expect(clock.sleeps.every((ms) => ms <= 500)).toBe(true);
    expect(clock.sleeps).toHaveLength(4);
  });

  it('does not retry a 503 for a non-idempotent POST', async () => {
    server.respond((_r, res) => sendJson(res, 503, { message: 'busy' }));
    await expect(makeTransport().request({ method: 'POST', path: '/w', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 503 for a POST marked idempotent', async () => {
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 503, {}) : sendJson(res, 200, {})));
    await makeTransport().request({ method: 'POST', path: '/q', body: {}, idempotent: true });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after maxRetries and throws the last ApiError', async () => {
    server.respond((_r, res) => sendJson(res, 500, null));
    const error = await makeTransport({ retry: { maxRetries: 2 } }).request({ method: 'GET', path: '/r' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    server.respond((_r, res) => sendJson(res, 400, { message: 'bad' }));
    await expect(makeTransport().request({ method: 'GET', path: '/r' })).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('dropped connections', () => {
  it('are retried for idempotent requests', async () => {
    server.respond((_r, res, i) => (i < 2 ? dropConnection(res) : sendJson(res, 200, { ok: true })));
    expect(await makeTransport().request({ method: 'GET', path: '/r' })).toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
  });

  it('surface as NetworkError after maxRetries', async () => {
    server.respond((_r, res) => dropConnection(res));
    const error = await makeTransport({ retry: { maxRetries: 3 } }).request({ method: 'DELETE', path: '/d' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(exitCodeOf(error)).toBe(1);
    expect(server.requests).toHaveLength(4);
  });

  it("name the request's path, not its query (issue #37 item 13: V1's encoded .r= blob filled the error line)", async () => {
    server.respond((_r, res) => dropConnection(res));
    const error = (await makeTransport({ retry: { maxRetries: 0 } }).request({ method: 'GET', path: '/q?.r=eyJxdWVyeSI6e319' }).catch((e: unknown) => e)) as NetworkError;
    expect(error.message).toMatch(new RegExp(`^GET ${server.baseUrl}/q failed: `));
    expect(error.url).toBe(`${server.baseUrl}/q?.r=eyJxdWVyeSI6e319`);
  });

  it('are not retried for a non-idempotent POST (it may have been applied)', async () => {
    server.respond((_r, res) => dropConnection(res));
    await expect(makeTransport().request({ method: 'POST', path: '/w', body: {} })).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(1);
  });

  it('a refused connection is retried even for a POST (nothing was sent)', async () => {
    const closed = await startRecordingServer();
    const url = closed.baseUrl;
    await closed.close();
    const transport = makeTransport({ writeBaseUrl: url, readBaseUrl: url, retry: { maxRetries: 2 } });
    await expect(transport.request({ method: 'POST', path: '/w', body: {} })).rejects.toBeInstanceOf(NetworkError);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('a response that never comes times out as a NetworkError', async () => {
    server.respond(() => new Promise(() => {}));
    const transport = makeTransport({ timeoutMs: 100, retry: { maxRetries: 0 } });
    await expect(transport.request({ method: 'GET', path: '/slow' })).rejects.toBeInstanceOf(NetworkError);
  });

  // Issue #29 item 2: a server that accepts and never answers fails within the timeout and its retries, naming the
  // host and the timeout; each retry after a timed-out attempt is announced, however short its wait.
  it('no answer within the timeout: every attempt ends at it, each retry is announced, the error names host and timeout', async () => {
    server.respond(() => new Promise(() => {}));
    const waits: RetryWait[] = [];
    const transport = makeTransport({ timeoutMs: 200, retry: { maxRetries: 2 }, onWait: (wait) => void waits.push(wait) });
    const started = Date.now();
    const error = await transport.request({ method: 'GET', path: '/hang' }).catch((e: unknown) => e);
    // Three timed-out tries of 0.2 s and two short back-offs; the slack is for a loaded machine (no timeout: it never ends).
    expect(Date.now() - started).toBeLessThan(3 * 200 + 5_000);
    expect(server.requests).toHaveLength(3);
    expect(waits.map((w) => [w.retry, w.retries, w.reason])).toEqual([
      [1, 2, 'no answer within 0.2 s'],
      [2, 2, 'no answer within 0.2 s'],
    ]);
    expect(error).toBeInstanceOf(NetworkError);
    const host = new URL(server.baseUrl).host;
    expect((error as NetworkError).message).toBe(`GET ${server.baseUrl}/hang: ${host} gave no answer within 0.2 s`);
    // The client names no flag: it carries the timeout, and the CLI's report names --timeout (test/e2e/timeout.test.ts).
    expect((error as NetworkError).timeoutMs).toBe(200);
    expect((error as NetworkError).hint).not.toMatch(/--timeout|STORE_TIMEOUT/);
    expect(exitCodeOf(error)).toBe(1);
  });

  it('the timeout bounds the whole answer: a body that stalls after the headers times out too', async () => {
    server.respond((_r, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
    });
    const transport = makeTransport({ timeoutMs: 200, retry: { maxRetries: 0 } });
    await expect(transport.request({ method: 'GET', path: '/stall' })).rejects.toThrow('gave no answer within 0.2 s');
  });
});

describe('auth', () => {
  function oauthServer(refuse: (authorization: string) => boolean) {
    let issued = 0;
    server.respond((request, res) => {
      if (request.path === '/oauth2/token') {
        issued++;
        return sendJson(res, 200, { access_token: `AT${issued}`, refresh_token: `RT${issued}`, expires_in: 3600 });
      }
      if (refuse(request.headers.authorization)) return sendJson(res, 401, { message: 'token expired' });
      sendJson(res, 200, { ok: true });
    });
  }

  function oauthTransport() {
    const transport = makeTransport();
    transport.auth = new OAuthAuth({ clientId: 'CID', tokenStore: new MemoryTokenStore(), oauth: new OAuthResource(transport, clock), clock });
    return transport;
  }

  it('a 401 with OAuth invalidates the token and retries once with a renewed one', async () => {
    oauthServer((authorization) => authorization === 'AT1');
    expect(await oauthTransport().request({ method: 'GET', path: '/cart' })).toEqual({ ok: true });
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization ?? '-'}`)).toEqual([
      'POST /oauth2/token -',
      'GET /cart AT1',
      'POST /oauth2/token -',
      'GET /cart AT2',
    ]);
    expect(JSON.parse(server.requests[2].body)).toEqual({ clientId: 'CID', refreshToken: 'RT1', grantType: 'refresh_token' });
  });

  it('a second 401 is reported, not retried again', async () => {
    oauthServer(() => true);
    await expect(oauthTransport().request({ method: 'GET', path: '/cart' })).rejects.toBeInstanceOf(ApiAuthError);
    expect(server.requests.filter((r) => r.path === '/cart')).toHaveLength(2);
  });

  it('a 401 with an API key is reported at once', async () => {
    server.respond((_r, res) => sendJson(res, 401, { message: 'bad key' }));
    await expect(makeTransport().request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ApiAuthError);
    expect(server.requests).toHaveLength(1);
  });

  it('visitor/member reads go to the read host, writes and admin calls to the write host', async () => {
    const readServer = await startRecordingServer();
    try {
      oauthServer(() => false);
      const transport = oauthTransport();
      const oauthBased = makeTransport({ readBaseUrl: readServer.baseUrl });
      oauthBased.auth = transport.auth;
      await oauthBased.request({ method: 'GET', path: '/read', host: 'read' });
      await oauthBased.request({ method: 'POST', path: '/write', body: {} });
      expect(readServer.requests.map((r) => r.path)).toEqual(['/read']);
      expect(server.requests.map((r) => r.path)).toEqual(['/oauth2/token', '/write']);

      const admin = makeTransport({ readBaseUrl: readServer.baseUrl });
      await admin.request({ method: 'GET', path: '/admin-read', host: 'read' });
      expect(server.requests.at(-1)?.path).toBe('/admin-read');
    } finally {
      await readServer.close();
    }
  });
});

describe('headers and consistency', () => {
  it('echoes X-Wix-Consistent from a response on every later request', async () => {
    server.respond((_r, res, i) => sendJson(res, 200, {}, i === 0 ? { 'X-Wix-Consistent': 'token-1' } : {}));
    const transport = makeTransport();
    await transport.request({ method: 'DELETE', path: '/a' });
    await transport.request({ method: 'GET', path: '/b' });
    await transport.request({ method: 'GET', path: '/c' });
    expect(server.requests.map((r) => r.headers['x-wix-consistent'])).toEqual([undefined, 'token-1', 'token-1']);
  });

  it('an empty 200 body is {}', async () => {
    server.respond((_r, res) => {
      res.writeHead(200);
      res.end();
    });
    expect(await makeTransport().request({ method: 'DELETE', path: '/x' })).toEqual({});
  });

  it('builds query strings: arrays repeat the key, null/undefined are dropped', async () => {
    await makeTransport().request({ method: 'GET', path: '/q', query: { a: ['1', '2'], b: null, c: undefined, d: true, e: 'x y' } });
    expect(server.requests[0].rawQuery).toBe('a=1&a=2&d=true&e=x+y');
  });
});

describe('rate limiter', () => {
  it('spaces sequential requests by 60 s / requestsPerMinute', async () => {
    const transport = makeTransport({ rateLimit: { requestsPerMinute: 60 } });
    for (let i = 0; i < 3; i++) await transport.request({ method: 'GET', path: '/r' });
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('queues concurrent requests into successive slots', async () => {
    const start = clock.now();
    const transport = makeTransport({ rateLimit: { requestsPerMinute: 120 } });
    await Promise.all([1, 2, 3, 4].map(() => transport.request({ method: 'GET', path: '/r' })));
    expect(clock.wakeTimes.map((t) => t - start).sort((a, b) => a - b)).toEqual([500, 1000, 1500]);
    expect(server.requests).toHaveLength(4);
  });

  it('a 429 pauses every later request for Retry-After', async () => {
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 429, {}, { 'retry-after': '7' }) : sendJson(res, 200, {})));
    const transport = makeTransport({ rateLimit: { requestsPerMinute: 6000 }, retry: { maxRetries: 0 } });
    await expect(transport.request({ method: 'GET', path: '/r' })).rejects.toMatchObject({ status: 429 });
    await transport.request({ method: 'GET', path: '/r' });
    expect(clock.sleeps).toEqual([7000]);
  });
});

describe('tracing', () => {
  it('reports every attempt with secrets redacted', async () => {
    const events: TraceEvent[] = [];
    server.respond((_r, res, i) =>
      i === 0 ? sendJson(res, 503, {}) : sendJson(res, 200, { access_token: 'AT-SECRET', refresh_token: 'RT-SECRET', expires_in: 60 }),
    );
    const transport = makeTransport({ onTrace: (e) => events.push(e) });
    await transport.request({
      method: 'POST',
      path: '/oauth2/token',
      body: { clientId: 'CID', refreshToken: 'RT-OLD', password: 'hunter2', code: 'AUTH-CODE', codeVerifier: 'VERIFIER' },
      idempotent: true,
    });
    expect(events.map((e) => [e.attempt, e.status, e.method])).toEqual([
      [1, 503, 'POST'],
      [2, 200, 'POST'],
    ]);
    const last = events[1];
    expect(last.url).toBe(`${server.baseUrl}/oauth2/token`);
    expect(last.requestId).toBe('req-test');
    expect(last.requestHeaders.authorization).toBe(REDACTED);
    expect(last.requestHeaders['wix-site-id']).toBe('SITE');
    expect(JSON.parse(last.requestBody!)).toEqual({
      clientId: 'CID',
      refreshToken: REDACTED,
      password: REDACTED,
      code: REDACTED,
      codeVerifier: REDACTED,
    });
    expect(JSON.parse(last.responseBody!)).toEqual({ access_token: REDACTED, refresh_token: REDACTED, expires_in: 60 });
    const everything = JSON.stringify(events);
    for (const secret of ['SECRET-KEY', 'RT-OLD', 'hunter2', 'AUTH-CODE', 'VERIFIER', 'AT-SECRET', 'RT-SECRET']) expect(everything).not.toContain(secret);
  });

  it('shows a URL the platform handed out (an upload URL, its token in the path) only by its origin, and hides upload URLs in answers', async () => {
    const events: TraceEvent[] = [];
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 200, { uploadUrl: `${server.baseUrl}/upload/ONE-TIME-TOKEN` }) : i === 1 ? sendJson(res, 500, {}) : sendJson(res, 200, { file: { id: 'f1' } })));
    const transport = makeTransport({ onTrace: (e) => events.push(e), retry: { maxRetries: 0 } });
    const { uploadUrl } = await transport.request<{ uploadUrl: string }>({ method: 'POST', path: mediaPaths.generateUploadUrl(), body: { mimeType: 'image/png' } });
    const failed = await transport.request({ method: 'PUT', path: '', url: uploadUrl, query: { filename: 'a.png' }, bytes: { data: new Uint8Array([1]), contentType: 'image/png' }, auth: false, idempotent: false }).catch((error: Error) => error);
    expect(events.map((e) => e.url)).toEqual([`${server.baseUrl}${mediaPaths.generateUploadUrl()}`, `${server.baseUrl}/${REDACTED}`]);
    expect(JSON.stringify(events)).not.toContain('ONE-TIME-TOKEN');
    expect(String(failed)).not.toContain('ONE-TIME-TOKEN');
  });

  it('reports network failures as events with an error', async () => {
    const events: TraceEvent[] = [];
    server.respond((_r, res) => dropConnection(res));
    await makeTransport({ onTrace: (e) => events.push(e), retry: { maxRetries: 1 } })
      .request({ method: 'GET', path: '/x' })
      .catch(() => {});
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.status === undefined && typeof e.error === 'string')).toBe(true);
  });
});
