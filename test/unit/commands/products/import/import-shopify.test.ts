// Issue #39: a Shopify product CSV export (test/fixtures/formats/shopify-products.csv, written from Shopify's public
// description of the format) imported with `store products import` on a V1 and a V3 store from one body: the dry run
// writes nothing and lists the columns the store cannot hold with their row counts; the import lands the catalog the
// mapping table says (docs/formats/shopify.md), read back through `products export` and through the official SDK; a re-import writes nothing and
// costs what the store's own CSV of the same catalog costs; a mixed header and bad cells are refused before any
// request, each bad cell by the file's row and column.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFile, writesOf } from '../../../../helpers/catalog.js';
import { sdkCatalogFacts } from '../../../../helpers/sdk-catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { storeAgainst } from '../../support/store-against.js';
import { expectMixedHeaderRefused, exportedBySlug, expectResumeSkipsAll, reportedProducts } from '../../support/foreign-import.js';
import { tempHome } from '../../support/harness.js';

const FIXTURE = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'formats', 'shopify-products.csv');
const CDN = 'https://cdn.shopify.com/s/files/1/0000/0001/products/';

/** The fixture's catalog as the platform's own SDK must read it back, the same on V1 and V3. */
const EXPECTED = {
  collections: ['Clothing', 'Gifts', 'Kitchen', 'Winter'],
  products: {
    'enamel-mug': [{ name: 'Enamel Mug', visible: true, collections: ['Gifts', 'Kitchen'], media: ['mug-front.jpg', 'mug-side.jpg', 'mug-top.jpg'].map((name) => CDN + name), variants: [{ choices: {}, price: '12.5', sku: 'MUG-001', stock: 40 }] }],
    'linen-shirt': [{
      name: 'Linen Shirt', visible: true, collections: ['Clothing'], media: [CDN + 'shirt.jpg'],
      // Shopify's three variants as they were, and the three combinations it did not sell hidden at 0.
      variants: [
        { choices: { Size: 'L', Color: 'Sand' }, price: '49', sku: 'SHIRT-L-S', visible: true, stock: 12 },
        { choices: { Size: 'M', Color: 'Sand' }, price: '45', visible: false, stock: 0 },
        { choices: { Size: 'S', Color: 'Sand' }, price: '45', visible: false, stock: 0 },
        { choices: { Size: 'L', Color: 'White' }, price: '45', visible: false, stock: 0 },
        { choices: { Size: 'M', Color: 'White' }, price: '45', sku: 'SHIRT-M-W', visible: true, stock: 0 },
        { choices: { Size: 'S', Color: 'White' }, price: '45', sku: 'SHIRT-S-W', visible: true, stock: 5 },
      ],
    }],
    'chefs-knife': [{ name: "Chef's Knife", visible: true, collections: ['Kitchen'], media: [CDN + 'knife.jpg'], variants: [{ choices: {}, price: '75.65', listPrice: '89', sku: 'KNF-210', stock: 'in stock' }] }],
    'winter-hat': [{
      name: 'Winter Hat', visible: false, collections: ['Clothing', 'Winter'], media: [],
      variants: [
        { choices: { Color: 'Blue' }, price: '20', listPrice: '25', sku: 'HAT-BLUE', visible: true, stock: 3 },
        { choices: { Color: 'Red' }, price: '20', listPrice: '25', sku: 'HAT-RED', visible: true, stock: 7 },
      ],
    }],
    'gift-card-note': [{ name: 'Gift Card Note', visible: false, collections: [], media: [], variants: [{ choices: {}, price: '3', sku: 'NOTE-1', stock: 'in stock' }] }],
    'tote-bag': [{ name: 'Tote Bag', visible: true, collections: ['Gifts'], media: [CDN + 'tote.jpg'], variants: [{ choices: {}, price: '30', sku: 'TOTE-1', stock: 15 }] }],
  },
};

