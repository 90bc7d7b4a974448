// Issue #39: a WooCommerce product CSV export (test/fixtures/formats/woocommerce-products.csv, written from
// WooCommerce's public description of the format: its Product CSV Importer and Exporter guide and the wiki's
// "Product CSV Import Schema") imported with `store products import` on a V1 and a V3 store from one body: simple
// and variable products, variations before and after their parent past unrelated rows, tied by `id:N` or by SKU,
// per-variation prices and a variation taking its parent's, sales, drafts, private and hidden products, counted and
// uncounted stock, `A > B` categories (V3: nested categories, V1: the leaf's collection), images; grouped and external
// products and the columns the store cannot hold counted, read back through the tool and through the official SDK; the
// dry run and a re-import writing nothing at the own CSV's request count; row errors all at once.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amount, neutralCollectionNames, neutralProducts, tempFile, withCatalog, writesOf } from '../../../../helpers/catalog.js';
import { sdkCatalogFacts } from '../../../../helpers/sdk-catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { storeAgainst } from '../../support/store-against.js';
import { expectMixedHeaderRefused, exportedBySlug, expectResumeSkipsAll, reportedProducts } from '../../support/foreign-import.js';
import { tempHome } from '../../support/harness.js';

const FIXTURE = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'formats', 'woocommerce-products.csv');
const UPLOADS = 'https://shop.example.com/wp-content/uploads/2024/05/';

/** The fixture's catalog as the platform's own SDK must read it back, each product in its leaf categories on V1 and V3 (V3 has their parents too: COLLECTIONS). */
const EXPECTED = {
  collections: ['Gifts', 'Hats', 'Kitchen', 'Mugs', 'Shirts', 'Winter'],
  products: {
    'enamel-mug': [{ name: 'Enamel Mug', visible: true, collections: ['Gifts', 'Mugs'], media: [`${UPLOADS}mug-front.jpg`, `${UPLOADS}mug-side.jpg`], variants: [{ choices: {}, price: '12.5', sku: 'MUG-001', stock: 40 }] }],
    'chefs-knife': [{ name: "Chef's Knife", visible: true, collections: ['Kitchen'], media: [`${UPLOADS}knife.jpg`], variants: [{ choices: {}, price: '75.65', listPrice: '89', sku: 'KNIFE-8', stock: 'in stock' }] }],
    // Published 0 (a draft): hidden; "In stock?" 0 without a count.
    'gift-note': [{ name: 'Gift Note', visible: false, collections: ['Gifts'], media: [], variants: [{ choices: {}, price: '3', sku: 'NOTE-1', stock: 'out of stock' }] }],
    // Visibility in catalog: hidden.
    'tote-bag': [{ name: 'Tote Bag', visible: false, collections: [], media: [], variants: [{ choices: {}, price: '30', sku: 'TOTE-9', stock: 15 }] }],
    // S and L their own prices; M has none and takes its parent's.
    'linen-shirt': [{
      name: 'Linen Shirt', visible: true, collections: ['Shirts'], media: [`${UPLOADS}shirt.jpg`],
      variants: [
        { choices: { Size: 'L' }, price: '49', sku: 'SHIRT-L', visible: true, stock: 12 },
        { choices: { Size: 'M' }, price: '45', sku: 'SHIRT-M', visible: true, stock: 0 },
        { choices: { Size: 'S' }, price: '45', sku: 'SHIRT-S', visible: true, stock: 5 },
      ],
    }],
    // Published -1 (private): hidden; its variations on sale.
    'winter-hat': [{
      name: 'Winter Hat', visible: false, collections: ['Hats', 'Winter'], media: [],
      variants: [
        { choices: { Colour: 'Blue' }, price: '20', listPrice: '25', sku: 'HAT-BLUE', visible: true, stock: 3 },
        { choices: { Colour: 'Red' }, price: '20', listPrice: '25', sku: 'HAT-RED', visible: true, stock: 7 },
      ],
    }],
  },
};

