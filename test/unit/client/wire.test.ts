// Pins the exact bytes every client operation puts on the wire (docs/wire/catalog-v1.md §4, docs/wire/cart-identity.md §6.1).
import { describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { createStoreClient } from '../../../src/client/index.js';
import { decodeDotR } from '../../../src/wire/api/query-encoding.js';
import { sendJson } from '../../helpers/recording-server.js';
import { wireClient } from './support/wire-client.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';

const ID = '0614e4f7-6e4e-4d5b-9b4a-7b2f0f0a1c11';
const { server, client, only } = wireClient();

const json = (text: string) => JSON.parse(text) as unknown;

describe('headers', () => {
  it('sends the raw API key, the site id and the user agent; no content type without a body', async () => {
    await client.products.get(ID);
    const { headers, body } = only();
    expect(headers.authorization).toBe('ADMIN-KEY');
    expect(headers['wix-site-id']).toBe('SITE-1');
    expect(headers['user-agent']).toMatch(/^store-cli\/\d+\.\d+\.\d+/);
    expect(headers['content-type']).toBeUndefined();
    expect(body).toBe('');
  });

  it('sends JSON content type only with a body', async () => {
    await client.products.create({ name: 'A', priceData: { price: 1 } });
    expect(only().headers['content-type']).toBe('application/json');
  });

  it('sends wix-account-id when the key is account-level', async () => {
    const accountClient = createStoreClient({ apiUrl: server.baseUrl, auth: new ApiKeyAuth({ apiKey: 'K', accountId: 'ACC' }), rateLimit: false });
    await accountClient.products.get(ID);
    await accountClient.close();
    expect(only().headers['wix-account-id']).toBe('ACC');
    expect(only().headers['wix-site-id']).toBeUndefined();
  });
});

describe('products', () => {
  it('get → GET /stores-reader/v1/products/<id>?id=<id>', async () => {
    server.respond((_r, res) => sendJson(res, 200, { product: { id: ID, name: 'A' } }));
    const product = await client.products.get(ID);
    expect(product).toEqual({ id: ID, name: 'A' });
    expect(only()).toMatchObject({ method: 'GET', path: `/stores-reader/v1/products/${ID}`, rawQuery: `id=${ID}` });
  });

  it('get with includeMerchantSpecificData adds the flag', async () => {
    await client.products.get(ID, { includeMerchantSpecificData: true });
    expect(only().rawQuery).toBe(`id=${ID}&includeMerchantSpecificData=true`);
  });

  it('query → GET query-platformized with the .r parameter, byte-exact', async () => {
    server.respond((_r, res) => sendJson(res, 200, { products: [{ id: ID }], metadata: { count: 1, offset: 0, total: 1 } }));
    const result = await client.products.query({ filter: {}, paging: { offset: 0, limit: 50 } });
    expect(result.products).toEqual([{ id: ID }]);
    expect(result.metadata.total).toBe(1);
    expect(only()).toMatchObject({
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      rawQuery: '.r=eyJxdWVyeSI6eyJmaWx0ZXIiOnt9LCJwYWdpbmciOnsib2Zmc2V0IjowLCJsaW1pdCI6NTB9fX0',
    });
  });

  it('an empty query sends no query string at all', async () => {
    await client.products.query({});
    expect(only()).toMatchObject({ method: 'GET', path: '/stores-reader/v1/products/query-platformized', rawQuery: '' });
  });

  it('a huge filter falls back to POST on the same path with the payload as body', async () => {
    const slugs = Array.from({ length: 400 }, (_, i) => `product-slug-number-${i}`);
    const query = { filter: { slug: { $in: slugs } }, paging: { offset: 0, limit: 100 } };
    await client.products.query(query);
    const request = only();
    expect(request).toMatchObject({ method: 'POST', path: '/stores-reader/v1/products/query-platformized', rawQuery: '' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe(JSON.stringify({ query }));
  });

  it('create → POST /stores/v1/products {"product":{…}}', async () => {
    server.respond((_r, res) => sendJson(res, 200, { product: { id: ID, name: 'Shoe' } }));
    const created = await client.products.create({ name: 'Shoe', priceData: { price: 10 }, weight: Number.POSITIVE_INFINITY });
    expect(created.id).toBe(ID);
    const request = only();
    expect(request).toMatchObject({ method: 'POST', path: '/stores/v1/products', rawQuery: '' });
    expect(request.body).toBe('{"product":{"name":"Shoe","priceData":{"price":10},"weight":"Infinity"}}');
  });

  it('update → PATCH /stores/v1/products/<id> {"product":{…,"id"}}', async () => {
    await client.products.update(ID, { name: 'New', priceData: { price: 5 } });
    const request = only();
    expect(request).toMatchObject({ method: 'PATCH', path: `/stores/v1/products/${ID}`, rawQuery: '' });
    expect(request.body).toBe(`{"product":{"name":"New","priceData":{"price":5},"id":"${ID}"}}`);
  });

  it('delete → DELETE /stores/v1/products/<id>?id=<id>, no body, no content type', async () => {
    await client.products.delete(ID);
    const request = only();
    expect(request).toMatchObject({ method: 'DELETE', path: `/stores/v1/products/${ID}`, rawQuery: `id=${ID}`, body: '' });
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('decodes "NaN"/"Infinity" float strings in responses', async () => {
    server.respond((_r, res) =>
      sendJson(res, 200, { products: [{ id: ID, weight: 'NaN', priceData: { price: 'Infinity' }, sku: 'NaN' }], metadata: { count: 1, offset: 0 } }),
    );
    const { products } = await client.products.query({});
    expect(products[0].weight).toBeNaN();
    expect(products[0].priceData.price).toBe(Infinity);
    expect(products[0].sku).toBe('NaN');
  });

  // Several pages go by numericId (sorted ascending, then numericId > the last one seen), not by offset: the
  // platform's offset paging stops at 10,000 items. (Was `filter: {visible: true}`, a field the platform does not
  // declare filterable; now productType.)
  it('list with limit 150 fetches two pages: 100 then 50, the second by numericId', async () => {
    let next = 1000;
    server.respond((request, res) => {
      const { query } = decodeDotR(new URLSearchParams(request.rawQuery).get('.r')!) as { query: { paging: { limit: number; offset: number } } };
      const items = Array.from({ length: query.paging.limit }, () => ({ id: `p${next}`, numericId: String(next++) }));
      sendJson(res, 200, { products: items, metadata: { count: items.length, offset: query.paging.offset, total: 1000 } });
    });
    const products = await client.products.list({ filter: { productType: 'physical' } }, { limit: 150 }).toArray();
    expect(products).toHaveLength(150);
    const sent = server.requests.map((r) => decodeDotR(new URLSearchParams(r.rawQuery).get('.r')!));
    const sort = [{ fieldName: 'numericId', order: 'ASC' }];
    expect(sent).toEqual([
      { query: { filter: { productType: 'physical' }, sort, paging: { offset: 0, limit: 100 } } },
      { query: { filter: { $and: [{ productType: 'physical' }, { numericId: { $gt: '1099' } }] }, sort, paging: { offset: 0, limit: 50 } } },
    ]);
  });

  it('list keeps sort between filter and paging', async () => {
    await client.products.list({ sort: [{ fieldName: 'name', order: 'ASC' }] }, { limit: 10 }).toArray();
    const r = new URLSearchParams(only().rawQuery).get('.r')!;
    expect(Buffer.from(r, 'base64url').toString()).toBe(
      '{"query":{"filter":{},"sort":[{"fieldName":"name","order":"ASC"}],"paging":{"offset":0,"limit":10}}}',
    );
  });

  it('resolve by slug queries {filter:{slug}} and returns the match', async () => {
    server.respond((_r, res) => sendJson(res, 200, { products: [{ id: ID, slug: 'blue-shirt' }], metadata: { count: 1, offset: 0, total: 1 } }));
    const product = await client.products.resolve('blue-shirt');
    expect(product.id).toBe(ID);
    expect(decodeDotR(new URLSearchParams(only().rawQuery).get('.r')!)).toEqual({
      query: { filter: { slug: 'blue-shirt' }, paging: { offset: 0, limit: 1 } },
    });
  });

  it('resolve by id is a get', async () => {
    server.respond((_r, res) => sendJson(res, 200, { product: { id: ID } }));
    await client.products.resolve(ID);
    expect(only()).toMatchObject({ method: 'GET', path: `/stores-reader/v1/products/${ID}` });
  });

  it('resolve of an unknown slug throws NotFoundError (exit 5) naming it', async () => {
    server.respond((request, res) =>
      request.method === 'GET' && request.path.endsWith('query-platformized')
        ? sendJson(res, 200, { products: [], metadata: { count: 0, offset: 0, total: 0 } })
        : sendJson(res, 404, { message: 'not found' }),
    );
    const error = await client.products.resolve('nope').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotFoundError', message: 'No product with id or slug "nope"' });
    expect(exitCodeOf(error)).toBe(5);
  });

  it('findBySlugs asks $in in chunks of at most 100', async () => {
    server.respond((_r, res) => sendJson(res, 200, { products: [], metadata: { count: 0, offset: 0, total: 0 } }));
    const slugs = Array.from({ length: 150 }, (_, i) => `s${i}`);
    await client.products.findBySlugs(slugs);
    const payloads = server.requests.map((r) =>
      r.method === 'GET' ? decodeDotR(new URLSearchParams(r.rawQuery).get('.r')!) : json(r.body),
    ) as Array<{ query: { filter: { slug: { $in: string[] } } } }>;
    expect(payloads.map((p) => p.query.filter.slug.$in.length)).toEqual([100, 50]);
    expect(payloads.flatMap((p) => p.query.filter.slug.$in)).toEqual(slugs);
  });

  // A look-up reads every match (a SKU may repeat), so it is a keyset listing: sorted by numericId.
  it('findBySkus filters on sku', async () => {
    server.respond((_r, res) => sendJson(res, 200, { products: [], metadata: { count: 0, offset: 0, total: 0 } }));
    await client.products.findBySkus(['A-1']);
    expect(decodeDotR(new URLSearchParams(only().rawQuery).get('.r')!)).toEqual({
      query: { filter: { sku: { $in: ['A-1'] } }, sort: [{ fieldName: 'numericId', order: 'ASC' }], paging: { offset: 0, limit: 100 } },
    });
  });
});

describe('collections', () => {
  it('create → POST /stores/v1/collections {"collection":{…}}', async () => {
    server.respond((_r, res) => sendJson(res, 200, { collection: { id: ID, name: 'Sale' } }));
    expect((await client.collections.create({ name: 'Sale' })).id).toBe(ID);
    expect(only()).toMatchObject({ method: 'POST', path: '/stores/v1/collections', body: '{"collection":{"name":"Sale"}}' });
  });

  it('update → PATCH /stores/v1/collections/<id> {"collection":{…,"id"}}', async () => {
    await client.collections.update(ID, { name: 'Summer' });
    expect(only()).toMatchObject({ method: 'PATCH', path: `/stores/v1/collections/${ID}`, body: `{"collection":{"name":"Summer","id":"${ID}"}}` });
  });

  it('delete → DELETE /stores/v1/collections/<id>?id=<id>', async () => {
    await client.collections.delete(ID);
    expect(only()).toMatchObject({ method: 'DELETE', path: `/stores/v1/collections/${ID}`, rawQuery: `id=${ID}`, body: '' });
  });

  it('get → GET /v2/collections/<id>?id=<id> (unwrapped)', async () => {
    server.respond((_r, res) => sendJson(res, 200, { collection: { id: ID } }));
    expect(await client.collections.get(ID)).toEqual({ id: ID });
    expect(only()).toMatchObject({ method: 'GET', path: `/v2/collections/${ID}`, rawQuery: `id=${ID}` });
  });

  it('getBySlug → GET /v2/collections/slug/<slug>?slug=<slug>, path encoded, query form-encoded', async () => {
    await client.collections.getBySlug('my slug/x');
    expect(only()).toMatchObject({ method: 'GET', path: '/v2/collections/slug/my%20slug%2Fx', rawQuery: 'slug=my+slug%2Fx' });
  });

  it('getBySlugV1 → GET /stores-reader/v1/collections/slug/<slug>?slug=<slug>', async () => {
    await client.collections.getBySlugV1('sale');
    expect(only()).toMatchObject({ method: 'GET', path: '/stores-reader/v1/collections/slug/sale', rawQuery: 'slug=sale' });
  });

  it('query → GET /v2/collections/query?.r=…', async () => {
    server.respond((_r, res) => sendJson(res, 200, { collections: [{ id: ID }], metadata: { count: 1, offset: 0, total: 1 } }));
    const result = await client.collections.query({ filter: {}, paging: { offset: 0, limit: 50 } });
    expect(result.collections).toEqual([{ id: ID }]);
    expect(only()).toMatchObject({
      method: 'GET',
      path: '/v2/collections/query',
      rawQuery: '.r=eyJxdWVyeSI6eyJmaWx0ZXIiOnt9LCJwYWdpbmciOnsib2Zmc2V0IjowLCJsaW1pdCI6NTB9fX0',
    });
  });

  it('list --all walks pages of 100 until the total', async () => {
    server.respond((request, res) => {
      const { query } = decodeDotR(new URLSearchParams(request.rawQuery).get('.r')!) as { query: { paging: { limit: number; offset: number } } };
      const count = Math.max(0, Math.min(query.paging.limit, 230 - query.paging.offset));
      const items = Array.from({ length: count }, (_, i) => ({ id: `c${query.paging.offset + i}` }));
      sendJson(res, 200, { collections: items, metadata: { count, offset: query.paging.offset, total: 230 } });
    });
    const all = await client.collections.list({}, { all: true }).toArray();
    expect(all).toHaveLength(230);
    expect(server.requests).toHaveLength(3);
  });

  it('addProducts → POST /stores/v1/collections/<id>/productIds {"id","productIds"}', async () => {
    await client.collections.addProducts(ID, ['p1', 'p2']);
    expect(only()).toMatchObject({ method: 'POST', path: `/stores/v1/collections/${ID}/productIds`, body: `{"id":"${ID}","productIds":["p1","p2"]}` });
  });

  it('addProducts splits more than 1000 ids into chunks', async () => {
    const ids = Array.from({ length: 1500 }, (_, i) => `p${i}`);
    await client.collections.addProducts(ID, ids);
    expect(server.requests.map((r) => (json(r.body) as { productIds: string[] }).productIds.length)).toEqual([1000, 500]);
  });

  it('removeProducts → POST /stores/v1/collections/<id>/productIds/delete', async () => {
    await client.collections.removeProducts(ID, ['p1']);
    expect(only()).toMatchObject({ method: 'POST', path: `/stores/v1/collections/${ID}/productIds/delete`, body: `{"id":"${ID}","productIds":["p1"]}` });
  });

  it('resolve tries the slug, then the name', async () => {
    server.respond((request, res) => {
      if (request.path.startsWith('/v2/collections/slug/')) return sendJson(res, 404, { message: 'not found' });
      sendJson(res, 200, { collections: [{ id: ID, name: 'Summer Sale' }], metadata: { count: 1, offset: 0, total: 1 } });
    });
    expect((await client.collections.resolve('Summer Sale')).id).toBe(ID);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v2/collections/slug/Summer%20Sale',
      'GET /v2/collections/query',
    ]);
    expect(decodeDotR(new URLSearchParams(server.requests[1].rawQuery).get('.r')!)).toEqual({
      query: { filter: { name: 'Summer Sale' }, paging: { offset: 0, limit: 1 } },
    });
  });
});

describe('oauth token endpoint', () => {
  const tokenAnswer = { access_token: 'AT', expires_in: 14400, refresh_token: 'RT', token_type: 'Bearer' };

  it('anonymous grant: POST /oauth2/token {"clientId","grantType":"anonymous"} without Authorization', async () => {
    server.respond((_r, res) => sendJson(res, 200, tokenAnswer));
    const tokens = await client.oauth.anonymousToken('CLIENT');
    const request = only();
    expect(request).toMatchObject({ method: 'POST', path: '/oauth2/token', body: '{"clientId":"CLIENT","grantType":"anonymous"}' });
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['wix-site-id']).toBeUndefined();
    expect(request.headers['content-type']).toBe('application/json');
    expect(tokens.accessToken.value).toBe('AT');
    expect(tokens.refreshToken).toEqual({ value: 'RT', role: 'visitor' });
  });

  it('refresh grant: {"clientId","refreshToken","grantType":"refresh_token"}, old refresh token kept', async () => {
    server.respond((_r, res) => sendJson(res, 200, { ...tokenAnswer, refresh_token: 'ROTATED' }));
    const tokens = await client.oauth.refreshToken('CLIENT', { value: 'OLD-RT', role: 'member' });
    expect(only().body).toBe('{"clientId":"CLIENT","refreshToken":"OLD-RT","grantType":"refresh_token"}');
    expect(tokens.refreshToken).toEqual({ value: 'OLD-RT', role: 'member' });
  });

  it('code grant: {"clientId","grantType","redirectUri","code","codeVerifier"} → member', async () => {
    server.respond((_r, res) => sendJson(res, 200, tokenAnswer));
    const tokens = await client.oauth.exchangeCode('CLIENT', { code: 'C', codeVerifier: 'V', redirectUri: 'http://127.0.0.1:5/callback' });
    expect(only().body).toBe(
      '{"clientId":"CLIENT","grantType":"authorization_code","redirectUri":"http://127.0.0.1:5/callback","code":"C","codeVerifier":"V"}',
    );
    expect(tokens.refreshToken.role).toBe('member');
  });

  it('authorized_client grant: snake_case body and "<token>,<key>" Authorization', async () => {
    server.respond((_r, res) => sendJson(res, 200, tokenAnswer));
    await client.oauth.memberTokensByMemberId({ memberId: 'M1', apiKey: 'ADMIN-KEY', currentAccessToken: 'VISITOR-AT' });
    const request = only();
    expect(request.body).toBe('{"grant_type":"authorized_client","scope":"offline_access","member_id":"M1"}');
    expect(request.headers.authorization).toBe('VISITOR-AT,ADMIN-KEY');
  });

  it('token-info: POST /oauth2/token-info {"token"}', async () => {
    server.respond((_r, res) => sendJson(res, 200, { active: true, subjectType: 'VISITOR' }));
    expect((await client.oauth.tokenInfo('AT')).subjectType).toBe('VISITOR');
    expect(only()).toMatchObject({ method: 'POST', path: '/oauth2/token-info', body: '{"token":"AT"}' });
  });
});
