// Both versions by nature: each test is about one site version and says which (V1 and V3 routes, reset, demo).
import { afterEach, describe, expect, it } from 'vitest';
import { paths as v1Paths } from '../../../src/wire/api/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('catalog version of a sandbox site', () => {
  it('a V1 site says V1_CATALOG and answers 428 FAILED_PRECONDITION on V3 and categories endpoints', async () => {
    t = await startTestSandbox({ catalog: 'v1' });
    expect((await t.admin('GET', catalogV3Paths.catalogVersion())).body).toEqual({ catalogVersion: 'V1_CATALOG' });
    expect(t.info.catalogVersion).toBe('v1');
    for (const [method, path] of [['POST', catalogV3Paths.products.query()], ['GET', catalogV3Paths.products.get('x')], ['POST', categoriesPaths.query()]] as const) {
      const res = await t.admin(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, path).toBe(428);
      expect(res.body.details.applicationError.code).toBe('FAILED_PRECONDITION');
      expect(res.body.details.applicationError.description).toContain('Catalog V1');
    }
    expect((await t.admin('GET', v1Paths.products.query())).status).toBe(200);
  });

  it('a V3 site says V3_CATALOG and answers 428 on V1 catalog endpoints, not on the cart or GraphQL', async () => {
    t = await startTestSandbox({ catalog: 'v3' });
    expect((await t.admin('GET', catalogV3Paths.catalogVersion())).body).toEqual({ catalogVersion: 'V3_CATALOG' });
    // GraphQL belongs to neither version: a V3 site answers it with its V3 schema (graphql-v3.test.ts).
    const graphql = await t.admin('POST', v1Paths.graphql(), { query: '{ products { items { actualPriceRange { minValue { amount } } } } }' });
    expect([graphql.status, graphql.body.errors]).toEqual([200, undefined]);
    for (const path of [v1Paths.products.query(), v1Paths.collections.query(), v1Paths.products.get('x')]) {
      const res = await t.admin('GET', path);
      expect(res.status, path).toBe(428);
      expect(res.body.details.applicationError.description).toContain('uses Catalog V3');
    }
    expect((await t.admin('POST', catalogV3Paths.products.query(), {})).status).toBe(200);
  });

  it('reset changes the version only when asked, through the API and the control route', async () => {
    t = await startTestSandbox({ catalog: 'v1' });
    t.sandbox.reset({ catalog: 'v3' });
    expect(t.sandbox.info().catalogVersion).toBe('v3');
    t.sandbox.reset({});
    expect(t.sandbox.info().catalogVersion).toBe('v3');
    const control = await fetch(`${t.baseUrl}/__sandbox/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ catalog: 'v1' }) });
    expect(control.status).toBe(200);
    expect((await t.admin('GET', catalogV3Paths.catalogVersion())).body.catalogVersion).toBe('V1_CATALOG');
    const bad = await fetch(`${t.baseUrl}/__sandbox/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ catalog: 'v2' }) });
    expect(bad.status).toBe(400);
  });

  it('the demo catalog exists in both versions with the same products', async () => {
    t = await startTestSandbox({ catalog: 'v3' });
    const v3 = await t.admin('POST', catalogV3Paths.products.query(), { query: { cursorPaging: { limit: 100 } } });
    t.sandbox.reset({ catalog: 'v1' });
    const v1 = await t.admin('GET', v1Paths.products.query());
    expect(v3.body.products.map((p: { name: string }) => p.name).sort()).toEqual(v1.body.products.map((p: { name: string }) => p.name).sort());
    expect(v3.body.products).toHaveLength(8);
  });
});
