// A server on 127.0.0.1:0 that answers every request with a status and a body that never ends (or one given body):
// what a broken or hostile server does to a client that reads answers whole.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EndlessServer {
  host: string;
  baseUrl: string;
  /** Bytes written so far, across every answer. */
  written(): number;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(256 * 1024, 'a');

/** Writes CHUNK after CHUNK as fast as the reader takes them, until the connection closes. */
function streamForever(res: ServerResponse, count: (bytes: number) => void): void {
  const pump = () => {
    while (!res.destroyed) {
      count(CHUNK.length);
      if (!res.write(CHUNK)) return void res.once('drain', pump);
    }
  };
  pump();
}

export async function startEndlessServer(status = 200, body?: string): Promise<EndlessServer> {
  let written = 0;
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(status, { 'content-type': 'application/json' });
    if (body !== undefined) return void res.end(body);
    streamForever(res, (bytes) => (written += bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    baseUrl: `http://${host}`,
    written: () => written,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
