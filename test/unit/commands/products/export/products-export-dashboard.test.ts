// Issue #39 item 4: `products export --format dashboard` writes the platform dashboard's product CSV — its full header,
// a Product row and a Variant row per variant — which `products import` reads back: imported into an empty store of
// the same catalog version it gives the same catalog, and imported into the store it came from it writes nothing,
// on a V1 and a V3 store from one test body.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { runProductsExport, type ProductsExportFlags } from '../../../../../src/commands/products/export.js';
import { amount, neutralProducts, tempFile, writesOf, type NeutralProduct, type StoreAt } from '../../../../helpers/catalog.js';
import type { TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { ownExportRows } from '../../support/exported-stock.js';
import { importedAgain } from './imported-again.js';

/** The dashboard's own header, as a file written from its description has it (the import test's fixture). */
const DASHBOARD_FIXTURE = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'formats', 'dashboard-products.csv');
const dashboardHeader = () => readFileSync(DASHBOARD_FIXTURE, 'utf8').split('\n')[0].trim().split(',');

/**
 * The catalog of the first store, in the own CSV: a simple product with two images in two collections; a product with
 * two options, surcharges, per-variant SKUs, costs, weights and counted stock, one variant hidden, on an AMOUNT sale;
 * a hidden product whose stock is not counted; a product on a PERCENT sale, out of stock.
 */
const CATALOG = [
  'slug,name,description,price,cost,weight,sku,visible,brand,ribbon,discount_type,discount_value,collections,media,option1_name,option1_value,option2_name,option2_value,variant_price,variant_cost,variant_weight,variant_sku,variant_visible,track_quantity,quantity,in_stock',
  'desk-lamp,Desk Lamp,Warm light,39.9,12,1.2,LAMP-1,true,Lumen,New,,,Home;Gifts,https://example.com/lamp.jpg;https://example.com/lamp-2.jpg,,,,,,,,,,true,7,',
  'tee,Tee,Cotton tee,20,,,,true,Acme,,AMOUNT,2,Clothing,https://example.com/tee.jpg,Size,S,Colour,Red,20,5,0.2,TEE-S-R,true,true,3,',
  'tee,,,,,,,,,,,,,,Size,S,Colour,Blue,20,5,0.2,TEE-S-B,true,true,0,',
  'tee,,,,,,,,,,,,,,Size,M,Colour,Red,22.5,6,0.25,TEE-M-R,true,true,4,',
  'tee,,,,,,,,,,,,,,Size,M,Colour,Blue,22.5,6,0.25,TEE-M-B,false,true,1,',
  'secret-box,Secret Box,,15,,,BOX-1,false,,,,,Gifts,,,,,,,,,,,false,,true',
  'sale-mug,Sale Mug,,10,,,MUG-9,true,,Sale,PERCENT,20,Home,https://example.com/mug.jpg,,,,,,,,,,false,,false',
].join('\n');

/** A product as compared between two stores: everything but the ids each store gives. */
const comparable = (product: NeutralProduct) => ({
  summary: { ...product.summary, id: undefined },
  variants: product.variants.map((variant) => ({ ...variant, id: undefined })),
  media: product.media.map((item) => ({ ...item, id: undefined })),
});
const catalogOf = async (store: StoreAt, catalog: 'v1' | 'v3') =>
  Object.fromEntries([...(await neutralProducts(store, catalog))].map(([slug, products]) => [slug, products.map(comparable)]));

async function exportDashboard(sandbox: TestSandbox, flags: ProductsExportFlags = {}) {
  const output = tempFile('dashboard.csv', '');
  const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
  try {
    await runProductsExport({ format: 'dashboard', output, sort: 'slug', ...flags }, h.ctx);
  } finally {
    await h.ctx.close();
  }
  return { output, text: readFileSync(output, 'utf8'), h };
}


