// GraphQL over the sandbox, through the client's graphql resource: queries with variables, the same visibility
// rules as REST, GraphQL errors answered 200 in `errors`, and auth problems as the platform's error envelope.
import { describe, expect, it } from 'vitest';
import { NoAuth } from '../../../src/auth/no-auth.js';
import { ApiAuthError } from '../../../src/client/errors.js';
import { paths } from '../../../src/wire/api/paths.js';
import { graphqlSandboxPerFile } from './graphql-support.js';

const box = graphqlSandboxPerFile('v1');

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

describe('sandbox GraphQL', () => {
  it('runs a query with variables, filters, sorting, paging and nested collections', async () => {
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

  it('looks products and collections up by id or slug, and the json field is the REST entity', async () => {
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
    const query = '{ products(limit: 100) { items { slug } pagingMetadata { total } } product(slug: "prototype-blender") { slug } collection(slug: "kitchen") { numberOfProducts } }';
    const asAdmin = await box.admin.graphql.query<any>(query);
    const asVisitor = await box.visitor.graphql.query<any>(query);
    expect(asAdmin.data.products.items.map((p: { slug: string }) => p.slug)).toContain('prototype-blender');
    expect(asAdmin.data.product).toEqual({ slug: 'prototype-blender' });
    expect(asVisitor.data.products.items.map((p: { slug: string }) => p.slug)).not.toContain('prototype-blender');
    expect(asVisitor.data.products.pagingMetadata.total).toBe(asAdmin.data.products.pagingMetadata.total - 1);
    expect(asVisitor.data.product).toBeNull();
    expect(asVisitor.data.collection.numberOfProducts).toBe(asAdmin.data.collection.numberOfProducts - 1);
  });

  it('answers GraphQL errors with 200 and `errors`: syntax, unknown fields, bad arguments', async () => {
    const syntax = await box.admin.graphql.query('{ products { items { name }');
    expect(syntax.data).toEqual({});
    expect(syntax.errors?.[0].message).toMatch(/Syntax Error/);
    const unknown = await box.admin.graphql.query('{ products { items { nope } } }');
    expect(unknown.errors?.[0].message).toMatch(/Cannot query field "nope"/);
    const tooMany = await box.admin.graphql.query<any>('{ products(limit: 500) { items { id } } collections { pagingMetadata { total } } }');
    expect(tooMany.errors?.[0]).toMatchObject({ path: ['products'], extensions: { code: 'INVALID_ARGUMENT', status: 400 } });
    expect(tooMany.data).toEqual({ products: null, collections: { pagingMetadata: { total: 3 } } });
    const badFilter = await box.admin.graphql.query('query($f: JSON) { products(filter: $f) { items { id } } }', { f: { name: { $regex: 'x' } } });
    expect(badFilter.errors?.[0].message).toMatch(/\$regex/);
    const both = await box.admin.graphql.query('{ product(id: "a", slug: "b") { id } }');
    expect(both.errors?.[0].message).toMatch(/exactly one of id or slug/);
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
