// Headless Chromium driven over the Chrome DevTools Protocol with Node's global WebSocket: no extra dependency.
// Enough for a login test: open a page, evaluate script in it, wait for a condition.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium binary, or undefined when none is installed (tests skip with a message). */
export const chromiumPath: string | undefined = CANDIDATES.find((path): path is string => !!path && existsSync(path));

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

class Cdp {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiter = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    });
  }

  static connect(url: string): Promise<Cdp> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => resolve(new Cdp(socket)), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)), { once: true });
    });
  }

  send<T = any>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  close(): void {
    this.socket.close();
  }
}

export interface BrowserPage {
  /** Evaluates an expression in the page and returns its (JSON) value. */
  evaluate<T = unknown>(expression: string): Promise<T>;
  /** Waits until the expression is truthy in the page (the page may navigate meanwhile). */
  waitFor(expression: string, what: string, timeoutMs?: number): Promise<void>;
}

export interface Browser {
  open(url: string): Promise<BrowserPage>;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is not installed');
  const profile = mkdtempSync(join(tmpdir(), 'store-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const activePort = join(profile, 'DevToolsActivePort');
  const [port, path] = await until('Chromium to start', () => {
    if (!existsSync(activePort)) return undefined;
    const lines = readFileSync(activePort, 'utf8').trim().split('\n');
    return lines.length === 2 ? lines : undefined;
  });
  const cdp = await Cdp.connect(`ws://127.0.0.1:${port}${path}`);
  return {
    async open(url) {
      const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url });
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      const evaluate = async <T,>(expression: string): Promise<T> => {
        const answer = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
        if (answer.exceptionDetails) throw new Error(`page script failed: ${answer.exceptionDetails.text}`);
        return answer.result.value as T;
      };
      return {
        evaluate,
        waitFor: (expression, what, timeoutMs) =>
          until(what, async () => ((await evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) ? true : undefined), timeoutMs).then(() => {}),
      };
    },
    async close() {
      cdp.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
