// GraphQL over the sandbox, through the client's graphql resource, on a V1 and a V3 store: queries with variables,
// the same visibility rules as REST, GraphQL errors answered 200 in `errors`, and auth problems as the platform's
// error envelope. Each version serves its own catalog's schema (graphql/schema.ts, graphql/schema-v3.ts); what only
// the V3 schema has (categories, cursors, search, declared fields, merchant data) is in graphql-v3.test.ts.
import { describe, expect, it } from 'vitest';
import { NoAuth } from '../../../src/auth/no-auth.js';
import { ApiAuthError } from '../../../src/client/errors.js';
import { paths } from '../../../src/wire/api/paths.js';
import { graphqlSandboxPerFile } from './graphql-support.js';

// Filter operators start with `$`, which GraphQL names cannot: filters travel as JSON variables.
const PRODUCTS = /* GraphQL */ `
  query Cheap($filter: JSON, $cheaper: JSON, $limit: Int) {
    products(filter: $filter, sort: [{ fieldName: "priceData.price", order: DESC }], limit: $limit) {
      items { name slug price { price formatted { discountedPrice } } collections { slug } }
      pagingMetadata { count total offset }
    }
    under: products(filter: $cheaper) { pagingMetadata { total } }
  }
`;

/** Each schema's name for the price a product is sold at (a V3 price is a decimal string), and its page of groups. */
const SCHEMA = {
  v1: { price: 'priceData.price', upTo: (n: number) => ({ $lte: n }), groups: 'collections' },
  v3: { price: 'actualPriceRange.minValue.amount', upTo: (n: number) => ({ $lte: String(n) }), groups: 'categories' },
} as const;

