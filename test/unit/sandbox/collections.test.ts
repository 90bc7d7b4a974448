// V1 by nature: Catalog V1 collections (v1 and v2 routes, numberOfProducts); V3's categories are tested in
// v3-categories.test.ts and v3-read-policy.test.ts (item counters per caller).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { encodeDotR } from '../../../src/wire/api/query-encoding.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const product = async (name: string, visible = true) =>
  (await admin('POST', paths.products.create(), { product: { name, priceData: { price: 5 }, visible } })).body.product.id as string;
const collection = async (input: Record<string, unknown>) => {
  const res = await admin('POST', paths.collections.create(), { collection: input });
  expect(res.status).toBe(200);
  return res.body.collection;
};
const getV2 = async (id: string, headers = t.adminHeaders) =>
  callSandbox(t.baseUrl, 'GET', `${paths.collections.get(id)}?id=${id}`, { headers });

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('collections', () => {
  it('creates with defaults, updates and deletes', async () => {
    const c = await collection({ name: 'Winter Sale' });
    expect(c).toMatchObject({ name: 'Winter Sale', slug: 'winter-sale', description: '', visible: true, numberOfProducts: 0, media: { items: [] } });
    expect(Date.parse(c.lastUpdated)).not.toBeNaN();
    const updated = await admin('PATCH', paths.collections.update(c.id), { collection: { id: c.id, description: 'Cold deals', visible: false } });
    expect(updated.body.collection).toMatchObject({ id: c.id, name: 'Winter Sale', description: 'Cold deals', visible: false });
    expect((await admin('DELETE', `${paths.collections.delete(c.id)}?id=${c.id}`)).body).toEqual({});
    const gone = await getV2(c.id);
    expect(gone.status).toBe(404);
    expect(gone.body.details.applicationError).toMatchObject({ code: 'COLLECTION_NOT_FOUND', data: { id: c.id } });
  });

  it('keeps slugs unique: generated ones get a suffix, explicit duplicates are a 409', async () => {
    await collection({ name: 'Gifts' });
    expect((await collection({ name: 'Gifts' })).slug).toBe('gifts-2');
    const dup = await admin('POST', paths.collections.create(), { collection: { name: 'Other', slug: 'gifts' } });
    expect(dup.status).toBe(409);
  });

  it('validates the collection body with field paths', async () => {
    const res = await admin('POST', paths.collections.create(), { collection: { name: '' } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'collection.name', violatedRule: 'MIN_LENGTH' });
  });

  it('adds and removes products idempotently; counts and collectionIds follow', async () => {
    const c = await collection({ name: 'Shelf' });
    const a = await product('A');
    const b = await product('B');
    const add = (ids: string[]) => admin('POST', paths.collections.addProducts(c.id), { id: c.id, productIds: ids });
    expect((await add([a, b])).status).toBe(200);
    expect((await add([a])).status).toBe(200);
    expect((await getV2(c.id)).body.collection.numberOfProducts).toBe(2);
    const got = await admin('GET', `${paths.products.get(a)}?id=${a}`);
    expect(got.body.product.collectionIds).toEqual([c.id]);

    await admin('POST', paths.collections.removeProducts(c.id), { id: c.id, productIds: [a] });
    expect((await getV2(c.id)).body.collection.numberOfProducts).toBe(1);
    expect((await admin('GET', `${paths.products.get(a)}?id=${a}`)).body.product.collectionIds).toEqual([]);
  });

  it('refuses unknown products and more than 1000 ids', async () => {
    const c = await collection({ name: 'Strict' });
    const unknown = await admin('POST', paths.collections.addProducts(c.id), { id: c.id, productIds: ['missing'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}`);
    const tooMany = await admin('POST', paths.collections.addProducts(c.id), { id: c.id, productIds: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'productIds', violatedRule: 'MAX_SIZE' });
  });

  it('drops memberships when a product or a collection is deleted', async () => {
    const c1 = await collection({ name: 'One' });
    const c2 = await collection({ name: 'Two' });
    const a = await product('A');
    const b = await product('B');
    await admin('POST', paths.collections.addProducts(c1.id), { id: c1.id, productIds: [a, b] });
    await admin('POST', paths.collections.addProducts(c2.id), { id: c2.id, productIds: [a] });
    await admin('DELETE', `${paths.products.delete(b)}?id=${b}`);
    expect((await getV2(c1.id)).body.collection.numberOfProducts).toBe(1);
    await admin('DELETE', `${paths.collections.delete(c1.id)}?id=${c1.id}`);
    expect((await admin('GET', `${paths.products.get(a)}?id=${a}`)).body.product.collectionIds).toEqual([c2.id]);
  });

  it('counts only visible products for visitors', async () => {
    const c = await collection({ name: 'Mixed' });
    await admin('POST', paths.collections.addProducts(c.id), { id: c.id, productIds: [await product('Shown'), await product('Hidden', false)] });
    const tokens = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
    expect((await getV2(c.id)).body.collection.numberOfProducts).toBe(2);
    expect((await getV2(c.id, { Authorization: tokens.body.access_token })).body.collection.numberOfProducts).toBe(1);
  });

  it('reads by slug on v1 and v2 (trusting the ?slug= copy) and queries on v2', async () => {
    const c = await collection({ name: 'Odd Slug', slug: 'odd/slug x' });
    await collection({ name: 'Another' });
    const v1 = await admin('GET', `/stores-reader/v1/collections/slug/odd/slug x?slug=${encodeURIComponent('odd/slug x')}`);
    expect(v1.status).toBe(200);
    expect(v1.body.collection.id).toBe(c.id);
    const v2 = await admin('GET', `${paths.collections.getBySlug('odd/slug x')}?slug=odd%2Fslug+x`);
    expect(v2.body.collection).toEqual(v1.body.collection);

    const query = { filter: { name: { $startsWith: 'odd' } }, paging: { limit: 10 } };
    const viaGet = await admin('GET', `${paths.collections.query()}?.r=${encodeDotR({ query })}`);
    const viaPost = await admin('POST', paths.collections.query(), { query });
    expect(viaGet.body).toEqual(viaPost.body);
    expect(viaGet.body.collections.map((x: any) => x.id)).toEqual([c.id]);
    expect(viaGet.body.metadata).toMatchObject({ count: 1, total: 1, offset: 0 });
  });
});
