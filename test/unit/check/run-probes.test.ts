// Running a probe set through the client's transport (src/check/run-probes.ts) against a real sandbox, V1 and V3 from
// one body: a probe that lacks an input is skipped with a note on that side, later probes use earlier answers, and
// each answer is summed up without keeping its values.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { probesFor } from '../../../src/check/probes.js';
import { runProbes } from '../../../src/check/run-probes.js';
import { createStoreClient, type StoreClient } from '../../../src/client/index.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

describe.each(['v1', 'v3'] as const)('runProbes on a Catalog %s sandbox', (catalog) => {
  let site: TestSandbox;
  let client: StoreClient;
  const open = async (demo: boolean) => {
    site = await startTestSandbox({ catalog, demo });
    client = createStoreClient({ apiUrl: site.baseUrl, auth: new ApiKeyAuth({ apiKey: site.info.apiKey, siteId: site.info.siteId }), rateLimit: false });
  };
  afterEach(async () => {
    await client?.close();
    await site?.close();
  });

  it('reads the first product listed and the new visitor’s empty cart with the inputs earlier answers gave', async () => {
    await open(true);
    const outcomes = await runProbes(probesFor(catalog), { transport: client.transport, clientId: site.info.clientId });
    const byName = Object.fromEntries(outcomes.map((o) => [o.probe.name, o.summary]));
    expect(byName['product.get']).toMatchObject({ status: 200 });
    expect(byName['visitor-token']).toMatchObject({ status: 200 });
    expect(byName['cart.empty']).toMatchObject({ status: 404, errorCode: 'OWNED_CART_NOT_FOUND' });
    expect(byName['error.unknown-id']).toMatchObject({ status: 404 });
    // The new visitor's token went to the cart, and no request wrote anything.
    const cart = site.requests.find((r) => r.path.startsWith('/ecom/'));
    expect(cart).toMatchObject({ method: 'GET' });
    expect(site.requests.every((r) => r.method === 'GET' || r.method === 'POST')).toBe(true);
    expect(JSON.stringify(outcomes)).not.toContain(site.info.siteId);
    // Every key the sandbox answers is a platform field name (src/check/platform-field-names.ts), so the report
    // names each of its paths: only a merchant's own keys are folded and counted (issue #36 item 8).
    expect(outcomes.filter((o) => o.summary.otherKeys).map((o) => o.probe.name)).toEqual([]);
  });

  it('skips what an empty store or a missing client id cannot give, saying why', async () => {
    await open(false);
    const outcomes = await runProbes(probesFor(catalog), { transport: client.transport });
    const skipped = Object.fromEntries(outcomes.filter((o) => o.summary.status === 'skipped').map((o) => [o.probe.name, o.summary.note]));
    expect(skipped).toEqual({
      'product.get': 'no product to read (the store lists none)',
      ...(catalog === 'v1' ? { 'product.variants': 'no product to read (the store lists none)' } : {}),
      'visitor-token': 'needs an OAuth client id: set STORE_CLIENT_ID (or --client-id)',
      'cart.empty': 'no visitor token (the visitor-token probe did not get one)',
    });
    expect(site.requests.some((r) => r.path === '/oauth2/token')).toBe(false);
  });
});