describe.each(['v1', 'v3'] as const)('products export --format dashboard on a %s store', (catalog) => {
  const first = sharedSandbox({ catalog, demo: false });
  const second = sharedSandbox({ catalog, demo: false });

  it('is a .csv file: --output x.json with --format dashboard is refused (exit 2), naming x.csv, nothing read', async () => {
    const output = tempFile('catalog.json', 'untouched');
    const h = harness({ env: remoteEnv(first) });
    const error = await runProductsExport({ output, format: 'dashboard' }, h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toBe(`--output ${output} names a JSON file, but --format is dashboard`);
    expect((error as UsageError).hint).toContain('catalog.csv');
    expect(readFileSync(output, 'utf8')).toBe('untouched');
    expect(first.requests).toEqual([]);
  });

  it("writes the dashboard's header and rows, which import into an empty store as the same catalog, and into the first store with no write", async () => {
    const seeded = await runImport(first, tempFile('catalog.csv', CATALOG));
    expect(seeded.error).toBeUndefined();
    expect(seeded.h.json()).toMatchObject({ created: 4, failed: 0 });

    const { output, text, h } = await exportDashboard(first);
    expect(h.json()).toEqual({ products: 4, output });
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual(dashboardHeader());
    // 16 product columns, 3 × 6 option columns, 2 × 6 info sections, 3 × 2 custom text fields, brand (the notes' "57" miscounts its own list).
    expect(header).toHaveLength(53);
    const byKey = Object.fromEntries(rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]]))).map((r) => [`${r.handleId}/${r.fieldType}/${r.productOptionDescription1}/${r.productOptionDescription2}`, r]));
    expect(byKey['desk-lamp/Product//']).toMatchObject({
      name: 'Desk Lamp', sku: 'LAMP-1', price: '39.9', inventory: '7', brand: 'Lumen', ribbon: 'New', visible: 'true', cost: '12', weight: '1.2',
      productImageUrl: 'https://example.com/lamp.jpg;https://example.com/lamp-2.jpg', discountMode: '', discountValue: '',
    });
    expect(byKey['desk-lamp/Product//'].collection.split(';').sort()).toEqual(['Gifts', 'Home']);
    expect(byKey['tee/Product/S;M/Red;Blue']).toMatchObject({
      price: '20', sku: '', inventory: '', discountMode: 'AMOUNT', discountValue: '2',
      productOptionName1: 'Size', productOptionType1: 'DROP_DOWN', productOptionName2: 'Colour', productOptionType2: 'DROP_DOWN',
    });
    expect(byKey['tee/Variant/M/Blue']).toMatchObject({ surcharge: '2.5', sku: 'TEE-M-B', visible: 'false', inventory: '1', cost: '6', weight: '0.25', name: '', price: '' });
    expect(byKey['tee/Variant/S/Red']).toMatchObject({ surcharge: '0', inventory: '3' });
    expect(byKey['secret-box/Product//']).toMatchObject({ visible: 'false', inventory: 'InStock' });
    expect(byKey['sale-mug/Product//']).toMatchObject({ inventory: 'OutOfStock', ...(catalog === 'v1' ? { discountMode: 'PERCENT', discountValue: '20' } : { discountMode: 'AMOUNT', discountValue: '2' }) });
    // A Product row per product, then its Variant rows (sorted by slug).
    expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual([
      'desk-lamp Product', 'sale-mug Product', 'secret-box Product', 'tee Product', 'tee Variant', 'tee Variant', 'tee Variant', 'tee Variant',
    ]);

    // Found from its header as the dashboard's file (no --format), with nothing left out.
    const { notCarried, original } = await importedAgain(output, { from: first, into: second, catalog, format: 'dashboard', created: 4, catalogOf });
    expect(notCarried).toEqual([]);
    // The comparison sees what the file carries: buyer and list prices per variant, stock, hidden variant and product.
    const tee = original.tee[0];
    expect(tee.variants.map((v) => [v.choices.Size, v.choices.Colour, amount(v.listPrice), amount(v.price), v.sku, v.visible])).toEqual([
      ['S', 'Red', 20, 18, 'TEE-S-R', true],
      ['S', 'Blue', 20, 18, 'TEE-S-B', true],
      ['M', 'Red', 22.5, 20.5, 'TEE-M-R', true],
      ['M', 'Blue', 22.5, 20.5, 'TEE-M-B', false],
    ]);
    // Each variant's counted or uncounted stock (V3's variant rows above do not show quantities): the own CSV export
    // of the second store is the first's, cell for cell.
    const ownExport = await ownExportRows(second);
    expect(ownExport).toEqual(await ownExportRows(first));
    expect(ownExport.filter((row) => row.slug === 'tee').map((row) => row.quantity)).toEqual(['3', '0', '4', '1']);
    expect(original['secret-box'][0].summary.visible).toBe(false);
    expect(amount(original['sale-mug'][0].summary.price)).toBe(8);

    first.requests.length = 0;
    const again = await runImport(first, output);
    expect(again.error).toBeUndefined();
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(writesOf(first)).toEqual([]);
  });
});

// Only Catalog V3 keeps a sale price per variant (a V1 store refuses such a product: README "variant_sale_price"), so
// this decision of the dashboard layout has one version to run on.
describe('products export --format dashboard of V3 sale prices that differ per variant', () => {
  const first = sharedSandbox({ catalog: 'v3', demo: false });
  const second = sharedSandbox({ catalog: 'v3', demo: false });

  it('writes each variant at what the buyer pays, warns on stderr and in --json with the count of products, and imports back at those prices', async () => {
    const seed = [
      'slug,name,price,option1_name,option1_value,variant_price,variant_sale_price',
      'promo-tee,Promo Tee,20,Size,S,20,15',
      'promo-tee,,,Size,M,22,22',
      'plain-tee,Plain Tee,10,Size,S,10,',
      'plain-tee,,,Size,M,12,',
    ].join('\n');
    expect((await runImport(first, tempFile('catalog.csv', seed))).error).toBeUndefined();

    const { output, text, h } = await exportDashboard(first);
    const warning = expect.stringContaining('sale prices that differ per variant');
    expect(h.json()).toEqual({ products: 2, output, warnings: [{ reason: 'perVariantSalePrices', products: 1, message: warning }] });
    expect(h.io.stderrText()).toMatch(/^Warning: 1 product: sale prices that differ per variant .*\n$/);
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.filter((r) => r.handleId === 'promo-tee').map((r) => [r.fieldType, r.price, r.surcharge, r.discountMode])).toEqual([
      ['Product', '15', '', ''],
      ['Variant', '', '0', ''],
      ['Variant', '', '7', ''],
    ]);

    expect((await runImport(second, output)).error).toBeUndefined();
    const [tee] = (await neutralProducts(second, 'v3')).get('promo-tee')!;
    expect(tee.variants.map((v) => [v.choices.Size, amount(v.price), v.listPrice])).toEqual([
      ['S', 15, undefined],
      ['M', 22, undefined],
    ]);
  });
});
