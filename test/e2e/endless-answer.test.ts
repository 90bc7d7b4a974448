// Issue #36 items 4 and 10 through the built binary: a server whose answer never ends (200 or 400), or nests
// 200,000 levels deep, gets a clean error naming the host and the limit, exit 1 (a network failure, docs/product.md §3), no
// stack — not `RangeError: Invalid string length` after 700 MB, nor "Maximum call stack size exceeded".
// STORE_CATALOG names the version, so the first request is the command's own, not the version probe.
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedEnv, runStore } from '../helpers/run-store.js';
import { startEndlessServer, type EndlessServer } from '../helpers/endless-server.js';
import { MAX_ANSWER_BYTES } from '../../src/client/capped-body.js';

let server: EndlessServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const envFor = (baseUrl: string) => isolatedEnv({ STORE_API_URL: baseUrl, STORE_API_KEY: 'key', STORE_SITE_ID: 'site', STORE_CATALOG: 'v3' });

function expectCleanRefusal(run: { code: number | null; stderr: string }, host: string, why: RegExp): void {
  expect(run.code).toBe(1);
  // The JSON error object is stderr's last line (--verbose traces come before it).
  const { error } = JSON.parse(run.stderr.trim().split('\n').at(-1)!);
  expect(error.code).toBe('ANSWER_REFUSED');
  expect(error.message).toContain(host);
  expect(error.message).toMatch(why);
  expect(run.stderr).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
}

describe('an answer that never ends', () => {
  it.each([
    { status: 200, command: 'products list --json' },
    { status: 400, command: 'products list --json' },
    { status: 200, command: 'sandbox check --json' },
  ])('status $status, `store $command`: refused past the cap, exit 1, naming the host', async ({ status, command }) => {
    server = await startEndlessServer(status);
    const run = await runStore(command.split(' '), { env: envFor(server.baseUrl) });
    expectCleanRefusal(run, server.host, /is larger than 64 MiB, the most this client reads/);
    // Read once up to the cap, not retried: a few socket buffers beyond it at most.
    expect(server.written()).toBeLessThan(MAX_ANSWER_BYTES + 16 * 1024 * 1024);
  }, 60_000);
});

describe('an answer nested 200,000 levels deep', () => {
  it('`store products list --json`: refused, naming the host and the nesting limit, exit 1', async () => {
    server = await startEndlessServer(200, `{"products":${'['.repeat(200_000)}${']'.repeat(200_000)}}`);
    const run = await runStore(['products', 'list', '--json'], { env: envFor(server.baseUrl) });
    expectCleanRefusal(run, server.host, /nests deeper than 256 levels of arrays and objects/);
    // --verbose traces the exchange (its redaction would walk the answer): refused before that too.
    const traced = await runStore(['products', 'list', '--json', '--verbose'], { env: envFor(server.baseUrl) });
    expect(traced.code).toBe(1);
    expect(traced.stderr).toContain('ANSWER_REFUSED');
    expect(traced.stderr).not.toMatch(/RangeError|Maximum call stack/);
  });
});
