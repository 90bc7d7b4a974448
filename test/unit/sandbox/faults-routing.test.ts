// The sandbox's routing (aliases, 404/405, the request record, the Host check) and its faults (rate limit, fault
// rate, latency), on a V1 and a V3 store: each version's own product paths.
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { createProduct } from '../../helpers/store-products.js';

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const productsPath = catalog === 'v1' ? paths.products : catalogV3Paths.products;
  const query = (s: TestSandbox) => s.admin('POST', productsPath.query(), { query: {} });

  describe('routing', () => {
    // V1 only: the user-domain aliases are of V1's catalog services (/_api/catalog-reader-server, /_api/catalog-server;
    // src/wire/api/hosts.ts USER_DOMAIN_ALIASES); V3's have none.
    it.runIf(catalog === 'v1')('serves the user-domain aliases with the same handlers', async () => {
      t = await startTestSandbox({ catalog });
      const www = await query(t);
      const alias = await t.admin('POST', '/_api/catalog-reader-server/v1/products/query-platformized', { query: {} });
      expect(alias.status).toBe(200);
      expect(alias.body).toEqual(www.body);
      const write = await t.admin('POST', '/_api/catalog-server/v1/products', { product: { name: 'Via Alias', priceData: { price: 2 } } });
      expect(write.body.product.name).toBe('Via Alias');
    });

    it('answers unknown routes with 404 and known paths with a wrong method with 405, in the envelope', async () => {
      t = await startTestSandbox({ catalog });
      const missing = await t.admin('GET', '/stores/v9/nothing');
      expect(missing.status).toBe(404);
      expect(missing.body.details.applicationError.code).toBe('NOT_FOUND');
      expect(missing.headers.get('x-wix-request-id')).toBeTruthy();
      const wrong = await t.admin('PUT', productsPath.create());
      expect(wrong.status).toBe(405);
    });

    it('records every API request as received, but not control routes', async () => {
      t = await startTestSandbox({ catalog });
      await callSandbox(t.baseUrl, 'GET', `${productsPath.get('abc')}?id=abc`, { headers: t.adminHeaders });
      await callSandbox(t.baseUrl, 'GET', '/__sandbox/info');
      expect(t.requests).toHaveLength(1);
      expect(t.requests[0]).toMatchObject({ method: 'GET', path: catalog === 'v1' ? '/stores-reader/v1/products/abc' : '/stores/v3/products/abc', rawQuery: 'id=abc', body: '' });
      expect(t.requests[0].headers.authorization).toBe(t.info.apiKey);
    });
  });

  describe('faults', () => {
    it('rate limits with 429 and Retry-After once the window is spent', async () => {
      t = await startTestSandbox({ catalog, faults: { rateLimitPerMinute: 2 } });
      expect((await query(t)).status).toBe(200);
      expect((await query(t)).status).toBe(200);
      const limited = await query(t);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(limited.body.details.applicationError.code).toBe('TOO_MANY_REQUESTS');
      // Control routes are never limited; moving the clock past the window lets requests through again.
      expect((await callSandbox(t.baseUrl, 'POST', '/__sandbox/clock', { body: { advanceMs: 61_000 } })).status).toBe(200);
      expect((await query(t)).status).toBe(200);
    });

    it('fails a fault-rate share of requests as 503 envelopes and dropped connections', async () => {
      t = await startTestSandbox({ catalog });
      const set = await callSandbox(t.baseUrl, 'POST', '/__sandbox/faults', { body: { faultRate: 1 } });
      expect(set.body).toMatchObject({ faultRate: 1, latencyMs: 0 });
      const outcomes = new Set<string>();
      for (let i = 0; i < 12; i++) {
        try {
          const res = await query(t);
          outcomes.add(String(res.status));
          if (res.status === 503) expect(res.body.details.applicationError.code).toBe('UNAVAILABLE');
        } catch (error) {
          expect((error as Error).message).toMatch(/fetch failed/);
          outcomes.add('dropped');
        }
      }
      expect([...outcomes].sort()).toEqual(['503', 'dropped']);
      expect(t.requests).toHaveLength(12);
      t.sandbox.setFaults({ faultRate: 0 });
      expect((await query(t)).status).toBe(200);
    });

    it('delays API responses by latency plus jitter, and says so in a header', async () => {
      t = await startTestSandbox({ catalog, faults: { latencyMs: 20, jitterMs: 10 } });
      const res = await query(t);
      expect(res.status).toBe(200);
      const delay = Number(res.headers.get('x-sandbox-delay-ms'));
      expect(delay).toBeGreaterThanOrEqual(20);
      expect(delay).toBeLessThanOrEqual(30);
      const control = await callSandbox(t.baseUrl, 'GET', '/__sandbox/faults');
      expect(control.headers.get('x-sandbox-delay-ms')).toBeNull();
      expect(control.body).toEqual({ latencyMs: 20, jitterMs: 10, faultRate: 0, rateLimitPerMinute: 0 });
    });

    it('answers exactly the latency after a request arrives (never sooner), its own work done within that time', async () => {
      // Ordering, not wall-clock bounds, proves "worked on at arrival": the query sent after the write (with no
      // latency) is answered before the write's own answer, and already sees the write. Only the lower bound is a
      // time: an answer can never come sooner than the latency, however loaded the machine.
      t = await startTestSandbox({ catalog, demo: false, faults: { latencyMs: 1500 } });
      const started = performance.now();
      let writeAnsweredAt = Number.POSITIVE_INFINITY;
      const write = createProduct(t, catalog, { name: 'Timed', price: '1' }).then((product) => {
        writeAnsweredAt = performance.now();
        return product;
      });
      // Lift the latency once the write has arrived (it is recorded just before its latency is decided, in the
      // same tick: src/sandbox/server.ts handle), never on a clock, which a loaded machine outruns.
      while (t.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      t.sandbox.setFaults({ latencyMs: 0 });
      const during = await query(t);
      const duringAnsweredAt = performance.now();
      expect(duringAnsweredAt).toBeLessThan(writeAnsweredAt);
      expect(during.body.products.map((p: { name: string }) => p.name)).toContain('Timed');
      expect((await write).name).toBe('Timed');
      expect(writeAnsweredAt - started).toBeGreaterThanOrEqual(1500);
    });

    it('rejects invalid fault settings', async () => {
      t = await startTestSandbox({ catalog });
      const res = await callSandbox(t.baseUrl, 'POST', '/__sandbox/faults', { body: { faultRate: 2 } });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toBe('faultRate');
    });
  });
});

describe('the Host check', () => {
  it('on every address (0.0.0.0) keeps the Host check: loopback names and the allowed ones only', async () => {
    const { startSandbox } = await import('../../../src/sandbox/server.js');
    const sandbox = await startSandbox({ host: '0.0.0.0', allowedHosts: ['sandbox.test'] });
    try {
      expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const statusFor = (host: string) =>
        new Promise<number>((resolve, reject) => {
          // Served beyond loopback, control routes also need the admin key (issue #36 item 9): sent, so only the Host decides.
          get({ host: '127.0.0.1', port: new URL(sandbox.baseUrl).port, path: '/__sandbox/info', headers: { host, authorization: sandbox.info().apiKey } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          }).on('error', reject);
        });
      expect(await statusFor('sandbox.test:80')).toBe(200);
      expect(await statusFor('localhost')).toBe(200);
      expect(await statusFor('evil.example')).toBe(403);
      expect(await statusFor('0.0.0.0')).toBe(403);
    } finally {
      await sandbox.close();
    }
  });
});
