// `store events listen --port 0 …` (the built binary) as a child process, once it says where it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { STORE_BIN } from './run-store.js';

export interface Listener {
  url: string;
  stdout(): string;
  stderr(): string;
  stop(): Promise<number | null>;
}

export async function startListener(args: string[], env: Record<string, string>): Promise<Listener> {
  const child: ChildProcess = spawn(process.execPath, [STORE_BIN, 'events', 'listen', '--port', '0', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; !/Listening on \S+/.test(stderr); i++) {
    if (child.exitCode !== null || i > 1000) throw new Error(`listen did not start: ${stderr}`);
    await sleep(10);
  }
  return {
    url: /Listening on (\S+)/.exec(stderr)![1],
    stdout: () => stdout,
    stderr: () => stderr,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
