// The official SDK's bulk calls (bulkUpdateProductsProperty, bulkAdjustProductProperty) run unchanged against the
// sandbox, and the values they leave are the ones `client.bulk` would leave.
import { products } from '@wix/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkCatalogPerTest, productsBySlug, seedBulkCatalog } from '../unit/catalog/bulk/support/catalog.js';
import { adminSdkClient } from './sdk-harness.js';

const { sandbox, client } = bulkCatalogPerTest();
let sdk: ReturnType<typeof adminSdkClient<{ products: typeof products }>>;

beforeAll(() => {
  sdk = adminSdkClient({ products }, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
});

describe('official SDK: bulk product calls', () => {
  it('bulkAdjustProductProperty: per-item metadata (renamed _id) and counters; the values match client.bulk on a twin catalog', async () => {
    const catalog = await productsBySlug(client);
    const ids = ['mug', 'hat', 'towel'].map((slug) => catalog.get(slug)!.id);
    const adjust = { price: { percentage: { rate: 13, roundToInt: true } } };
    const result = await sdk.products.bulkAdjustProductProperty(adjust, ids);
    expect(result.results!.map((r) => r.itemMetadata)).toEqual(ids.map((_id, originalIndex) => ({ _id, originalIndex, success: true })));
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 3, totalFailures: 0, undetailedFailures: 0 });
    const bySdk = await productsBySlug(client);

    sandbox.sandbox.reset({ demo: false });
    await seedBulkCatalog(client);
    const twin = await productsBySlug(client);
    await client.bulk.bulkAdjust(['mug', 'hat', 'towel'].map((slug) => twin.get(slug)!.id), adjust);
    const byCli = await productsBySlug(client);
    for (const slug of ['mug', 'hat', 'towel']) {
      expect(byCli.get(slug)!.priceData.price).toBe(bySdk.get(slug)!.priceData.price);
      expect(byCli.get(slug)!.variants?.map((v) => v.variant.priceData.price)).toEqual(bySdk.get(slug)!.variants?.map((v) => v.variant.priceData.price));
    }
  });

  it('bulkUpdateProductsProperty: sets, clears with "", and reports an item failure with its error', async () => {
    const catalog = await productsBySlug(client);
    const missing = '11111111-2222-4333-8444-555555555555';
    const result = await sdk.products.bulkUpdateProductsProperty([catalog.get('towel')!.id, missing], { ribbon: '' });
    expect(result.results![0].itemMetadata).toMatchObject({ success: true, originalIndex: 0 });
    expect(result.results![1].itemMetadata).toMatchObject({ _id: missing, success: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect((await productsBySlug(client)).get('towel')).not.toHaveProperty('ribbon');
    await sdk.products.bulkUpdateProductsProperty([catalog.get('mug')!.id], { weight: 2.5 });
    expect((await productsBySlug(client)).get('mug')!.weight).toBe(2.5);
  });

  it('a request over the limit is the SDK\'s validation error', async () => {
    const catalog = await productsBySlug(client);
    const error = await sdk.products.bulkUpdateProductsProperty(Array(101).fill(catalog.get('mug')!.id), { price: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify((error as { details?: unknown }).details ?? (error as Error).message)).toContain('ids');
  });
});
