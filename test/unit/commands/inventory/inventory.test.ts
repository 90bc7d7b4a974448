// `store inventory list|set|adjust|track|untrack` on a Catalog V1 and a Catalog V3 store from one test body: the
// same rows, the same meaning, each version's own calls (V1 Inventory V2, V3 inventory items).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runInventoryAdjust } from '../../../../src/commands/inventory/adjust.js';
import { runInventoryList } from '../../../../src/commands/inventory/list.js';
import { runInventorySet } from '../../../../src/commands/inventory/set.js';
import { runInventoryTrack } from '../../../../src/commands/inventory/track.js';
import { runProductsGet } from '../../../../src/commands/products/get.js';
import { runProductsVariantsList } from '../../../../src/commands/products/variants/list.js';
import { createStockProducts } from '../support/stock-products.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, runForJson } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('store inventory on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());

  const at = (globals: Record<string, unknown> = {}) => harness({ env: remoteEnv(sandbox), globals });
  const json = <T = any>(verb: Parameters<typeof runForJson>[1]) => runForJson<T>(() => at({ json: true }), verb);
  const rowsOf = (product: string) => json<any[]>((ctx) => runInventoryList({ all: true }, ctx)).then((rows) => rows.filter((r) => r.product === product));
  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !/query|search/.test(r.path)).map((r) => `${r.method} ${r.path}`);

  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    await createStockProducts(json, 'Stock');
    sandbox.requests.length = 0;
  });

  it('lists one row per variant: product, choices, SKU, tracked, quantity or in/out of stock, status', async () => {
    const rows = await json<any[]>((ctx) => runInventoryList({ all: true }, ctx));
    expect(rows.map((r) => [r.product, r.choices, r.sku, r.tracked, r.inStock, r.status])).toEqual([
      ['Stock Hat', { Size: 'M' }, 'HAT-M', false, true, 'IN_STOCK'],
      ['Stock Hat', { Size: 'S' }, 'HAT-S', false, true, 'IN_STOCK'],
      ['Stock Mug', {}, 'MUG-1', false, true, 'IN_STOCK'],
    ]);
    const table = at();
    await runInventoryList({}, table.ctx);
    const lines = table.io.stdoutText().trimEnd().split('\n');
    // Piped, the table is tab-separated rows without a header: product, choices, sku, tracked, stock, status.
    expect(lines[1].split('\t').slice(0, 6)).toEqual(['Stock Hat', 'Size: S', 'HAT-S', 'no', 'in stock', 'in stock']);
    // --limit and --offset page the rows.
    expect((await json<any[]>((ctx) => runInventoryList({ limit: '1', offset: '2' }, ctx))).map((r) => r.sku)).toEqual(['MUG-1']);
  });

  it('set: a quantity makes the variant counted, in-stock/out-of-stock stops counting; --out-of-stock and --below filter', async () => {
    const [mug] = await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: '25' }, ctx));
    expect(mug).toMatchObject({ sku: 'MUG-1', tracked: true, quantity: 25, inStock: true, status: 'IN_STOCK' });
    await json((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '3' }, ctx));
    await json((ctx) => runInventorySet({ target: 'stock-hat', choice: ['size=m'], level: '0' }, ctx));
    expect((await rowsOf('Stock Hat')).map((r) => [r.sku, r.quantity, r.status])).toEqual([['HAT-M', 0, 'OUT_OF_STOCK'], ['HAT-S', 3, 'IN_STOCK']]);

    expect((await json<any[]>((ctx) => runInventoryList({ all: true, outOfStock: true }, ctx))).map((r) => r.sku)).toEqual(['HAT-M']);
    expect((await json<any[]>((ctx) => runInventoryList({ all: true, below: '5' }, ctx))).map((r) => r.sku)).toEqual(['HAT-M', 'HAT-S']);

    const [out] = await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: 'out-of-stock' }, ctx));
    expect(out).toMatchObject({ tracked: false, inStock: false, status: 'OUT_OF_STOCK' });
    expect(out.quantity).toBeUndefined();
  });

  it('set refuses a product with several variants and no choice, and a level that is not one', async () => {
    await expect(json((ctx) => runInventorySet({ target: 'stock-hat', level: '4' }, ctx))).rejects.toThrow(/2 variants/);
    await expect(json((ctx) => runInventorySet({ target: 'MUG-1', level: 'lots' }, ctx))).rejects.toBeInstanceOf(UsageError);
    await expect(json((ctx) => runInventorySet({ target: 'MUG-1', level: '+4' }, ctx))).rejects.toMatchObject({ hint: expect.stringMatching(/inventory adjust/) });
    expect(writes()).toEqual([]);
  });

  it('adjust moves counted stock with the increment/decrement calls; never below 0; an uncounted variant is refused', async () => {
    await json((ctx) => runInventorySet({ target: 'MUG-1', level: '5' }, ctx));
    sandbox.requests.length = 0;
    expect((await json<any[]>((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '+10' }, ctx)))[0].quantity).toBe(15);
    expect((await json<any[]>((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-3' }, ctx)))[0].quantity).toBe(12);
    expect(writes()).toEqual(
      catalog === 'v1'
        ? ['POST /stores/v2/inventoryItems/increment', 'POST /stores/v2/inventoryItems/decrement']
        : ['POST /stores/v3/bulk/inventory-items/increment', 'POST /stores/v3/bulk/inventory-items/decrement'],
    );
    await expect(json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-13' }, ctx))).rejects.toThrow(/insufficient|fewer than 13/i);
    expect((await rowsOf('Stock Mug'))[0].quantity).toBe(12);
    // An item that holds stock without counting it (V3: made by the set; V1: the product's one item) cannot move.
    await json((ctx) => runInventorySet({ target: 'HAT-S', level: 'in-stock' }, ctx));
    await expect(json((ctx) => runInventoryAdjust({ target: 'HAT-S', delta: '+1' }, ctx))).rejects.toMatchObject({ message: expect.stringMatching(/does not count/), hint: expect.stringMatching(/inventory track/) });
    await expect(json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '4' }, ctx))).rejects.toThrow(/\+N or -N/);
  });

  it("products get shows each variant's stock", async () => {
    await json((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '4' }, ctx));
    await json((ctx) => runInventorySet({ target: 'HAT-M', level: '0' }, ctx));
    await json((ctx) => runInventorySet({ target: 'MUG-1', level: 'out-of-stock' }, ctx));
    const stockLine = async (product: string) => {
      const h = at();
      await runProductsGet({ product }, h.ctx);
      return h.io.stdoutText().split('\n').find((line) => line.startsWith('stock\t'));
    };
    expect(await stockLine('stock-hat')).toBe('stock\tSize: M 0 in stock; Size: S 4 in stock');
    expect(await stockLine('stock-mug')).toBe('stock\tout of stock');
  });

  it('products variants list shows a counted quantity the same way on both versions (V3: from the inventory items)', async () => {
    await json((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '4' }, ctx));
    await json((ctx) => runInventorySet({ target: 'HAT-M', level: '0' }, ctx));
    const h = at();
    await runProductsVariantsList({ product: 'stock-hat' }, h.ctx);
    // Piped: tab-separated rows, the stock last; each row's choices second.
    const stock = Object.fromEntries(h.io.stdoutText().trim().split('\n').map((line) => line.split('\t')).map((cells) => [cells[1], cells.at(-1)]));
    expect(stock).toEqual({ 'Size: S': '4 in stock', 'Size: M': '0 in stock' });
  });

  it('track counts every variant of a product (new ones start at --quantity), untrack keeps each in or out of stock', async () => {
    const tracked = await json<any[]>((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '7' }, ctx));
    expect(tracked.map((r) => [r.sku, r.tracked, r.quantity])).toEqual([['HAT-M', true, 7], ['HAT-S', true, 7]]);
    await json((ctx) => runInventoryAdjust({ target: 'HAT-S', delta: '-7' }, ctx));
    // Counted variants keep their quantity when tracked again.
    await json((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '50' }, ctx));
    expect((await rowsOf('Stock Hat')).map((r) => r.quantity)).toEqual([7, 0]);
    const untracked = await json<any[]>((ctx) => runInventoryTrack({ product: 'stock-hat', on: false }, ctx));
    expect(untracked.map((r) => [r.sku, r.tracked, r.inStock])).toEqual([['HAT-M', false, true], ['HAT-S', false, false]]);
  });

  // On V3, `products create` makes no inventory item ("This method doesn't create inventory items", SDK createProduct):
  // the commands make it as they change the stock. On V1 every product has its one item from the start.
  it('a product just created: set, track and adjust change its stock at once (V3: creating the inventory item)', async () => {
    const created = catalog === 'v3' ? ['POST /stores/v3/bulk/inventory-items/create'] : [];
    expect((await json<any[]>((ctx) => runInventorySet({ target: 'MUG-1', level: '4' }, ctx)))[0]).toMatchObject({ tracked: true, quantity: 4, status: 'IN_STOCK' });
    expect(writes().filter((w) => w.includes('/create'))).toEqual(created);
    sandbox.requests.length = 0;
    const counted = await json<any[]>((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '2' }, ctx));
    expect(counted.map((r) => [r.sku, r.tracked, r.quantity])).toEqual([['HAT-M', true, 2], ['HAT-S', true, 2]]);
    expect(writes().filter((w) => w.includes('/create'))).toEqual(created);
    expect((await json<any[]>((ctx) => runInventoryAdjust({ target: 'HAT-M', delta: '+3' }, ctx)))[0]).toMatchObject({ quantity: 5 });
    expect((await rowsOf('Stock Hat')).map((r) => [r.sku, r.quantity])).toEqual([['HAT-M', 5], ['HAT-S', 2]]);
  });

  it('adjust on a variant with no stock record yet counts it from 0 on V3; V1 keeps every product uncounted until tracked', async () => {
    const adjusted = json<any[]>((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '+6' }, ctx));
    if (catalog === 'v3') expect((await adjusted)[0]).toMatchObject({ tracked: true, quantity: 6, inStock: true });
    else await expect(adjusted).rejects.toMatchObject({ hint: expect.stringMatching(/inventory track/) });
  });

  // The list flags every list command takes (docs/product.md §4): --filter and --sort on the rows --json prints, the same
  // fields on both versions (neither version's API can filter per-variant stock for both: catalog/core/stock-query.ts).
  it('list --filter and --sort: the rows --json prints, filtered and sorted alike on both versions, paged after', async () => {
    await json((ctx) => runInventoryTrack({ product: 'stock-hat', on: true, quantity: '3' }, ctx));
    await json((ctx) => runInventorySet({ target: 'HAT-M', level: '8' }, ctx));
    await json((ctx) => runInventorySet({ target: 'MUG-1', level: 'out-of-stock' }, ctx));
    const list = (flags: Record<string, string | boolean>) => json<any[]>((ctx) => runInventoryList(flags, ctx)).then((rows) => rows.map((r) => r.sku));
    expect(await list({ all: true, sort: 'quantity:desc' })).toEqual(['HAT-M', 'HAT-S', 'MUG-1']);
    expect(await list({ all: true, sort: 'product,sku:desc' })).toEqual(['HAT-S', 'HAT-M', 'MUG-1']);
    expect(await list({ all: true, filter: '{"tracked":true,"quantity":{"$lte":3}}' })).toEqual(['HAT-S']);
    expect(await list({ all: true, filter: '{"sku":{"$startsWith":"hat"}}', sort: 'quantity' })).toEqual(['HAT-S', 'HAT-M']);
    expect(await list({ all: true, filter: '{"$or":[{"status":"OUT_OF_STOCK"},{"quantity":{"$gt":5}}]}' })).toEqual(['HAT-M', 'MUG-1']);
    expect(await list({ all: true, filter: '{"inStock":true}', outOfStock: true })).toEqual([]);
    // Paged after filtering and sorting.
    expect(await list({ sort: 'quantity:desc', limit: '1', offset: '1' })).toEqual(['HAT-S']);
  });

  it('list --filter and --sort refuse what the rows do not have, before asking the store (exit 2)', async () => {
    sandbox.requests.length = 0;
    await expect(json((ctx) => runInventoryList({ filter: '{"price":1}' }, ctx))).rejects.toThrow(/cannot be filtered on "price"; filterable fields: productId, product/);
    await expect(json((ctx) => runInventoryList({ filter: '{"quantity":{"$near":1}}' }, ctx))).rejects.toThrow(/unknown operator \$near/);
    await expect(json((ctx) => runInventoryList({ sort: 'choices' }, ctx))).rejects.toThrow(/cannot be sorted by "choices"/);
    await expect(json((ctx) => runInventoryList({ filter: 'quantity<3' }, ctx))).rejects.toBeInstanceOf(UsageError);
    expect(sandbox.requests).toEqual([]);
  });
});
