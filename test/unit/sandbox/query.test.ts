// V1 by nature: the V1 product/collection query (offset paging, totals, numericId); V3's cursor queries on declared
// fields are tested in v3-products.test.ts and v3-product-indexes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { encodeDotR } from '../../../src/wire/api/query-encoding.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const ids: Record<string, string> = {};
let kitchen = '';
let summer = '';

const post = (query: unknown) => t.admin('POST', paths.products.query(), { query });
const getR = (query: unknown) => callSandbox(t.baseUrl, 'GET', `${paths.products.query()}?.r=${encodeDotR({ query })}`, { headers: t.adminHeaders });
const names = async (filter: unknown, sort?: unknown) => {
  const res = await post({ filter, sort, paging: { limit: 100 } });
  expect(res.status).toBe(200);
  return res.body.products.map((p: any) => p.name).sort();
};

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
  const admin = t.admin;
  const make = async (product: Record<string, unknown>) => {
    const res = await admin('POST', paths.products.create(), { product });
    ids[product.name as string] = res.body.product.id;
  };
  await make({ name: 'Apple', priceData: { price: 3 }, sku: 'FR-1', weight: 1, brand: 'Orchard' });
  await make({ name: 'Banana', priceData: { price: 1 }, sku: 'FR-2', weight: 2 });
  await make({ name: 'Cherry', priceData: { price: 8 }, weight: 2, description: 'Dark red' });
  await make({ name: 'apricot', priceData: { price: 3 }, sku: 'fr-3', weight: 1, discount: { type: 'PERCENT', value: 50 } });
  await make({ name: 'Date', priceData: { price: 12 }, sku: 'DT-1', weight: 0.5 });
  kitchen = (await admin('POST', paths.collections.create(), { collection: { name: 'Kitchen' } })).body.collection.id;
  summer = (await admin('POST', paths.collections.create(), { collection: { name: 'Summer' } })).body.collection.id;
  await admin('POST', paths.collections.addProducts(kitchen), { id: kitchen, productIds: [ids.Apple, ids.Banana] });
  await admin('POST', paths.collections.addProducts(summer), { id: summer, productIds: [ids.Banana, ids.Cherry] });
});
afterAll(() => t.close());

