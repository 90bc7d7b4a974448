// Start-up, side by side in one run (goals: `store --version` ≤ 1.3× a bare `node -e 0` on the same Node, `--help`
// ≤ 1.5×, `products list --json` against a served sandbox ≤ 3×), next to the floor of any Node CLI that sends that
// one request (node:http, nothing else) and a one-off official-SDK script doing the same query. Each round runs every
// command once, in turn, so a machine that slows down slows all of them; medians are printed. Then, for `--help` and
// `products list --json`: how many bundle files and bytes the run loads (a loader hook records them), and a CPU
// profile of where its time goes. BENCH_RUNS (default 25) sets the rounds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, serve } from './support.mjs';
import { summarize } from './support/cpu-profile-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'store.js');
const sdkScript = join(root, 'bench', 'support', 'sdk-products-query.mjs');
const floorScript = join(root, 'bench', 'support', 'http-floor.cjs');

function runOnce(args, env) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** The request `products list --json` sends, read from its own --verbose trace. */
function listRequestUrl(env) {
  const trace = spawnSync(process.execPath, [bin, 'products', 'list', '--json', '--verbose'], { env, encoding: 'utf8' }).stderr;
  const url = /→ GET (\S+)/.exec(trace)?.[1];
  if (!url) throw new Error(`no request in the trace of products list --verbose:\n${trace}`);
  return url;
}

/** Records the URL of every module the process loads, one a line, into $STORE_BENCH_LOADED. */
const RECORDER = `data:text/javascript,${encodeURIComponent(
  "import { registerHooks } from 'node:module'; import { appendFileSync } from 'node:fs';" +
    "registerHooks({ load(url, context, next) { if (url.startsWith('file:')) appendFileSync(process.env.STORE_BENCH_LOADED, url + '\\n'); return next(url, context); } });",
)}`;

/** The bundle files one run loads: how many, and their bytes. */
function loaded(args, env) {
  const log = join(mkdtempSync(join(tmpdir(), 'store-bench-loaded-')), 'loaded.txt');
  const result = spawnSync(process.execPath, ['--import', RECORDER, ...args], { env: { ...env, STORE_BENCH_LOADED: log }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  const files = readFileSync(log, 'utf8').split('\n').filter((url) => url.includes('/dist/'));
  return { files: files.length, kB: files.reduce((sum, url) => sum + statSync(fileURLToPath(url)).size, 0) / 1024 };
}

function profile(args, env) {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-prof-'));
  const result = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`profiled run exited ${result.status}: ${result.stderr}`);
  return summarize(join(dir, readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))));
}

export default async function run() {
  const runs = Number(process.env.BENCH_RUNS ?? 25);
  const sandbox = await serve(0, 'v3');
  try {
    const env = isolatedEnv();
    const apiEnv = { ...env, STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId };
    const floorEnv = { ...apiEnv, STORE_REQUEST_URL: listRequestUrl(apiEnv) };
    const rows = [
      { label: 'node -e 0 (baseline)', args: ['-e', '0'], env },
      { label: 'store --version (goal ≤ 1.30×)', args: [bin, '--version'], env },
      { label: 'store --help (goal ≤ 1.50×)', args: [bin, '--help'], env },
      { label: 'store products list --json (goal ≤ 3×)', args: [bin, 'products', 'list', '--json'], env: apiEnv },
      { label: 'floor: the same GET over node:http', args: [floorScript], env: floorEnv },
      { label: 'official SDK script, same query', args: [sdkScript], env: apiEnv },
    ];
    // Warm the compile cache and the OS file cache; the first list remembers the store's catalog version.
    for (const row of rows) for (let i = 0; i < 3; i++) runOnce(row.args, row.env);
    const samples = rows.map(() => []);
    for (let round = 0; round < runs; round++) rows.forEach((row, i) => samples[i].push(runOnce(row.args, row.env)));
    const ms = samples.map(median);
    const [baseline] = ms;
    console.log(`node ${process.version}, served sandbox (Catalog V3, no latency), median of ${runs} rounds`);
    rows.forEach((row, i) => console.log(`${row.label.padEnd(42)} ${ms[i].toFixed(1).padStart(7)} ms  ${(ms[i] / baseline).toFixed(2)}×`));
    const list = ms[3];
    console.log(`products list --json: ${(list / ms[5]).toFixed(2)}× the SDK script, ${(list / ms[4]).toFixed(2)}× the floor (which is ${(ms[4] / baseline).toFixed(2)}× node -e 0)`);

    for (const [label, args, runEnv] of [['--help', [bin, '--help'], env], ['products list --json', [bin, 'products', 'list', '--json'], apiEnv]]) {
      const { files, kB } = loaded(args, runEnv);
      const { totalMs, rows: spent } = profile(args, runEnv);
      console.log(`where ${label} spends its time: ${files} bundle files loaded (${kB.toFixed(0)} kB); CPU profile, self time (${totalMs.toFixed(0)} ms profiled, the profiler slows it):`);
      for (const { group, ms: groupMs } of spent.slice(0, 12)) console.log(`  ${groupMs.toFixed(1).padStart(6)} ms  ${group}`);
    }
  } finally {
    sandbox.stop();
  }
}
