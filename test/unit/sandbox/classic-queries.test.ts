// V1 by nature: the classic V1 queries' own encoding (JSON-string filter/sort, include* flags); V3 queries are
// tested in v3-products.test.ts and v3-categories.test.ts.
// The REST reference's classic V1 queries (Query Products, Query Collections): JSON-string filter/sort, the
// `metadata.items`/`totalResults` page, and the decided meaning of their include* flags.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { curlExamplePath } from '../../../src/wire/api/catalog-v1/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const create = async (product: Record<string, unknown>) => (await admin('POST', paths.products.create(), { product })).body.product;
const queryProducts = (body: unknown, headers = t.adminHeaders) => callSandbox(t.baseUrl, 'POST', paths.products.queryClassic(), { body, headers });
const visitorHeaders = async () => {
  const res = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
  return { Authorization: res.body.access_token as string };
};

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('classic Query Products', () => {
  it('takes a JSON-string filter and sort ({"field":"desc"}) and pages with metadata.items/offset and totalResults', async () => {
    for (const name of ['Apple', 'Avocado', 'Banana', 'Apricot']) await create({ name, priceData: { price: 3 } });
    const res = await queryProducts({ query: { filter: '{"name":{"$startsWith":"A"}}', sort: '[{"name":"desc"}]', paging: { limit: 2, offset: 1 } } });
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: any) => p.name)).toEqual(['Apricot', 'Apple']);
    expect(res.body.metadata).toEqual({ items: 2, offset: 1 });
    expect(res.body.totalResults).toBe(3);
    // The platform's sort form and an object filter are accepted too; the curl-example path gives the same answer.
    const same = await callSandbox(t.baseUrl, 'POST', curlExamplePath(paths.products.queryClassic()), {
      body: { query: { filter: { name: { $startsWith: 'A' } }, sort: '[{"fieldName":"name","order":"DESC"}]', paging: { limit: 2, offset: 1 } } },
      headers: t.adminHeaders,
    });
    expect(same.body).toEqual(res.body);
  });

  it('answers 400 naming the field for a filter or sort that is not the documented encoding', async () => {
    const badFilter = await queryProducts({ query: { filter: '{name:' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.filter', violatedRule: 'FORMAT' });
    const badSort = await queryProducts({ query: { sort: '[{"name":"sideways"}]' } });
    expect(badSort.status).toBe(400);
    expect(badSort.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.sort' });
  });

  it('shows hidden products, variants and merchant data only when asked (merchant data: admin only)', async () => {
    await create({ name: 'Shown', priceData: { price: 10 }, costAndProfitData: { itemCost: 4 }, productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }] }] });
    await create({ name: 'Hidden', priceData: { price: 10 }, visible: false });
    const plain = await queryProducts({});
    expect(plain.body.products.map((p: any) => p.name)).toEqual(['Shown']);
    expect(plain.body.totalResults).toBe(1);
    expect(plain.body.products[0]).not.toHaveProperty('variants');
    expect(plain.body.products[0]).not.toHaveProperty('costAndProfitData');

    const everything = await queryProducts({ includeHiddenProducts: true, includeVariants: true, includeMerchantSpecificData: true });
    expect(everything.body.products.map((p: any) => p.name).sort()).toEqual(['Hidden', 'Shown']);
    const shown = everything.body.products.find((p: any) => p.name === 'Shown');
    expect(shown.costAndProfitData).toMatchObject({ itemCost: 4, profit: 6 });
    expect(shown.variants).toHaveLength(1);

    const visitor = await visitorHeaders();
    const asVisitor = await queryProducts({ includeHiddenProducts: true }, visitor);
    expect(asVisitor.body.products.map((p: any) => p.name)).toEqual(['Shown']);
    expect((await queryProducts({ includeMerchantSpecificData: true }, visitor)).status).toBe(403);
  });
});

describe('classic Query Collections and V1 Get Collection', () => {
  it('counts products only with includeNumberOfProducts and nulls the description for includeDescription: false', async () => {
    const product = await create({ name: 'Mug', priceData: { price: 3 } });
    const collection = (await admin('POST', paths.collections.create(), { collection: { name: 'Kitchen', description: 'Pots' } })).body.collection;
    await admin('POST', paths.collections.addProducts(collection.id), { id: collection.id, productIds: [product.id] });

    const plain = await admin('POST', paths.collections.queryClassic(), { query: { filter: '{"name":"Kitchen"}' } });
    expect(plain.body).toMatchObject({ metadata: { items: 1, offset: 0 }, totalResults: 1 });
    expect(plain.body.collections[0]).toMatchObject({ id: collection.id, numberOfProducts: 0, description: 'Pots' });
    const asked = await admin('POST', paths.collections.queryClassic(), { query: {}, includeNumberOfProducts: true, includeDescription: false });
    expect(asked.body.collections[0]).toMatchObject({ numberOfProducts: 1, description: null });

    for (const path of [paths.collections.getV1(collection.id), curlExamplePath(paths.collections.getV1(collection.id))]) {
      const got = await admin('GET', path);
      expect(got.status, path).toBe(200);
      expect(got.body.collection).toMatchObject({ id: collection.id, name: 'Kitchen', numberOfProducts: 1 });
    }
  });
});
