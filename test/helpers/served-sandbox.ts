// Starts `store sandbox serve --json` as a child process (the built binary) and reads its one JSON line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxInfo } from '../../src/sandbox/server.js';
import { STORE_BIN, isolatedEnv, runStore } from './run-store.js';

/** What `sandbox serve --json` prints (the sandbox's own info), plus control of the child process. */
export interface ServedSandbox extends SandboxInfo {
  /** Env for a `store` run pointed at this sandbox as if it were the real platform. */
  remoteEnv(extra?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

/** `args` must name the catalog version (`--catalog v1|v3`): no test runs on one by default. */
export async function serveSandbox(args: string[]): Promise<ServedSandbox> {
  if (!args.includes('--catalog')) throw new Error(`serveSandbox: name the catalog version (--catalog v1|v3) in ${JSON.stringify(args)}`);
  const child: ChildProcess = spawn(process.execPath, [STORE_BIN, 'sandbox', 'serve', '--json', '--port', '0', ...args], {
    env: isolatedEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`sandbox serve exited ${code}: ${stderr}`)));
  });
  const info = JSON.parse(line) as SandboxInfo;
  return {
    ...info,
    remoteEnv: (extra = {}) =>
      isolatedEnv({ STORE_API_URL: info.baseUrl, STORE_API_KEY: info.apiKey, STORE_SITE_ID: info.siteId, ...extra }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs `store ARGS --json` against a served sandbox; expects success and returns the parsed stdout. */
export async function storeJsonAgainst<T = any>(served: ServedSandbox, args: string[]): Promise<T> {
  const run = await runStore([...args, '--json'], { env: served.remoteEnv() });
  if (run.code !== 0) throw new Error(`store ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  return run.json<T>();
}

/**
 * Registers the file's hooks: one `store sandbox serve` child (in memory unless `args` say otherwise) for the whole
 * file, stopped at the end. `served` is filled in before the first test runs, so it may be destructured at once.
 */
export function servedSandboxPerFile(args: string[]): { served: ServedSandbox; storeJson<T = any>(args: string[]): Promise<T> } {
  const served = {} as ServedSandbox;
  beforeAll(async () => {
    Object.assign(served, await serveSandbox(args));
  });
  afterAll(async () => {
    await served.stop?.();
  });
  return { served, storeJson: (args) => storeJsonAgainst(served, args) };
}
