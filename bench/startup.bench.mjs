// Start-up, side by side in one run (goals: `store --version` ≤ 1.3× a bare `node -e 0` on the same Node, `--help`
// ≤ 1.5×, `products list --json` against a served sandbox ≤ 3×), next to the floors: for the list, any Node CLI that
// sends that one request (node:http, nothing else) and a one-off official-SDK script doing the same query; for
// `--help`, commander alone printing a help of the same shape from one bundled file, and `--help` on a first run (its
// rendered-help cache empty, bin/help-cache.js). Then `products list --json` with
// Node's compile cache off and on a first run (empty cache). Each round runs every command once, in turn, so a machine
// that slows down slows all of them; medians are printed. Then, for `--help` and `products list --json`: how many
// bundle files and bytes the run loads (a loader hook records them), and a CPU profile of where its time goes.
// BENCH_RUNS (default 25) sets the rounds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, serve } from './support.mjs';
import { summarize } from './support/cpu-profile-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'store.js');
const sdkScript = join(root, 'bench', 'support', 'sdk-products-query.mjs');
const floorScript = join(root, 'bench', 'support', 'http-floor.cjs');
const helpFloorSource = join(root, 'bench', 'support', 'help-floor.mjs');

/** `env` may be a function: a fresh environment for each run. */
function runOnce(args, env) {
  const runEnv = typeof env === 'function' ? env() : env;
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { env: runEnv, stdio: ['ignore', 'ignore', 'pipe'] });
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

/** The global options and commands `store --help` lists, with their descriptions (continuation lines joined). */
function helpShape(env) {
  const text = spawnSync(process.execPath, [bin, '--help'], { env, encoding: 'utf8' }).stdout;
  const section = (title) => {
    const lines = text.split(`${title}:\n`)[1].split('\n\n')[0].split('\n');
    const items = [];
    for (const line of lines) {
      const item = /^  (\S.*?)\s{2,}(\S.*)$/.exec(line);
      if (item) items.push([item[1], item[2]]);
      else items.at(-1)[1] += ` ${line.trim()}`;
    }
    return items;
  };
  const options = section('Options').filter(([flags]) => flags !== '-h, --help');
  const commands = section('Commands').filter(([name]) => !name.startsWith('help ')).map(([name, description]) => [name.split('|')[0], description]);
  if (options.length < 10 || commands.length < 10) throw new Error(`store --help lists ${options.length} options and ${commands.length} commands: has its layout changed?\n${text}`);
  return JSON.stringify({ options, commands });
}

/** bench/support/help-floor.mjs bundled with commander into one file, as the CLI bundles its own first chunk. */
async function bundledHelpFloor() {
  const outfile = join(mkdtempSync(join(tmpdir(), 'store-bench-help-floor-')), 'help-floor.mjs');
  await build({
    entryPoints: [helpFloorSource],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  return outfile;
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
  const caches = [];
  const emptyCache = () => caches[caches.push(mkdtempSync(join(tmpdir(), 'store-bench-cache-'))) - 1];
  try {
    const env = isolatedEnv();
    const apiEnv = { ...env, STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId };
    const floorEnv = { ...apiEnv, STORE_REQUEST_URL: listRequestUrl(apiEnv) };
    const list = [bin, 'products', 'list', '--json'];
    const rows = [
      { label: 'node -e 0 (baseline)', args: ['-e', '0'], env },
      { label: 'store --version (goal ≤ 1.30×)', args: [bin, '--version'], env },
      { label: 'store --help (goal ≤ 1.50×)', args: [bin, '--help'], env },
      { label: 'store --help, first run (caches empty)', args: [bin, '--help'], env: () => ({ ...env, XDG_CACHE_HOME: emptyCache() }) },
      { label: 'floor: commander, the same help', args: [await bundledHelpFloor()], env: { ...env, STORE_HELP_SHAPE: helpShape(env) } },
      { label: 'store products list --json (goal ≤ 3×)', args: list, env: apiEnv },
      { label: 'floor: the same GET over node:http', args: [floorScript], env: floorEnv },
      { label: 'official SDK script, same query', args: [sdkScript], env: apiEnv },
      { label: 'products list --json, compile cache off', args: list, env: { ...apiEnv, NODE_DISABLE_COMPILE_CACHE: '1' } },
      { label: 'products list --json, first run (cache empty)', args: list, env: () => ({ ...apiEnv, XDG_CACHE_HOME: emptyCache() }) },
    ];
    // Warm the compile cache and the OS file cache; the first list remembers the store's catalog version.
    for (const row of rows) for (let i = 0; i < 3; i++) runOnce(row.args, row.env);
    const samples = rows.map(() => []);
    for (let round = 0; round < runs; round++) rows.forEach((row, i) => samples[i].push(runOnce(row.args, row.env)));
    const ms = samples.map(median);
    const [baseline] = ms;
    const of = (prefix) => ms[rows.findIndex((row) => row.label.startsWith(prefix))];
    console.log(`node ${process.version}, served sandbox (Catalog V3, no latency), median of ${runs} rounds`);
    rows.forEach((row, i) => console.log(`${row.label.padEnd(46)} ${ms[i].toFixed(1).padStart(7)} ms  ${(ms[i] / baseline).toFixed(2)}×`));
    const listMs = of('store products list');
    console.log(`products list --json: ${(listMs / of('official SDK')).toFixed(2)}× the SDK script, ${(listMs / of('floor: the same GET')).toFixed(2)}× its floor (which is ${(of('floor: the same GET') / baseline).toFixed(2)}× node -e 0)`);
    console.log(`--help: ${(of('store --help (') / of('floor: commander')).toFixed(2)}× its commander floor (which is ${(of('floor: commander') / baseline).toFixed(2)}× node -e 0) with the help cache warm, ${(of('store --help, first run') / of('floor: commander')).toFixed(2)}× on a first run`);
    console.log(`compile cache, products list --json: ${listMs.toFixed(1)} ms warm, ${of('products list --json, first run').toFixed(1)} ms on a first run, ${of('products list --json, compile cache off').toFixed(1)} ms off`);

    const firstHelp = () => ({ ...env, XDG_CACHE_HOME: emptyCache() });
    for (const [label, args, runEnv] of [['--help', [bin, '--help'], () => env], ['--help, first run', [bin, '--help'], firstHelp], ['products list --json', list, () => apiEnv]]) {
      const { files, kB } = loaded(args, runEnv());
      const { totalMs, rows: spent } = profile(args, runEnv());
      console.log(`where ${label} spends its time: ${files} bundle files loaded (${kB.toFixed(0)} kB); CPU profile, self time (${totalMs.toFixed(0)} ms profiled, the profiler slows it):`);
      for (const { group, ms: groupMs } of spent.slice(0, 12)) console.log(`  ${groupMs.toFixed(1).padStart(6)} ms  ${group}`);
    }
  } finally {
    sandbox.stop();
    for (const dir of caches) rmSync(dir, { recursive: true, force: true });
  }
}
