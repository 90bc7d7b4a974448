// Issue #25 item 2: "price" means one thing on both catalog versions — the list price, with the product's discount
// kept (README "Catalog V1 and V3"). A percentage scales the list and the sale price together, an amount moves both,
// a set keeps the discount, in `bulk set|adjust`, `products update --price`, import and seed (the product form
// sends what `products update` sends: ui/product-form.test.ts); no product fails a price
// change because of its discount, and undo puts back both prices exactly. One body, a V1 and a V3 store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { runSeed } from '../../../../src/commands/seed/index.js';
import { CSV_HEADER, productsBySlug, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';

/** 20 products listed at 100 and on sale at 1 %–20 % off, one at 40 with 5 off, one at 10 without a sale. */
const SALES = Array.from({ length: 20 }, (_, i) => i + 1);
const row = (slug: string, price: number, discount: string) => `${slug},${slug},,${price},,,,true,,,${discount},,,,,,,,,,,`;
const CATALOG_CSV = [CSV_HEADER, ...SALES.map((i) => row(`sale-${i}`, 100, `PERCENT,${i}`)), row('amount-off', 40, 'AMOUNT,5'), row('full-price', 10, ',')].join('\n') + '\n';

describe.each(['v1', 'v3'] as const)('"price" on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  const run = async (verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>) => {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { yes: true, json: true } });
    try {
      await verb(h.ctx);
    } finally {
      await h.ctx.close();
    }
    return h.json();
  };

  /** slug → [list price, what the buyer pays], read from the store in its own version's terms. */
  async function prices(): Promise<Map<string, [number, number]>> {
    if (catalog === 'v1') {
      return new Map([...(await productsBySlug(sandbox)).entries()].map(([slug, [p]]) => [slug, [p.priceData.price, p.priceData.discountedPrice]]));
    }
    const { body } = await sandbox.admin('POST', '/stores/v3/products/query-variants', { query: { cursorPaging: { limit: 1000 } } });
    return new Map(
      body.variants.map((v: any) => [v.productData.slug, [Number(v.price.compareAtPrice?.amount ?? v.price.actualPrice.amount), Number(v.price.actualPrice.amount)]]),
    );
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    await run((ctx) => runProductsImport(tempFile('catalog.csv', CATALOG_CSV), {}, ctx));
  });

  it('bulk adjust price +10%: list and sale price scale together, no product fails (V3 failed 9 of 22), undo is exact', async () => {
    const before = await prices();
    const change = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', all: true }, ctx));
    expect(change).toMatchObject({ matched: 22, changed: 22, failed: 0, failures: [] });
    const after = await prices();
    for (const i of SALES) expect(after.get(`sale-${i}`)).toEqual([110, Math.round((100 - i) * 110) / 100]);
    expect(after.get('full-price')).toEqual([11, 11]);
    // V1 keeps an AMOUNT discount as it is (5 off); V3 keeps no discount type, and its adjust call scales the sale
    // price as it scales the list price (35 → 38.5). Both list at 44 and sell below it.
    expect(after.get('amount-off')).toEqual([44, catalog === 'v1' ? 39 : 38.5]);

    const undo = await run((ctx) => runBulkUndo({ file: change.backup }, ctx));
    expect(undo).toMatchObject({ restored: 22, failed: 0 });
    expect(await prices()).toEqual(before);
  });

  it('bulk set price keeps the discount, as products update --price, an import row and a seed fixture do; undo is exact', async () => {
    const before = await prices();
    const set = await run((ctx) => runBulkSet({ field: 'price', value: '240', ids: 'amount-off,full-price' }, ctx));
    expect(set).toMatchObject({ changed: 2, failed: 0 });
    expect((await prices()).get('amount-off')).toEqual([240, 235]);
    expect((await prices()).get('full-price')).toEqual([240, 240]);
    await run((ctx) => runBulkUndo({ file: set.backup }, ctx));
    expect(await prices()).toEqual(before);

    await run((ctx) => runProductsUpdate({ product: 'amount-off', price: '240' }, ctx));
    expect((await prices()).get('amount-off')).toEqual([240, 235]);
    // A row that gives only a new price (blank discount cells) keeps the discount too.
    await run((ctx) => runProductsImport(tempFile('price.csv', `${CSV_HEADER}\n${row('amount-off', 250, ',')}\n`), {}, ctx));
    expect((await prices()).get('amount-off')).toEqual([250, 245]);
    // A seed fixture that gives a price and no discount for a product that has one: the same.
    await run((ctx) => runSeed(tempFile('seed.yaml', ['products:', '  - slug: amount-off', '    name: amount-off', '    price: 260'].join('\n')), {}, ctx));
    expect((await prices()).get('amount-off')).toEqual([260, 255]);
  });

  it('bulk set price above the old list price fails no product on sale', async () => {
    const set = await run((ctx) => runBulkSet({ field: 'price', value: '150', all: true }, ctx));
    expect(set).toMatchObject({ matched: 22, changed: 22, failed: 0 });
    const after = await prices();
    for (const [, [list, sale]] of after) expect([list, sale <= list]).toEqual([150, true]);
  });

  it('bulk adjust price by an amount moves the list and the sale price by it; undo is exact', async () => {
    const before = await prices();
    const change = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+2.5', ids: 'amount-off,full-price' }, ctx));
    expect(change).toMatchObject({ changed: 2, failed: 0 });
    expect((await prices()).get('amount-off')).toEqual([42.5, 37.5]);
    expect((await prices()).get('full-price')).toEqual([12.5, 12.5]);
    await run((ctx) => runBulkUndo({ file: change.backup }, ctx));
    expect(await prices()).toEqual(before);
  });
});