describe.each(['v1', 'v3'] as const)('products import of a Shopify product CSV on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);

  const exported = () => exportedBySlug(store);

  it('dry-runs with 0 writes, imports the catalog, reads it back, re-imports with 0 writes at the own CSV’s request count', async () => {
    const dry = await store(['products', 'import', FIXTURE, '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    const plan = JSON.parse(dry.stdout);
    expect(plan).toMatchObject({ dryRun: true, format: 'shopify', create: 6, update: 0, invalid: 0 });
    expect(plan.notCarried).toEqual(expect.arrayContaining([{ column: 'SEO Title', rows: 2 }, { column: 'Variant Barcode', rows: 1 }, { column: 'Variant Inventory Policy', rows: 1 }]));
    expect(writesOf(sandbox)).toEqual([]);

    const run = await store(['products', 'import', FIXTURE, '--json']);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ created: 6, updated: 0, failed: 0 });
    expect(run.stderr).toContain('Not carried (the store has no place for them): "Product Category" (2 rows), "Type" (5 rows)');

    // Read back by the platform's own SDK, so a mistake our writer and our reader share cannot pass.
    expect(await sdkCatalogFacts(sandbox, catalog)).toEqual(EXPECTED);
    const products = await exported();
    expect(Object.keys(products).sort()).toEqual(['chefs-knife', 'enamel-mug', 'gift-card-note', 'linen-shirt', 'tote-bag', 'winter-hat']);
    expect(products['enamel-mug'][0]).toMatchObject({
      name: 'Enamel Mug', description: '<p>Holds 350 ml,<br>\ndishwasher safe.</p>', price: '12.5', cost: '4', weight: '0.35', sku: 'MUG-001',
      visible: 'true', brand: 'Acme', discount_type: '', collections: 'Kitchen;Gifts', track_quantity: 'true', quantity: '40',
      media: ['mug-front.jpg', 'mug-side.jpg', 'mug-top.jpg'].map((name) => CDN + name).join(';'),
    });
    // Shopify's three variants as they were, and the three combinations it did not sell hidden at 0.
    const shirt = products['linen-shirt'].map((row) => [`${row.option1_value}/${row.option2_value}`, row.variant_price, row.variant_sku, row.variant_visible, row.quantity]);
    expect(shirt.sort()).toEqual([
      ['L/Sand', '49', 'SHIRT-L-S', 'true', '12'],
      ['L/White', '45', '', 'false', '0'],
      ['M/Sand', '45', '', 'false', '0'],
      ['M/White', '45', 'SHIRT-M-W', 'true', '0'],
      ['S/Sand', '45', '', 'false', '0'],
      ['S/White', '45', 'SHIRT-S-W', 'true', '5'],
    ]);
    expect(products['chefs-knife'][0]).toMatchObject({ price: '89', discount_type: 'AMOUNT', discount_value: '13.35', track_quantity: 'false', in_stock: 'true', visible: 'true' });
    expect(products['winter-hat'].map((row) => [row.option1_value, row.variant_price, row.quantity])).toEqual([['Red', '25', '7'], ['Blue', '25', '3']]);
    expect(products['winter-hat'][0]).toMatchObject({ visible: 'false', discount_type: 'AMOUNT', discount_value: '5', collections: 'Clothing;Winter' });
    expect(products['gift-card-note'][0]).toMatchObject({ visible: 'false', price: '3', in_stock: 'true' });
    expect(products['tote-bag'][0]).toMatchObject({ price: '30', discount_type: '', weight: '1.25', quantity: '15' });

    sandbox.requests.length = 0;
    const again = await store(['products', 'import', FIXTURE, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, updated: 0, unchanged: 6, failed: 0 });
    expect(writesOf(sandbox)).toEqual([]);

    // The same catalog in the store's own CSV, into an empty store: the same requests as the Shopify file.
    const own = tempFile('own.csv', '');
    expect((await store(['products', 'export', '--format', 'csv', '--output', own])).code).toBe(0);
    sandbox.sandbox.reset({ demo: false });
    const ownRun = await store(['products', 'import', own, '--json']);
    expect(JSON.parse(ownRun.stdout)).toMatchObject({ created: 6, failed: 0, requests: summary.requests });
  });

  it('the dry run as text says how the file was read and lists each column not carried with its rows', async () => {
    const { code, stdout } = await store(['products', 'import', FIXTURE, '--dry-run']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(`Plan for ${FIXTURE}, read as a Shopify product CSV (dry run: nothing was written)`);
    expect(lines).toContain('  16 columns not carried (the store has no place for them):');
    expect(lines).toContain('    "Variant Compare At Price" (1 row)');
    expect(lines).toContain('    "Included / United States" (5 rows)');
    expect(writesOf(sandbox)).toEqual([]);
  });

  it('reports each product by the file’s own rows (image-only rows too), and --resume skips what a run finished', async () => {
    const report = tempFile('report.jsonl', '');
    expect((await store(['products', 'import', FIXTURE, '--report', report])).code).toBe(0);
    // In the order they finished (concurrent writes): sorted by row.
    const byRow = reportedProducts(report).sort((a, b) => a.row - b.row);
    expect(byRow.map((line) => [line.slug, line.row, line.rows, line.outcome])).toEqual([
      ['enamel-mug', 2, [2, 3, 4], 'created'],
      ['linen-shirt', 5, [5, 6, 7], 'created'],
      ['chefs-knife', 8, undefined, 'created'],
      ['winter-hat', 9, [9, 10], 'created'],
      ['gift-card-note', 11, undefined, 'created'],
      ['tote-bag', 12, undefined, 'created'],
    ]);
    await expectResumeSkipsAll(store, sandbox, FIXTURE, report, byRow.length);
  });

  it('refuses a header that mixes Shopify’s columns with the store CSV’s before any request', async () => {
    await expectMixedHeaderRefused(
      store,
      sandbox,
      'Handle,Title,Variant Price,slug,variant_sku\nmug,Mug,12.50,mug,MUG-1\n',
      'the store CSV\'s "slug", "variant_sku" and a Shopify product CSV\'s "Handle", "Title", "Variant Price"',
    );
  });

  it('refuses bad cells by the file’s row and column, all at once, before the first write', async () => {
    const text = readFileSync(FIXTURE, 'utf8').replace(',75.65,89.00,', ',75.6555,89.00,').replace(',active\n', ',pending\n');
    const { code, stderr } = await store(['products', 'import', tempFile('bad.csv', text)]);
    expect(code).toBe(2);
    expect(stderr).toContain('row 2, column Status, value "pending": expected active, draft or archived');
    expect(stderr).toContain('row 8, column Variant Price, value "75.6555": USD amounts have 2 decimals (3 on a Catalog V3 store): write 75.65 or 75.66 (nothing is rounded for you)');
    expect(writesOf(sandbox)).toEqual([]);
  });
});
