// A `products import --dry-run --json` by the built binary under a capped heap, by default the one
// bench/large.bench.mjs caps (a run that holds the catalog in memory runs out under it), with the CLI's peak RSS:
// the large-file tests compare a foreign file's run with the own CSV's of the same catalog (import-woocommerce-large,
// import-platform-json-large).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { tempFile } from '../../../helpers/catalog.js';
import { isolatedEnv, runStore } from '../../../helpers/run-store.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';
import { remoteEnv, withoutVersionProbe } from './harness.js';

/** bench/support/rss-run.mjs CAPPED_HEAP's old space (MB). */
export const BENCH_HEAP_MB = 48;
/** The bench's preload that writes the CLI's peak RSS (kB) to $BENCH_RSS_FILE as it exits. */
const REPORT_RSS = pathToFileURL(resolve(import.meta.dirname, '..', '..', '..', '..', 'bench', 'support', 'report-rss.mjs')).href;
/** A foreign file's peak RSS against the own CSV's: within a quarter (what waits is on disk, not in memory). */
export const RSS_ROOM = 1.25;

export interface CappedDryRun {
  plan: Record<string, unknown>;
  /** Requests to the store, the version probe left out. */
  requests: number;
  rssKb: number;
}

/** The dry run of `file` with the old space capped at `heapMb` (the bench's cap unless a test needs a tighter one). */
export async function cappedDryRun(sandbox: TestSandbox, file: string, heapMb = BENCH_HEAP_MB): Promise<CappedDryRun> {
  sandbox.requests.length = 0;
  const rssFile = tempFile('rss', '');
  const cappedHeap = `--max-old-space-size=${heapMb} --max-semi-space-size=2`;
  const env = isolatedEnv({ ...remoteEnv(sandbox), NODE_OPTIONS: `--import ${REPORT_RSS} ${cappedHeap}`, BENCH_RSS_FILE: rssFile });
  const run = await runStore(['products', 'import', file, '--dry-run', '--json'], { env });
  // stderr has the progress lines (and, on a failure, why: an out-of-memory under the capped heap).
  expect(run.code, run.stderr.slice(-600)).toBe(0);
  const rssKb = Number(readFileSync(rssFile, 'utf8'));
  expect(rssKb).toBeGreaterThan(0);
  return { plan: run.json<Record<string, unknown>>(), requests: withoutVersionProbe(sandbox.requests).length, rssKb };
}
