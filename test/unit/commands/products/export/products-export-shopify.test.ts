// Issue #39 item 4 (Shopify): `products export --format shopify` writes Shopify's product CSV — option names on the
// first row, a row per variant, image-only rows, `Title`/`Default Title` — which `products import` reads back into an
// empty store as the same catalog (names, buyer and list prices per variant, SKUs, stock, visibility, collections,
// media), on a V1 and a V3 store from one test body; a product with more than 3 options is refused by name (exit 6).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PartialFailureError } from '../../../../../src/client/errors.js';
import { runProductsExport, type ProductsExportFlags } from '../../../../../src/commands/products/export.js';
import { SHOPIFY_HEADER } from '../../../../../src/catalog/core/import/formats/shopify-columns.js';
import { amount, neutralProducts, tempFile, type NeutralProduct, type StoreAt } from '../../../../helpers/catalog.js';
import type { TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { ownExportRows } from '../../support/exported-stock.js';
import { importedAgain } from './imported-again.js';

/**
 * The first store's catalog, in the own CSV: a simple product with three images (two on image-only rows) in two
 * collections with counted stock; a product with two options, per-variant prices, SKUs, costs, weights and counted
 * stock, on an AMOUNT sale; a hidden product whose stock is not counted; a product on a PERCENT sale.
 */
const CATALOG = [
  'slug,name,description,price,cost,weight,sku,visible,brand,discount_type,discount_value,collections,media,option1_name,option1_value,option2_name,option2_value,variant_price,variant_cost,variant_weight,variant_sku,variant_visible,track_quantity,quantity,in_stock',
  'desk-lamp,Desk Lamp,Warm light,39.9,12,1.2,LAMP-1,true,Lumen,,,Home;Gifts,https://example.com/lamp.jpg;https://example.com/lamp-2.jpg;https://example.com/lamp-3.jpg,,,,,,,,,,true,7,',
  'tee,Tee,Cotton tee,20,,,,true,Acme,AMOUNT,2,Clothing,https://example.com/tee.jpg,Size,S,Colour,Red,20,5,0.2,TEE-S-R,true,true,3,',
  'tee,,,,,,,,,,,,,Size,S,Colour,Blue,20,5,0.2,TEE-S-B,true,true,0,',
  'tee,,,,,,,,,,,,,Size,M,Colour,Red,22.5,6,0.25,TEE-M-R,true,true,4,',
  'tee,,,,,,,,,,,,,Size,M,Colour,Blue,22.5,6,0.25,TEE-M-B,true,true,1,',
  'secret-box,Secret Box,,15,,,BOX-1,false,,,,Gifts,,,,,,,,,,,false,,true',
  'sale-mug,Sale Mug,,10,,,MUG-9,true,,PERCENT,20,Home,https://example.com/mug.jpg,,,,,,,,,,true,2,',
].join('\n');

/** What Shopify's file carries of a product: everything the store holds but the ids, the ribbon and the discount's form. */
const carried = (product: NeutralProduct) => {
  const { id: _id, ribbon: _ribbon, discount: _discount, ...summary } = product.summary;
  return { summary, variants: product.variants.map(({ id: _, ...variant }) => variant), media: product.media.map((item) => item.url) };
};
const catalogOf = async (store: StoreAt, catalog: 'v1' | 'v3') =>
  Object.fromEntries([...(await neutralProducts(store, catalog))].map(([slug, products]) => [slug, products.map(carried)]));

async function exportShopify(sandbox: TestSandbox, flags: ProductsExportFlags = {}) {
  const output = tempFile('shopify.csv', '');
  const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
  let error: unknown;
  try {
    await runProductsExport({ format: 'shopify', output, sort: 'slug', ...flags }, h.ctx);
  } catch (e) {
    error = e;
  } finally {
    await h.ctx.close();
  }
  return { output, rows: parse(readFileSync(output, 'utf8')) as string[][], h, error };
}

/** Each variant's stock cells in the store's own CSV export. */
async function stockOf(sandbox: TestSandbox): Promise<Array<Record<string, string>>> {
  const rows = await ownExportRows(sandbox);
  return rows.map(({ slug, option1_value, option2_value, track_quantity, quantity, in_stock }) => ({ slug, option1_value, option2_value, track_quantity, quantity, in_stock }));
}

describe.each(['v1', 'v3'] as const)('products export --format shopify on a %s store', (catalog) => {
  const first = sharedSandbox({ catalog, demo: false });
  const second = sharedSandbox({ catalog, demo: false });

  it("writes Shopify's rows, which import into an empty store as the same catalog", async () => {
    const seeded = await runImport(first, tempFile('catalog.csv', CATALOG));
    expect(seeded.error).toBeUndefined();
    expect(seeded.h.json()).toMatchObject({ created: 4, failed: 0 });

    const { output, rows: [header, ...rows], h, error } = await exportShopify(first);
    expect(error).toBeUndefined();
    expect(h.json()).toEqual({ products: 4, output });
    expect(header).toEqual(SHOPIFY_HEADER);
    const cells = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
    // Rows by handle: the lamp's 2 extra images on image-only rows; the tee's 4 variants; names on the first row only.
    expect(cells.map((r) => [r.Handle, r['Option1 Name'], r['Option1 Value'], r['Option2 Value'], r['Image Position']])).toEqual([
      ['desk-lamp', 'Title', 'Default Title', '', '1'],
      ['desk-lamp', '', '', '', '2'],
      ['desk-lamp', '', '', '', '3'],
      ['sale-mug', 'Title', 'Default Title', '', '1'],
      ['secret-box', 'Title', 'Default Title', '', ''],
      ['tee', 'Size', 'S', 'Red', '1'],
      ['tee', '', 'S', 'Blue', ''],
      ['tee', '', 'M', 'Red', ''],
      ['tee', '', 'M', 'Blue', ''],
    ]);
    expect(cells.find((r) => r['Variant SKU'] === 'TEE-M-B')).toMatchObject({ 'Option2 Name': '', 'Variant Price': '20.50', 'Variant Compare At Price': '22.50', 'Variant Grams': '250', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '1', Title: '' });
    expect(cells.find((r) => r.Handle === 'sale-mug')).toMatchObject({ 'Variant Price': '8.00', 'Variant Compare At Price': '10.00' });
    expect(cells.find((r) => r.Handle === 'secret-box')).toMatchObject({ Published: 'FALSE', Status: 'draft', 'Variant Inventory Tracker': '' });
    expect(cells[0]).toMatchObject({ Vendor: 'Lumen', Status: 'active', 'Variant Grams': '1200', 'Cost per item': '12' });
    expect(cells[0].Tags.split(', ').sort()).toEqual(['Gifts', 'Home']);

    // Found from its header as Shopify's file; only what Shopify's importer wants and the store has no place for is left out.
    const { notCarried, original } = await importedAgain(output, { from: first, into: second, catalog, format: 'shopify', created: 4, catalogOf });
    expect(notCarried.sort()).toEqual(['Variant Fulfillment Service', 'Variant Requires Shipping', 'Variant Taxable']);
    // The comparison sees what the file carries: buyer and list prices, SKUs and stock per variant, hidden product, media.
    expect(original.tee[0].variants.map((v) => [v.choices.Size, v.choices.Colour, amount(v.listPrice), amount(v.price), v.sku])).toEqual([
      ['S', 'Red', 20, 18, 'TEE-S-R'],
      ['S', 'Blue', 20, 18, 'TEE-S-B'],
      ['M', 'Red', 22.5, 20.5, 'TEE-M-R'],
      ['M', 'Blue', 22.5, 20.5, 'TEE-M-B'],
    ]);
    // Each variant's counted or uncounted stock, cell for cell in the own CSV export of both stores.
    const stock = await stockOf(second);
    expect(stock).toEqual(await stockOf(first));
    expect(stock.filter((row) => row.slug === 'tee').map((row) => row.quantity)).toEqual(['3', '0', '4', '1']);
    expect(stock.find((row) => row.slug === 'secret-box')).toMatchObject({ track_quantity: 'false', in_stock: 'true' });
    expect(original['secret-box'][0].summary.visible).toBe(false);
    expect(original['desk-lamp'][0].media).toHaveLength(3);
    expect(amount(original['sale-mug'][0].summary.price)).toBe(8);
  });

  it('refuses a product with more than 3 options by its slug (exit 6), writing every other product', async () => {
    const seed = [
      'slug,name,price,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,option4_name,option4_value',
      'big-kit,Big Kit,10,A,a,B,b,C,c,D,d',
      'small-kit,Small Kit,10,A,a,B,b,C,c,,',
    ].join('\n');
    expect((await runImport(first, tempFile('catalog.csv', seed))).error).toBeUndefined();
    const { rows, h, error } = await exportShopify(first);
    expect(error).toBeInstanceOf(PartialFailureError);
    expect((error as PartialFailureError).failures).toEqual([{ slug: 'big-kit', reason: 'it has 4 options and Shopify allows at most 3' }]);
    expect(h.io.stderrText()).toContain('Not exported: big-kit: it has 4 options and Shopify allows at most 3.\n');
    expect(h.json()).toMatchObject({ products: 1 });
    expect(rows.slice(1).map((row) => row[0])).toEqual(['small-kit']);
  });
});
