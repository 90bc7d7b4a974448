// The client keeps itself under a store's per-minute limit instead of running into 429s (issue #40 item 3): a
// sandbox with `--rate-limit N` (src/sandbox/faults.ts, a fixed one-minute window) and the CLI with the same
// limit (STORE_RATE_LIMIT, src/config/settings.ts) finish a job of far more than N requests with no 429 counted at
// the sandbox; without the client's limit the same job meets 429s (and still ends, retried). One virtual clock is
// shared by the client's limiter and the sandbox's window, so minutes pass without waiting for them.
import { afterEach, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { simpleProductsCsv, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { FakeClock } from '../../client/support/fake-clock.js';
import { harness, remoteEnv, runForJson, withoutVersionProbe } from '../support/harness.js';

/** The sandbox's limit, per minute: far below the job's request count on both versions. */
const LIMIT = 3;
/** V1 creates one product per request, V3 100 per bulk call: enough products for well over LIMIT requests on each. */
const PRODUCTS = { v1: 30, v3: 450 };

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe.each(['v1', 'v3'] as const)('the client rate limit against the sandbox --rate-limit on a %s store', (catalog) => {
  async function importWith(clientLimit: string) {
    const clock = new FakeClock(Date.now());
    sandbox = await startTestSandbox({ catalog, demo: false, now: () => clock.now(), faults: { rateLimitPerMinute: LIMIT } });
    const file = tempFile('products.csv', simpleProductsCsv(PRODUCTS[catalog]));
    // One request in flight at a time: each waits exactly what the limiter asks, so a limiter set too high would show.
    const summary = await runForJson(
      () => harness({ env: { ...remoteEnv(sandbox!), STORE_RATE_LIMIT: clientLimit }, globals: { json: true }, clock }),
      (ctx) => runProductsImport(file, { concurrency: '1' }, ctx),
    );
    const requests = withoutVersionProbe(sandbox.requests);
    return { summary, requests, tooMany: requests.filter((r) => r.fault === 'rate-limited').length };
  }

  it('with the same limit set on the client: more than N requests, not one 429', async () => {
    const { summary, requests, tooMany } = await importWith(String(LIMIT));
    expect(summary).toMatchObject({ created: PRODUCTS[catalog], failed: 0 });
    expect(requests.length).toBeGreaterThan(2 * LIMIT);
    expect(tooMany).toBe(0);
  });

  it('without a client limit: the same job meets 429s and still ends, retried', async () => {
    const { summary, tooMany } = await importWith('0');
    expect(summary).toMatchObject({ created: PRODUCTS[catalog], failed: 0 });
    expect(tooMany).toBeGreaterThan(0);
  });
});
