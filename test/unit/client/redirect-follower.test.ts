// Following a hosted page's redirects without a browser: arrives at the destination, stops at a page that is not a
// redirect, refuses a hop to plain http on a non-loopback host (without requesting it), and gives up on loops.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followRedirects } from '../../../src/client/redirect-follower.js';

let server: Server;
let base: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const to = (location: string) => res.writeHead(302, { Location: location }).end();
    if (req.url === '/authorize') return to('/consent');
    if (req.url === '/consent') return to(`${base}/callback?code=abc&state=s1`);
    if (req.url === '/elsewhere') return to('http://example.com/callback?code=stolen');
    if (req.url === '/loop') return to('/loop');
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<form>log in</form>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const atCallback = (url: string) => url.startsWith(`${base}/callback?`);

describe('followRedirects', () => {
  it('follows relative and absolute redirects to the destination without requesting it', async () => {
    requested.length = 0;
    expect(await followRedirects(`${base}/authorize`, atCallback)).toEqual({ kind: 'arrived', url: `${base}/callback?code=abc&state=s1` });
    expect(requested).toEqual(['/authorize', '/consent']);
  });

  it('stops at a page that answers with content instead of a redirect', async () => {
    expect(await followRedirects(`${base}/login-form`, atCallback)).toEqual({ kind: 'stopped', status: 200 });
  });

  it('refuses a hop to plain http on a non-loopback host', async () => {
    const outcome = await followRedirects(`${base}/elsewhere`, atCallback);
    expect(outcome.kind).toBe('refused');
  });

  it('gives up on a redirect loop', async () => {
    expect(await followRedirects(`${base}/loop`, atCallback, 3)).toEqual({ kind: 'too-many-hops' });
  });
});
