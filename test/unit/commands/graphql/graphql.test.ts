// store graphql: documents inline, from @FILE or stdin, variables, --json shape, and GraphQL errors → stderr + exit 1 —
// one body on a V1 and a V3 store. Each version has its own read schema (the V1 or the V3 entity), so the documents
// name each version's fields through SCHEMA; what is asked and what must come back is the same.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { ApiError } from '../../../../src/client/errors.js';
import { explainGraphqlOnV3, GraphqlErrorsError, GraphqlOnV3Error, runGraphql } from '../../../../src/commands/graphql/run-graphql.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';

/** Each version's read schema, for the same questions (src/sandbox/graphql/schema.ts, schema-v3.ts). */
const SCHEMA = {
  v1: {
    /** The price a buyer pays, and the mug's (12.5). */
    price: 'price { price }',
    mugPrice: { price: { price: 12.5 } },
    /** The item cost, merchant data a visitor may not read, and the mug's (4). */
    cost: 'costAndProfitData { itemCost }',
    mugCost: { costAndProfitData: { itemCost: 4 } },
    /** The two Homestead products: by SKU, since V1 cannot filter on brand (#16). */
    homestead: { sku: { $in: ['BRD-100', 'APR-010'] } },
    grouping: 'collection',
    /** A field only the other version's schema has. */
    otherField: { document: '{ products { items { actualPriceRange { minValue { amount } } } } }', error: /Cannot query field "actualPriceRange" on type "Product"/ },
  },
  v3: {
    price: 'actualPriceRange { minValue { amount } }',
    mugPrice: { actualPriceRange: { minValue: { amount: '12.5' } } },
    cost: 'costRange { minValue { amount } }',
    mugCost: { costRange: { minValue: { amount: '4' } } },
    /** By brand: V3's Query Products declares brand.name filterable, not a variant's SKU. */
    homestead: { 'brand.name': 'Homestead' },
    grouping: 'category',
    otherField: { document: '{ products { items { priceData { price } } } }', error: /Cannot query field "priceData" on type "Product"/ },
  },
};

