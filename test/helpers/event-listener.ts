// `store events listen --port 0 …` (the built binary) as a child process, once it says where it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { outputShows } from './child-output.js';
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
  const listening = await outputShows(child, 'stderr', /Listening on (\S+)/).catch((error: Error) => {
    throw new Error(`listen did not start: ${error.message}`);
  });
  return {
    url: listening[1],
    stdout: () => stdout,
    stderr: () => stderr,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
