// The built binary against `store sandbox serve`: the --json summaries of import, export and seed. An import killed
// mid-run and run again is import-killed.test.ts (its own file, so the two run side by side).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const EXAMPLE = join(ROOT, 'examples', 'catalog.csv');
const DEMO_SEED = join(ROOT, 'fixtures', 'demo-seed.yaml');

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
});

describe.each(['v1', 'v3'] as const)('--json summaries of the built binary on a %s store', (catalog) => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
  });
  afterAll(() => served?.stop());

  it('import, re-import, export | import -, dry run', async () => {
    const env = served.remoteEnv();
    const first = await runStore(['products', 'import', EXAMPLE, '--json'], { env });
    expect(first.code).toBe(0);
    expect(first.json()).toEqual({ created: 3, updated: 0, unchanged: 0, invalid: 0, failed: 0, requests: expect.any(Number) });
    expect(first.stderr).toBe('');

    const again = await runStore(['products', 'import', EXAMPLE, '--json'], { env });
    // The look-ups only: V1 one products query and one collections query; V3 products by slug, their variants, the
    // categories once.
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 3, invalid: 0, failed: 0, requests: catalog === 'v1' ? 2 : expect.any(Number) });
    if (catalog === 'v3') expect(again.json<{ requests: number }>().requests).toBeLessThanOrEqual(4);

    const exported = await runStore(['products', 'export', '--format', 'csv'], { env });
    expect(exported.code).toBe(0);
    const reimported = await runStore(['products', 'import', '-', '--format', 'csv', '--json'], { env, input: exported.stdout });
    expect(reimported.json()).toMatchObject({ created: 0, updated: 0, unchanged: 11, invalid: 0, failed: 0 });

    const dry = await runStore(['products', 'import', tempFile('new.csv', simpleProductsCsv(2, 'dry')), '--dry-run', '--json'], { env });
    expect(dry.json()).toMatchObject({ dryRun: true, create: 2, update: 0, unchanged: 0, invalid: 0 });
    const list = await runStore(['products', 'list', '--all', '--json', '--fields', 'slug'], { env });
    expect(list.json<Array<{ slug: string }>>().map((p) => p.slug)).not.toContain('dry-1');
  });

  it('a bad file: exit 2, the error as JSON on stderr with every bad cell', async () => {
    const bad = tempFile('bad.csv', 'slug,name,price\nx,X,abc\n');
    const result = await runStore(['products', 'import', bad, '--json'], { env: served.remoteEnv() });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(JSON.parse(result.stderr)).toMatchObject({
      error: { code: 'USAGE', details: { invalid: [{ row: 2, column: 'price', value: 'abc', reason: 'not a number' }] } },
    });
  });

  it('seed twice prints the same ids', async () => {
    const env = served.remoteEnv();
    const first = await runStore(['seed', DEMO_SEED], { env });
    const second = await runStore(['seed', DEMO_SEED, '--json'], { env });
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect(second.json()).toEqual(first.json());
    expect(Object.keys(first.json<{ products: object }>().products)).toHaveLength(4);
  });
});
