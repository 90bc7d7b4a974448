// `store bulk` as users and CI run it: the built binary against `store sandbox serve`, no TTY, on a V1 and a V3 store
// from one test body.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amount, neutralProducts } from '../helpers/catalog.js';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

beforeAll(() => {
  if (!existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  }
});

describe.each(['v1', 'v3'] as const)('store bulk (built binary) on a %s store', (catalog) => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
  });
  afterAll(() => served?.stop());

  /** Every product's variant rows (list price, sale price, cost, weight…), by slug, read through the neutral catalog. */
  async function state(): Promise<Record<string, Array<{ list: number; pays: number }>>> {
    const products = await neutralProducts({ baseUrl: served.baseUrl, info: served }, catalog);
    return Object.fromEntries([...products].map(([slug, [p]]) => [slug, p.variants.map((v) => ({ list: amount(v.listPrice ?? v.price), pays: amount(v.price) }))]));
  }

  it('without --yes and without a terminal: exit 2 naming --yes, nothing changed', async () => {
    const before = await state();
    const run = await runStore(['bulk', 'adjust', 'price', '+10%', '--collection', 'Summer'], { env: served.remoteEnv() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--yes');
    expect(run.stdout).toContain('price +10%: 3 products matched');
    expect(await state()).toEqual(before);
  });

  it('adjust price +10% --collection Summer --yes --json, then undo: every variant price is back exactly', async () => {
    const before = await state();
    const adjust = await runStore(['bulk', 'adjust', 'price', '+10%', '--collection', 'Summer', '--yes', '--json'], { env: served.remoteEnv() });
    expect(adjust.stderr).toBe('');
    expect(adjust.code).toBe(0);
    const result = adjust.json<{ matched: number; changed: number; failed: number; backup: string; failures: unknown[] }>();
    expect(result).toMatchObject({ matched: 3, changed: 3, failed: 0, backup: expect.stringMatching(/\/backups\/bulk-.*\.json$/), failures: [] });
    expect(statSync(result.backup).mode & 0o777).toBe(0o600);

    const changed = await state();
    expect(changed['sun-hat'].map((v) => v.list)).toEqual(before['sun-hat'].map((v) => Math.round(v.list * 110) / 100));
    expect(changed['ceramic-mug']).toEqual(before['ceramic-mug']);

    const undo = await runStore(['bulk', 'undo', result.backup, '--yes', '--json'], { env: served.remoteEnv() });
    expect(undo.code).toBe(0);
    expect(undo.json()).toMatchObject({ matched: 3, changed: 3, restored: 3, failed: 0, failures: [] });
    expect(await state()).toEqual(before);
  });

  it('partial failure exits 6 and lists the failed products', async () => {
    const run = await runStore(['bulk', 'adjust', 'price', '-30', '--all', '--yes'], { env: served.remoteEnv() });
    expect(run.code).toBe(6);
    // V3 names the first variant below 0 (every variant carries its own price there).
    // In any order: V3 lists the products it never sent first, then the store's answers.
    expect(run.stderr).toMatch(/Failed \(\d+\):\n( {2}.*\n)* {2}ceramic-mug( \(variant [^)]*\))?: NEGATIVE_VALUE/);
    expect(run.stderr).toMatch(/error: \d+ of \d+ products could not be changed/);
    const backup = /Backup: (\S+)/.exec(run.stdout)![1];
    const undo = await runStore(['bulk', 'undo', backup, '--yes'], { env: served.remoteEnv() });
    expect(undo.code).toBe(0);
    expect(undo.stdout).toContain('Restored');
  });
});
