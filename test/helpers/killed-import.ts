// An import killed mid-run (SIGKILL) by the built binary against `store sandbox serve`, then run again, with or
// without --resume: the exact catalog, nothing duplicated on a V1 and a V3 store. The tests are registered here
// (describeKilledImportRunAgain); test/e2e/import-killed*.test.ts are one file per way of running again so that two
// workers take them at once.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { amount, neutralProducts, simpleProductsCsv, tempFile } from './catalog.js';
import { runStore, STORE_BIN } from './run-store.js';
import { serveSandbox, type ServedSandbox } from './served-sandbox.js';

const COUNT = 300;

/** Starts the import and kills it once the journal lists at least `lines` finished products. */
async function importKilledAfter(file: string, env: Record<string, string>, lines: number, extra: string[] = []): Promise<number> {
  const child = spawn(process.execPath, [STORE_BIN, 'products', 'import', file, '--json', ...extra], { env, stdio: 'ignore' });
  const journals = join(env.XDG_DATA_HOME, 'store', 'journals');
  let exited = false;
  const finished = new Promise((resolve) => child.once('exit', resolve)).then(() => (exited = true));
  // Polls the journal until it lists enough (or the import ended on its own), with a deadline in real time: a loaded
  // machine takes longer to get there, never less far.
  for (const deadline = Date.now() + 90_000; !exited && Date.now() < deadline; ) {
    const journal = existsSync(journals) ? readdirSync(journals)[0] : undefined;
    const done = journal ? readFileSync(join(journals, journal), 'utf8').split('\n').filter(Boolean).length : 0;
    if (done >= lines) break;
    await sleep(20);
  }
  child.kill('SIGKILL');
  await finished;
  const journal = readdirSync(journals)[0];
  return readFileSync(join(journals, journal), 'utf8').split('\n').filter(Boolean).length;
}

async function expectExactCatalog(served: ServedSandbox, catalog: 'v1' | 'v3'): Promise<void> {
  const products = await neutralProducts({ baseUrl: served.baseUrl, info: served }, catalog);
  const imported = [...products.entries()].filter(([slug]) => slug.startsWith('killed-'));
  expect(imported).toHaveLength(COUNT);
  for (const [slug, copies] of imported) {
    expect(copies, `${slug} exists once`).toHaveLength(1);
    expect(amount(copies[0].variants[0].price)).toBe(Number(slug.slice('killed-'.length)) + 0.5);
  }
}

/** On a fresh `catalog` store: 300 products imported, killed after 40 or more, run again: every product once, every price right. */
async function expectKilledImportRunAgain(catalog: 'v1' | 'v3', resume: boolean): Promise<void> {
  const served = await serveSandbox(['--memory', '--latency', '30', '--catalog', catalog]);
  try {
    const env = served.remoteEnv();
    const file = tempFile('killed.csv', simpleProductsCsv(COUNT, 'killed'));

    // V3 writes 100 products a call and runs batches side by side: one batch at a time leaves a moment between two
    // journal steps (100, 200) to kill it in; V1 journals product by product.
    const journaled = await importKilledAfter(file, env, 40, catalog === 'v3' ? ['--concurrency', '1'] : []);
    expect(journaled).toBeGreaterThanOrEqual(40);
    expect(journaled).toBeLessThan(COUNT);

    const rerun = await runStore(['products', 'import', file, '--json', ...(resume ? ['--resume'] : [])], { env });
    expect(rerun.code).toBe(0);
    const summary = rerun.json<Record<string, number>>();
    expect(summary.failed).toBe(0);
    expect(summary.created + summary.unchanged).toBe(COUNT);
    // What the journal lists was done; products created after the last journal line are found, not re-created.
    expect(summary.unchanged).toBeGreaterThanOrEqual(journaled);
    await expectExactCatalog(served, catalog);
  } finally {
    await served.stop();
  }
}

/** Registers a file's tests: on a V1 and a V3 store, the killed import run again with or without --resume. */
export function describeKilledImportRunAgain(resume: boolean): void {
  beforeAll(() => {
    if (!existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  });

  describe.each(['v1', 'v3'] as const)('an import killed mid-run (SIGKILL) and run again on a %s store', (catalog) => {
    // Two imports of 300 products at 30 ms latency: ~20 s on a quiet machine, more under load (a guard, not a measure).
    it(`re-run ${resume ? 'with' : 'without'} --resume: every product once, every price right`, () => expectKilledImportRunAgain(catalog, resume), 120_000);
  });
}
