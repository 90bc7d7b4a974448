// The loopback HTTP server behind `store events listen`: every POST body is taken as an event JWT and verified;
// valid events are handed on (and forwarded), invalid ones answered 401 (untrusted token) or 400 (unwanted type).
import type { KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventRejectedError, invalidJwt } from './errors.js';
import { forwardOriginal, type ForwardResult } from './forward.js';
import { verifyEventToken, type VerifiedEvent } from './verify.js';
import { ReplayGuard, type EventClaim } from './replay-guard.js';
import { isLoopbackUrl } from '../wire/api/hosts.js';
import { BodyTooLarge, readCapped } from '../client/capped-body.js';

const MAX_EVENT_BYTES = 1024 * 1024;

export interface ReceivedEvent {
  event: VerifiedEvent;
  /** Present with `forwardTo`: what the app answered (or why it could not be reached). */
  forward?: ForwardResult;
  /** What the sender was answered. */
  status: number;
}

export interface Rejection {
  error: EventRejectedError;
  status: number;
}

export interface ReceiverOptions {
  /** 0 picks a free port. */
  port: number;
  key: KeyObject;
  types: readonly string[];
  forwardTo?: string;
  now?: () => number;
  onEvent(received: ReceivedEvent): void;
  onRejected(rejection: Rejection): void;
}

export interface EventReceiver {
  /** `http://127.0.0.1:PORT/` — where senders POST. */
  url: string;
  close(): Promise<void>;
}

/** The body, or undefined past MAX_EVENT_BYTES (the rest is never read: the connection closes after the answer). */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  try {
    return await readCapped(req, MAX_EVENT_BYTES, req.headers['content-length']);
  } catch (error) {
    if (error instanceof BodyTooLarge) return undefined;
    throw error;
  }
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const isLoopbackName = (host: string): boolean => URL.canParse(`http://${host}`) && isLoopbackUrl(new URL(`http://${host}`));

/**
 * Why a request cannot be from the platform's delivery or a tool on this machine, as the sandbox's own guard
 * decides (src/sandbox/request-guard.ts): a `Host` that is not a loopback name (a DNS-rebinding page), or an
 * `Origin` of a web page that is not on loopback (a cross-site form or fetch). Undefined when it may be.
 */
function foreignCaller(req: IncomingMessage): string | undefined {
  const host = header(req, 'host') ?? '';
  if (!isLoopbackName(host)) return `the Host ${JSON.stringify(host)} is not a loopback name (127.0.0.1, localhost, [::1])`;
  const origin = header(req, 'origin');
  if (origin !== undefined && !(URL.canParse(origin) && isLoopbackUrl(new URL(origin)))) return `requests from the web page ${JSON.stringify(origin)} are refused`;
  return undefined;
}

export async function startEventReceiver(options: ReceiverOptions): Promise<EventReceiver> {
  const replays = new ReplayGuard(options.now);
  const refuse = (res: ServerResponse, rejected: EventRejectedError) => {
    options.onRejected({ error: rejected, status: rejected.httpStatus });
    reply(res, rejected.httpStatus, { message: rejected.message, code: rejected.code });
  };
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const foreign = foreignCaller(req);
    if (foreign) return refuse(res, new EventRejectedError('foreign-caller', `refused: ${foreign}`));
    if (req.method !== 'POST') return reply(res, 405, { message: 'POST the event JWT as the request body' }, { allow: 'POST' });
    const body = await readBody(req);
    let claim: EventClaim;
    let event: VerifiedEvent;
    const token = body?.toString('utf8') ?? '';
    try {
      if (!body) {
        res.once('finish', () => req.socket.destroy());
        throw invalidJwt(`the body is larger than ${MAX_EVENT_BYTES} bytes`);
      }
      event = await verifyEventToken(token, options.key, { types: options.types, now: options.now?.() });
      // Checked and marked in one step (no await between): of copies posted together, one passes, the rest get 409.
      const claimed = replays.claim(token, event);
      if (claimed instanceof EventRejectedError) throw claimed;
      claim = claimed;
    } catch (error) {
      const rejected = error instanceof EventRejectedError ? error : invalidJwt((error as Error).message, error);
      options.onRejected({ error: rejected, status: rejected.httpStatus });
      return reply(res, rejected.httpStatus, { message: rejected.message, code: rejected.code });
    }
    if (!options.forwardTo) {
      claim.delivered();
      options.onEvent({ event, status: 200 });
      return reply(res, 200, {});
    }
    // The app's answer is the sender's answer, so a failing app gets the event again (the sandbox retries): only a
    // delivered event stays claimed.
    let forward: ForwardResult;
    try {
      forward = await forwardOriginal(options.forwardTo, body!, req.rawHeaders);
    } catch (error) {
      claim.release();
      throw error;
    }
    const status = forward.status ?? 502;
    if (status >= 200 && status < 300) claim.delivered();
    else claim.release();
    options.onEvent({ event, forward, status });
    return reply(res, status, forward.status === undefined ? { message: `forward to ${forward.url} failed: ${forward.error}` } : {});
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) reply(res, 500, { message: (error as Error).message });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
