// The transport's HTTP layer (src/client/http-agent.ts) on Node's own node:http: kept-alive connections, at most
// `connections` per origin, bodies sent and read whole, and `close()` ends the connections it kept.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { HttpAgent } from '../../../src/client/http-agent.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers each request with what it received, after `delayMs`; it counts the connections it took. */
async function echoServer(delayMs = 0): Promise<{ url: string; sockets: Set<Socket>; closed: () => number }> {
  const sockets = new Set<Socket>();
  let closed = 0;
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () =>
      setTimeout(() => {
        res.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-seen': ['a', 'b'] });
        res.end(JSON.stringify({ method: req.method, url: req.url, body, length: req.headers['content-length'], type: req.headers['content-type'] }));
      }, delayMs),
    );
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => closed++);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets, closed: () => closed };
}

it('sends the method, path, headers and body, and reads status, status text, headers and the whole body', async () => {
  const { url } = await echoServer();
  const agent = new HttpAgent(2);
  try {
    const answer = await agent.request(`${url}/a/b?x=1&y=%C3%A9`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Crème"}' });
    expect(answer.statusCode).toBe(201);
    expect(answer.statusText).toBe('Made');
    expect(answer.headers['x-seen']).toBe('a, b');
    expect(JSON.parse(answer.text)).toEqual({ method: 'POST', url: '/a/b?x=1&y=%C3%A9', body: '{"name":"Crème"}', length: String(Buffer.byteLength('{"name":"Crème"}')), type: 'application/json' });
  } finally {
    agent.close();
  }
});

it('keeps one connection alive across requests, opens at most `connections` for parallel ones, and close() ends them', async () => {
  const { url, sockets, closed } = await echoServer(30);
  const agent = new HttpAgent(2);
  await agent.request(`${url}/one`, { method: 'GET', headers: {} });
  await agent.request(`${url}/two`, { method: 'GET', headers: {} });
  expect(sockets.size).toBe(1);
  const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => agent.request(`${url}/${n}`, { method: 'GET', headers: {} })));
  expect(answers.map((answer) => JSON.parse(answer.text).url)).toEqual(['/1', '/2', '/3', '/4', '/5']);
  expect(sockets.size).toBe(2);
  agent.close();
  await expect.poll(closed).toBe(2);
});

it('an aborted exchange rejects with the abort, and a refused connection with ECONNREFUSED', async () => {
  const { url } = await echoServer(5_000);
  const agent = new HttpAgent(1);
  try {
    await expect(agent.request(`${url}/slow`, { method: 'GET', headers: {}, signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ code: 'ABORT_ERR' });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server!.closeAllConnections();
    server = undefined;
    await expect(agent.request(`${url}/gone`, { method: 'GET', headers: {} })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  } finally {
    agent.close();
  }
});
