// Issue #14 finding 7: bad input is a 4xx in the platform's envelope, never a 500 — reserved filter keys, a huge
// $in, a 5,000-deep $and, malformed percent-encoding — and a property test over random filter objects, on a V1 and a
// V3 store, each through its own Query Products. What only one version has is said where it is tested: V1's `.r`
// query string (GET reads carry the body base64url-encoded, docs/wire/catalog-v1.md §2) and V3's Search Products and
// its "not declared as filterable" refusal.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { encodeDotR } from '../../../src/wire/api/query-encoding.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

/** Each version's Query Products (both take `{query: {filter, sort}}`) and a product path to mangle. */
const QUERY_PRODUCTS: Record<CatalogVersion, string> = { v1: paths.products.query(), v3: catalogV3Paths.products.query() };
const PRODUCT_PATH: Record<CatalogVersion, string> = { v1: '/stores-reader/v1/products/', v3: catalogV3Paths.products.get('') };

/** A sandbox of the version per describe block. */
function sandboxPerBlock(catalog: CatalogVersion): { t: TestSandbox } {
  const box = {} as { t: TestSandbox };
  beforeAll(async () => {
    box.t = await startTestSandbox({ catalog });
  });
  afterAll(() => box.t.close());
  return box;
}

const rawPost = async (t: TestSandbox, path: string, body: string) => {
  const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { ...t.adminHeaders, 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as any };
};
const expectEnvelope400 = (res: { status: number; body: any }) => {
  expect(res.status).toBe(400);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.details.validationError ?? res.body.details.applicationError).toBeTruthy();
};

/** Random filter objects: known and unknown fields (reserved names too), operators, and any JSON as arguments. */
const fieldName = fc.oneof(
  fc.constantFrom('name', 'slug', 'sku', 'price', 'priceData.price', 'visible', 'id', 'collections.id', 'productOptions.name', 'constructor', 'toString', 'valueOf', '__proto__', 'prototype', 'a.b.c'),
  fc.string({ maxLength: 8 }),
);
const operator = fc.constantFrom('$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists', '$regex', '$');
const { filter } = fc.letrec<{ filter: Record<string, unknown>; condition: unknown }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    fc.dictionary(fieldName, tie('condition'), { maxKeys: 3 }),
    fc.record({ $and: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ $or: fc.oneof(fc.array(tie('filter'), { maxLength: 3 }), fc.jsonValue()) }),
    fc.record({ $not: fc.oneof(tie('filter'), fc.jsonValue()) }),
  ),
  condition: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(operator, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 })),
}));

describe.each(['v1', 'v3'] as const)('bad input on a %s store is a 4xx in the envelope, never a 500', (catalog) => {
  const box = sandboxPerBlock(catalog);
  const rawQuery = (body: string) => rawPost(box.t, QUERY_PRODUCTS[catalog], body);
  const queryProducts = (filter: unknown, sort?: unknown) => rawQuery(JSON.stringify({ query: { filter, ...(sort ? { sort } : {}) } }));

  it.each(['constructor', 'constructor.name', 'prototype', 'options.constructor', 'toString', 'hasOwnProperty', 'valueOf'])('filter key %s', async (key) => {
    expectEnvelope400(await queryProducts({ [key]: 'x' }));
  });

  it('a sort on constructor', async () => {
    expectEnvelope400(await queryProducts({}, [{ fieldName: 'constructor', order: 'ASC' }]));
  });

  it('a "__proto__" key anywhere in a body is refused (it would become a prototype, not a filter)', async () => {
    expectEnvelope400(await rawQuery('{"query":{"filter":{"__proto__":{"name":"x"}}}}'));
  });

  it('$in with 100,000 values names the limit; 1,000 values are answered', async () => {
    const res = await queryProducts({ slug: { $in: Array.from({ length: 100_000 }, (_, i) => `s-${i}`) } });
    expectEnvelope400(res);
    expect(res.body.message).toContain('at most 1000');
    expect((await queryProducts({ slug: { $in: Array.from({ length: 1000 }, (_, i) => `s-${i}`) } })).status).toBe(200);
  });

  it('$and nested 5,000 deep in a POST body', async () => {
    expectEnvelope400(await rawQuery(`{"query":{"filter":${'{"$and":['.repeat(5000)}{"name":"x"}${']}'.repeat(5000)}}}`));
  });

  it.each(['/product-page/%E0%A4%A', '/product-page/%', 'product path %zz'])('malformed percent-encoding in %s', async (given) => {
    const path = given === 'product path %zz' ? `${PRODUCT_PATH[catalog]}%zz` : given;
    const res = await callSandbox(box.t.baseUrl, 'GET', path, { headers: box.t.adminHeaders });
    expect(res.status).toBe(400);
    expect(res.body.details.applicationError.code).toBe('INVALID_ARGUMENT');
  });

  it('property: random filters on Query Products answer < 500 in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        // JSON as sent on the wire: a `__proto__` key generated by fast-check must travel as a key, not vanish.
        const res = await rawQuery(JSON.stringify({ query: { filter: f } }));
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status !== 200) expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 100 },
    );
  });
});

describe("V1 by nature: the `.r` query string of V1's GET reads", () => {
  const box = sandboxPerBlock('v1');
  const getQuery = (body: unknown) => callSandbox(box.t.baseUrl, 'GET', `${paths.products.query()}?.r=${encodeDotR(body)}`, { headers: box.t.adminHeaders });

  it('$and nested 40 deep is refused naming the depth limit', async () => {
    let filter: Record<string, unknown> = { name: 'x' };
    for (let i = 0; i < 40; i++) filter = { $and: [filter] };
    const res = await getQuery({ query: { filter } });
    expectEnvelope400(res);
    expect(res.body.message).toContain('deeper than 32');
  });

  it('property: random filters in a .r query answer < 500 in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        const body = JSON.stringify({ query: { filter: f } });
        const res = await callSandbox(box.t.baseUrl, 'GET', `${paths.products.query()}?.r=${Buffer.from(body).toString('base64url')}`, { headers: box.t.adminHeaders });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status !== 200) expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 100 },
    );
  });
});

describe('V3 by nature: Search Products and the "not declared as filterable" refusal', () => {
  const box = sandboxPerBlock('v3');

  it('Search Products: $in with 100,000 values is a 400 naming the limit', async () => {
    const res = await rawPost(box.t, catalogV3Paths.products.search(), JSON.stringify({ search: { filter: { id: { $in: Array.from({ length: 100_000 }, (_, i) => `id-${i}`) } } } }));
    expectEnvelope400(res);
    expect(res.body.message).toContain('at most 1000');
  });

  it.each(['toString', 'hasOwnProperty', 'valueOf'])('filter key %s is "not declared as filterable", not an inherited function', async (key) => {
    const res = await rawPost(box.t, catalogV3Paths.products.query(), JSON.stringify({ query: { filter: { [key]: { $hasSome: ['x'] } } } }));
    expectEnvelope400(res);
    expect(res.body.message).toBe(`Field '${key}' is not declared as filterable`);
  });
});
