// Issue #40 item 1 ("requests are time": 200 requests per minute per site, so a job's request count is its
// duration), the import part, on a V1 and a V3 store from one body. A new import whose rows carry stock: V3 puts the
// stock inside the bulk create (Bulk Create Products With Inventory), V1 sends at most one inventory call per
// product. The unchanged re-import of the store's own export reads only what the file can change and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsExport } from '../../../../../src/commands/products/export.js';
import { CSV_HEADER as CATALOG_HEADER } from '../../../../../src/catalog/core/import/csv-columns.js';
import { isWrite, tempFile } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';

/**
 * Per version: how many products, the inventory calls a new product may cost besides its create, and the bounds of
 * each job (its floor with a little room). Before issue #40: V1 2,812 and 584 requests, V3 1,040 and 40.
 */
const JOBS = {
  // V1 has no bulk create: one create and one inventory call per product, one look-up per 100. A stock file of
  // 330 SKUs on 300 products: 4 store-variant look-ups, 3 reads of the products that do not manage variants, and one
  // Update Inventory Variants per product (V1 has no bulk one); it was 4 requests per SKU (1,320). A file that moves
  // one price in five: the look-ups and one update per changed product (each its own price: no bulk call). A
  // `slug,price` file (rows a new product could not be made from): the check that each names a product reads it, and
  // the writer takes what the check read (it read each product twice: 10).
  v1: { products: 500, inventoryCallsPerProduct: 1, newImport: 1_015, reimport: 12, stockFile: 310, repriced: 105, priceOnly: 5 },
  // V3: one look-up and one bulk create with inventory per 100 products; a re-import one look-up, one variants read
  // and one inventory read per 100. A stock file: one variants search, one inventory read and one bulk inventory
  // update per 1,000 SKUs (it was 3 per SKU, 990). A file that moves one price in five: the re-import's reads and one
  // bulk update per 100 changed products, however many look-up batches they come from (it was one per batch, 40).
  // A `slug,price` file: the check's look-ups and the writer's variant reads, one each per 100 (it was 30).
  v3: { products: 1_000, inventoryCallsPerProduct: 0, newImport: 25, reimport: 32, stockFile: 3, repriced: 32, priceOnly: 20 },
} as const;

/** Products `stocked-<i>` at quantity 1: every tenth has a Size option (S, M) with variant SKUs, the others a product SKU. */
function skuCatalog(count: number): { csv: string; skus: string[] } {
  const cells = (values: Record<string, string>) => CATALOG_HEADER.map((column) => values[column] ?? '').join(',');
  const rows: string[] = [];
  const skus: string[] = [];
  for (let i = 1; i <= count; i++) {
    const product = { slug: `stocked-${i}`, name: `Stocked ${i}`, price: '3', track_quantity: 'true', quantity: '1' };
    if (i % 10 === 0) {
      for (const size of ['S', 'M']) {
        rows.push(cells({ ...(size === 'S' ? product : { slug: product.slug, track_quantity: 'true', quantity: '1' }), option1_name: 'Size', option1_value: size, variant_sku: `STK-${i}-${size}` }));
        skus.push(`STK-${i}-${size}`);
      }
    } else {
      rows.push(cells({ ...product, sku: `STK-${i}` }));
      skus.push(`STK-${i}`);
    }
  }
  return { csv: [CATALOG_HEADER.join(','), ...rows].join('\n') + '\n', skus };
}

/**
 * Every tenth product has a Size option (S, M) with a stock per variant; the others one counted stock. `moved`:
 * products whose quantities are 100 more.
 */
