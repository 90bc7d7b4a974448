// Every way the CLI creates a Catalog V3 product sends `physicalProperties` with `productType: PHYSICAL`: "When
// passing `productType: PHYSICAL`, you must also pass `physicalProperties`" (V3Product.productType doc comment,
// @wix/auto_sdk_stores_products-v-3). The sandbox does not refuse a product without them (README, "V3 products"), so
// this reads what the CLI sent: `products create` (a draft alone, or over a `--from` product) and `store seed` /
// `products import` (the import's bulk create bodies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { catalogFor } from '../../../src/catalog/core/catalog-for.js';
import { FixtureSchema } from '../../../src/catalog/core/seed/fixture.js';
import { seedStore } from '../../../src/catalog/core/seed/run-seed.js';
import type { StoreCatalog } from '../../../src/catalog/core/store-catalog.js';
import { createStoreClient, type StoreClient } from '../../../src/client/index.js';
import { systemClock } from '../../../src/client/types.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let sb: TestSandbox;
let client: StoreClient;
let catalog: StoreCatalog;

beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3', demo: false });
  client = createStoreClient({ apiUrl: sb.baseUrl, auth: new ApiKeyAuth({ apiKey: sb.info.apiKey, siteId: sb.info.siteId }), rateLimit: false });
  catalog = await catalogFor(client, 'v3');
});
afterAll(async () => {
  await client.close();
  await sb.close();
});

/** The product bodies of every Create Product and Bulk Create Products request the sandbox received. */
function createdBodies(): Array<Record<string, unknown>> {
  const creates = sb.requests.filter((r) => r.method === 'POST' && [catalogV3Paths.products.create(), catalogV3Paths.bulkProducts.create()].includes(r.path));
  return creates.flatMap((r) => {
    const body = JSON.parse(r.body) as { product?: Record<string, unknown>; products?: Array<Record<string, unknown>> };
    return body.product ? [body.product] : (body.products ?? []);
  });
}

describe('the CLI creates V3 PHYSICAL products with physicalProperties', () => {
  it('products create, from a draft and over another product', async () => {
    const writer = await catalog.products.writer();
    const mug = await catalog.products.create(writer.prepareCreate({ name: 'Mug', price: '5' }, {}).body);
    const base = await catalog.products.get(mug.id);
    await catalog.products.create(writer.prepareCreate({ name: 'Mug Copy', slug: 'mug-copy', price: '6' }, base as unknown as Record<string, unknown>).body);
    const bodies = createdBodies();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body).toMatchObject({ productType: 'PHYSICAL', physicalProperties: expect.any(Object) });
  });

  it('store seed and products import (bulk create bodies)', async () => {
    sb.requests.length = 0;
    const fixture = FixtureSchema.parse({ products: [{ slug: 'cup', name: 'Cup', price: 4 }, { slug: 'hat', name: 'Hat', price: 9, options: { Size: ['S', 'M'] } }] });
    const outcome = await seedStore(catalog, fixture, { clock: systemClock, concurrency: 2 });
    expect(outcome.failures).toEqual([]);
    const bodies = createdBodies();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body).toMatchObject({ productType: 'PHYSICAL', physicalProperties: expect.any(Object) });
  });
});
