// `store inventory` against the official SDK on a Catalog V1 and a Catalog V3 sandbox, from one test body: what the
// CLI writes the SDK reads (V1: the products and inventory modules; V3: inventoryItemsV3), what the SDK writes the
// CLI lists, the declared errors of a decrement below 0 and of a move on an uncounted item; and sales made through
// the SDK while `inventory adjust` runs are never overwritten.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inventory, inventoryItemsV3, products } from '@wix/stores';
import { runInventoryAdjust } from '../../src/commands/inventory/adjust.js';
import { runInventoryList } from '../../src/commands/inventory/list.js';
import { runInventorySet } from '../../src/commands/inventory/set.js';
import { runProductsCreate } from '../../src/commands/products/create.js';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { startRecordingServer, type RecordedHttpRequest, type RecordingServer } from '../helpers/recording-server.js';
import { harness, remoteEnv, runForJson } from '../unit/commands/support/harness.js';

interface Row {
  productId: string;
  variantId: string;
  inventoryItemId?: string;
  quantity?: number;
}

/** What each version's SDK module does to one variant's stock. */
interface SdkStock {
  /** Reads the variant's stock as the SDK sees it. */
  read(row: Row): Promise<{ tracked: boolean; quantity?: number; inStock: boolean }>;
  /** Sets a counted quantity. */
  setQuantity(row: Row, quantity: number): Promise<void>;
  /** One sale of `n`: the decrement a store's checkout makes. Resolves to the error code when refused. */
  sell(row: Row, n: number): Promise<string | undefined>;
}

function sdkStock(catalog: 'v1' | 'v3', sdk: any): SdkStock {
  if (catalog === 'v1') {
    return {
      async read(row) {
        const variant = (await sdk.products.queryProductVariants(row.productId, { variantIds: [row.variantId] })).variants[0];
        return { tracked: variant.stock.trackQuantity, quantity: variant.stock.quantity ?? undefined, inStock: variant.stock.inStock };
      },
      setQuantity: (row, quantity) => sdk.inventory.updateInventoryVariants(row.productId, { trackQuantity: true, variants: [{ variantId: row.variantId, quantity }] }),
      sell: (row, n) =>
        sdk.inventory.decrementInventory([{ productId: row.productId, variantId: row.variantId, decrementBy: n }]).then(
          () => undefined,
          (error: any) => error.details?.applicationError?.code ?? 'ERROR',
        ),
    };
  }
  return {
    async read(row) {
      const item = await sdk.inventoryItemsV3.getInventoryItem(row.inventoryItemId);
      return { tracked: item.trackQuantity, quantity: item.quantity ?? undefined, inStock: item.inStock };
    },
    async setQuantity(row, quantity) {
      const item = await sdk.inventoryItemsV3.getInventoryItem(row.inventoryItemId);
      await sdk.inventoryItemsV3.updateInventoryItem(row.inventoryItemId, { revision: item.revision, quantity });
    },
    async sell(row, n) {
      const answer = await sdk.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: row.inventoryItemId, decrementBy: n }], { reason: 'ORDER' });
      const result = answer.results[0].itemMetadata;
      return result.success ? undefined : result.error.code;
    },
  };
}

/** The stock writes `inventory set|adjust|track` send, on either version. */
const isStockWrite = (r: RecordedHttpRequest) => r.method !== 'GET' && /inventoryItems\/(increment|decrement|product\/)|inventory-items\/(increment|decrement|update)/.test(r.path);

describe.each(['v1', 'v3'] as const)('store inventory and the official SDK on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  let sdk: any;
  let stock: SdkStock;
  /** A proxy in front of the sandbox that can hold the CLI's stock write until `beforeWrite` has run. */
  let proxy: RecordingServer;
  let beforeWrite: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    sdk = adminSdkClient({ products, inventory, inventoryItemsV3 }, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
    stock = sdkStock(catalog, sdk);
    proxy = await startRecordingServer(async (request, res) => {
      if (isStockWrite(request) && beforeWrite) {
        const hold = beforeWrite;
        beforeWrite = undefined;
        await hold();
      }
      const headers = Object.fromEntries(['authorization', 'wix-site-id', 'content-type'].flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])));
      const answer = await fetch(`${sandbox.baseUrl}${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : request.body,
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(await answer.text());
    });
  });
  afterAll(async () => {
    await proxy.close();
    await sandbox.close();
  });

  const throughProxy = () => harness({ env: { ...remoteEnv(sandbox), STORE_API_URL: proxy.baseUrl }, globals: { json: true } });
  const json = <T = any>(verb: Parameters<typeof runForJson>[1]) => runForJson<T>(throughProxy, verb);
  const mugRow = async (): Promise<Row> => (await json<any[]>((ctx) => runInventoryList({ all: true }, ctx))).find((r) => r.sku === 'MUG-1');

  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    beforeWrite = undefined;
    await json((ctx) => runProductsCreate({ name: 'Sold Mug', price: '9', sku: 'MUG-1' }, ctx));
  });

  it('what `inventory set` writes the SDK reads, and what the SDK sets `inventory list` shows', async () => {
    const [set] = await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: '12' }, ctx));
    expect(await stock.read(set)).toEqual({ tracked: true, quantity: 12, inStock: true });
    await stock.setQuantity(set, 0);
    expect(await mugRow()).toMatchObject({ tracked: true, quantity: 0, inStock: false, status: 'OUT_OF_STOCK' });
    const [untracked] = await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: 'in-stock' }, ctx));
    expect(await stock.read(untracked)).toMatchObject({ tracked: false, inStock: true });
  });

  it('a sale larger than the stock is refused with INSUFFICIENT_INVENTORY; an uncounted item cannot be moved', async () => {
    const [row] = await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: 'in-stock' }, ctx));
    expect(await stock.sell(row, 1)).toBe('INVENTORY_QUANTITY_NOT_TRACKED');
    await json((ctx) => runInventorySet({ target: 'MUG-1', level: '2' }, ctx));
    expect(await stock.sell(row, 3)).toBe('INSUFFICIENT_INVENTORY');
    await expect(json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-3' }, ctx))).rejects.toThrow(/INSUFFICIENT_INVENTORY|insufficient/i);
    expect(await stock.read(row)).toMatchObject({ quantity: 2 });
  });

  it('sales made between the CLI reading the stock and its adjust arriving are kept: final = start + adjustment − sales', async () => {
    const [row] = await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: '20' }, ctx));
    // Five concurrent sales (1 + 2 + 1 + 3 + 1 = 8) land after `adjust` read 20 and before its +10 arrives.
    const sales = [1, 2, 1, 3, 1];
    beforeWrite = async () => {
      expect(await Promise.all(sales.map((n) => stock.sell(row, n)))).toEqual(sales.map(() => undefined));
      expect((await stock.read(row)).quantity).toBe(12);
    };
    const [after] = await json<any[]>((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '+10' }, ctx));
    expect(beforeWrite).toBeUndefined();
    expect(after.quantity).toBe(20 + 10 - 8);
    expect((await stock.read(row)).quantity).toBe(22);

    // And a decrement: sales keep going while it runs, the result still adds up.
    beforeWrite = async () => {
      await stock.sell(row, 4);
    };
    const [down] = await json<any[]>((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-5' }, ctx));
    expect(down.quantity).toBe(22 - 5 - 4);
  });
});
