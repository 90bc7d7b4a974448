// store graphql: documents inline, from @FILE or stdin, variables, --json shape, and GraphQL errors → stderr + exit 1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/io/cli-errors.js';
import { ApiError } from '../../../src/client/errors.js';
import { explainGraphqlOnV3, GraphqlErrorsError, GraphqlOnV3Error, runGraphql } from '../../../src/commands/graphql/run-graphql.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from './support/harness.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v1' });
});
afterAll(() => sandbox.close());

const at = (globals: Record<string, unknown> = {}, stdin?: string) => harness({ env: remoteEnv(sandbox), globals, stdin });

describe('store graphql', () => {
  it('prints the data as JSON for humans, and {data, errors} with --json', async () => {
    const query = '{ product(slug: "ceramic-mug") { name price { price } } }';
    const plain = at();
    await runGraphql({ query }, plain.ctx);
    expect(plain.json()).toEqual({ product: { name: 'Ceramic Mug', price: { price: 12.5 } } });
    const json = at({ json: true });
    await runGraphql({ query }, json.ctx);
    expect(json.json()).toEqual({ data: { product: { name: 'Ceramic Mug', price: { price: 12.5 } } }, errors: [] });
    await Promise.all([plain.ctx.close(), json.ctx.close()]);
  });

  it('reads the document from @FILE or stdin and variables from JSON or @FILE', async () => {
    const dir = tempHome().HOME;
    writeFileSync(join(dir, 'q.graphql'), 'query($f: JSON, $n: Int) { products(filter: $f, limit: $n) { items { slug } } }');
    // brand is not filterable on the platform (#16): the two Homestead products by SKU.
    writeFileSync(join(dir, 'vars.json'), JSON.stringify({ f: { sku: { $in: ['BRD-100', 'APR-010'] } }, n: 10 }));
    const fromFiles = at({ json: true });
    await runGraphql({ query: `@${join(dir, 'q.graphql')}`, variables: `@${join(dir, 'vars.json')}` }, fromFiles.ctx);
    expect(fromFiles.json().data.products.items.map((p: { slug: string }) => p.slug).sort()).toEqual(['linen-apron', 'oak-cutting-board']);
    const fromStdin = at({}, '{ collection(slug: "summer") { name } }');
    await runGraphql({ query: '-' }, fromStdin.ctx);
    expect(fromStdin.json()).toEqual({ collection: { name: 'Summer' } });
    await Promise.all([fromFiles.ctx.close(), fromStdin.ctx.close()]);
  });

  it('prints GraphQL errors on stderr and fails (exit 1), still printing the partial data', async () => {
    const h = at();
    const error = await runGraphql({ query: '{ products(limit: 500) { items { id } } collection(slug: "summer") { slug } }' }, h.ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlErrorsError);
    expect(exitCodeOf(error)).toBe(1);
    expect((error as Error).message).toBe('the response has 1 GraphQL error (above)');
    expect(h.io.stderrText()).toMatch(/^graphql error: .*\[INVALID_ARGUMENT\] \(at products, line 1:3\)\n$/);
    expect(h.json()).toEqual({ products: null, collection: { slug: 'summer' } });
    const syntax = at({ json: true });
    await expect(runGraphql({ query: '{ products {' }, syntax.ctx)).rejects.toThrow(/^the response has 1 GraphQL error: Syntax Error/);
    expect(syntax.json().errors[0].message).toMatch(/Syntax Error/);
    expect(syntax.io.stderrText()).toBe('');
    // An answer with errors and no data prints no `{}` for a person (issue #15 item 17).
    const human = at();
    await expect(runGraphql({ query: '{ products {' }, human.ctx)).rejects.toBeInstanceOf(GraphqlErrorsError);
    expect(human.io.stdoutText()).toBe('');
    expect(human.io.stderrText()).toMatch(/^graphql error: Syntax Error/);
    await Promise.all([h.ctx.close(), syntax.ctx.close(), human.ctx.close()]);
  });

  it('as a visitor (client id only), hidden products are not there', async () => {
    const query = '{ product(slug: "prototype-blender") { slug } products(limit: 100) { pagingMetadata { total } } }';
    const visitor = harness({ env: { STORE_API_URL: sandbox.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId } });
    await runGraphql({ query }, visitor.ctx);
    const admin = at();
    await runGraphql({ query }, admin.ctx);
    expect(admin.json().product).toEqual({ slug: 'prototype-blender' });
    expect(visitor.json().product).toBeNull();
    expect(visitor.json().products.pagingMetadata.total).toBe(admin.json().products.pagingMetadata.total - 1);
    await Promise.all([visitor.ctx.close(), admin.ctx.close()]);
  });

  it('refuses bad variables before sending anything', async () => {
    const h = at();
    await expect(runGraphql({ query: '{ products { items { id } } }', variables: '[1]' }, h.ctx)).rejects.toThrow(UsageError);
    await expect(runGraphql({ query: '{ products { items { id } } }', variables: '{nope' }, h.ctx)).rejects.toThrow(/--variables: not valid JSON/);
    await expect(runGraphql({ query: '   ' }, h.ctx)).rejects.toThrow(/QUERY is empty/);
  });

  it('on a Catalog V3 store: runs against the V3 read schema, with the same read policy for a visitor', async () => {
    const v3 = await startTestSandbox({ catalog: 'v3' });
    try {
      const query = '{ products(limit: 100) { items { slug actualPriceRange { minValue { amount } } } pagingMetadata { hasNext } } blender: product(slug: "prototype-blender") { slug } mug: product(slug: "ceramic-mug") { costRange { minValue { amount } } } }';
      const admin = harness({ env: remoteEnv(v3), globals: { json: true } });
      await runGraphql({ query }, admin.ctx);
      const { data, errors } = admin.json();
      expect(errors).toEqual([]);
      expect(data.products.items).toContainEqual({ slug: 'ceramic-mug', actualPriceRange: { minValue: { amount: '12.5' } } });
      expect(data.products.items).toHaveLength(8);
      expect(data.blender).toEqual({ slug: 'prototype-blender' });
      expect(data.mug.costRange).toEqual({ minValue: { amount: '4' } });
      const visitor = harness({ env: { STORE_API_URL: v3.baseUrl, STORE_CLIENT_ID: v3.info.clientId } });
      await runGraphql({ query }, visitor.ctx);
      expect(visitor.json().products.items).toHaveLength(7);
      expect(visitor.json().blender).toBeNull();
      expect(visitor.json().mug.costRange).toBeNull();
      // A V1 field is a GraphQL error on V3 (exit 1), not a refusal of GraphQL itself.
      const v1Field = harness({ env: remoteEnv(v3) });
      const error = await runGraphql({ query: '{ products { items { priceData { price } } } }' }, v1Field.ctx).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GraphqlErrorsError);
      expect(v1Field.io.stderrText()).toMatch(/Cannot query field "priceData" on type "Product"/);
      await Promise.all([admin.ctx.close(), visitor.ctx.close(), v1Field.ctx.close()]);
    } finally {
      await v3.close();
    }
  });

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
