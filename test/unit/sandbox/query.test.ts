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
  t = await startTestSandbox({ demo: false });
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
    ['$ne', { weight: { $ne: 2 } }, ['Apple', 'Date', 'apricot']],
    ['$gt', { 'priceData.price': { $gt: 3 } }, ['Cherry', 'Date']],
    ['$gte', { 'priceData.price': { $gte: 3 } }, ['Apple', 'Cherry', 'Date', 'apricot']],
    ['$lt', { 'priceData.discountedPrice': { $lt: 3 } }, ['Banana', 'apricot']],
    ['$lte', { weight: { $lte: 1 } }, ['Apple', 'Date', 'apricot']],
    ['$in', { sku: { $in: ['FR-1', 'DT-1'] } }, ['Apple', 'Date']],
    ['$nin', { sku: { $nin: ['FR-1', 'DT-1'] } }, ['Banana', 'Cherry', 'apricot']],
    ['$hasSome', { collectionIds: { $hasSome: ['__kitchen__', '__none__'] } }, ['Apple', 'Banana']],
    ['$hasAll', { collectionIds: { $hasAll: ['__kitchen__', '__summer__'] } }, ['Banana']],
    ['$startsWith (case-insensitive)', { name: { $startsWith: 'ap' } }, ['Apple', 'apricot']],
    ['$endsWith', { sku: { $endsWith: '-1' } }, ['Apple', 'Date']],
    ['$contains', { description: { $contains: 'RED' } }, ['Cherry']],
    ['$exists true', { brand: { $exists: true } }, ['Apple']],
    ['$exists false', { brand: { $exists: false } }, ['Banana', 'Cherry', 'Date', 'apricot']],
    ['null equality = empty', { sku: null }, ['Cherry']],
    ['$ne null', { sku: { $ne: null } }, ['Apple', 'Banana', 'Date', 'apricot']],
    ['$and', { $and: [{ weight: 1 }, { sku: { $startsWith: 'FR' } }] }, ['Apple', 'apricot']],
    ['$or', { $or: [{ name: 'Date' }, { 'priceData.price': 1 }] }, ['Banana', 'Date']],
    ['$not', { $not: { weight: { $gte: 1 } } }, ['Date']],
    ['two operators on one field', { 'priceData.price': { $gt: 1, $lt: 12 } }, ['Apple', 'Cherry', 'apricot']],
  ])('%s', async (_label, filter, expected) => {
    const resolved = JSON.parse(JSON.stringify(filter).replaceAll('__kitchen__', kitchen).replaceAll('__summer__', summer));
    expect(await names(resolved)).toEqual([...expected].sort());
  });

  it('rejects an unknown operator with a 400 on query.filter', async () => {
    const res = await post({ filter: { $and: [{ name: 'x' }, { weight: { $near: 1 } }] } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.filter', violatedRule: 'INVALID_ENUM_VALUE' });
  });
});

describe('sort and paging', () => {
  it('sorts by several keys, stable for ties', async () => {
    const res = await post({ sort: [{ fieldName: 'weight', order: 'DESC' }, { fieldName: 'name', order: 'ASC' }] });
    expect(res.body.products.map((p: any) => p.name)).toEqual(['Banana', 'Cherry', 'Apple', 'apricot', 'Date']);
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
    const query = { filter: { weight: { $lte: 1 } }, sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 2, offset: 1 } };
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
