// Runs the test suite while busy loops hold the CPU, and reports how long it took, the load average it ran at, the
// counts and the failures by name (issue #40 item 5: `npm test` passes at load 4 on 2 cores in ≤ 15 min). The exit code
// is non-zero when a test failed, vitest failed, or the run took longer than --max-minutes.
//
//   npm run test:under-load                          # 2 busy loops, the whole suite
//   npm run test:under-load -- --hogs 0              # the same run on a quiet machine
//   npm run test:under-load -- --hogs 4 test/e2e     # a subset: arguments it does not know go to `vitest run`
//   npm run test:under-load -- --max-minutes 15      # also fail when the run takes longer
//   npm run test:under-load -- --slowest 20          # list the 20 slowest files (default 10)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { hogs: 2, maxMinutes: undefined, slowest: 10, build: true, vitestArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => {
      const text = inline ?? argv[++i];
      const number = Number(text);
      if (text === undefined || !Number.isFinite(number) || number < 0) throw new Error(`${flag} needs a number ≥ 0 (got ${text})`);
      return number;
    };
    if (flag === '--hogs') options.hogs = Math.floor(value());
    else if (flag === '--max-minutes') options.maxMinutes = value();
    else if (flag === '--slowest') options.slowest = Math.floor(value());
    else if (flag === '--no-build') options.build = false;
    else options.vitestArgs.push(argv[i]);
  }
  return options;
}

/** A child process that spins on one core until it is killed. */
const startHog = () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });

/** Runs a command with the terminal's output, resolving to its exit code (1 when a signal ended it). */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const hogs = Array.from({ length: options.hogs }, startHog);
  const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
  process.once('exit', stopHogs);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

  const loads = [];
  const sample = () => loads.push(loadavg()[0]);
  const sampler = setInterval(sample, 5_000).unref();
  const reportDir = mkdtempSync(join(tmpdir(), 'suite-under-load-'));
  const reportFile = join(reportDir, 'report.json');
  const started = performance.now();

  let buildMs = 0;
  if (options.build) {
    const code = await run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
    buildMs = performance.now() - started;
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const reporters = ['default', './test/helpers/plain-summary-reporter.ts', './test/helpers/run-report-reporter.ts'].map((r) => `--reporter=${r}`);
  const vitestCode = await run(process.execPath, [vitest, 'run', ...reporters, ...options.vitestArgs], { ...process.env, SUITE_REPORT_FILE: reportFile });
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  sample();
  stopHogs();

  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    report = undefined;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }

  const mean = loads.reduce((sum, load) => sum + load, 0) / loads.length;
  const [, five, fifteen] = loadavg();
  const out = [];
  out.push('', `── suite under load: ${options.hogs} busy loop${options.hogs === 1 ? '' : 's'} on ${availableParallelism()} cores, vitest run ${options.vitestArgs.join(' ')}`.trimEnd());
  out.push(`wall time ${minutes(wallMs)} (build ${seconds(buildMs)}, vitest ${seconds(wallMs - buildMs)})`);
  out.push(`load average seen (1 min, every 5 s): mean ${mean.toFixed(1)}, max ${Math.max(...loads).toFixed(1)}; at the end 5 min ${five.toFixed(1)}, 15 min ${fifteen.toFixed(1)}`);
  if (!report) out.push(`no report from vitest (exit ${vitestCode})`);
  else {
    const { counts, failures, files } = report;
    out.push(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${files.length} files)`);
    if (options.slowest > 0) {
      out.push(`slowest files (import + tests):`);
      for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, options.slowest)) out.push(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests)`);
    }
    if (failures.length > 0) {
      out.push('failures:');
      for (const f of failures) out.push(`  ${f.file} > ${f.name}${f.message ? `: ${f.message}` : ''}`);
    }
  }
  const overBudget = options.maxMinutes !== undefined && wallMs > options.maxMinutes * 60_000;
  if (overBudget) out.push(`over budget: ${minutes(wallMs)} > ${options.maxMinutes} min`);
  process.stdout.write(`${out.join('\n')}\n`);
  const failed = vitestCode !== 0 || !report || report.counts.failed > 0 || overBudget;
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  process.stderr.write(`suite-under-load: ${error.message}\n`);
  process.exitCode = 2;
});
