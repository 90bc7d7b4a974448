// The loopback HTTP server behind `store events listen`: every POST body is taken as an event JWT and verified;
// valid events are handed on (and forwarded), invalid ones answered 401 (untrusted token) or 400 (unwanted type).
import type { KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventRejectedError, invalidJwt } from './errors.js';
import { forwardOriginal, type ForwardResult } from './forward.js';
import { verifyEventToken, type VerifiedEvent } from './verify.js';

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

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_EVENT_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_EVENT_BYTES ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startEventReceiver(options: ReceiverOptions): Promise<EventReceiver> {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return reply(res, 405, { message: 'POST the event JWT as the request body' }, { allow: 'POST' });
    const body = await readBody(req);
    let event: VerifiedEvent;
    try {
      if (!body) throw invalidJwt(`the body is larger than ${MAX_EVENT_BYTES} bytes`);
      event = await verifyEventToken(body.toString('utf8'), options.key, { types: options.types, now: options.now?.() });
    } catch (error) {
      const rejected = error instanceof EventRejectedError ? error : invalidJwt((error as Error).message, error);
      options.onRejected({ error: rejected, status: rejected.httpStatus });
      return reply(res, rejected.httpStatus, { message: rejected.message, code: rejected.code });
    }
    if (!options.forwardTo) {
      options.onEvent({ event, status: 200 });
      return reply(res, 200, {});
    }
    // The app's answer is the sender's answer, so a failing app gets the event again (the sandbox retries).
    const forward = await forwardOriginal(options.forwardTo, body!, req.rawHeaders);
    const status = forward.status ?? 502;
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
