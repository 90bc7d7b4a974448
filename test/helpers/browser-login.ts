// What the real-browser login tests share: a served sandbox and a headless Chromium per file, the built
// `store login … --no-browser` started and waited on until it prints the URL to open, the loopback page the browser
// ends on, and the check that the CLI came out of it as the expected member.
// Catalog-free: logging in never reads the catalog, so the sandbox is the default store (V3).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium, type Browser, type BrowserPage } from './chromium.js';
import { runStore, STORE_BIN } from './run-store.js';
import { serveSandbox, type ServedSandbox } from './served-sandbox.js';

export interface WaitingLogin {
  /** The URL the CLI asks a person to open. */
  url: string;
  stderr(): string;
  stdout(): string;
  /** The exit code once the login ends. */
  exited: Promise<number | null>;
}

/** Registers the file's hooks; `served` is filled in before the first test runs. */
export function browserLoginPerFile(): { served: ServedSandbox; open(url: string): Promise<BrowserPage> } {
  const served = {} as ServedSandbox;
  let browser: Browser | undefined;
  beforeAll(async () => {
    Object.assign(served, await serveSandbox(['--memory', '--catalog', 'v3']));
  });
  afterAll(async () => {
    await browser?.close();
    await served.stop?.();
  });
  return {
    served,
    open: async (url) => (browser ??= await launchChromium()).open(url),
  };
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

/** Waits for the CLI's loopback page and returns the query parameter it received (`code`, `sessionToken`). */
export async function loopbackParam(page: BrowserPage, name: string): Promise<string | null> {
  await page.waitFor("location.href.startsWith('http://127.0.0.1:') && location.pathname === '/callback' && document.body.innerText.includes('close this tab')", 'the loopback page');
  return page.evaluate<string | null>(`new URL(location.href).searchParams.get(${JSON.stringify(name)})`);
}

/** The login ended well, and `store whoami` (same profile) shows a member with these identity fields. */
export async function expectMember(login: WaitingLogin, env: Record<string, string>, identity: Record<string, unknown>): Promise<void> {
  expect(await login.exited).toBe(0);
  expect(JSON.parse(login.stdout())).toMatchObject({ loginState: 'SUCCESS', role: 'member' });
  const whoami = await runStore(['whoami', '--json'], { env });
  expect(whoami.code).toBe(0);
  expect(whoami.json()).toMatchObject({ role: 'member', identity });
}