describe.each(['v1', 'v3'] as const)('store graphql on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());

  const schema = SCHEMA[catalog];
  const at = (globals: Record<string, unknown> = {}, stdin?: string) => harness({ env: remoteEnv(sandbox), globals, stdin });

  it('prints the data as JSON for humans, and {data, errors} with --json', async () => {
    const query = `{ product(slug: "ceramic-mug") { name ${schema.price} } }`;
    const plain = at();
    await runGraphql({ query }, plain.ctx);
    expect(plain.json()).toEqual({ product: { name: 'Ceramic Mug', ...schema.mugPrice } });
    const json = at({ json: true });
    await runGraphql({ query }, json.ctx);
    expect(json.json()).toEqual({ data: { product: { name: 'Ceramic Mug', ...schema.mugPrice } }, errors: [] });
    await Promise.all([plain.ctx.close(), json.ctx.close()]);
  });

  it('reads the document from @FILE or stdin and variables from JSON or @FILE', async () => {
    const dir = tempHome().HOME;
    writeFileSync(join(dir, 'q.graphql'), 'query($f: JSON, $n: Int) { products(filter: $f, limit: $n) { items { slug } } }');
    writeFileSync(join(dir, 'vars.json'), JSON.stringify({ f: schema.homestead, n: 10 }));
    const fromFiles = at({ json: true });
    await runGraphql({ query: `@${join(dir, 'q.graphql')}`, variables: `@${join(dir, 'vars.json')}` }, fromFiles.ctx);
    expect(fromFiles.json().data.products.items.map((p: { slug: string }) => p.slug).sort()).toEqual(['linen-apron', 'oak-cutting-board']);
    const fromStdin = at({}, `{ ${schema.grouping}(slug: "summer") { name } }`);
    await runGraphql({ query: '-' }, fromStdin.ctx);
    expect(fromStdin.json()).toEqual({ [schema.grouping]: { name: 'Summer' } });
    await Promise.all([fromFiles.ctx.close(), fromStdin.ctx.close()]);
  });

  it('prints GraphQL errors on stderr and fails (exit 1), still printing the partial data', async () => {
    const h = at();
    const error = await runGraphql({ query: `{ products(limit: 500) { items { id } } ${schema.grouping}(slug: "summer") { slug } }` }, h.ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlErrorsError);
    expect(exitCodeOf(error)).toBe(1);
    expect((error as Error).message).toBe('the response has 1 GraphQL error (above)');
    expect(h.io.stderrText()).toMatch(/^graphql error: .*\[INVALID_ARGUMENT\] \(at products, line 1:3\)\n$/);
    expect(h.json()).toEqual({ products: null, [schema.grouping]: { slug: 'summer' } });
    const syntax = at({ json: true });
    await expect(runGraphql({ query: '{ products {' }, syntax.ctx)).rejects.toThrow(/^the response has 1 GraphQL error: Syntax Error/);
    expect(syntax.json().errors[0].message).toMatch(/Syntax Error/);
    expect(syntax.io.stderrText()).toBe('');
    // An answer with errors and no data prints no `{}` for a person (issue #15 item 17).
    const human = at();
    await expect(runGraphql({ query: '{ products {' }, human.ctx)).rejects.toBeInstanceOf(GraphqlErrorsError);
    expect(human.io.stdoutText()).toBe('');
    expect(human.io.stderrText()).toMatch(/^graphql error: Syntax Error/);
    // The other version's field is a GraphQL error of this store's schema (exit 1), not a refusal of GraphQL itself.
    const otherField = at();
    await expect(runGraphql({ query: schema.otherField.document }, otherField.ctx)).rejects.toBeInstanceOf(GraphqlErrorsError);
    expect(otherField.io.stderrText()).toMatch(schema.otherField.error);
    await Promise.all([h.ctx.close(), syntax.ctx.close(), human.ctx.close(), otherField.ctx.close()]);
  });

  it('as a visitor (client id only), hidden products and merchant data are not there', async () => {
    const query = `{ blender: product(slug: "prototype-blender") { slug } mug: product(slug: "ceramic-mug") { ${schema.cost} } products(limit: 100) { items { slug } } }`;
    const visitor = harness({ env: { STORE_API_URL: sandbox.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId } });
    await runGraphql({ query }, visitor.ctx);
    const admin = at();
    await runGraphql({ query }, admin.ctx);
    expect(admin.json().blender).toEqual({ slug: 'prototype-blender' });
    expect(admin.json().mug).toEqual(schema.mugCost);
    expect(admin.json().products.items).toHaveLength(8);
    expect(visitor.json().blender).toBeNull();
    expect(Object.values(visitor.json().mug)).toEqual([null]);
    expect(visitor.json().products.items.map((p: { slug: string }) => p.slug)).toEqual(admin.json().products.items.map((p: { slug: string }) => p.slug).filter((slug: string) => slug !== 'prototype-blender'));
    await Promise.all([visitor.ctx.close(), admin.ctx.close()]);
  });

  it('refuses bad variables before sending anything', async () => {
    const h = at();
    await expect(runGraphql({ query: '{ products { items { id } } }', variables: '[1]' }, h.ctx)).rejects.toThrow(UsageError);
    await expect(runGraphql({ query: '{ products { items { id } } }', variables: '{nope' }, h.ctx)).rejects.toThrow(/--variables: not valid JSON/);
    await expect(runGraphql({ query: '   ' }, h.ctx)).rejects.toThrow(/QUERY is empty/);
  });
});

// No store answers here: how a refusal of GraphQL itself is explained.
describe('store graphql on a store whose GraphQL does not serve its catalog', () => {
  it('a store whose GraphQL does not serve its catalog (428 FAILED_PRECONDITION): exit 1 saying so, with the commands that read it', () => {
    const answered = new ApiError({ status: 428, code: 'FAILED_PRECONDITION', message: 'Precondition required' });
    const error = explainGraphqlOnV3(answered);
    expect(error).toBeInstanceOf(GraphqlOnV3Error);
    expect(exitCodeOf(error)).toBe(1);
    expect((error as Error).message).toMatch(/does not serve the store's catalog version.*428/);
    expect((error as GraphqlOnV3Error).hint).toContain('store products list --json');
    const other = new ApiError({ status: 400, code: 'INVALID_ARGUMENT', message: 'bad' });
    expect(explainGraphqlOnV3(other)).toBe(other);
  });
});
