// Issue #37 item 1, through the built binary against `store sandbox serve`: a store whose catalog version changes
// after the CLI remembered it. Before, `sandbox reset --catalog v1 --yes` on a served V3 sandbox left "V3
// (remembered)", and seed, products list and products import then exited 1 with the store's 428 and no hint (and
// the reverse alike). Now what the CLI changes it remembers, and a 428 from a store that changed otherwise is asked
// again once and the command goes on (saying so on stderr) — unless it had read stdin, which a second run would not
// get: it then stops saying the version is remembered and to run it again. One body for V3 → V1 and V1 → V3.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStore } from '../helpers/run-store.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';
import { callSandbox } from '../helpers/sandbox.js';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import type { CatalogVersion } from '../../src/wire/api/catalog-version.js';

const SEED = resolve(import.meta.dirname, '..', '..', 'fixtures', 'demo-seed.yaml');

describe.each([
  ['v3', 'v1'],
  ['v1', 'v3'],
] as Array<[CatalogVersion, CatalogVersion]>)('a served %s sandbox that becomes %s', (from, to) => {
  const { served } = servedSandboxPerFile(['--memory', '--catalog', from]);
  const [wasShown, isShown] = [from.toUpperCase(), to.toUpperCase()];

  /** One env (one data dir, so one memory) whose first run remembers `from`. */
  async function rememberingEnv() {
    await callSandbox(served.baseUrl, 'POST', '/__sandbox/reset', { body: { catalog: from } });
    const env = served.remoteEnv();
    const first = await runStore(['products', 'list', '--limit', '1', '--verbose'], { env });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`catalog: ${wasShown} (detected)`);
    return env;
  }

  it(`sandbox reset --catalog ${to} updates what is remembered: seed, products list and import go on at once`, async () => {
    const env = await rememberingEnv();
    const reset = await runStore(['sandbox', 'reset', '--catalog', to, '--yes'], { env });
    expect(reset.code, reset.stderr).toBe(0);

    const list = await runStore(['products', 'list', '--limit', '1', '--verbose'], { env });
    expect(list.code, list.stderr).toBe(0);
    expect(list.stderr).toContain(`catalog: ${isShown} (remembered)`);
    // A 428 status, not the digits inside a request id the trace prints (…-428f-…).
    expect(list.stderr).not.toMatch(/\b428\b|provision\/version/);
    const seed = await runStore(['seed', SEED], { env });
    expect(seed.code, seed.stderr).toBe(0);
    expect(seed.stderr).not.toMatch(/\b428\b/);
    const imported = await runStore(['products', 'import', tempFile('items.csv', simpleProductsCsv(3, 'changed')), '--json'], { env });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.json()).toMatchObject({ created: 3, failed: 0 });
  });

  it.each([
    ['products', 'list', '--json'],
    ['seed', SEED],
  ])(`a change the CLI did not make: the store's 428 is asked again once and %s %s goes on`, async (...args) => {
    const env = await rememberingEnv();
    // Another machine resets the site to the other version: this data dir still remembers the old one.
    await callSandbox(served.baseUrl, 'POST', '/__sandbox/reset', { body: { catalog: to } });

    const run = await runStore(args, { env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`it now speaks Catalog ${isShown} (it was remembered as Catalog ${wasShown}). Running the command again on Catalog ${isShown}.`);
    const next = await runStore(['products', 'list', '--limit', '1', '--verbose'], { env });
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toContain(`catalog: ${isShown} (remembered)`);
    expect(next.stderr).not.toContain('Running the command again');
  });

  it('a command that read stdin is not run again without it: it stops naming the new version, remembered, and runs as given next time', async () => {
    const env = await rememberingEnv();
    await callSandbox(served.baseUrl, 'POST', '/__sandbox/reset', { body: { catalog: to } });
    const input = simpleProductsCsv(3, 'piped');

    const run = await runStore(['products', 'import', '-', '--format', 'csv'], { env, input });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain(`the store now speaks Catalog ${isShown} (it was remembered as Catalog ${wasShown}); the version is remembered — run the command again`);
    expect(run.stderr).toContain('It was not run again on its own: it had read its input');
    expect(run.stderr).not.toContain('Running the command again');
    // A second run with empty input would have imported nothing: nothing was written at all.
    const listed = await runStore(['products', 'list', '--json'], { env });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).not.toContain('piped');

    const again = await runStore(['products', 'import', '-', '--format', 'csv', '--json', '--verbose'], { env, input });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`catalog: ${isShown} (remembered)`);
    expect(again.json()).toMatchObject({ created: 3, failed: 0 });
  });

  it('a version forced by --catalog is kept: exit 1 with a hint naming the flag and the version the store speaks', async () => {
    const env = await rememberingEnv();
    const run = await runStore(['products', 'list', '--catalog', to], { env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`hint: This store speaks Catalog ${wasShown}, but --catalog says ${to}: pass --catalog ${from} (or auto, to ask the store).`);
  });
});
