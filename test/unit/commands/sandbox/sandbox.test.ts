// store sandbox serve | info | reset, in process: the served store is the default one (V3) unless a test is about
// choosing or switching the catalog version, which then names each version it uses.
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InterruptedError, UsageError } from '../../../../src/io/cli-errors.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { runSandboxInfo } from '../../../../src/commands/sandbox/info.js';
import { runSandboxReset } from '../../../../src/commands/sandbox/reset.js';
import { runSandboxServe } from '../../../../src/commands/sandbox/serve.js';
import { defaultSandboxFile } from '../../../../src/config/paths.js';
import { catalogV3Paths } from '../../../../src/wire/api/catalog-v3/paths.js';
import { harness, tempHome } from '../support/harness.js';

async function untilStdout(h: ReturnType<typeof harness>): Promise<string> {
  for (let i = 0; i < 500 && !h.io.stdoutText().includes('\n'); i++) await new Promise((r) => setTimeout(r, 10));
  return h.io.stdoutText();
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as any };
}

/** Query Products on the served store (the default, V3). */
async function queryProducts(info: { baseUrl: string; apiKey: string; siteId: string }) {
  const response = await fetch(`${info.baseUrl}${catalogV3Paths.products.query()}`, {
    method: 'POST',
    headers: { authorization: info.apiKey, 'wix-site-id': info.siteId, 'content-type': 'application/json' },
    body: JSON.stringify({ query: {} }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('store sandbox serve', () => {
  it('--json prints one line of credentials once listening, serves the API, and closes on SIGTERM', async () => {
    const signals = new EventEmitter();
    const h = harness({ globals: { json: true }, signals });
    const serving = runSandboxServe({ port: '0', memory: true }, h.ctx);
    const line = await untilStdout(h);
    const info = JSON.parse(line);
    expect(Object.keys(info)).toEqual(['baseUrl', 'siteId', 'apiKey', 'clientId', 'publicKey', 'coupons', 'catalogVersion']);
    expect(info.catalogVersion).toBe('v3');
    expect(info.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(h.io.stderrText()).toContain(`Sandbox listening on ${info.baseUrl}`);
    expect(h.io.stderrText()).not.toContain(info.apiKey);

    const listed = await queryProducts(info);
    expect(listed.status).toBe(200);
    expect(listed.body.products.length).toBeGreaterThan(0);

    signals.emit('SIGTERM');
    await serving;
    await expect(fetch(info.baseUrl)).rejects.toThrow();
  });

  it('ends with InterruptedError (exit 130) on Ctrl-C, after closing', async () => {
    const signals = new EventEmitter();
    const h = harness({ globals: { json: true }, signals });
    const serving = runSandboxServe({ port: '0', memory: true }, h.ctx);
    const info = JSON.parse(await untilStdout(h));
    signals.emit('SIGINT');
    await expect(serving).rejects.toBeInstanceOf(InterruptedError);
    await expect(fetch(info.baseUrl)).rejects.toThrow();
  });

  it('applies --rate-limit N/min to API requests', async () => {
    const signals = new EventEmitter();
    const h = harness({ globals: { json: true }, signals });
    const serving = runSandboxServe({ port: '0', memory: true, rateLimit: '2/min' }, h.ctx);
    const info = JSON.parse(await untilStdout(h));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await queryProducts(info)).status);
    expect(statuses).toEqual([200, 200, 429]);
    signals.emit('SIGTERM');
    await serving;
  });

  it.each([
    [{ port: 'http' }, /--port/],
    [{ port: '70000' }, /--port/],
    [{ faultRate: '2' }, /--fault-rate/],
    [{ latency: '-5' }, /--latency/],
    [{ rateLimit: 'lots' }, /--rate-limit/],
  ])('refuses %j with a usage error', async (flags, message) => {
    const h = harness();
    const failure = runSandboxServe({ memory: true, ...flags }, h.ctx);
    await expect(failure).rejects.toBeInstanceOf(UsageError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('store sandbox info / reset', () => {
  it('info prints the data file credentials: masked for people, whole in JSON', async () => {
    const env = tempHome();
    const json = harness({ env, globals: { json: true } });
    await runSandboxInfo({}, json.ctx);
    const info = json.json();
    expect(info.dataFile).toBe(defaultSandboxFile(env));
    expect(info.apiKey.length).toBeGreaterThan(8);
    expect(existsSync(defaultSandboxFile(env))).toBe(true);

    const human = harness({ env });
    await runSandboxInfo({}, human.ctx);
    expect(human.io.stdoutText()).toContain(`site id\t${info.siteId}`);
    // Where the base URL is: none until served (issue #15 item 14: the README said info shows one).
    expect(human.io.stdoutText()).toContain('base url\tnone while not served: `store sandbox serve --port 4010`');
    expect(human.io.stdoutText()).not.toContain(info.apiKey);
    expect(human.io.stdoutText()).toContain(`••••${info.apiKey.slice(-4)}`);

    const shown = harness({ env });
    await runSandboxInfo({ showSecrets: true }, shown.ctx);
    expect(shown.io.stdoutText()).toContain(info.apiKey);
  });

  it('the embedded sandbox and `sandbox info` share the data file; reset --empty / reset bring it back', async () => {
    const env = tempHome();
    const data = join(env.HOME, 'custom.db');
    const embedded = { ...env, STORE_SANDBOX: '1' };
    const create = harness({ env: embedded, globals: { json: true } });
    await runProductsCreate({ name: 'Only here', price: '1' }, create.ctx);
    await create.ctx.close();

    await expect(runSandboxReset({}, harness({ env }).ctx)).rejects.toThrow(/--yes/);
    const list = async () => {
      const h = harness({ env: embedded, globals: { json: true } });
      await runProductsList({ all: true }, h.ctx);
      await h.ctx.close();
      return h.json<any[]>().map((p) => p.name);
    };
    expect(await list()).toContain('Only here');

    await runSandboxReset({ empty: true }, harness({ env, globals: { yes: true } }).ctx);
    expect(await list()).toEqual([]);
    await runSandboxReset({}, harness({ env, globals: { yes: true } }).ctx);
    const names = await list();
    expect(names).toContain('Ceramic Mug');
    expect(names).not.toContain('Only here');

    // --data points every sandbox command at another file.
    const other = harness({ env, globals: { json: true } });
    await runSandboxInfo({ data }, other.ctx);
    expect(other.json().dataFile).toBe(data);
    expect(existsSync(data)).toBe(true);
  });
});

describe('store sandbox --catalog', () => {
  it('serve --catalog v3 serves a V3 site; reset --catalog switches a data file; serve refuses the other version', async () => {
    const signals = new EventEmitter();
    // On the command line --catalog is the global flag (ctx.globals.catalog).
    const h = harness({ globals: { json: true, catalog: 'v3' }, signals });
    const serving = runSandboxServe({ port: '0', memory: true }, h.ctx);
    const info = JSON.parse(await untilStdout(h));
    expect(info.catalogVersion).toBe('v3');
    const auth = { authorization: info.apiKey, 'wix-site-id': info.siteId };
    expect((await get(`${info.baseUrl}/stores/v3/provision/version`, auth)).body).toEqual({ catalogVersion: 'V3_CATALOG' });
    expect((await get(`${info.baseUrl}/stores-reader/v1/products/query-platformized`, auth)).status).toBe(428);
    signals.emit('SIGTERM');
    await serving;

    const env = tempHome();
    const data = join(env.HOME, 'v.db');
    const reset = harness({ env, globals: { yes: true, json: true } });
    await runSandboxReset({ data, catalog: 'v3' }, reset.ctx);
    expect(reset.json()).toMatchObject({ dataFile: data, catalogVersion: 'v3' });
    const shown = harness({ env, globals: { json: true } });
    await runSandboxInfo({ data }, shown.ctx);
    expect(shown.json().catalogVersion).toBe('v3');
    await expect(runSandboxServe({ port: '0', data, catalog: 'v2' }, harness({ env, globals: { json: true } }).ctx)).rejects.toMatchObject({ name: 'UsageError', message: expect.stringContaining('v1, v3 or auto') });
    await expect(runSandboxServe({ port: '0', data, catalog: 'v1' }, harness({ env, globals: { json: true } }).ctx)).rejects.toMatchObject({ name: 'UsageError', hint: expect.stringContaining('store sandbox reset --catalog v1 --data') });
  });
});
