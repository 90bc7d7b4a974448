// Issue #26 items 11 and 14: what a hostile or overloaded server can make a command do while it waits or fails.
// Item 11: a server's Retry-After is honoured up to 60 s (src/client/retry-policy.ts MAX_RETRY_AFTER_MS),
// and a command that waits says so on stderr instead of looking stuck for hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../../src/cli.js';
import { SHOWN_MESSAGE_CHARS } from '../../../../src/io/report-error.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { forwardTo, sendJson, startRecordingServer, type RecordingServer } from '../../../helpers/recording-server.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { FakeClock } from '../../client/support/fake-clock.js';
import { harness } from '../support/harness.js';

let sandbox: TestSandbox;
let server: RecordingServer;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
  server = await startRecordingServer();
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
});

it('Retry-After: 100000 makes `products list` wait 60 s, not 28 hours, and says so on stderr', async () => {
  const forward = forwardTo(sandbox.baseUrl);
  let refused = 0;
  server.respond((request, res, index) => (request.path.includes('/products') && refused++ === 0 ? sendJson(res, 429, { message: 'slow down' }, { 'retry-after': '100000' }) : forward(request, res, index)));
  const clock = new FakeClock();
  const h = harness({ env: { STORE_API_URL: server.baseUrl, STORE_API_KEY: sandbox.info.apiKey, STORE_SITE_ID: sandbox.info.siteId }, globals: { json: true, catalog: 'v3' }, clock });
  await runProductsList({}, h.ctx);
  await h.ctx.close();
  expect(h.json().length).toBeGreaterThan(0);
  expect(clock.sleeps.filter((ms) => ms >= 1000)).toEqual([60_000]);
  expect(h.io.stderrText()).toMatch(/^waiting 60 s before retry 1 of 4: (GET|POST) http:\/\/127\.0\.0\.1:\d+\/\S+ \(429; the server asked for 100000 s, at most 60 s is honoured\)$/m);
});

// Issue #26 item 14: a server's error message is printed up to SHOWN_MESSAGE_CHARS, saying how much more there is.
describe('a 5 MB error message from the server', () => {
  const HUGE = `${'x'.repeat(5 * 1024 * 1024 - 3)}END`;
  const run = async (flags: string[]) => {
    server.respond((request, res) => sendJson(res, 400, { message: HUGE, details: {} }));
    const h = harness({ env: { STORE_API_URL: server.baseUrl, STORE_API_KEY: sandbox.info.apiKey, STORE_SITE_ID: sandbox.info.siteId, STORE_CATALOG: 'v3' } });
    const code = await main(['products', 'list', ...flags], h.ctx);
    await h.ctx.close();
    return { code, stderr: h.io.stderrText() };
  };

  it.each([[[]], [['--json']]])('is cut to 4 KB on stderr %j, naming the bytes left out and --verbose', async (flags) => {
    const { code, stderr } = await run(flags);
    expect(code).toBe(1);
    expect(stderr.length).toBeLessThan(SHOWN_MESSAGE_CHARS + 500);
    expect(stderr).toContain(`${'x'.repeat(100)}… (${HUGE.length - SHOWN_MESSAGE_CHARS} more bytes; --verbose for all)`);
    expect(stderr).not.toContain('END');
  });

  it('--verbose prints it all', async () => {
    const { stderr } = await run(['--verbose']);
    expect(stderr).toContain(`error: ${HUGE}\n`);
  });
});
