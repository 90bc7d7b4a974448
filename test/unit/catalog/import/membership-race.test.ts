// Issue #26 item 2, the cause of the lost category memberships: an import that did not know a collection (V3:
// category) when it started, but found a product already in it — another import of the same file created the
// collection and filled it meanwhile — noted "add to name:X, remove from <X's id>". Once X's name resolved to that
// same id, the add went first and the remove after it: the product left X. Membership is now worked out once every
// name has its id. Run on a V1 and a V3 store, through each one's real import target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../../src/auth/api-key.js';
import { catalogFor } from '../../../../src/catalog/core/catalog-for.js';
import { MembershipPlan } from '../../../../src/catalog/core/import/membership.js';
import type { ImportTarget } from '../../../../src/catalog/core/import/target.js';
import { createStoreClient, type StoreClient } from '../../../../src/client/index.js';
import { systemClock } from '../../../../src/client/types.js';
import { catalogV3Paths } from '../../../../src/wire/api/catalog-v3/paths.js';
import { paths } from '../../../../src/wire/api/paths.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { simpleProduct } from '../../sandbox/v3-support.js';

const newProduct = {
  v1: { path: paths.products.create(), body: { product: { name: 'Raced', productType: 'physical', priceData: { price: 5 } } } },
  v3: { path: catalogV3Paths.products.create(), body: { product: simpleProduct('Raced', '5') } },
};

describe.each(['v1', 'v3'] as const)('membership when another import created the collection meanwhile (%s store)', (catalog) => {
  let sb: TestSandbox;
  let client: StoreClient;
  let target: ImportTarget;
  beforeAll(async () => {
    sb = await startTestSandbox({ catalog, demo: false });
    client = createStoreClient({ apiUrl: sb.baseUrl, auth: new ApiKeyAuth({ apiKey: sb.info.apiKey, siteId: sb.info.siteId }), rateLimit: false });
    target = await (await catalogFor(client, catalog)).importTarget();
  });
  afterAll(async () => {
    await client.close();
    await sb.close();
  });

  it('keeps the product in it, and one collection of that name remains', async () => {
    const store = await catalogFor(client, catalog);
    const created = await sb.admin('POST', newProduct[catalog].path, newProduct[catalog].body);
    const product = created.body.product as { id: string };
    // This import started before "Shared" existed: it knows no collection of that name.
    const plan = new MembershipPlan(new Map());
    // The other import creates "Shared" and puts the product in it.
    const sharedId = await target.collections.create('Shared');
    await target.collections.add(sharedId, [product.id]);
    // This import's look-up finds the product already in "Shared" (by id); the file says "Shared" (by name).
    plan.record(product.id, 2, { names: ['Shared'] }, [sharedId]);
    const summary = await plan.apply(target.collections, systemClock);

    expect(summary.failures).toEqual([]);
    const shared = await target.collections.findByNames(['Shared']);
    expect(shared.map((c) => c.id)).toEqual([sharedId]);
    expect(store.products.collectionIds(await store.products.get(product.id))).toEqual([sharedId]);
  });
});