describe('filter operators', () => {
  it.each([
    ['implicit eq', { name: 'Apple' }, ['Apple']],
    ['$eq on a dotted path', { 'priceData.price': { $eq: 3 } }, ['Apple', 'apricot']],
    ['$ne', { 'priceData.price': { $ne: 3 } }, ['Banana', 'Cherry', 'Date']],
    ['$gt', { 'priceData.price': { $gt: 3 } }, ['Cherry', 'Date']],
    ['$gte', { 'priceData.price': { $gte: 3 } }, ['Apple', 'Cherry', 'Date', 'apricot']],
    ['$lt', { 'priceData.price': { $lt: 3 } }, ['Banana']],
    ['$lte', { name: { $lte: 'Banana' } }, ['Apple', 'Banana']],
    ['$in', { sku: { $in: ['FR-1', 'DT-1'] } }, ['Apple', 'Date']],
    ['$nin', { sku: { $nin: ['FR-1', 'DT-1'] } }, ['Banana', 'Cherry', 'apricot']],
    ['$hasSome', { collectionIds: { $hasSome: ['__kitchen__', '__none__'] } }, ['Apple', 'Banana']],
    ['$hasAll', { collectionIds: { $hasAll: ['__kitchen__', '__summer__'] } }, ['Banana']],
    ['$startsWith (case-insensitive)', { name: { $startsWith: 'ap' } }, ['Apple', 'apricot']],
    ['$endsWith', { sku: { $endsWith: '-1' } }, ['Apple', 'Date']],
    ['$contains', { description: { $contains: 'RED' } }, ['Cherry']],
    ['$exists true', { numericId: { $exists: true } }, ['Apple', 'Banana', 'Cherry', 'Date', 'apricot']],
    ['$exists false', { numericId: { $exists: false } }, []],
    ['null equality = empty', { sku: null }, ['Cherry']],
    ['$ne null', { sku: { $ne: null } }, ['Apple', 'Banana', 'Date', 'apricot']],
    ['$and', { $and: [{ 'priceData.price': 3 }, { sku: { $startsWith: 'FR' } }] }, ['Apple', 'apricot']],
    ['$and with an indexed and an evaluated clause', { $and: [{ sku: { $in: ['FR-1', 'FR-2', 'DT-1'] } }, { name: { $startsWith: 'a' } }] }, ['Apple']],
    ['$or', { $or: [{ name: 'Date' }, { 'priceData.price': 1 }] }, ['Banana', 'Date']],
    ['$not', { $not: { 'priceData.price': { $gte: 3 } } }, ['Banana']],
    ['two operators on one field', { 'priceData.price': { $gt: 1, $lt: 12 } }, ['Apple', 'Cherry', 'apricot']],
  ])('%s', async (_label, filter, expected) => {
    const resolved = JSON.parse(JSON.stringify(filter).replaceAll('__kitchen__', kitchen).replaceAll('__summer__', summer));
    expect(await names(resolved)).toEqual([...expected].sort());
  });

  it('rejects an unknown operator with a 400 on query.filter', async () => {
    const res = await post({ filter: { $and: [{ name: 'x' }, { sku: { $near: 1 } }] } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.filter', violatedRule: 'INVALID_ENUM_VALUE' });
  });
});

describe('sort and paging', () => {
  it('sorts by several keys, stable for ties', async () => {
    const res = await post({ sort: [{ fieldName: 'priceData.price', order: 'DESC' }, { fieldName: 'name', order: 'ASC' }] });
    expect(res.body.products.map((p: any) => p.name)).toEqual(['Date', 'Cherry', 'Apple', 'apricot', 'Banana']);
  });

  it('reads the query field `price` as the price number (filter and sort), as the product query spec does', async () => {
    const res = await post({ filter: { price: { $lte: 3 } }, sort: [{ fieldName: 'price', order: 'DESC' }, { fieldName: 'name', order: 'ASC' }] });
    expect(res.body.products.map((p: any) => p.name)).toEqual(['Apple', 'apricot', 'Banana']);
  });

  it('pages with offset and limit and reports the total', async () => {
    const sort = [{ fieldName: 'numericId', order: 'ASC' }];
    const first = await post({ sort, paging: { limit: 2, offset: 0 } });
    const third = await post({ sort, paging: { limit: 2, offset: 4 } });
    expect(first.body.metadata).toEqual({ count: 2, offset: 0, total: 5, cursors: {} });
    expect(first.body.products.map((p: any) => p.name)).toEqual(['Apple', 'Banana']);
    expect(third.body.metadata).toMatchObject({ count: 1, offset: 4, total: 5 });
    expect(third.body.products.map((p: any) => p.name)).toEqual(['Date']);
  });

  it('treats an empty query as everything, creation order', async () => {
    const res = await t.admin('GET', paths.products.query());
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: any) => p.name)).toEqual(['Apple', 'Banana', 'Cherry', 'apricot', 'Date']);
    expect(res.body.metadata.total).toBe(5);
  });

  it('answers GET .r and POST with identical results', async () => {
    const query = { filter: { price: { $lte: 3 } }, sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 2, offset: 1 } };
    const viaGet = await getR(query);
    const viaPost = await post(query);
    expect(viaGet.status).toBe(200);
    expect(viaGet.body).toEqual(viaPost.body);
    expect(viaGet.body.products).toHaveLength(2);
  });

  it('rejects a limit above 100 with the validation envelope', async () => {
    const res = await getR({ paging: { limit: 101 } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations).toEqual([
      { field: 'query.paging.limit', description: 'must be at most 100', violatedRule: 'MAX', ruleName: null, data: {} },
    ]);
  });

  it('rejects a .r that is not base64url JSON', async () => {
    const res = await callSandbox(t.baseUrl, 'GET', `${paths.products.query()}?.r=%%%`, { headers: t.adminHeaders });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe('.r');
  });
});