describe.each(['v1', 'v3'] as const)('sandbox GraphQL on a %s store', (catalog) => {
  const box = graphqlSandboxPerFile(catalog);
  const schema = SCHEMA[catalog];

  it('filters and sorts products with variables, and pages them', async () => {
    const response = await box.admin.graphql.query<any>(
      `query($filter: JSON, $limit: Int) { products(filter: $filter, sort: [{ fieldName: "${schema.price}", order: DESC }], limit: $limit) { items { slug } pagingMetadata { count } } }`,
      { filter: { [schema.price]: schema.upTo(40) }, limit: 2 },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data.products).toEqual({ items: [{ slug: 'linen-apron' }, { slug: 'oak-cutting-board' }], pagingMetadata: { count: 2 } });
  });

  // V1 only: the V1 schema's price fields, offset paging with totals and nested collections; the V3 schema's own
  // (ranges, cursors, categories) are in graphql-v3.test.ts.
  it.runIf(catalog === 'v1')('V1: runs a query with variables, filters, sorting, paging and nested collections', async () => {
      const response = await box.admin.graphql.query<any>(PRODUCTS, {
        filter: { 'priceData.price': { $lte: 40 } },
        cheaper: { 'priceData.price': { $lte: 20 } },
        limit: 2,
      });
      expect(response.errors).toBeUndefined();
      const page = response.data.products;
      expect(page.items.map((p: { slug: string }) => p.slug)).toEqual(['linen-apron', 'oak-cutting-board']);
      expect(page.items[1]).toEqual({ name: 'Oak Cutting Board', slug: 'oak-cutting-board', price: { price: 34, formatted: { discountedPrice: '$34.00' } }, collections: [{ slug: 'kitchen' }] });
      expect(page.pagingMetadata).toMatchObject({ count: 2, offset: 0, total: 5 });
      expect(response.data.under.pagingMetadata.total).toBe(1);
    });

  // V1 only: `json` is the V1 REST entity and groups are collections; V3 lookups (json is the V3 entity with every
  // field, groups are categories) are in graphql-v3.test.ts.
  it.runIf(catalog === 'v1')('V1: looks products and collections up by id or slug, and the json field is the REST entity', async () => {
      const rest = await box.sandbox.admin('GET', paths.products.query());
      const mug = rest.body.products.find((p: { slug: string }) => p.slug === 'ceramic-mug');
      const response = await box.admin.graphql.query<any>(
        'query($id: ID!) { product(id: $id) { json } byslug: product(slug: "ceramic-mug") { id } collection(slug: "kitchen") { name products(limit: 100) { items { slug } } } }',
        { id: mug.id },
      );
      expect(response.data.product.json).toEqual(mug);
      expect(response.data.byslug.id).toBe(mug.id);
      expect(response.data.collection.products.items.map((p: { slug: string }) => p.slug)).toContain('ceramic-mug');
    });

  it('hides hidden products from visitors, as REST does', async () => {
    const query = '{ products(limit: 100) { items { slug } pagingMetadata { count } } product(slug: "prototype-blender") { slug } }';
    const asAdmin = await box.admin.graphql.query<any>(query);
    const asVisitor = await box.visitor.graphql.query<any>(query);
    expect(asAdmin.data.products.items.map((p: { slug: string }) => p.slug)).toContain('prototype-blender');
    expect(asAdmin.data.product).toEqual({ slug: 'prototype-blender' });
    expect(asVisitor.data.products.items.map((p: { slug: string }) => p.slug)).not.toContain('prototype-blender');
    expect(asVisitor.data.products.pagingMetadata.count).toBe(asAdmin.data.products.pagingMetadata.count - 1);
    expect(asVisitor.data.product).toBeNull();
  });

  // V1 only: a V1 collection counts its products (numberOfProducts) per caller; a V3 category's itemCounter is the
  // platform's stored count, and its product list is checked for visitors in graphql-v3.test.ts.
  it.runIf(catalog === 'v1')('V1: a collection counts only the products the caller sees', async () => {
    const query = '{ products(limit: 100) { pagingMetadata { total } } collection(slug: "kitchen") { numberOfProducts } }';
    const asAdmin = await box.admin.graphql.query<any>(query);
    const asVisitor = await box.visitor.graphql.query<any>(query);
    expect(asVisitor.data.products.pagingMetadata.total).toBe(asAdmin.data.products.pagingMetadata.total - 1);
    expect(asVisitor.data.collection.numberOfProducts).toBe(asAdmin.data.collection.numberOfProducts - 1);
  });

  it('answers GraphQL errors with 200 and `errors`: syntax, unknown fields, bad arguments', async () => {
    const syntax = await box.admin.graphql.query('{ products { items { name }');
    expect(syntax.data).toEqual({});
    expect(syntax.errors?.[0].message).toMatch(/Syntax Error/);
    const unknown = await box.admin.graphql.query('{ products { items { nope } } }');
    expect(unknown.errors?.[0].message).toMatch(/Cannot query field "nope"/);
    const tooMany = await box.admin.graphql.query<any>(`{ products(limit: 500) { items { id } } ${schema.groups} { pagingMetadata { count } } }`);
    expect(tooMany.errors?.[0]).toMatchObject({ path: ['products'], extensions: { code: 'INVALID_ARGUMENT', status: 400 } });
    expect(tooMany.data).toEqual({ products: null, [schema.groups]: { pagingMetadata: { count: 3 } } });
    const both = await box.admin.graphql.query('{ product(id: "a", slug: "b") { id } }');
    expect(both.errors?.[0].message).toMatch(/exactly one of id or slug/);
  });

  // V1 only: the V1 schema checks filter operators itself; V3 filters are refused on undeclared fields and
  // operators (graphql-v3.test.ts 'refuses filters and sorts on undeclared fields').
  it.runIf(catalog === 'v1')('V1: refuses a filter operator it does not support', async () => {
    const badFilter = await box.admin.graphql.query('query($f: JSON) { products(filter: $f) { items { id } } }', { f: { name: { $regex: 'x' } } });
    expect(badFilter.errors?.[0].message).toMatch(/\$regex/);
  });

  it('refuses callers without credentials with the platform envelope (not a GraphQL 200)', async () => {
    const anonymous = box.clientWith(new NoAuth());
    const error = await anonymous.graphql.query('{ products { items { id } } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiAuthError);
    expect((error as ApiAuthError).status).toBe(401);
    await anonymous.close();
    const missing = await box.sandbox.admin('POST', paths.graphql(), { variables: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe('query');
  });
});
