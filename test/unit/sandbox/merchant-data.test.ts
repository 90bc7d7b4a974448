// V1 by nature: V1's merchant data fields (costAndProfitData, costRange) on V1's read paths; on V3 a visitor asking
// for MERCHANT_DATA is refused (v3-products.test.ts) and V3 GraphQL hides it (graphql-v3.test.ts read policy).
// Issue #14 finding 8: merchant data — cost, profit, margin, cost range — is the admin's alone, on every read path:
// products query and get, a product's variants, store variants, GraphQL (its fields and the `json` entity), and a
// visitor cannot probe it through a filter either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
let visitor: Record<string, string>;
let member: Record<string, string>;
let mugId: string;
let hatId: string;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1' });
  const token = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
  visitor = { Authorization: token.body.access_token };
  const registered = await callSandbox(t.baseUrl, 'POST', paths.identity.register(), { headers: visitor, body: { loginId: { email: 'merchant-data@example.com' }, password: 'secret-pass' } });
  const member_ = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), {
    headers: { Authorization: t.info.apiKey, 'wix-site-id': t.info.siteId },
    body: { grant_type: 'authorized_client', member_id: registered.body.identity.id, client_id: t.info.clientId },
  });
  member = { Authorization: member_.body.access_token };
  const products = (await t.admin('POST', paths.products.query(), { query: {} })).body.products;
  mugId = products.find((p: any) => p.slug === 'ceramic-mug').id;
  hatId = products.find((p: any) => p.manageVariants && p.productOptions.length > 0).id;
});
afterAll(() => t.close());

const MERCHANT = /costAndProfitData|costRange|itemCost|profitMargin/;

describe('merchant data is for the admin only', () => {
  it('the admin sees cost, profit and margin on products and variants', async () => {
    const query = await t.admin('POST', paths.products.query(), { query: {} });
    expect(query.body.products.find((p: any) => p.id === mugId).costAndProfitData).toMatchObject({ itemCost: 4 });
    expect(JSON.stringify(query.body)).toMatch(MERCHANT);
  });

  for (const [who, headers] of [['visitor', () => visitor], ['member', () => member]] as const) {
    it(`a ${who} sees none on products query and get`, async () => {
      const query = await callSandbox(t.baseUrl, 'POST', paths.products.query(), { headers: headers(), body: { query: {} } });
      expect(query.status).toBe(200);
      expect(query.body.products.length).toBeGreaterThan(0);
      expect(JSON.stringify(query.body)).not.toMatch(MERCHANT);
      const one = await callSandbox(t.baseUrl, 'GET', `${paths.products.get(mugId)}?id=${mugId}&includeMerchantSpecificData=true`, { headers: headers() });
      expect(one.status).toBe(200);
      expect(JSON.stringify(one.body)).not.toMatch(MERCHANT);
    });

    it(`a ${who} sees none on a product's variants and on store variants`, async () => {
      const variants = await callSandbox(t.baseUrl, 'POST', paths.products.queryVariants(hatId), { headers: headers(), body: { id: hatId, includeMerchantSpecificData: true } });
      expect(variants.status).toBe(200);
      expect(variants.body.variants.length).toBeGreaterThan(0);
      expect(JSON.stringify(variants.body)).not.toMatch(MERCHANT);
      const store = await callSandbox(t.baseUrl, 'POST', paths.storeVariants.query(), { headers: headers(), body: { query: {} } });
      expect(store.status).toBe(200);
      expect(JSON.stringify(store.body)).not.toMatch(MERCHANT);
    });

    it(`a ${who} sees none in GraphQL, neither as fields nor in json`, async () => {
      const res = await callSandbox(t.baseUrl, 'POST', paths.graphql('v1'), {
        headers: headers(),
        body: { query: `{ products { items { costAndProfitData { itemCost profit profitMargin } json } } product(id: "${mugId}") { costAndProfitData { itemCost } json } }` },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.products.items.every((p: any) => p.costAndProfitData === null)).toBe(true);
      expect(res.body.data.product.costAndProfitData).toBeNull();
      expect(JSON.stringify(res.body.data)).not.toMatch(/itemCost|costRange|profitMargin/);
    });

    it(`a ${who} cannot probe cost with a filter`, async () => {
      const res = await callSandbox(t.baseUrl, 'POST', paths.products.query(), { headers: headers(), body: { query: { filter: { 'costAndProfitData.itemCost': { $gte: 0 } } } } });
      expect(res.body.products ?? []).toEqual([]);
    });
  }
});