// #16: the platform declares which fields a product query filters and sorts on (docs/wire/catalog-v1.md §5.3) and refuses
// the others with a 400; the sandbox answers the same instead of an empty list or an ignored sort.
describe('declared fields only', () => {
  const violation = (res: { body: any }) => res.body.details.validationError.fieldViolations[0];

  it('refuses a filter on an undeclared field, naming the filterable ones', async () => {
    const res = await post({ filter: { $and: [{ name: 'Apple' }, { weight: { $gt: 1 } }] } });
    expect(res.status).toBe(400);
    expect(violation(res)).toMatchObject({ field: 'query.filter', violatedRule: 'FIELD_NOT_ALLOWED' });
    expect(violation(res).description).toContain('"weight"');
    expect(violation(res).description).toContain('numericId');
  });

  it('refuses an operator a declared field does not take (collectionIds: $hasSome/$hasAll only)', async () => {
    const res = await post({ filter: { collectionIds: { $in: [kitchen] } } });
    expect(res.status).toBe(400);
    expect(violation(res).description).toContain('$in');
  });

  it('refuses a sort on an undeclared or unsortable field', async () => {
    for (const fieldName of ['weight', 'description']) {
      const res = await post({ sort: [{ fieldName, order: 'ASC' }] });
      expect(res.status).toBe(400);
      expect(violation(res)).toMatchObject({ field: 'query.sort', violatedRule: 'FIELD_NOT_ALLOWED' });
    }
  });

  it('refuses undeclared collection query fields too', async () => {
    const res = await t.admin('POST', paths.collections.query(), { query: { filter: { slug: 'kitchen' } } });
    expect(res.status).toBe(400);
    expect(violation(res).description).toContain('filterable fields: id, name');
  });
});

describe('numericId', () => {
  it('is unique and increasing in creation order, filterable with $gt and sortable, as a number', async () => {
    const all = (await post({ sort: [{ fieldName: 'numericId', order: 'DESC' }] })).body.products;
    const numericIds = all.map((p: any) => BigInt(p.numericId));
    expect(all.map((p: any) => p.name)).toEqual(['Date', 'apricot', 'Cherry', 'Banana', 'Apple']);
    expect(new Set(numericIds).size).toBe(5);
    const third = String(numericIds[2]);
    for (const value of [third, Number(third)]) {
      const after = await post({ filter: { numericId: { $gt: value } }, sort: [{ fieldName: 'numericId', order: 'ASC' }] });
      expect(after.body.products.map((p: any) => p.name)).toEqual(['apricot', 'Date']);
      expect(after.body.metadata.total).toBe(2);
    }
  });
});

describe('the offset ceiling', () => {
  let small: TestSandbox;
  beforeAll(async () => {
    small = await startTestSandbox({ catalog: 'v1', demo: false, offsetCeiling: 3 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) await small.admin('POST', paths.products.create(), { product: { name, priceData: { price: 1 } } });
  });
  afterAll(() => small.close());

  it('answers pages within the ceiling and refuses one that reaches past it with a 400 on query.paging.offset', async () => {
    const within = await small.admin('POST', paths.products.query(), { query: { paging: { offset: 1, limit: 2 } } });
    expect(within.status).toBe(200);
    expect(within.body.metadata).toMatchObject({ count: 2, total: 5 });
    const past = await small.admin('POST', paths.products.query(), { query: { paging: { offset: 2, limit: 2 } } });
    expect(past.status).toBe(400);
    expect(past.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.paging.offset', violatedRule: 'MAX' });
    expect(past.body.details.validationError.fieldViolations[0].description).toContain('numericId');
  });

  it('is passed by paging on numericId', async () => {
    const first = (await small.admin('POST', paths.products.query(), { query: { sort: [{ fieldName: 'numericId' }], paging: { limit: 3 } } })).body;
    const last = first.products[2].numericId;
    const rest = await small.admin('POST', paths.products.query(), {
      query: { filter: { numericId: { $gt: last } }, sort: [{ fieldName: 'numericId' }], paging: { limit: 3 } },
    });
    expect(rest.status).toBe(200);
    expect([...first.products, ...rest.body.products].map((p: any) => p.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
