// A CLI run whose peak RSS is read (the preload report-rss.mjs writes it as the process exits), with or without a
// capped heap, for the benchmarks that print the CLI's own memory (large.bench.mjs, foreign-import.bench.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'store.js');

/**
 * V8 grows its heap lazily under allocation pressure, so a streaming run's RSS still creeps up with the amount of
 * data; with the heap capped, a run that holds nothing completes at the same RSS at any size, and one that holds
 * the catalog runs out of memory. Both figures are printed.
 */
export const CAPPED_HEAP = ['--max-old-space-size=48', '--max-semi-space-size=2'];

/** Runs the CLI with a preload that reports its peak RSS (kB) on exit. */
export function runCli(args, env, rssFile, nodeFlags = []) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeFlags, '--import', pathToFileURL(join(root, 'bench', 'support', 'report-rss.mjs')).href, bin, ...args], {
      env: { ...env, BENCH_RSS_FILE: rssFile }, stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`store ${args.join(' ')} exited ${code}: ${stderr.slice(-300)}`));
      resolve({ ms: performance.now() - started, rssKb: Number(readFileSync(rssFile, 'utf8')) });
    });
  });
}
