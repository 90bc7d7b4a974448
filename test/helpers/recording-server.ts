// A tiny real HTTP server on 127.0.0.1:0 that records every request and answers whatever a test tells it to
// (200 `{}` by default). For pinning the client's wire format and producing faults a sandbox cannot.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedHttpRequest {
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers one request; `index` counts requests from 0. Return nothing after writing to `res` yourself. */
export type Responder = (request: RecordedHttpRequest, res: ServerResponse, index: number) => void | Promise<void>;

export interface RecordingServer {
  baseUrl: string;
  requests: RecordedHttpRequest[];
  /** Replace the responder (default: 200 `{}`). */
  respond(responder: Responder): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'x-wix-request-id': 'req-test', ...headers });
  res.end(text);
}

/** Drops the connection without an answer (what a crashing proxy does). */
export function dropConnection(res: ServerResponse): void {
  res.socket?.destroy();
}

const defaultResponder: Responder = (_request, res) => sendJson(res, 200, {});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startRecordingServer(responder: Responder = defaultResponder): Promise<RecordingServer> {
  const requests: RecordedHttpRequest[] = [];
  let current = responder;
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    const recorded: RecordedHttpRequest = {
      method: req.method ?? 'GET',
      path: queryStart < 0 ? url : url.slice(0, queryStart),
      rawQuery: queryStart < 0 ? '' : url.slice(queryStart + 1),
      headers,
      body: await readBody(req),
    };
    const index = requests.push(recorded) - 1;
    try {
      await current(recorded, res, index);
    } catch (error) {
      sendJson(res, 500, { message: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respond: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A responder that passes every request on to `baseUrl` (a sandbox) and answers with its reply, after `rewrite`
 * had a chance to change a JSON body: a hostile server built from an honest one.
 */
export function forwardTo(baseUrl: string, rewrite: (request: RecordedHttpRequest, body: any) => any = (_request, body) => body): Responder {
  return async (request, res) => {
    const { host: _host, 'content-length': _length, connection: _connection, ...headers } = request.headers;
    const reply = await fetch(`${baseUrl}${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    });
    const text = await reply.text();
    const isJson = (reply.headers.get('content-type') ?? '').includes('application/json') && text !== '';
    if (!isJson) {
      res.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'text/plain' });
      res.end(text);
      return;
    }
    sendJson(res, reply.status, rewrite(request, JSON.parse(text)), { 'x-wix-request-id': reply.headers.get('x-wix-request-id') ?? 'req-test' });
  };
}
