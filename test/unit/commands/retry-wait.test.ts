// Issue #26 item 11: a server's Retry-After is honoured up to 60 s (src/client/retry-policy.ts MAX_RETRY_AFTER_MS),
// and a command that waits says so on stderr instead of looking stuck for hours.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runProductsList } from '../../../src/commands/products/list.js';
import { forwardTo, sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { FakeClock } from '../client/support/fake-clock.js';
import { harness } from './support/harness.js';

let sandbox: TestSandbox;
let server: RecordingServer;
beforeAll(async () => {
  sandbox = await startTestSandbox();
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
  const h = harness({ env: { STORE_API_URL: server.baseUrl, STORE_API_KEY: sandbox.info.apiKey, STORE_SITE_ID: sandbox.info.siteId }, globals: { json: true, catalog: 'v1' }, clock });
  await runProductsList({}, h.ctx);
  await h.ctx.close();
  expect(h.json().length).toBeGreaterThan(0);
  expect(clock.sleeps.filter((ms) => ms >= 1000)).toEqual([60_000]);
  expect(h.io.stderrText()).toMatch(/^waiting 60 s before retry 1 of (GET|POST) http:\/\/127\.0\.0\.1:\d+\/\S+ \(429; the server asked for 100000 s, at most 60 s is honoured\)$/m);
});
