// Catches the hosted login's redirect on http://127.0.0.1:PORT/callback (RFC 8252 §7.3). Bound to 127.0.0.1 only;
// single use: a callback without the expected `state` (compared in constant time) is refused and ignored, and the
// first callback carrying it ends the flow — with a code (an SSO session token), or with the error the login page
// sent — after which the server closes. Gives up after the seed's 120 s.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthError } from '../client/errors.js';
import { UsageError } from '../io/cli-errors.js';
import { acceptCallback, LOGIN_ERRORS, OAUTH_FLOW_TIMEOUT_MS, type CallbackParams } from './login-flow.js';

/** Fixed so it can be allow-listed as the OAuth app's redirect URI: http://127.0.0.1:53682/callback. */
export const DEFAULT_LOOPBACK_PORT = 53682;
export const CALLBACK_PATH = '/callback';
const HOST = '127.0.0.1';

export interface LoopbackOptions<T> {
  expectedState: string;
  /** Turns the callback's query into the result, or throws why it is refused (default: an authorization code). */
  accept?: (params: CallbackParams, stateMatches: (state: string) => boolean) => T;
  /** 0 picks a free port (tests). */
  port?: number;
  timeoutMs?: number;
}

export interface LoopbackServer<T = CodeResult> {
  readonly port: number;
  /** `http://127.0.0.1:PORT/callback`: the redirect URI to send in the authorize request. */
  readonly redirectUri: string;
  /** The authorization code (or what `accept` made of the callback), or why there is none (refusal, time-out, close). */
  readonly result: Promise<T>;
  close(): Promise<void>;
}

export function sameState(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;margin:3rem"><h1>${title}</h1><p>${text}</p></body></html>`;

function answer(res: ServerResponse, status: number, title: string, text: string): void {
  const body = PAGE(title, text);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    Connection: 'close',
  });
  res.end(body);
}

type CodeResult = { code: string; state: string };

export async function startLoopbackServer<T = CodeResult>(options: LoopbackOptions<T>): Promise<LoopbackServer<T>> {
  const matches = (state: string) => sameState(options.expectedState, state);
  const accept = options.accept ?? (acceptCallback as unknown as NonNullable<LoopbackOptions<T>['accept']>);
  let settle!: { resolve: (v: T) => void; reject: (e: Error) => void };
  const result = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  result.catch(() => {});
  let done = false;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (done) return answer(res, 410, 'Login already finished', 'This login is over. You can close this tab.');
    if (url.pathname !== CALLBACK_PATH) return answer(res, 404, 'Not found', 'This address only receives the login callback.');
    if (req.method !== 'GET') return answer(res, 405, 'Method not allowed', 'The login callback is a GET.');
    const params = Object.fromEntries(url.searchParams);
    try {
      const accepted = accept(params, matches);
      finish(() => settle.resolve(accepted));
      answer(res, 200, 'Logged in', 'You are logged in to the store CLI. You can close this tab.');
    } catch (error) {
      const message = (error as Error).message;
      // Only a callback carrying our state may end the flow; anything else is refused and the wait goes on.
      if (params.state && matches(params.state)) finish(() => settle.reject(error as Error));
      answer(res, 400, 'Login failed', message.replace(/[<>&]/g, ''));
    }
  });

  const timer = setTimeout(() => finish(() => settle.reject(new AuthError(LOGIN_ERRORS.timedOut, { hint: 'Run `store login` again and finish the login within 2 minutes.' }))), options.timeoutMs ?? OAUTH_FLOW_TIMEOUT_MS);
  timer.unref();

  function finish(outcome: () => void): void {
    if (done) return;
    done = true;
    clearTimeout(timer);
    outcome();
    // Let the answer to this request go out, then stop listening (single use).
    setImmediate(() => {
      server.close();
      server.closeIdleConnections();
    });
  }

  const requestedPort = options.port ?? DEFAULT_LOOPBACK_PORT;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'EADDRINUSE'
          ? new UsageError(`port ${requestedPort} on ${HOST} is already in use`, { hint: 'Pass another --port (and allow-list its callback URL on the OAuth app).' })
          : error,
      );
    });
    server.listen(requestedPort, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    redirectUri: `http://${HOST}:${port}${CALLBACK_PATH}`,
    result,
    close: async () => {
      finish(() => settle.reject(new AuthError('The login was abandoned')));
      if (!server.listening) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
