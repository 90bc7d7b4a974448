// Starts `store sandbox serve --json` as a child process (the built binary) and reads its one JSON line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { STORE_BIN, isolatedEnv, runStore } from './run-store.js';

export interface ServedSandbox {
  baseUrl: string;
  siteId: string;
  apiKey: string;
  clientId: string;
  publicKey: string;
  coupons: Array<{ code: string; kind: string }>;
  /** Env for a `store` run pointed at this sandbox as if it were the real platform. */
  remoteEnv(extra?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

export async function serveSandbox(args: string[] = ['--memory']): Promise<ServedSandbox> {
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
  const info = JSON.parse(line) as Omit<ServedSandbox, 'remoteEnv' | 'stop'>;
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
