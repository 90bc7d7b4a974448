// Runs the BUILT `store` piped and sends it real signals at a chosen moment (issue #29 item 1).
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { STORE_BIN, runStore } from './run-store.js';

export interface InterruptedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** When to signal and with what: `ready` is asked on every stderr chunk and every 20 ms. */
export interface SignalPlan {
  ready(stderr: string): boolean;
  signal: 'SIGINT' | 'SIGTERM';
  /** Wait this long after `ready` first holds. */
  delayMs: number;
  /** How many signals, 50 ms apart (2: the second one ends the run at once). */
  count: number;
}

export const signalWhen = (ready: (stderr: string) => boolean, signal: 'SIGINT' | 'SIGTERM' = 'SIGINT', delayMs = 0, count = 1): SignalPlan => ({
  ready,
  signal,
  delayMs,
  count,
});

export function interruptRun(args: string[], env: Record<string, string>, plan: SignalPlan): Promise<InterruptedRun> {
  const child = spawn(process.execPath, [STORE_BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let sent = false;
  const check = () => {
    if (sent || !plan.ready(stderr)) return;
    sent = true;
    clearInterval(poll);
    setTimeout(() => {
      for (let i = 0; i < plan.count; i++) setTimeout(() => child.kill(plan.signal), i * 50);
    }, plan.delayMs);
  };
  const poll = setInterval(check, 20);
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    check();
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** The slugs of the store's products that start with `prefix` (duplicates kept). */
export async function slugsWith(env: Record<string, string>, prefix: string): Promise<string[]> {
  const listed = await runStore(['products', 'list', '--all', '--json', '--fields', 'slug'], { env });
  if (listed.code !== 0) throw new Error(`products list exited ${listed.code}: ${listed.stderr}`);
  return (JSON.parse(listed.stdout) as Array<{ slug: string }>).map((p) => p.slug).filter((slug) => slug.startsWith(`${prefix}-`));
}

/** The store holds `count` products whose slug starts with `prefix`, each once (none lost, none duplicated). */
export async function expectEachOnce(env: Record<string, string>, prefix: string, count: number): Promise<void> {
  const slugs = await slugsWith(env, prefix);
  expect(slugs).toHaveLength(count);
  expect(new Set(slugs).size).toBe(count);
}
