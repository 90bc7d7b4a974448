// Issue #29 item 2 through the built binary: a server that accepts the connection and never answers fails within
// --timeout (or STORE_TIMEOUT) and its retries — not 30 s × 5 in silence — naming the host and the timeout, exit 1;
// each retry is announced on stderr. No catalog behaviour: STORE_CATALOG names the default version (V3), so the
// first request is the list itself, not the version probe.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runStore } from '../helpers/run-store.js';

let server: Server;
const sockets: Socket[] = [];
let host: string;

beforeAll(async () => {
  // Reads the request, answers nothing.
  server = createServer((socket) => void sockets.push(socket.on('data', () => undefined)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  host = `127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const envFor = (extra: Record<string, string> = {}) =>
  isolatedEnv({ STORE_API_URL: `http://${host}`, STORE_API_KEY: 'key', STORE_SITE_ID: 'site', STORE_CATALOG: 'v3', ...extra });

describe('a server that never answers', () => {
  it.each([
    ['--timeout 0.3', ['--timeout', '0.3'], {}],
    ['STORE_TIMEOUT=0.3', [], { STORE_TIMEOUT: '0.3' }],
  ])('with %s: exit 1 within the bound and its retries, naming the host and the timeout', async (_label, flags, env) => {
    const started = Date.now();
    const run = await runStore(['products', 'list', ...flags], { env: envFor(env) });
    const elapsed = Date.now() - started;
    expect(run.code).toBe(1);
    // 5 tries of 0.3 s and the back-off between them (at most 0.3 + 0.6 + 1.2 + 2.4 s), plus start-up — which a loaded
    // machine stretches to seconds; the default timeout (30 s a try) would be far past this.
    expect(elapsed).toBeLessThan(5 * 300 + 4_500 + 15_000);
    expect(run.stderr).toContain(`${host} gave no answer within 0.3 s`);
    expect(run.stderr).toContain('--timeout SECONDS (or STORE_TIMEOUT; now 0.3 s)');
    expect(run.stderr.match(/^waiting [\d.]+ s before retry \d of 4: GET .*\(no answer within 0\.3 s\)$/gm)).toHaveLength(4);
  }, 40_000);

  it('a bad --timeout is a usage error (exit 2) and nothing is sent', async () => {
    const before = sockets.length;
    const run = await runStore(['products', 'list', '--timeout', 'never'], { env: envFor() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--timeout must be a number of seconds greater than 0, not "never"');
    expect(sockets).toHaveLength(before);
  });
});
