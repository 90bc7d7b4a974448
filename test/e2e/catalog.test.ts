// The built `store` binary, spawned as users and CI run it: no TTY, CI=true, private XDG dirs. The fresh-machine checks
// use the embedded sandbox's default site (V3); what is refused before anything is sent runs on a V1 and a V3 store.
// Catalog behaviour against `store sandbox serve`: catalog-served.test.ts (apart, the two files run side by side).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { isolatedEnv, runStore } from '../helpers/run-store.js';

const ESCAPE = '\u001b[';

beforeAll(() => {
  if (!existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  }
});

describe('store (built binary) on a fresh machine', () => {
  it('--version prints the package version', async () => {
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;
    const result = await runStore(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('products list --json shows the demo catalog of the embedded sandbox', async () => {
    const result = await runStore(['products', 'list', '--json']);
    expect(result.code).toBe(0);
    const slugs = result.json<Array<{ slug: string }>>().map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['ceramic-mug', 'sun-hat', 'chefs-knife']));
    expect(result.stderr).toBe('');
  });

  it('piped output is a plain table with no escape codes, even without NO_COLOR', async () => {
    const { NO_COLOR: _ignored, ...env } = isolatedEnv({ TERM: 'xterm-256color' });
    const result = await runStore(['products', 'list'], { env });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(ESCAPE);
    expect(result.stderr).not.toContain(ESCAPE);
    expect(result.stdout.split('\n').find((line) => line.includes('ceramic-mug'))?.split('\t')).toHaveLength(7);
  });

  it('embedded sandbox changes persist between invocations (data file in XDG_DATA_HOME)', async () => {
    const env = isolatedEnv();
    const created = await runStore(['products', 'create', '--name', 'Persisted', '--price', '5', '--json'], { env });
    expect(created.code).toBe(0);
    const got = await runStore(['products', 'get', created.json<{ id: string }>().id, '--json', '--fields', 'name'], { env });
    expect(got.json()).toEqual({ name: 'Persisted' });
  });
});

describe.each(['v1', 'v3'] as const)('nothing is sent to a %s store when the command line or the credentials are wrong', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox?.close());

  const remote = (extra: Record<string, string> = {}) =>
    isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.info.apiKey, STORE_SITE_ID: sandbox.info.siteId, ...extra });

  it.each([
    [['products', 'create', '--name', 'X', '--price', 'ten']],
    [['products', 'create', '--name', 'X', '--price', '1', '--bogus']],
    [['products', 'list', '--filter', '{not json']],
    [['products', 'list', '--limit', 'many']],
    [['collections', 'add-products']],
  ])('%j exits 2', async (args) => {
    const before = sandbox.requests.length;
    const result = await runStore(args, { env: remote() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: /);
    expect(sandbox.requests.length).toBe(before);
  });

  it('a catalog write against a non-sandbox URL without STORE_API_KEY exits 4 with one line', async () => {
    const before = sandbox.requests.length;
    const { STORE_API_KEY: _key, ...env } = remote();
    const result = await runStore(['products', 'create', '--name', 'X', '--price', '1'], { env });
    expect(result.code).toBe(4);
    expect(result.stderr).toBe('error: This command needs an admin API key: set STORE_API_KEY (and STORE_SITE_ID).\n');
    expect(sandbox.requests.length).toBe(before);
  });
});

describe('nothing is sent to a store the URL does not allow', () => {
  it('plain http:// to a non-loopback host is refused before anything is sent', async () => {
    const result = await runStore(['products', 'list'], { env: isolatedEnv({ STORE_API_URL: 'http://shop.example.com' }) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('loopback');
  });
});