describe.each(['v1', 'v3'] as const)('products import of a WooCommerce product CSV on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);

  const exported = () => exportedBySlug(store);

  /** Each collection (V3: category) as `parent > name`, or its name at the top level; sorted. */
  async function collectionPaths(): Promise<string[]> {
    const listed = await withCatalog(sandbox, catalog, (s) => s.collections.list({}, { all: true }).toArray());
    const nameOf = new Map(listed.map((c) => [c.id, c.name]));
    const parentOf = (c: (typeof listed)[number]) => (c as { parentCategory?: { id?: string | null } }).parentCategory?.id ?? undefined;
    return listed.map((c) => (parentOf(c) ? `${nameOf.get(parentOf(c)!)} > ${c.name}` : c.name)).sort();
  }
  /** Where the fixture's categories go: V3 nests them, V1 takes each path's leaf. */
  const COLLECTIONS = {
    v1: ['Gifts', 'Hats', 'Kitchen', 'Mugs', 'Shirts', 'Winter'],
    v3: ['Clothing', 'Clothing > Hats', 'Clothing > Shirts', 'Gifts', 'Kitchen', 'Kitchen > Mugs', 'Winter'],
  }[catalog];
  const PATH = catalog === 'v3' ? { mug: 'Kitchen > Mugs', hat: 'Clothing > Hats' } : { mug: 'Mugs', hat: 'Hats' };

  it('dry-runs with 0 writes, imports the catalog, reads it back, re-imports with 0 writes at the own CSV’s request count', async () => {
    const dry = await store(['products', 'import', FIXTURE, '--dry-run', '--json']);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    const plan = JSON.parse(dry.stdout);
    expect(plan).toMatchObject({ dryRun: true, format: 'woocommerce', create: 6, update: 0, invalid: 0 });
    expect(plan.notCarried).toEqual(
      expect.arrayContaining([
        { column: 'Short description', rows: 1 },
        { column: 'Meta: _wpcom_is_markdown', rows: 1 },
        { column: 'Grouped products', rows: 1 },
        { column: 'Type = grouped', rows: 1 },
        { column: 'Type = external', rows: 1 },
        { column: 'Type = virtual', rows: 1 },
        // The mug's Material and the shirt's Fabric: attributes no variation chooses.
        { column: 'Attribute 1 name', rows: 1 },
        { column: 'Attribute 2 name', rows: 1 },
      ]),
    );
    // Categories are carried: V3 nests them (a parent before its children), V1 takes the leaves.
    expect(plan.notCarried.map((column: { column: string }) => column.column)).not.toContain('Categories');
    expect([...plan.newCollections].sort()).toEqual(COLLECTIONS);
    if (catalog === 'v3') expect(plan.newCollections.indexOf('Clothing')).toBeLessThan(plan.newCollections.indexOf('Clothing > Shirts'));
    expect(writesOf(sandbox)).toEqual([]);

    const run = await store(['products', 'import', FIXTURE, '--json']);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ created: 6, updated: 0, failed: 0 });
    expect(run.stderr).toContain('"Type = grouped" (1 row), "Type = external" (1 row)');

    // Read back by the platform's own SDK, so a mistake our writer and our reader share cannot pass.
    expect(await sdkCatalogFacts(sandbox, catalog)).toEqual({ ...EXPECTED, collections: COLLECTIONS.map((path) => path.split(' > ').at(-1)).sort() });
    const products = await neutralProducts(sandbox, catalog);
    expect([...products.keys()].sort()).toEqual(['chefs-knife', 'enamel-mug', 'gift-note', 'linen-shirt', 'tote-bag', 'winter-hat']);
    const [mug] = products.get('enamel-mug')!;
    expect(mug.summary).toMatchObject({ name: 'Enamel Mug', sku: 'MUG-001', visible: true });
    expect(mug.media.map((m) => m.url)).toEqual([`${UPLOADS}mug-front.jpg`, `${UPLOADS}mug-side.jpg`]);
    expect(await collectionPaths()).toEqual(COLLECTIONS);
    expect(await neutralCollectionNames(sandbox, catalog)).toHaveLength(COLLECTIONS.length);
    const [shirt] = products.get('linen-shirt')!;
    const bySize = Object.fromEntries(shirt.variants.map((v) => [v.choices.Size, v]));
    // S and L their own prices; M has none and takes its parent's.
    expect(['S', 'M', 'L'].map((size) => [amount(bySize[size].price), bySize[size].sku])).toEqual([[45, 'SHIRT-S'], [45, 'SHIRT-M'], [49, 'SHIRT-L']]);
    const [hat] = products.get('winter-hat')!;
    expect(hat.summary.visible).toBe(false);
    expect(hat.variants.map((v) => [v.choices.Colour, amount(v.price), amount(v.listPrice ?? v.price)])).toEqual([['Red', 20, 25], ['Blue', 20, 25]]);

    const rows = await exported();
    expect(rows['enamel-mug'][0]).toMatchObject({
      description: '<p>Holds 350 ml,</p>\n<p>dishwasher safe.</p>', price: '12.5', weight: '0.35', collections: `${PATH.mug};Gifts`, track_quantity: 'true', quantity: '40',
    });
    expect(rows['linen-shirt'].map((row) => [row.option1_value, row.variant_price, row.quantity])).toEqual([['S', '45', '5'], ['M', '45', '0'], ['L', '49', '12']]);
    expect(rows['chefs-knife'][0]).toMatchObject({ price: '89', discount_type: 'AMOUNT', discount_value: '13.35', track_quantity: 'false', in_stock: 'true', weight: '0.2' });
    expect(rows['winter-hat'][0]).toMatchObject({ visible: 'false', discount_type: 'AMOUNT', discount_value: '5', collections: `${PATH.hat};Winter` });
    // The mug is in the leaf only, not in Kitchen (a parent category lists its subcategories' products itself).
    expect(rows['chefs-knife'][0].collections).toBe('Kitchen');
    expect(rows['winter-hat'].map((row) => [row.option1_value, row.variant_sku, row.quantity])).toEqual([['Red', 'HAT-RED', '7'], ['Blue', 'HAT-BLUE', '3']]);
    expect(rows['gift-note'][0]).toMatchObject({ visible: 'false', price: '3', track_quantity: 'false', in_stock: 'false' });
    expect(rows['tote-bag'][0]).toMatchObject({ visible: 'false', weight: '1.25', quantity: '15' });

    sandbox.requests.length = 0;
    const again = await store(['products', 'import', FIXTURE, '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, updated: 0, unchanged: 6, failed: 0 });
    expect(writesOf(sandbox)).toEqual([]);
    expect(await collectionPaths()).toEqual(COLLECTIONS);

    // The same catalog in the store's own CSV, into an empty store: the same requests as the WooCommerce file.
    const own = tempFile('own.csv', '');
    expect((await store(['products', 'export', '--format', 'csv', '--output', own])).code).toBe(0);
    sandbox.sandbox.reset({ demo: false });
    const ownRun = await store(['products', 'import', own, '--json']);
    expect(JSON.parse(ownRun.stdout)).toMatchObject({ created: 6, failed: 0, requests: summary.requests });
    expect(await collectionPaths()).toEqual(COLLECTIONS);
    expect((await exported())['enamel-mug'][0].collections).toBe(`${PATH.mug};Gifts`);
  });

  it('reports each product by the file’s own rows, its variations wherever they lie, and --resume skips what a run finished', async () => {
    const report = tempFile('report.jsonl', '');
    expect((await store(['products', 'import', FIXTURE, '--format', 'woocommerce', '--report', report])).code).toBe(0);
    const byRow = reportedProducts(report).sort((a, b) => a.row - b.row);
    expect(byRow.map((line) => [line.slug, line.row, line.rows])).toEqual([
      ['enamel-mug', 2, undefined],
      ['linen-shirt', 4, [3, 4, 6, 13]],
      ['chefs-knife', 5, undefined],
      ['winter-hat', 7, [7, 8, 9]],
      ['gift-note', 12, undefined],
      ['tote-bag', 14, undefined],
    ]);
    await expectResumeSkipsAll(store, sandbox, FIXTURE, report, byRow.length);
  });

  it('refuses a header that mixes WooCommerce’s columns with Shopify’s before any request', async () => {
    await expectMixedHeaderRefused(
      store,
      sandbox,
      'ID,Type,Name,Regular price,Handle,Variant Price\n1,simple,Mug,12.50,mug,12.50\n',
      'a Shopify product CSV\'s "Handle", "Variant Price" and a WooCommerce product CSV\'s "ID", "Name", "Regular price"',
    );
  });

  it('refuses bad cells and orphan variations by the file’s row and column, all at once, before the first write', async () => {
    const text = readFileSync(FIXTURE, 'utf8')
      .replace(',75.65,89.00,', ',75.6555,89.00,')
      .replace('Tote Bag,1,', 'Tote Bag,2,')
      .replace(',id:50,', ',id:55,');
    const { code, stderr } = await store(['products', 'import', tempFile('bad.csv', text)]);
    expect(code).toBe(2);
    expect(stderr).toContain('row 5, column Sale price, value "75.6555": USD amounts have 2 decimals (3 on a Catalog V3 store): write 75.65 or 75.66 (nothing is rounded for you)');
    expect(stderr).toContain('row 14, column Published, value "2": expected 1 (published), 0 (private) or -1 (draft)');
    expect(stderr).toContain('row 8, column Parent, value "id:55": no product row of the file has this ID (id:N) or SKU');
    expect(writesOf(sandbox)).toEqual([]);
  });
});
