// Issue #14 finding 1: the sandbox is reachable from any web page the user visits, so it refuses DNS rebinding
// (non-loopback Host), cross-site "simple" POSTs (text/plain, forms, body-less) and never grants CORS.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { productSlugs } from '../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { createProduct, createProductCall } from '../../helpers/store-products.js';

let t: TestSandbox;
beforeAll(async () => {
  // The default store's catalog (V3): the defences stand in front of every route, whatever the catalog.
  t = await startTestSandbox({ catalog: 'v3' });
});
afterAll(() => t.close());

/** A raw request, so the test controls every header (fetch will not send a forged Host). */
function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; headers: Record<string, unknown>; body: any }> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // HTML or empty
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const port = () => new URL(t.baseUrl).port;
const productCount = async () => (await productSlugs(t, 'v3')).length;

describe('DNS rebinding: the Host must be a loopback name', () => {
  it.each(['evil.example', `evil.example:${'PORT'}`, '127.0.0.1.evil.example', '192.168.1.5'])('refuses Host %s with 403 in the envelope', async (host) => {
    const res = await raw('GET', '/__sandbox/info', { host: host.replace('PORT', port()) });
    expect(res.status).toBe(403);
    expect(res.body.details.applicationError.code).toBe('HOST_NOT_ALLOWED');
    expect(JSON.stringify(res.body)).not.toContain(t.info.apiKey);
  });

  it('refuses API routes too', async () => {
    const res = await raw('POST', catalogV3Paths.products.query(), { host: 'evil.example', authorization: t.info.apiKey, 'wix-site-id': t.info.siteId, 'content-type': 'application/json' }, '{"query":{}}');
    expect(res.status).toBe(403);
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])('answers the loopback name %s (with its port)', async (name) => {
    const res = await raw('GET', '/__sandbox/info', { host: `${name}:${port()}` });
    expect(res.status).toBe(200);
    expect(res.body.apiKey).toBe(t.info.apiKey);
  });
});

describe('cross-site POSTs: JSON only', () => {
  it.each([
    ['text/plain', '{"demo":false}'],
    ['application/x-www-form-urlencoded', 'demo=false'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['', ''],
  ])('POST /__sandbox/reset with Content-Type "%s" is refused with 415 and changes nothing', async (type, body) => {
    await createProduct(t, 'v3', { name: `Kept ${type}`, price: '1' });
    const before = await productCount();
    const res = await raw('POST', '/__sandbox/reset', { host: `127.0.0.1:${port()}`, ...(type ? { 'content-type': type } : {}) }, body);
    expect(res.status).toBe(415);
    expect(res.body.details.applicationError.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await productCount()).toBe(before);
  });

  it('a text/plain webhook subscription is refused, and none is stored', async () => {
    const res = await raw('POST', '/__sandbox/subscriptions', { host: `127.0.0.1:${port()}`, 'content-type': 'text/plain' }, '{"url":"https://evil.example/hook"}');
    expect(res.status).toBe(415);
    const list = await raw('GET', '/__sandbox/subscriptions', { host: `127.0.0.1:${port()}` });
    expect(JSON.stringify(list.body)).not.toContain('evil.example');
  });

  it('an API write sent as text/plain with the admin key is refused too', async () => {
    // A valid Create Product body: only its content type is wrong.
    const write = createProductCall('v3', { name: 'X', price: '1' });
    const res = await raw('POST', write.path, { host: `127.0.0.1:${port()}`, authorization: t.info.apiKey, 'wix-site-id': t.info.siteId, 'content-type': 'text/plain' }, JSON.stringify(write.body));
    expect(res.status).toBe(415);
  });

  it('a JSON POST is answered', async () => {
    const res = await raw('POST', '/__sandbox/faults', { host: `127.0.0.1:${port()}`, 'content-type': 'application/json; charset=utf-8' }, '{}');
    expect(res.status).toBe(200);
  });

  it('a hosted form refuses a post from another origin, and takes one from its own', async () => {
    const form = 'request=nope&email=a%40b.c&password=x';
    const headers = { host: `127.0.0.1:${port()}`, 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await raw('POST', paths.oauth.authorize(), { ...headers, origin: 'https://evil.example' }, form);
    expect(foreign.status).toBe(403);
    expect(foreign.body.details.applicationError.code).toBe('CROSS_SITE_REQUEST');
    const own = await raw('POST', paths.oauth.authorize(), { ...headers, origin: `http://127.0.0.1:${port()}` }, form);
    expect(own.status).toBe(400); // the form page itself: the request ticket is unknown
    expect(String(own.body)).toContain('Link expired');
  });
});

describe('no CORS', () => {
  it('never grants another origin the right to read an answer', async () => {
    const answer = await raw('GET', '/__sandbox/info', { host: `127.0.0.1:${port()}`, origin: 'https://evil.example' });
    const preflight = await raw('OPTIONS', '/__sandbox/reset', {
      host: `127.0.0.1:${port()}`, origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type',
    });
    for (const res of [answer, preflight]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
    expect(preflight.status).toBeGreaterThanOrEqual(400);
  });
});
