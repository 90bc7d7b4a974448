// Issue #30 item 3: the README's "Use in CI" GitHub Actions job runs as written. Its shell steps (`run:`) are run
// in order, each by bash as GitHub runs them (`bash --noprofile --norc -eo pipefail`), with the job's `env:` and
// GITHUB_ENV carried from step to step, in a scratch folder standing for the user's checkout: a project of the
// user's own (no copy of this repository's files: the seed step's fixture must come with the package) whose
// `npm test` checks, through `store`, that every product the seed step created is there. Steps that are actions (`uses:`) and the install step are not run (stated below); the built `store` is on
// PATH instead (test/e2e/package-install.test.ts installs the package itself). The job's port (4010) is swapped for
// a free one, so runs of the suite side by side do not meet.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
}

/** The first ```yaml block of the README's "Use in CI" section: the workflow's one job, on `port`. */
function readmeJob(port: number): { env: Record<string, string>; steps: Step[] } {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Use in CI'));
  const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
  if (!yaml) throw new Error('README.md has no ```yaml block under "## Use in CI"');
  const workflow = parse(yaml.replaceAll('4010', String(port))) as { jobs: Record<string, { env?: Record<string, string>; steps: Step[] }> };
  const [job] = Object.values(workflow.jobs);
  return { env: job.env ?? {}, steps: job.steps };
}

/** Why a step is not run here, if it is not. */
function notRun(step: Step): string | undefined {
  if (step.uses) return 'an action (checkout, setup-node): the scratch folder and this Node stand for it';
  if (/npm install -g/.test(step.run ?? '')) return 'the install: the built store is on PATH (package-install.test.ts installs the package)';
  return undefined;
}

/** The user's own test suite: every product the seed step reports is in the store the job points at. */
const USER_TEST = `import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const seeded = Object.values(JSON.parse(readFileSync('seeded.json', 'utf8')).products);
const listed = JSON.parse(execFileSync('store', ['products', 'list', '--limit', '100', '--json'], { encoding: 'utf8' })).map((p) => p.id);
const missing = seeded.filter((id) => !listed.includes(id));
if (seeded.length === 0 || missing.length > 0) { console.error('missing products: ' + missing.join(', ')); process.exit(1); }
console.log('seeded products found: ' + seeded.length);
`;

function scratchCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'store-ci-job-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ci-job-demo', private: true, scripts: { test: 'node store.test.mjs' } }));
  writeFileSync(join(dir, 'store.test.mjs'), USER_TEST);
  // `store` on PATH: the built binary on this Node.
  const bin = join(dir, '.bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'store'), `#!/bin/sh\nexec "${process.execPath}" "${STORE_BIN}" "$@"\n`);
  chmodSync(join(bin, 'store'), 0o755);
  return dir;
}

function runStep(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/** GITHUB_ENV as the runner reads it after a step: KEY=VALUE lines. */
function readGithubEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the README "Use in CI" job', () => {
  it('starts the sandbox in the background, waits for it, seeds it, runs the tests and stops it', async () => {
    const port = await freePort();
    const job = readmeJob(port);
    expect(job.steps.map(notRun).filter((reason) => !reason)).toHaveLength(job.steps.filter((step) => step.run).length - 1);
    const cwd = scratchCheckout();
    const githubEnv = join(cwd, '.github-env');
    let env: Record<string, string> = {
      ...isolatedEnv(),
      ...job.env,
      GITHUB_ENV: githubEnv,
      PATH: `${join(cwd, '.bin')}:${dirname(process.execPath)}:${process.env.PATH}`,
    };
    const log: string[] = [];
    let failed = false;
    try {
      for (const step of job.steps) {
        const reason = notRun(step);
        if (reason || !step.run) {
          log.push(`skipped: ${step.name ?? step.uses} (${reason})`);
          continue;
        }
        if (failed && !/always\(\)/.test(step.if ?? '')) continue;
        const result = await runStep(step.run, cwd, env);
        log.push(`${step.name}: exit ${result.code}${result.output ? `\n  ${result.output.trim().split('\n').join('\n  ')}` : ''}`);
        if (result.code !== 0) failed = true;
        env = { ...env, ...readGithubEnv(githubEnv) };
      }
    } finally {
      // Whatever happened, leave no sandbox behind (the stop step should have ended it: checked below).
      const pidFile = join(cwd, 'sandbox.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : undefined;
      // Its stop step sent SIGTERM: give it until it exits (a loaded machine may take seconds), not a fixed time.
      for (const deadline = Date.now() + 30_000; pid && alive(pid) && Date.now() < deadline; ) await new Promise((done) => setTimeout(done, 50));
      if (pid && alive(pid)) {
        process.kill(pid, 'SIGTERM');
        log.push(`the sandbox (pid ${pid}) was still running after the job`);
        failed = true;
      }
      console.log(log.join('\n'));
    }
    expect(failed, log.join('\n')).toBe(false);
    expect(log.join('\n')).toMatch(/Test: exit 0\n {2}[\s\S]*seeded products found: [1-9]/);
    expect(readFileSync(join(cwd, 'sandbox.log'), 'utf8')).toContain(`Sandbox listening on http://127.0.0.1:${port}`);
  }, 120_000);
});
