// `store inventory list` asks the store for its default order (catalog/core/stock-order.ts: product name, then product
// id, each product's variants by their choices) with a sort its query declares, on a V1 and a V3 store from one body:
// the request equals what the official SDK sends for the same sort, and the rows come in that order whatever order
// the products, variants and inventory items were made in. Neither Query Products (V1), Query Variants nor Query
// Inventory Items (V3) documents a default order, and Search Variants' is the product last updated first
// (SearchVariantsSignature doc comment), so an unsorted read would show the platform's order, not ours.
import { products, readOnlyVariantsV3, inventoryItemsV3 } from '@wix/stores';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runInventoryList } from '../../src/commands/inventory/list.js';
import { runInventorySet } from '../../src/commands/inventory/set.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { createStockProducts } from '../unit/commands/support/stock-products.js';
import { harness, remoteEnv, runForJson } from '../unit/commands/support/harness.js';
import { adminSdkClient, payloadOf } from './sdk-harness.js';

const modules = { products, readOnlyVariantsV3, inventoryItemsV3 };
type Sdk = ReturnType<typeof adminSdkClient<typeof modules>>;

/** A listing's read: the path it is sent to, and the SDK call a user writes for the same sorted read, `limit` a page. */
interface Read {
  path: string;
  sdk: (sdk: Sdk, limit: number) => Promise<unknown>;
  /** The page size of a read of every row: the client's own size (V1 100 products, V3 1,000 variants or items). */
  fullPage: number;
}
/** V1 reads products (their variants come inside them) whatever the stock filter. */
const V1_PRODUCTS: Read = { path: '/products/query-platformized', sdk: (sdk, limit) => sdk.products.queryProducts().ascending('name').ascending('_id').limit(limit).find(), fullPage: 100 };
/** Per version: the read of every variant, and of the variants out of stock. */
const READS: Record<'v1' | 'v3', Record<'all' | 'outOfStock', Read>> = {
  v1: { all: V1_PRODUCTS, outOfStock: V1_PRODUCTS },
  v3: {
    all: {
      path: '/products/search-variants',
      sdk: (sdk, limit) => sdk.readOnlyVariantsV3.searchVariants({ sort: [{ fieldName: 'productData.name', order: 'ASC' }, { fieldName: 'productData.productId', order: 'ASC' }], cursorPaging: { limit } }),
      fullPage: 1000,
    },
    outOfStock: {
      path: '/inventory-items/query',
      sdk: (sdk, limit) => sdk.inventoryItemsV3.queryInventoryItems().eq('inStock', false).ascending('product.name').ascending('productId').limit(limit).find(),
      fullPage: 1000,
    },
  },
};

describe.each(['v1', 'v3'] as const)('inventory list order on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  let sdk: Sdk;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    sdk = adminSdkClient(modules, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
  });
  afterAll(() => sandbox.close());
  const json = <T = any>(verb: Parameters<typeof runForJson>[1]) => runForJson<T>(() => harness({ env: remoteEnv(sandbox), globals: { json: true } }), verb);

  /** The SKUs listed, and the payload of each request the listing sent to the version's read. */
  async function listed(flags: { all?: true; limit?: string; outOfStock?: true }, read: Read) {
    sandbox.requests.length = 0;
    const rows = await json<Array<{ sku: string }>>((ctx) => runInventoryList(flags, ctx));
    return { skus: rows.map((r) => r.sku), sent: sandbox.requests.filter((r) => r.path.endsWith(read.path)).map(payloadOf) };
  }
  async function sentBySdk(read: Read, limit = read.fullPage) {
    sandbox.requests.length = 0;
    await read.sdk(sdk, limit);
    return sandbox.requests.filter((r) => r.path.endsWith(read.path)).map(payloadOf);
  }

  // "Stock Mug" is made before "Stock Hat", whose Size S is made before M: the order asked for is the reverse.
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    await createStockProducts(json, 'Stock');
  });

  it('every variant: sorted by product name and id as the SDK sends it; a product\'s variants by their choices', async () => {
    const read = READS[catalog].all;
    const ours = await listed({ all: true }, read);
    expect(ours.skus).toEqual(['HAT-M', 'HAT-S', 'MUG-1']);
    expect(ours.sent).toHaveLength(1);
    expect(ours.sent).toEqual(await sentBySdk(read));
  });

  it('--out-of-stock: the same order, asked of the read that filters stock', async () => {
    // Made out of stock in neither the products' nor the variants' order (on V3 this makes their inventory items).
    for (const sku of ['HAT-S', 'MUG-1', 'HAT-M']) await json((ctx) => runInventorySet({ target: sku, level: 'out-of-stock' }, ctx));
    const read = READS[catalog].outOfStock;
    const ours = await listed({ all: true, outOfStock: true }, read);
    expect(ours.skus).toEqual(['HAT-M', 'HAT-S', 'MUG-1']);
    expect(ours.sent).toHaveLength(1);
    expect(ours.sent).toEqual(await sentBySdk(read));
  });

  // The read asks for the rows shown and one more (whose product tells the last product's rows are all there), not
  // for a full page: `--limit 2` reads 3 products (V1) or 3 variants (V3), as the SDK call with limit 3 sends it.
  it('--limit 2: a page of 3 from the store, not a full page', async () => {
    const read = READS[catalog].all;
    const ours = await listed({ limit: '2' }, read);
    expect(ours.skus).toEqual(['HAT-M', 'HAT-S']);
    expect(ours.sent).toHaveLength(1);
    expect(ours.sent).toEqual(await sentBySdk(read, 3));
  });
});