function stockCatalogCsv(count: number, moved: readonly number[] = [], repriced: (i: number) => boolean = () => false): string {
  const cells = (values: Record<string, string>) => CATALOG_HEADER.map((column) => values[column] ?? '').join(',');
  const rows: string[] = [];
  for (let i = 1; i <= count; i++) {
    const product = { slug: `item-${i}`, name: `Item ${i}`, price: repriced(i) ? `${i}.75` : `${i}.5`, visible: 'true' };
    const more = moved.includes(i) ? 100 : 0;
    if (i % 10 === 0) {
      rows.push(cells({ ...product, option1_name: 'Size', option1_value: 'S', track_quantity: 'true', quantity: String((i % 7) + more) }));
      rows.push(cells({ slug: product.slug, option1_name: 'Size', option1_value: 'M', track_quantity: 'true', quantity: String((i % 7) + 1 + more) }));
    } else rows.push(cells({ ...product, track_quantity: 'true', quantity: String((i % 13) + more) }));
  }
  return [CATALOG_HEADER.join(','), ...rows].join('\n') + '\n';
}

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const job = JOBS[catalog];
  let sandbox: TestSandbox;
  const home = tempHome();
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    sandbox.sandbox.reset({ demo: false });
  });
  afterAll(() => sandbox.close());

  /** What `work` answered, with the requests it sent (the version probe aside) and those that could write. */
  async function counted<T>(work: () => Promise<T>) {
    sandbox.requests.length = 0;
    const value = await work();
    const requests = withoutVersionProbe(sandbox.requests);
    return { value, requests: requests.length, writes: requests.filter(isWrite) };
  }

  async function importFile(file: string) {
    const { h, error } = await runImport(sandbox, file, {}, { json: true }, home);
    if (error) throw error;
    return h.json();
  }

  const FILE = tempFile('stock.csv', stockCatalogCsv(job.products));

  it(`a new import of ${job.products} products with counted stock: the stock goes with the create — ≤ ${job.newImport} requests`, async () => {
    const first = await counted(() => importFile(FILE));
    expect(first.value).toMatchObject({ created: job.products, failed: 0 });
    // Inventory writes of their own (V3's create with inventory is a product write that carries the stock).
    const inventoryCalls = first.writes.filter((r) => /inventory/i.test(r.path) && !r.path.includes('products-with-inventory'));
    expect(inventoryCalls.length).toBeLessThanOrEqual(job.products * job.inventoryCallsPerProduct);
    expect(first.requests).toBeLessThanOrEqual(job.newImport);

    // The stock landed: the same file again finds every level in place and writes nothing.
    const again = await counted(() => importFile(FILE));
    expect(again.value).toMatchObject({ unchanged: job.products, updated: 0, failed: 0 });
    expect(again.writes).toEqual([]);
  });

  it(`an unchanged re-import of the store's own export reads ≤ ${job.reimport} requests and writes nothing; moved stock costs only its writes`, async () => {
    await importFile(FILE); // the catalog the test before made (it writes nothing when that test ran)
    const output = tempFile('export.csv', '');
    const h = harness({ env: { ...remoteEnv(sandbox), ...home }, globals: {} });
    try {
      await runProductsExport({ format: 'csv', output }, h.ctx);
    } finally {
      await h.ctx.close();
    }
    const again = await counted(() => importFile(output));
    expect(again.value).toMatchObject({ created: 0, updated: 0, unchanged: job.products, failed: 0 });
    expect(again.writes).toEqual([]);
    expect(again.requests).toBeLessThanOrEqual(job.reimport);

    // Stock the file moves is still written from what the look-up read: a product without options and one with.
    const MOVED = tempFile('moved.csv', stockCatalogCsv(job.products, [1, 10]));
    const moved = await counted(() => importFile(MOVED));
    expect(moved.value).toMatchObject({ updated: 2, unchanged: job.products - 2, failed: 0 });
    expect(moved.writes.length).toBeLessThanOrEqual(2);
    expect(moved.requests).toBeLessThanOrEqual(job.reimport + 2);
    expect((await counted(() => importFile(MOVED))).writes).toEqual([]);
  });

  it(`a file that moves one price in five updates only those: ≤ ${job.repriced} requests, and the prices landed`, async () => {
    await importFile(FILE); // the catalog the first test made
    const repriced = (i: number) => i % 5 === 1;
    const changed = Array.from({ length: job.products }, (_, i) => i + 1).filter(repriced).length;
    const PRICES = tempFile('prices.csv', stockCatalogCsv(job.products, [], repriced));
    const moved = await counted(() => importFile(PRICES));
    expect(moved.value).toMatchObject({ updated: changed, unchanged: job.products - changed, failed: 0 });
    expect(moved.requests).toBeLessThanOrEqual(job.repriced);
    expect((await counted(() => importFile(PRICES))).writes).toEqual([]);
    await importFile(FILE); // the prices back, for the tests after
  });

  it(`a slug,price file reads each product once (the check that its rows name products, then the writes): ≤ ${job.priceOnly} requests`, async () => {
    await importFile(FILE); // the catalog the first test made
    const PRICES = tempFile('slug-price.csv', ['slug,price', ...Array.from({ length: job.products }, (_, i) => `item-${i + 1},${i + 1}.5`)].join('\n') + '\n');
    const run = await counted(() => importFile(PRICES));
    expect(run.value).toMatchObject({ unchanged: job.products, failed: 0 });
    expect(run.writes).toEqual([]);
    expect(run.requests).toBeLessThanOrEqual(job.priceOnly);
  });

  it(`a stock-only file of 330 SKUs looks them up together and writes per product (V1) or in bulk (V3): ≤ ${job.stockFile} requests`, async () => {
    const { csv, skus } = skuCatalog(300);
    expect(await importFile(tempFile('skus.csv', csv))).toMatchObject({ created: 300, failed: 0 });
    const STOCK = tempFile('stock.csv', ['sku,quantity', ...skus.map((sku) => `${sku},5`)].join('\n') + '\n');
    const set = await counted(() => importFile(STOCK));
    expect(set.value).toMatchObject({ updated: skus.length, failed: 0 });
    expect(set.requests).toBeLessThanOrEqual(job.stockFile);
    // The levels landed: the same file again reads and writes nothing.
    const again = await counted(() => importFile(STOCK));
    expect(again.value).toMatchObject({ unchanged: skus.length, updated: 0, failed: 0 });
    expect(again.writes).toEqual([]);
  });
});

