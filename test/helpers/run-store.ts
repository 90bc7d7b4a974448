// Spawns the BUILT `store` binary (bin/store.js → dist/) on this Node, with its own XDG dirs and no TTY.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SHARED_CACHE_VARIABLE } from './shared-cache-setup.js';

export const STORE_BIN = resolve(import.meta.dirname, '..', '..', 'bin', 'store.js');

export interface StoreRun {
  code: number | null;
  stdout: string;
  stderr: string;
  json<T = unknown>(): T;
}

/**
 * A fresh HOME-like folder: config and data dirs that no other test shares. The cache folder (Node's compile cache,
 * the rendered help) is the suite's one (shared-cache-setup.ts): what it holds depends only on the build.
 */
export function isolatedEnv(extra: Record<string, string> = {}): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), 'store-test-'));
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('STORE_')) env[key] = value;
  }
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CACHE_HOME: process.env[SHARED_CACHE_VARIABLE] ?? join(home, 'cache'),
    CI: 'true',
    NO_COLOR: '1',
    ...extra,
  };
}

export function runStore(args: string[], options: { env?: Record<string, string>; input?: string } = {}): Promise<StoreRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [STORE_BIN, ...args], {
      env: options.env ?? isolatedEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolvePromise({
        code,
        stdout,
        stderr,
        json: <T,>() => JSON.parse(stdout) as T,
      }),
    );
    // A command that never reads stdin may exit before the (empty) input is flushed: that EPIPE is no failure.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.stdin.end(options.input ?? '');
  });
}
