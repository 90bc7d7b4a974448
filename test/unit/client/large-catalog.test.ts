// #16 end to end: the client's listings pass the sandbox's offset ceiling by paging on numericId; a listing
// sorted by another field cannot, and gets the sandbox's 400. The ceiling is lowered so a small catalog reaches it.
// V1 by nature: the offset ceiling and numericId paging are V1's query-platformized (docs/wire/catalog-v1.md); V3
// lists page by cursor, with no offset to run out of.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { ApiError } from '../../../src/client/errors.js';
import { createStoreClient, type StoreClient } from '../../../src/client/index.js';
import { decodeDotR } from '../../../src/wire/api/query-encoding.js';
import { paths } from '../../../src/wire/api/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { v1Inventory } from '../../../src/catalog/v1/inventory.js';

/** A V1 sandbox whose offset ceiling is 120, holding `count` products made by `product(i)`, and a client of it. */
async function largeCatalog(count: number, product: (i: number) => Record<string, unknown>): Promise<{ sandbox: TestSandbox; client: StoreClient }> {
  const sandbox = await startTestSandbox({ catalog: 'v1', demo: false, offsetCeiling: 120 });
  const client = createStoreClient({ apiUrl: sandbox.baseUrl, auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }), rateLimit: false });
  for (let i = 0; i < count; i++) await sandbox.admin('POST', paths.products.create(), { product: product(i) });
  return { sandbox, client };
}

let sandbox: TestSandbox;
let client: StoreClient;
const COUNT = 130;

beforeAll(async () => {
  ({ sandbox, client } = await largeCatalog(COUNT, (i) => ({ name: `P${String(i).padStart(3, '0')}`, priceData: { price: i % 7 }, sku: `S-${i % 3}` })));
});
afterAll(async () => {
  await client.close();
  await sandbox.close();
});

const queriesSentTo = (to: TestSandbox) => to.requests.filter((r) => r.path === paths.products.query()).map((r) => (decodeDotR(new URLSearchParams(r.rawQuery).get('.r')!) as any).query);
const sentQueries = () => queriesSentTo(sandbox);

describe('a catalog larger than the offset ceiling', () => {
  it('list --all returns every product once, in creation order, in as many requests as offset paging', async () => {
    sandbox.requests.length = 0;
    const products = await client.products.list({}, { all: true }).toArray();
    expect(products.map((p) => p.name)).toEqual(Array.from({ length: COUNT }, (_, i) => `P${String(i).padStart(3, '0')}`));
    const sent = sentQueries();
    expect(sent).toHaveLength(2);
    expect(sent[1].filter).toEqual({ numericId: { $gt: products[99].numericId } });
    expect(sent[1].paging).toEqual({ offset: 0, limit: 100 });
  });

  it('a filtered scan keeps its filter on every page', async () => {
    const products = await client.products.list({ filter: { sku: 'S-1' } }, { all: true, pageSize: 20 }).toArray();
    expect(products).toHaveLength(43);
    expect(products.every((p) => p.sku === 'S-1')).toBe(true);
  });

  it('a listing sorted by another field pages by offset and meets the sandbox 400 at the ceiling', async () => {
    const walk = client.products.list({ sort: [{ fieldName: 'name', order: 'DESC' }] }, { all: true }).toArray();
    await expect(walk).rejects.toBeInstanceOf(ApiError);
    await expect(walk).rejects.toMatchObject({ status: 400 });
  });
});

// inventory list's default order (catalog/core/stock-order.ts) sorts Query Products by name, then id: names repeat, so
// pages past the ceiling resume after the last product's (name, id) — the listing reaches every product once.
describe('a catalog larger than the offset ceiling, sorted by name then id', () => {
  let named: TestSandbox;
  let namedClient: StoreClient;
  const NAMED = 125;
  beforeAll(async () => {
    ({ sandbox: named, client: namedClient } = await largeCatalog(NAMED, (i) => ({ name: `N${String(i % 40).padStart(2, '0')}`, priceData: { price: 1 } })));
  });
  afterAll(async () => {
    await namedClient.close();
    await named.close();
  });
  const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  it('list --all returns every product once, in (name, id) order, resuming after the last one seen', async () => {
    named.requests.length = 0;
    const sort = [{ fieldName: 'name', order: 'ASC' as const }, { fieldName: 'id', order: 'ASC' as const }];
    const products = await namedClient.products.list({ sort }, { all: true, pageSize: 50 }).toArray();
    expect(products).toHaveLength(NAMED);
    expect(new Set(products.map((p) => p.id)).size).toBe(NAMED);
    expect(products).toEqual([...products].sort(byNameThenId));
    const sent = queriesSentTo(named);
    const last = products[49];
    expect(sent[1].filter).toEqual({ $or: [{ name: { $gt: last.name } }, { name: last.name, id: { $gt: last.id } }] });
    expect(sent.map((q) => q.paging.offset)).toEqual([0, 0, 0]);
  });

  it('inventory list --all reads past the ceiling: a row for every product', async () => {
    const rows = await v1Inventory(namedClient).list({}, { all: true }).toArray();
    expect(rows).toHaveLength(NAMED);
    expect(new Set(rows.map((r) => r.productId)).size).toBe(NAMED);
  });
});
