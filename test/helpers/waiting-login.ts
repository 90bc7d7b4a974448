// Starts the built `store login … --no-browser` (hosted or SSO) and waits until it prints the URL to open and the
// loopback address it waits on; the browser tests then drive that URL.
import { spawn } from 'node:child_process';
import { STORE_BIN } from './run-store.js';

export interface WaitingLogin {
  /** The URL the CLI asks a person to open. */
  url: string;
  stderr(): string;
  stdout(): string;
  /** The exit code once the login ends. */
  exited: Promise<number | null>;
}

export async function startWaitingLogin(args: string[], env: Record<string, string>): Promise<WaitingLogin> {
  const login = spawn(process.execPath, [STORE_BIN, 'login', '--no-browser', '--port', '0', '--json', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  login.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    login.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const found = /Open this URL in a browser to log in:\n\s+(\S+)/.exec(stderr);
      if (found) resolve(found[1]);
    });
    login.once('exit', (code) => reject(new Error(`store login exited ${code}: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => login.once('exit', resolve));
  return { url, stderr: () => stderr, stdout: () => stdout, exited };
}
