// What the benchmarks share: a served sandbox with injected latency, an isolated environment, a CLI run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'store.js');

export function isolatedEnv(extra = {}) {
  const home = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STORE_')));
  return { ...env, HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), CI: 'true', ...extra };
}

/** `catalog`: 'v1' (default) or 'v3', the sandbox site's catalog version. */
export async function serve(latencyMs, catalog = 'v1') {
  const child = spawn(process.execPath, [bin, 'sandbox', 'serve', '--json', '--port', '0', '--memory', '--latency', String(latencyMs), '--catalog', catalog], {
    env: isolatedEnv(),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`sandbox serve exited ${code}`)));
  });
  return { ...JSON.parse(line), stop: () => child.kill('SIGTERM') };
}

/** Empties the catalog between runs (control routes are never delayed). */
export async function reset(sandbox) {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"demo":false}' });
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

/** The sandbox's injected latency from now on (control routes are never delayed). */
export async function setLatency(sandbox, latencyMs) {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ latencyMs }) });
  if (!res.ok) throw new Error(`setting the latency failed: ${res.status}`);
}

/** One CLI run: its stdout and stderr, or an error naming the exit code. `onStderr(chunk)`: each piece as it comes. */
export function runCli(args, env, onStderr = () => {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      onStderr(String(chunk));
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`store ${args.join(' ')} exited ${code}: ${stderr.slice(-2000)}`))));
  });
}

export const run = async (args, env) => (await runCli(args, env)).stdout;

/** A CSV of `count` products on 40 price points; with variants, every fifth has three sizes with prices of their own. */
export function bulkCatalogCsv(count, withVariants) {
  const header = 'slug,name,price,option1_name,option1_value,variant_price';
  const rows = [];
  for (let i = 0; i < count; i++) {
    const price = (4.99 + (i % 40)).toFixed(2);
    if (!withVariants || i % 5 !== 0) rows.push(`bulk-${i},Bulk product ${i},${price},,,`);
    else ['S', 'M', 'L'].forEach((size, k) => rows.push(`bulk-${i},${k === 0 ? `Bulk product ${i}` : ''},${k === 0 ? price : ''},Size,${size},${(Number(price) + k).toFixed(2)}`));
  }
  return `${[header, ...rows].join('\n')}\n`;
}

/**
 * A `--verbose` run: its wall time, its requests, its stdout and `requestsMs`: from the first request sent to the
 * last answer received (the rest of `ms` is the CLI's start-up and exit). A trace line is printed when its answer
 * arrives, with the time the request took.
 */
export async function tracedCli(args, env) {
  const started = performance.now();
  let first = Infinity;
  let last = 0;
  let partial = '';
  const answers = /^← \S+ \S+ (\d+)ms/;
  const { stdout, stderr } = await runCli([...args, '--verbose'], env, (chunk) => {
    const now = performance.now() - started;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const took of lines.map((line) => line.match(answers)?.[1]).filter(Boolean)) {
      first = Math.min(first, now - Number(took));
      last = now;
    }
  });
  const requests = stderr.split('\n').filter((line) => line.startsWith('→ ')).length;
  return { ms: performance.now() - started, requests, requestsMs: last > first ? last - first : 0, stdout };
}

/** A `--yes --json --verbose` run at `concurrency` (tracedCli), with its JSON answer as `result`. */
export async function timedCli(args, env, concurrency) {
  const { stdout, ...timed } = await tracedCli([...args, '--yes', '--json', '--concurrency', String(concurrency)], env);
  return { ...timed, result: JSON.parse(stdout) };
}
