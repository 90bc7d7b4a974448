// Issue #29 item 4 through the built binary: `store sandbox reset|info|mailbox` act on the sandbox the settings point
// at — the served one when STORE_API_URL is `store sandbox serve` — or refuse naming which. Before, `sandbox reset`
// with STORE_API_URL at a served sandbox reset the embedded one (and `seed` wrote to the served one). Which sandbox
// a command acts on is no catalog behaviour: the served one is the default site (V3), as a new sandbox is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv, runStore } from '../helpers/run-store.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';
import { slugsWith } from '../helpers/interrupt-run.js';

const { served } = servedSandboxPerFile(['--memory', '--catalog', 'v3']);
const ROOT = resolve(import.meta.dirname, '..', '..');

describe('the sandbox commands with STORE_API_URL at a served sandbox', () => {
  it('sandbox reset --empty empties the served sandbox (what products list shows), naming it', async () => {
    const env = served.remoteEnv();
    expect((await runStore(['products', 'list', '--json'], { env })).json<unknown[]>().length).toBeGreaterThan(0);
    const reset = await runStore(['sandbox', 'reset', '--empty', '--yes'], { env });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`Reset the sandbox served at ${served.baseUrl} to an empty catalog`);
    expect((await runStore(['products', 'list', '--json'], { env })).json()).toEqual([]);
    expect(await slugsWith(env, '')).toEqual([]);

    const demo = await runStore(['sandbox', 'reset', '--yes', '--json'], { env });
    expect(demo.json()).toMatchObject({ baseUrl: served.baseUrl, demo: true });
    expect((await runStore(['products', 'list', '--json'], { env })).json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('sandbox info shows the served sandbox (its base URL and site), not a data file', async () => {
    const info = await runStore(['sandbox', 'info', '--json'], { env: served.remoteEnv() });
    expect(info.code, info.stderr).toBe(0);
    expect(info.json()).toMatchObject({ baseUrl: served.baseUrl, siteId: served.siteId });
    expect(info.json()).not.toHaveProperty('dataFile');
  });
});

describe('the sandbox commands with the settings at a real store', () => {
  it.each(['reset', 'info', 'mailbox'])('sandbox %s refuses (exit 2), naming the URL and where it was set', async (verb) => {
    const env = isolatedEnv({ STORE_API_URL: 'https://api.example.com', STORE_API_KEY: 'k', STORE_SITE_ID: 's' });
    const run = await runStore(['sandbox', verb, '--yes'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`store sandbox ${verb} acts on a sandbox, but the settings point at https://api.example.com (STORE_API_URL), a real store`);
    expect(run.stderr).toContain('--data FILE');
  });

  it('--data FILE still names a sandbox file explicitly', async () => {
    const env = isolatedEnv({ STORE_API_URL: 'https://api.example.com', STORE_API_KEY: 'k', STORE_SITE_ID: 's' });
    const run = await runStore(['sandbox', 'reset', '--memory', '--yes'], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Reset the sandbox at :memory: to the demo catalog');
  });
});

describe('the CI recipe of `store seed --help`, run as written under CI=true', () => {
  it('resets the embedded sandbox and seeds it (was: exit 2, sandbox reset asked for --yes)', async () => {
    const { buildProgram } = await import('../../src/cli.js');
    const { createContext } = await import('../../src/context.js');
    const { createMemoryIo } = await import('../../src/io/memory-io.js');
    const { examplesOf } = await import('../../src/commands/shared/help.js');
    const program = await buildProgram(createContext({ io: createMemoryIo(), env: {} }), ['seed']);
    const recipe = examplesOf(program.commands.find((c) => c.name() === 'seed')!).find((e) => e.includes('# the CI recipe'))!;
    expect(recipe).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'store-recipe-'));
    const line = recipe.replace(/\s+#.*$/, '').replaceAll('store ', `'${process.execPath}' '${STORE_BIN}' `).replace('fixtures/', `${ROOT}/fixtures/`);
    const run = spawnSync('sh', ['-c', line], { cwd: dir, env: isolatedEnv(), encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'ids.json'), 'utf8')).products).length).toBeGreaterThan(0);
  }, 30_000);
});
