// V3 by nature: the Catalog V3 GraphQL schema (graphql/schema-v3.ts) — V3 products and categories with cursor
// paging, filters on declared fields only, the REST read policy for categories and merchant data, and the cost limit.
// What both schemas do (filters with variables, hidden products, GraphQL errors, auth) is in graphql.test.ts.
import { describe, expect, it } from 'vitest';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { graphqlSandboxPerFile } from './graphql-support.js';

const box = graphqlSandboxPerFile('v3');
const slugs = (page: { items: Array<{ slug: string }> }) => page.items.map((p) => p.slug);

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment P on Product {
    id name slug visible revision
    actualPriceRange { minValue { amount } maxValue { amount } }
    compareAtPriceRange { minValue { amount } maxValue { amount } }
    brand { id name } ribbon { id name }
    variantsInfo { variants { id sku price { actualPrice { amount formattedAmount } } revenueDetails { cost { amount } } } }
    costRange { minValue { amount } }
    categories { slug }
  }
`;

describe('GraphQL on a Catalog V3 site', () => {
  it('serves V3 products: the same entity as the REST Get Product, filtered on declared fields, sorted, cursor-paged', async () => {
    const first = await box.admin.graphql.query<any>(`${PRODUCT_FIELDS}
      query($f: JSON) { products(filter: $f, sort: [{ fieldName: "actualPriceRange.minValue.amount", order: DESC }], limit: 2) {
        items { ...P } pagingMetadata { count hasNext cursors { next } } } }`,
    { f: { 'actualPriceRange.minValue.amount': { $lte: '40' } } });
    expect(first.errors).toBeUndefined();
    const page = first.data.products;
    expect(slugs(page)).toEqual(['linen-apron', 'oak-cutting-board']);
    expect(page.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const board = page.items[1];
    const rest = await box.sandbox.admin('GET', `${catalogV3Paths.products.get(board.id)}?fields=MERCHANT_DATA`);
    expect(board).toMatchObject({
      name: 'Oak Cutting Board', visible: true, revision: rest.body.product.revision,
      actualPriceRange: { minValue: { amount: '34' }, maxValue: { amount: '34' } },
      brand: { id: rest.body.product.brand.id, name: 'Homestead' }, ribbon: null,
      variantsInfo: { variants: [{ sku: 'BRD-100', price: { actualPrice: { amount: '34', formattedAmount: '$34.00' } }, revenueDetails: { cost: { amount: '12' } } }] },
      costRange: { minValue: { amount: '12' } }, categories: [{ slug: 'kitchen' }],
    });
    expect(board.variantsInfo.variants[0].id).toBe(rest.body.product.variantsInfo.variants[0].id);
    // The cursor carries the filter and sort: the next page goes on where the first stopped.
    const next = await box.admin.graphql.query<any>('query($c: String) { products(cursor: $c, limit: 10) { items { slug } pagingMetadata { count hasNext } } }', { c: page.pagingMetadata.cursors.next });
    expect(next.data.products).toEqual({ items: [{ slug: 'sun-hat' }, { slug: 'striped-beach-towel' }, { slug: 'ceramic-mug' }], pagingMetadata: { count: 3, hasNext: false } });
  });

  it('looks products and categories up by id or slug; categories list their products; json is the wire entity', async () => {
    const response = await box.admin.graphql.query<any>(`query($slugs: JSON) {
      product(slug: "sun-hat") { id json options { name choicesSettings { choices { name } } } variantsInfo { variants { choices { optionChoiceNames { optionName choiceName } } } } }
      categories(filter: $slugs, sort: [{ fieldName: "name" }]) { items { name slug itemCounter } pagingMetadata { count hasNext } }
      category(slug: "summer") { id name description products(limit: 2) { items { slug } pagingMetadata { count hasNext cursors { next } } } }
    }`, { slugs: { slug: { $in: ['kitchen', 'summer'] } } });
    expect(response.errors).toBeUndefined();
    const hat = response.data.product;
    expect(hat.json).toMatchObject({ id: hat.id, slug: 'sun-hat', ribbon: { name: 'New' } });
    expect(hat.options.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);
    expect(hat.variantsInfo.variants).toHaveLength(6);
    expect(hat.variantsInfo.variants[0].choices[0].optionChoiceNames).toEqual({ optionName: 'Size', choiceName: 'S' });
    expect(response.data.categories).toEqual({ items: [{ name: 'Kitchen', slug: 'kitchen', itemCounter: 5 }, { name: 'Summer', slug: 'summer', itemCounter: 3 }], pagingMetadata: { count: 2, hasNext: false } });
    const summer = response.data.category;
    expect(summer).toMatchObject({ name: 'Summer', description: 'Sun, sand and picnics.', products: { items: [{ slug: 'picnic-basket' }, { slug: 'sun-hat' }], pagingMetadata: { count: 2, hasNext: true } } });
    const rest = await box.sandbox.admin('POST', categoriesPaths.listItems(summer.id), { treeReference: { appNamespace: '@wix/stores' }, cursorPaging: { limit: 2 } });
    expect(rest.body.pagingMetadata.hasNext).toBe(true);
    const byId = await box.admin.graphql.query<any>('query($id: ID) { product(id: $id) { slug } category(id: "nope") { id } }', { id: hat.id });
    expect(byId.data).toEqual({ product: { slug: 'sun-hat' }, category: null });
  });

  it('free-text search like Search Products, and cursors for categories and a category\'s products', async () => {
    const found = await box.admin.graphql.query<any>('{ products(search: "mug stoneware") { items { slug } } sku: products(search: "BRD-100") { items { slug } } }');
    expect(found.data).toEqual({ products: { items: [{ slug: 'ceramic-mug' }] }, sku: { items: [{ slug: 'oak-cutting-board' }] } });
    const first = await box.admin.graphql.query<any>('{ categories(limit: 2, sort: [{ fieldName: "name", order: DESC }]) { items { slug } pagingMetadata { hasNext cursors { next } } } }');
    expect(first.data.categories.items).toEqual([{ slug: 'summer' }, { slug: 'kitchen' }]);
    const rest = await box.admin.graphql.query<any>('query($c: String) { categories(cursor: $c) { items { slug } pagingMetadata { hasNext } } }', { c: first.data.categories.pagingMetadata.cursors.next });
    expect(rest.data.categories).toEqual({ items: [{ slug: 'gifts' }], pagingMetadata: { hasNext: false } });
    const kitchen = await box.admin.graphql.query<any>('{ category(slug: "kitchen") { products(limit: 3) { items { slug } pagingMetadata { cursors { next } } } } }');
    const more = await box.admin.graphql.query<any>('query($c: String) { category(slug: "kitchen") { products(cursor: $c) { items { slug } pagingMetadata { hasNext } } } }', { c: kitchen.data.category.products.pagingMetadata.cursors.next });
    const all = [...slugs(kitchen.data.category.products), ...slugs(more.data.category.products)];
    // A category's items come newest first, as List Items In Category returns them.
    expect(all).toEqual(['prototype-blender', 'linen-apron', 'oak-cutting-board', 'chefs-knife', 'ceramic-mug']);
    expect(more.data.category.products.pagingMetadata.hasNext).toBe(false);
  });

  it('read policy as REST: a visitor lists no hidden category but gets one by slug, sees no hidden product in a category, and no merchant data', async () => {
    const hidden = await box.sandbox.admin('POST', categoriesPaths.create(), { category: { name: 'Backroom', visible: false }, treeReference: { appNamespace: '@wix/stores' } });
    expect(hidden.status).toBe(200);
    try {
      const query = `${PRODUCT_FIELDS} {
        mug: product(slug: "ceramic-mug") { ...P json }
        categories { items { slug } }
        category(slug: "backroom") { slug visible }
        kitchen: category(slug: "kitchen") { products(limit: 100) { items { slug } } }
      }`;
      const [asAdmin, asVisitor] = await Promise.all([box.admin.graphql.query<any>(query), box.visitor.graphql.query<any>(query)]);
      expect(asAdmin.errors).toBeUndefined();
      expect(asVisitor.errors).toBeUndefined();
      expect(slugs(asAdmin.data.categories)).toContain('backroom');
      expect(asAdmin.data.category).toEqual({ slug: 'backroom', visible: false });
      expect(slugs(asAdmin.data.kitchen.products)).toContain('prototype-blender');
      expect(asAdmin.data.mug.costRange).toEqual({ minValue: { amount: '4' } });
      expect(asAdmin.data.mug.json.costRange).toBeDefined();

      expect(slugs(asVisitor.data.categories)).not.toContain('backroom');
      // Get Category answers a hidden category to every reader, as REST does (SDK doc of Category.visible: hidden
      // categories "are still accessible via API calls").
      expect(asVisitor.data.category).toEqual({ slug: 'backroom', visible: false });
      expect(slugs(asVisitor.data.kitchen.products)).not.toContain('prototype-blender');
      expect(asVisitor.data.mug.costRange).toBeNull();
      expect(asVisitor.data.mug.variantsInfo.variants[0].revenueDetails).toBeNull();
      expect(JSON.stringify(asVisitor.data.mug.json)).not.toMatch(/costRange|revenueDetails/);
      expect(asVisitor.data.mug.name).toBe('Ceramic Mug');
    } finally {
      await box.sandbox.admin('DELETE', categoriesPaths.delete(hidden.body.category.id));
    }
  });

  it('refuses filters and sorts on undeclared fields, as REST does, nulling that field only', async () => {
    const response = await box.admin.graphql.query<any>(
      'query($bad: JSON, $op: JSON) { a: products(filter: $bad) { items { id } } b: products(filter: $op) { items { id } } c: products(sort: [{ fieldName: "brand.name" }]) { items { id } } d: categories(filter: { itemCounter: 3 }) { items { id } } ok: products(filter: { visible: false }) { items { slug } } }',
      { bad: { 'revenueDetails.cost.amount': { $gt: '1' } }, op: { 'options.id': { $eq: 'x' } } },
    );
    expect(response.data).toEqual({ a: null, b: null, c: null, d: null, ok: { items: [{ slug: 'prototype-blender' }] } });
    const messages = Object.fromEntries(response.errors!.map((e) => [e.path![0], `${e.message} [${e.extensions?.code}]`]));
    expect(messages.a).toBe("Field 'revenueDetails.cost.amount' is not declared as filterable [INVALID_ARGUMENT]");
    expect(messages.b).toMatch(/field 'options.id' supports only \$hasSome, \$hasAll, not \$eq/);
    expect(messages.c).toBe("Field 'brand.name' is not declared as sortable [INVALID_ARGUMENT]");
    expect(messages.d).toBe("Field 'itemCounter' is not declared as filterable [INVALID_ARGUMENT]");
    const tooMany = await box.admin.graphql.query<any>('{ products(limit: 101) { items { id } } }');
    expect(tooMany.data.products).toBeNull();
    expect(tooMany.errors![0].extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it('the cost limit prices the V3 schema too: aliases × page sizes', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `p${i}: products(limit: 100) { items { id name slug variantsInfo { variants { id } } } }`).join(' ');
    const response = await box.visitor.graphql.query<any>(`{ ${aliases} }`);
    expect(response.data).toEqual({});
    expect(response.errors![0].extensions?.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
    const deep = await box.admin.graphql.query<any>('{ categories(limit: 1) { items { products(limit: 1) { items { categories { products(limit: 1) { items { categories { products(limit: 1) { items { categories { id } } } } } } } } } } } }');
    expect(deep.errors![0].extensions?.code).toBe('QUERY_DEPTH_LIMIT_EXCEEDED');
    // Under the limit, the same nesting runs.
    const ok = await box.admin.graphql.query<any>('{ categories(limit: 1) { items { products(limit: 1) { items { categories { slug } } } } } }');
    expect(ok.errors).toBeUndefined();
    expect(ok.data.categories.items[0].products.items[0].categories.length).toBeGreaterThan(0);
  });
});
