// Start-up: `store --version` against a bare `node -e 0` on the same Node (goal ≤ 1.3×), plus `store --help`
// and one real command, so a regression in lazy loading shows up here.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'store.js');
const home = mkdtempSync(join(tmpdir(), 'store-bench-'));
const env = { ...process.env, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), CI: 'true' };

function timeRuns(args, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

export default async function run() {
  const runs = Number(process.env.BENCH_RUNS ?? 25);
  timeRuns([bin, '--version'], 3); // warm the compile cache and the OS file cache
  const baseline = timeRuns(['-e', '0'], runs);
  const version = timeRuns([bin, '--version'], runs);
  const help = timeRuns([bin, '--help'], runs);
  timeRuns([bin, 'products', 'list', '--json'], 1); // first use creates the sandbox data file
  const list = timeRuns([bin, 'products', 'list', '--json'], Math.max(5, Math.floor(runs / 3)));
  const row = (label, ms) => console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms  ${(ms / baseline).toFixed(2)}×`);
  console.log(`node ${process.version}, median of ${runs} runs`);
  row('node -e 0 (baseline)', baseline);
  row('store --version (goal ≤ 1.30×)', version);
  row('store --help', help);
  row('store products list --json (sandbox)', list);
}
