// V1 by nature: Catalog V1's read route table; every V3 route is reached in route-authorization.test.ts.
// Every row of the Catalog V1 read route table is served: the SDK's path, the REST reference's endpoint path and
// its curl-example path each answer 200 for a real entity (a row without a handler would fail sandbox start-up).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogV1ReadRoutes } from '../../../src/wire/api/catalog-v1/read-routes.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1' });
  const products = (await t.admin('POST', '/stores-reader/v1/products/query-platformized', { query: {} })).body.products;
  const withOptions = products.find((p: any) => p.productOptions.length > 0);
  const collection = (await t.admin('POST', '/v2/collections/query', { query: {} })).body.collections[0];
  ids = { product: withOptions.id, inventoryItem: withOptions.inventoryItemId, storeVariant: `${withOptions.id}-${withOptions.variants[0].id}`, collection: collection.id, slug: collection.slug };
});
afterAll(() => t.close());

const argument = (operation: string, param: string | undefined): string => {
  if (!param) return '';
  if (param === 'slug') return ids.slug;
  if (operation === 'getStoreVariant') return ids.storeVariant;
  if (operation === 'getInventoryVariants') return param === 'id' ? ids.inventoryItem : ids.product;
  return operation.includes('Collection') ? ids.collection : ids.product;
};

describe('catalog V1 read route table', () => {
  it('serves the documented paths: curl aliases under /stores/v1 for every /stores-reader/v1 read but the SDK-only query-platformized', () => {
    const served = new Set(catalogV1ReadRoutes.map((r) => `${r.method} ${r.path(':x')}`));
    const readerPaths = catalogV1ReadRoutes.filter((r) => r.path(':x').startsWith('/stores-reader/') && !r.path(':x').endsWith('/query-platformized'));
    expect(readerPaths.length).toBeGreaterThanOrEqual(12);
    for (const route of readerPaths) {
      expect(served.has(`${route.method} ${route.path(':x').replace('/stores-reader/', '/stores/')}`), route.path(':x')).toBe(true);
    }
  });

  for (const route of catalogV1ReadRoutes) {
    it(`${route.method} ${route.path(`{${route.param ?? ''}}`)} (${route.source}, ${route.operation}) answers 200`, async () => {
      const body = route.operation === 'optionsAvailability' ? { options: {} } : route.method === 'POST' ? {} : undefined;
      const res = await t.admin(route.method, route.path(argument(route.operation, route.param)), body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  }
});
