// Pins the bytes of the variant, media, clean-up, inventory and store-variant calls (docs/wire/catalog-v1.md §4):
// method, path, query string and body, as the official SDK sends them.
import { describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { createStoreClient } from '../../../src/client/index.js';
import { sendJson } from '../../helpers/recording-server.js';
import { wireClient } from './support/wire-client.js';
import { inventory } from '@wix/stores';
import { recordBoth, sdkAgainst } from '../../helpers/sdk-recorder.js';

const ID = '0614e4f7-6e4e-4d5b-9b4a-7b2f0f0a1c11';
const VID = '91951450-e0cb-5167-aac4-3d5a72fafa93';
const { server, client, only } = wireClient({ auth: new ApiKeyAuth({ apiKey: 'ADMIN-KEY' }) });

const sent = (method: string, path: string, body: string, rawQuery = '') => expect(only()).toMatchObject({ method, path, rawQuery, body });

describe('variant calls', () => {
  it('optionsAvailability → POST R/…/productOptionsAvailability {id, options}; decodes VariantData floats', async () => {
    server.respond((_r, res) => sendJson(res, 200, { selectedVariant: { weight: 'NaN', price: { price: 'Infinity' } }, productOptions: [], availableForPurchase: true }));
    const result = await client.products.optionsAvailability(ID, { Size: 'L', Color: 'Navy' });
    sent('POST', `/stores-reader/v1/products/${ID}/productOptionsAvailability`, `{"id":"${ID}","options":{"Size":"L","Color":"Navy"}}`);
    expect(result.selectedVariant?.weight).toBeNaN();
    expect(result.selectedVariant?.price.price).toBe(Infinity);
  });

  it('queryVariants → POST R/…/variants/query {id, choices, paging}; defaults the metadata', async () => {
    server.respond((_r, res) => sendJson(res, 200, { variants: [{ id: VID, variant: { weight: 'Infinity' } }], metadata: { items: 1, offset: 0 }, totalResults: 7 }));
    const result = await client.products.queryVariants(ID, { choices: { Size: 'L' }, paging: { limit: 10, offset: 0 } });
    sent('POST', `/stores-reader/v1/products/${ID}/variants/query`, `{"id":"${ID}","choices":{"Size":"L"},"paging":{"limit":10,"offset":0}}`);
    expect(result.totalResults).toBe(7);
    expect(result.variants[0].variant.weight).toBe(Infinity);
  });

  it('listVariants pages with paging.limit/offset until totalResults', async () => {
    server.respond((request, res) => {
      const { paging } = JSON.parse(request.body) as { paging: { limit: number; offset: number } };
      const variants = Array.from({ length: Math.min(paging.limit, 150 - paging.offset) }, (_, i) => ({ id: `v${paging.offset + i}` }));
      sendJson(res, 200, { variants, metadata: { items: variants.length, offset: paging.offset }, totalResults: 150 });
    });
    const all = await client.products.listVariants(ID, { variantIds: ['a'] }, { all: true }).toArray();
    expect(all).toHaveLength(150);
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { id: ID, variantIds: ['a'], paging: { limit: 100, offset: 0 } },
      { id: ID, variantIds: ['a'], paging: { limit: 100, offset: 100 } },
    ]);
  });

  it('updateVariants → PATCH W/…/variants {id, variants}, non-finite override floats as strings', async () => {
    server.respond((_r, res) => sendJson(res, 200, { variants: [{ id: VID, choices: {}, variant: { weight: 'NaN' } }] }));
    const variants = await client.products.updateVariants(ID, [
      { choices: { Size: 'L' }, price: 25, cost: null, weight: Number.POSITIVE_INFINITY },
      { variantIds: [VID], sku: 'X', visible: false },
    ]);
    sent(
      'PATCH',
      `/stores/v1/products/${ID}/variants`,
      `{"id":"${ID}","variants":[{"choices":{"Size":"L"},"price":25,"cost":null,"weight":"Infinity"},{"variantIds":["${VID}"],"sku":"X","visible":false}]}`,
    );
    expect(variants[0].variant.weight).toBeNaN();
  });

  it('resetVariants → POST W/…/variants/resetToDefault {id}', async () => {
    await client.products.resetVariants(ID);
    sent('POST', `/stores/v1/products/${ID}/variants/resetToDefault`, `{"id":"${ID}"}`);
  });

  it('updateInventory → PATCH W/v2/inventoryItems/product/<id> {inventoryItem:{…, productId}}', async () => {
    await client.products.updateInventory(ID, { trackQuantity: true, variants: [{ variantId: VID, quantity: 3 }] });
    sent('PATCH', `/stores/v2/inventoryItems/product/${ID}`, `{"inventoryItem":{"trackQuantity":true,"variants":[{"variantId":"${VID}","quantity":3}],"productId":"${ID}"}}`);
  });

  it('moveInventory → the SDK inventory module\'s incrementInventory and decrementInventory bytes, never retried', async () => {
    const sdk = sdkAgainst({ inventory }, server);
    const both = await recordBoth(
      server,
      async () => {
        await sdk.inventory.incrementInventory([{ productId: ID, variantId: VID, incrementBy: 3 }]);
        await sdk.inventory.decrementInventory([{ productId: ID, variantId: VID, decrementBy: 2 }]);
      },
      () => client.products.moveInventory([{ productId: ID, variantId: VID, by: 3 }, { productId: ID, variantId: VID, by: -2 }]),
    );
    expect(both.ours).toEqual(both.sdk);
    expect(both.ours.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /stores/v2/inventoryItems/increment', 'POST /stores/v2/inventoryItems/decrement']);

    server.respond((_r, res) => sendJson(res, 503, { message: 'down' }));
    const retrying = createStoreClient({ apiUrl: server.baseUrl, auth: new ApiKeyAuth({ apiKey: 'K' }), rateLimit: false, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    await expect(retrying.products.moveInventory([{ productId: ID, variantId: VID, by: 1 }])).rejects.toThrow();
    await retrying.close();
    expect(server.requests).toHaveLength(1);
  });

  it('retries these calls after a 503 (they are safe to repeat)', async () => {
    server.respond((_r, res, index) => (index === 0 ? sendJson(res, 503, { message: 'down' }) : sendJson(res, 200, { variants: [] })));
    const retrying = createStoreClient({ apiUrl: server.baseUrl, auth: new ApiKeyAuth({ apiKey: 'K' }), rateLimit: false, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    await retrying.products.updateVariants(ID, [{ variantIds: [VID], price: 1 }]);
    await retrying.close();
    expect(server.requests).toHaveLength(2);
  });
});

describe('media and clean-up calls', () => {
  it('addMedia → POST W/…/media {id, media}', async () => {
    await client.products.addMedia(ID, [{ url: 'https://img.example/a.jpg', choice: { option: 'Color', choice: 'Navy' } }, { mediaId: 'm1' }]);
    sent('POST', `/stores/v1/products/${ID}/media`, `{"id":"${ID}","media":[{"url":"https://img.example/a.jpg","choice":{"option":"Color","choice":"Navy"}},{"mediaId":"m1"}]}`);
  });

  it('removeMedia → POST W/…/media/delete {id, mediaIds} ([] = all)', async () => {
    await client.products.removeMedia(ID, []);
    sent('POST', `/stores/v1/products/${ID}/media/delete`, `{"id":"${ID}","mediaIds":[]}`);
  });

  it('addChoiceMedia → PATCH W/…/choices/media; removeChoiceMedia → POST W/…/choices/media/delete', async () => {
    await client.products.addChoiceMedia(ID, [{ option: 'Color', choice: 'Navy', mediaIds: ['m1'] }]);
    sent('PATCH', `/stores/v1/products/${ID}/choices/media`, `{"id":"${ID}","media":[{"option":"Color","choice":"Navy","mediaIds":["m1"]}]}`);
    server.requests.length = 0;
    await client.products.removeChoiceMedia(ID, [{ option: 'Color', choice: 'Navy' }]);
    sent('POST', `/stores/v1/products/${ID}/choices/media/delete`, `{"id":"${ID}","media":[{"option":"Color","choice":"Navy"}]}`);
  });

  it('deleteOptions → DELETE W/…/options?id=, no body', async () => {
    await client.products.deleteOptions(ID);
    sent('DELETE', `/stores/v1/products/${ID}/options`, '', `id=${ID}`);
  });

  it('removeBrand / removeRibbon → POST W/…/remove-brand|remove-ribbon {id}', async () => {
    await client.products.removeBrand(ID);
    sent('POST', `/stores/v1/products/${ID}/remove-brand`, `{"id":"${ID}"}`);
    server.requests.length = 0;
    await client.products.removeRibbon(ID);
    sent('POST', `/stores/v1/products/${ID}/remove-ribbon`, `{"id":"${ID}"}`);
  });
});

describe('store variants', () => {
  it('query → POST R/v1/variants/query {query} (always POST, as the SDK sends it)', async () => {
    server.respond((_r, res) => sendJson(res, 200, { variants: [{ id: `${ID}-${VID}` }], metadata: { count: 1, offset: 0, total: 1 } }));
    const result = await client.storeVariants.query({ filter: { productId: ID }, paging: { limit: 5 } });
    sent('POST', '/stores-reader/v1/variants/query', `{"query":{"filter":{"productId":"${ID}"},"paging":{"limit":5}}}`);
    expect(result.variants[0].id).toBe(`${ID}-${VID}`);
  });

  it('list pages in the builder order filter, sort, paging', async () => {
    server.respond((_r, res) => sendJson(res, 200, { variants: [], metadata: { count: 0, offset: 0, total: 0 } }));
    await client.storeVariants.list({ sort: [{ fieldName: 'sku', order: 'ASC' }] }, { limit: 20 }).toArray();
    expect(JSON.parse(only().body)).toEqual({ query: { filter: {}, sort: [{ fieldName: 'sku', order: 'ASC' }], paging: { offset: 0, limit: 20 } } });
  });

  it('get → GET R/v1/variants/<productId>-<variantId>?id=…', async () => {
    server.respond((_r, res) => sendJson(res, 200, { variant: { id: `${ID}-${VID}` } }));
    const variant = await client.storeVariants.get(`${ID}-${VID}`);
    sent('GET', `/stores-reader/v1/variants/${ID}-${VID}`, '', `id=${ID}-${VID}`);
    expect(variant.id).toBe(`${ID}-${VID}`);
  });
});
