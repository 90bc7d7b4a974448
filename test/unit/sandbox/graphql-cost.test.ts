// Issue #14 finding 6: GraphQL queries are priced before they run (aliases × page sizes, depth) and refused at
// once with a GraphQL error naming the limit, while other requests are served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { MAX_QUERY_COST, MAX_QUERY_DEPTH } from '../../../src/sandbox/graphql/cost.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { sizedProduct } from './v3-support.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1' });
});
afterAll(() => t.close());

const graphql = (query: string, variables?: Record<string, unknown>) => t.admin('POST', paths.graphql('v1'), { query, variables });
const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL cost limit', () => {
  it('refuses 1,000 aliases of a 100-item page with an error naming the limit, and runs none of it', async () => {
    const res = await graphql(aliases(1000, 'products(limit: 100) { items { id name } }'));
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].message).toContain(`limit of ${MAX_QUERY_COST}`);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
  });

  it('prices page sizes given by variables and by schema defaults', async () => {
    const viaVariable = await graphql('query($n: Int) { a: products(limit: $n) { items { id name slug } } b: products(limit: $n) { items { id name slug } } }', { n: 100_000 });
    expect(viaVariable.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
    // Default page of 50: 1 + 50 × (1 + 3) = 201 per alias, so 60 aliases are over 10,000.
    const viaDefault = await graphql(aliases(60, 'products { items { id name slug } }'));
    expect(viaDefault.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
    const under = await graphql(aliases(40, 'products { items { id name slug } }'));
    expect(under.body.errors).toBeUndefined();
    expect(under.body.data.a39.items.length).toBeGreaterThan(0);
  });

  it('counts fragments where they are spread', async () => {
    const res = await graphql(`{ ${Array.from({ length: 60 }, (_, i) => `a${i}: products { ...P }`).join(' ')} } fragment P on ProductPage { items { id name slug } }`);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
  });

  it('refuses selections nested deeper than the depth limit', async () => {
    let selection = 'id';
    for (let i = 0; i < MAX_QUERY_DEPTH; i++) selection = `products(limit: 1) { items { collections { ${selection} } } }`;
    const res = await graphql(`{ collection(slug: "kitchen") { ${selection} } }`);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_DEPTH_LIMIT_EXCEEDED');
    expect(res.body.errors[0].message).toContain(`limit of ${MAX_QUERY_DEPTH}`);
  });

  it('a 10,000-alias document is refused before it is validated, and other requests are served meanwhile', async () => {
    const [huge, rest] = await Promise.all([
      graphql(aliases(10_000, 'product(slug: "ceramic-mug") { id name }')),
      t.admin('POST', paths.products.query(), { query: {} }),
    ]);
    expect(huge.body.data).toBeNull();
    expect(huge.body.errors[0].message).toMatch(/limit|more than \d+ tokens/);
    expect(rest.status).toBe(200);
  });
});

// Issue #26 item 1: `limit: $n` with `$n` declared but not sent was priced as 1 while execution used the schema's
// default of 50 (1,600 aliases ran 8.3 s and returned 159 MB). Priced now with the variables as execution coerces them.
describe.each(['v1', 'v3'] as const)('GraphQL cost with variables (%s site)', (catalog) => {
  let box: TestSandbox;
  beforeAll(async () => {
    box = await startTestSandbox({ catalog });
  });
  afterAll(() => box.close());
  const page = 'products(limit: $n) { items { id name slug } }';

  it.each([paths.graphql(), paths.graphql('v1')])('refuses 1,600 aliases of products(limit: $n) with variables {} on %s', async (path) => {
    const res = await box.admin('POST', path, { query: `query($n: Int) ${aliases(1600, page)}`, variables: {} });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
  });

  it('prices a declared default the variable is not sent for, and a null limit as the refusal it is', async () => {
    const defaulted = await box.admin('POST', paths.graphql(), { query: `query($n: Int = 100) ${aliases(30, page)}`, variables: {} });
    expect(defaulted.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
    // null reaches the resolver, which refuses it: each alias is null with its error and nothing of it runs.
    const nulled = await box.admin('POST', paths.graphql(), { query: `query($n: Int) ${aliases(300, page)}`, variables: { n: null } });
    expect(nulled.body.data.a0).toBeNull();
    expect(nulled.body.errors[0].extensions.code).not.toBe('QUERY_COST_LIMIT_EXCEEDED');
  });
});

// The price bounds pages; lists as long as the data makes them (a product's variants) are held to the same budget
// while the query runs (graphql/execute.ts meteredResolver).
describe('GraphQL run-time budget', () => {
  let box: TestSandbox;
  beforeAll(async () => {
    box = await startTestSandbox({ catalog: 'v3', demo: false });
    const sizes = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`S${i}`, '1']));
    for (let i = 0; i < 5; i++) expect((await box.admin('POST', catalogV3Paths.products.create(), { product: { ...sizedProduct(`Wide ${i}`, sizes) } })).status).toBe(200);
  });
  afterAll(() => box.close());

  it('an admitted query whose variants lists run past 10,000 fields gets the cost error, not the 24,000 fields', async () => {
    // Priced 16 × (1 + 100 × (1 + 1 + 1 + 3)) = 9,616: admitted. Run: 16 × 5 products × (2 + 100 variants × 3) ≈ 24,200.
    const res = await box.admin('POST', paths.graphql(), { query: aliases(16, 'products(limit: 100) { items { variantsInfo { variants { id visible sku } } } }') });
    expect(res.status).toBe(200);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_COST_LIMIT_EXCEEDED');
    expect(JSON.stringify(res.body.data ?? {}).match(/"id"/g)?.length ?? 0).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
