// Issue #36 item 9: a sandbox served beyond loopback (src/sandbox/exposure.ts). The policy functions on their own,
// then a real sandbox listening on 0.0.0.0 — which therefore believes it is exposed — reached only through
// 127.0.0.1 (no traffic leaves loopback): control routes need the admin key or the control token, webhook
// subscriptions to this machine's loopback are refused unless allowed, the platform API is unchanged.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { checkControlAccess, exposurePolicy, isExposedHost, isOwnLoopback, refusedWebhookTarget, type ExposurePolicy } from '../../../src/sandbox/exposure.js';
import { SandboxHttpError } from '../../../src/sandbox/http-errors.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink } from '../../helpers/webhook-sink.js';

const TOKEN = 'ctl-0123456789abcdef';
const policy = (overrides: Partial<ExposurePolicy> = {}): ExposurePolicy => ({ ...exposurePolicy('0.0.0.0', { adminKey: () => 'admin-key', controlToken: TOKEN }), ...overrides });
const statusOf = (fn: () => void): number | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as SandboxHttpError).status;
  }
};

describe('the policy', () => {
  it('names this machine\'s loopback however it is written', () => {
    const hostOf = (url: string) => new URL(url).hostname;
    for (const url of ['http://127.0.0.1/', 'http://127.9.8.7/', 'http://localhost/', 'http://api.localhost/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/', 'http://[::]/', 'http://2130706433/', 'http://0x7f.1/', 'http://LOCALHOST/', 'http://localhost./', 'http://api.localhost./']) {
      expect(isOwnLoopback(hostOf(url)), url).toBe(true);
    }
    for (const url of ['http://10.0.0.1/', 'http://192.168.1.2/', 'http://example.com/', 'http://[2001:db8::1]/', 'http://[::ffff:10.0.0.1]/', 'http://localhost.example/']) {
      expect(isOwnLoopback(hostOf(url)), url).toBe(false);
    }
  });

  it('is exposed when listening on every address or a non-loopback one', () => {
    expect(['0.0.0.0', '::', '10.1.2.3', 'fd00::5'].map(isExposedHost)).toEqual([true, true, true, true]);
    expect(['127.0.0.1', '127.0.0.2', '::1', 'localhost'].map(isExposedHost)).toEqual([false, false, false, false]);
  });

  it('control routes: nothing asked on loopback; exposed, the admin key or the token (raw or Bearer), else 401', () => {
    expect(statusOf(() => checkControlAccess({}, exposurePolicy('127.0.0.1', { adminKey: () => 'admin-key' })))).toBeUndefined();
    expect(statusOf(() => checkControlAccess({}, policy()))).toBe(401);
    expect(statusOf(() => checkControlAccess({ authorization: 'wrong' }, policy()))).toBe(401);
    expect(statusOf(() => checkControlAccess({ authorization: 'Bearer ' }, policy()))).toBe(401);
    expect(statusOf(() => checkControlAccess({ authorization: 'admin-key' }, policy()))).toBeUndefined();
    expect(statusOf(() => checkControlAccess({ authorization: TOKEN }, policy()))).toBeUndefined();
    expect(statusOf(() => checkControlAccess({ authorization: `Bearer ${TOKEN}` }, policy()))).toBeUndefined();
    // Without a token, only the admin key.
    const keyOnly = exposurePolicy('0.0.0.0', { adminKey: () => 'admin-key' });
    expect(statusOf(() => checkControlAccess({ authorization: TOKEN }, keyOnly))).toBe(401);
  });

  it('webhooks: a name that resolves to loopback is refused before delivery; other addresses and the flag pass', async () => {
    const resolver = (addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect(await refusedWebhookTarget('https://rebound.example/hook', policy(), resolver(['93.184.216.34', '127.0.0.1']))).toMatch(/^rebound\.example \(127\.0\.0\.1\) is this sandbox host's own loopback/);
    expect(await refusedWebhookTarget('https://six.example/hook', policy(), resolver(['::1']))).toMatch(/own loopback/);
    expect(await refusedWebhookTarget('https://127.0.0.1:9/hook', policy(), resolver([]))).toMatch(/own loopback/);
    expect(await refusedWebhookTarget('https://app.example/hook', policy(), resolver(['93.184.216.34']))).toBeUndefined();
    expect(await refusedWebhookTarget('https://rebound.example/hook', policy({ allowLoopbackWebhooks: true }), resolver(['127.0.0.1']))).toBeUndefined();
    expect(await refusedWebhookTarget('http://127.0.0.1:9/hook', exposurePolicy('127.0.0.1', { adminKey: () => 'k' }), resolver([]))).toBeUndefined();
  });
});

describe('a sandbox listening on 0.0.0.0, reached through 127.0.0.1', () => {
  let t: TestSandbox | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const serve = async (options: { allowLoopbackWebhooks?: boolean } = {}) => {
    t = await startTestSandbox({ catalog: 'v3', host: '0.0.0.0', controlToken: TOKEN, ...options });
    expect(new URL(t.baseUrl).hostname).toBe('127.0.0.1');
    return t;
  };

  it('control routes answer only with the admin key or the control token; the platform API is as before', async () => {
    const s = await serve();
    const info = (headers?: Record<string, string>) => callSandbox(s.baseUrl, 'GET', controlPaths.info(), { headers });
    const refused = await info();
    expect(refused.status).toBe(401);
    expect(refused.body.details.applicationError.code).toBe('CONTROL_AUTH_REQUIRED');
    expect(JSON.stringify(refused.body)).not.toContain(s.info.apiKey);
    expect((await info({ Authorization: 'not-the-key' })).status).toBe(401);
    expect((await callSandbox(s.baseUrl, 'POST', controlPaths.reset(), { body: {} })).status).toBe(401);
    expect((await callSandbox(s.baseUrl, 'GET', controlPaths.mailbox())).status).toBe(401);
    expect((await info({ Authorization: s.info.apiKey })).body.apiKey).toBe(s.info.apiKey);
    expect((await info({ Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    const products = await s.admin('POST', catalogV3Paths.products.query(), { query: {} });
    expect(products.status).toBe(200);
  });

  it.each([
    ['refuses', {}, 400],
    ['with --allow-loopback-webhooks, allows', { allowLoopbackWebhooks: true }, 200],
  ] as const)('%s webhook subscriptions to its own loopback', async (_name, options, status) => {
    const s = await serve(options);
    const subscribe = (url: string) => callSandbox(s.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url }, headers: { Authorization: s.info.apiKey } });
    for (const url of ['http://127.0.0.1:9/hooks', 'http://localhost:9/hooks', 'https://[::1]:9/hooks', 'https://api.localhost/hooks', 'http://127.1.2.3:9/']) {
      const answer = await subscribe(url);
      expect(answer.status, url).toBe(status);
      if (status === 400) expect(answer.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'url', description: expect.stringMatching(/own loopback.*--allow-loopback-webhooks/) });
    }
    // A public https URL is another machine's: allowed either way.
    expect((await subscribe('https://hooks.invalid/in')).status).toBe(200);
  });

  it('does not deliver to a loopback subscription made before it was exposed (the data file is shared): the delivery fails naming why', async () => {
    const sink = await startWebhookSink();
    try {
      const dataFile = join(mkdtempSync(join(tmpdir(), 'store-exposure-')), 'sandbox.db');
      const local = await startTestSandbox({ catalog: 'v3', dataFile });
      expect((await callSandbox(local.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: sink.url } })).status).toBe(200);
      await local.close();
      t = await startTestSandbox({ catalog: 'v3', dataFile, host: '0.0.0.0', events: { pollMs: 20, retryBaseMs: 5, retryMaxMs: 5, maxAttempts: 1 } });
      const key = { Authorization: t.info.apiKey };
      expect((await callSandbox(t.baseUrl, 'POST', controlPaths.trigger(), { body: { type: 'product_created' }, headers: key })).status).toBe(200);
      let lastError: string | undefined;
      for (let i = 0; i < 500 && !lastError; i++) {
        const listed = await callSandbox(t.baseUrl, 'GET', controlPaths.subscriptions(), { headers: key });
        lastError = listed.body.subscriptions[0]?.lastError;
        if (!lastError) await sleep(10);
      }
      expect(lastError).toMatch(/^refused: 127\.0\.0\.1 is this sandbox host's own loopback/);
      expect(sink.requests).toHaveLength(0);
    } finally {
      await sink.close();
    }
  });
});
