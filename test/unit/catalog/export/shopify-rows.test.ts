// The Shopify layout of the export (shopify-rows.ts) against the shape Shopify's help page "Using CSV files to import
// and export products" describes: option names on the first row only, a row per variant, image-only rows for the
// images left over, `Title`/`Default Title` for a product without options, the buyer's price and the compare-at price,
// grams, the tracker; and the decisions the sandbox catalogs do not reach (more than 3 options, hidden variants, stock
// not counted but out of stock, a weight in pounds).
import { describe, expect, it } from 'vitest';
import { shopifyRows } from '../../../../src/catalog/core/export/shopify-rows.js';
import { CSV_HEADER } from '../../../../src/catalog/core/import/csv-columns.js';
import { CARRIED, SHOPIFY_COLUMNS, SHOPIFY_HEADER } from '../../../../src/catalog/core/import/formats/shopify-columns.js';

const own = (cells: Record<string, string>) => CSV_HEADER.map((column) => cells[column] ?? '');
const asCells = (row: string[]) => Object.fromEntries(SHOPIFY_HEADER.map((column, i) => [column, row[i]]).filter(([, value]) => value !== ''));

describe("the Shopify layout of the export", () => {
  it("writes only columns of Shopify's description, each once, and every column the reader carries", () => {
    expect(SHOPIFY_HEADER.filter((column) => !SHOPIFY_COLUMNS.includes(column))).toEqual([]);
    expect(new Set(SHOPIFY_HEADER).size).toBe(SHOPIFY_HEADER.length);
    expect(CARRIED.filter((column) => !SHOPIFY_HEADER.includes(column))).toEqual([]);
  });

  it('a product with options: names on the first row only, a row per variant with its values, images on the variant rows then on image-only rows', () => {
    const { rows, unsaid, refused } = shopifyRows(
      [
        own({
          slug: 'tee', name: 'Tee', description: '<p>Cotton</p>', price: '20', brand: 'Acme', visible: 'true', discount_type: 'AMOUNT', discount_value: '2',
          collections: 'Clothing;Summer', media: 'https://e.com/1.jpg;https://e.com/2.jpg;https://e.com/3.jpg', cost: '5', weight: '0.2',
          option1_name: 'Size', option1_value: 'S', variant_price: '20', variant_sku: 'TEE-S', variant_visible: 'true', track_quantity: 'true', quantity: '3',
        }),
        own({ slug: 'tee', option1_name: 'Size', option1_value: 'M', variant_price: '22.5', variant_sku: 'TEE-M', variant_cost: '6', variant_weight: '1.25', variant_visible: 'true', track_quantity: 'false', in_stock: 'true' }),
      ],
      'kg',
    );
    expect(refused).toBeUndefined();
    expect(unsaid).toEqual([]);
    expect(rows.map(asCells)).toEqual([
      {
        Handle: 'tee', Title: 'Tee', 'Body (HTML)': '<p>Cotton</p>', Vendor: 'Acme', Tags: 'Clothing, Summer', Published: 'TRUE', Status: 'active',
        'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant SKU': 'TEE-S', 'Variant Grams': '200', 'Variant Weight Unit': 'kg',
        'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '3', 'Variant Inventory Policy': 'deny', 'Variant Fulfillment Service': 'manual',
        'Variant Price': '18.00', 'Variant Compare At Price': '20.00', 'Variant Requires Shipping': 'TRUE', 'Variant Taxable': 'TRUE', 'Cost per item': '5',
        'Image Src': 'https://e.com/1.jpg', 'Image Position': '1',
      },
      {
        Handle: 'tee', 'Option1 Value': 'M', 'Variant SKU': 'TEE-M', 'Variant Grams': '1250', 'Variant Weight Unit': 'kg', 'Variant Inventory Policy': 'deny',
        'Variant Fulfillment Service': 'manual', 'Variant Price': '20.50', 'Variant Compare At Price': '22.50', 'Variant Requires Shipping': 'TRUE',
        'Variant Taxable': 'TRUE', 'Cost per item': '6', 'Image Src': 'https://e.com/2.jpg', 'Image Position': '2',
      },
      { Handle: 'tee', 'Image Src': 'https://e.com/3.jpg', 'Image Position': '3' },
    ]);
  });

  it('a product without options is Title / Default Title; a PERCENT sale is the buyer price under the compare-at price; a hidden product is unpublished and draft; pounds become grams', () => {
    const { rows } = shopifyRows([own({ slug: 'mug', name: 'Mug', price: '9.99', visible: 'false', discount_type: 'PERCENT', discount_value: '10', sku: 'MUG', weight: '0.5' })], 'lb');
    expect(rows.map(asCells)).toEqual([
      expect.objectContaining({
        'Option1 Name': 'Title', 'Option1 Value': 'Default Title', 'Variant SKU': 'MUG', 'Variant Price': '8.99', 'Variant Compare At Price': '9.99',
        Published: 'FALSE', Status: 'draft', 'Variant Grams': '227', 'Variant Weight Unit': 'lb',
      }),
    ]);
    expect(rows.map(asCells)[0]).not.toHaveProperty('Image Src');
    // No sale: no compare-at price.
    expect(asCells(shopifyRows([own({ slug: 'pen', name: 'Pen', price: '2' })], 'kg').rows[0])).toMatchObject({ 'Variant Price': '2.00' });
    expect(asCells(shopifyRows([own({ slug: 'pen', name: 'Pen', price: '2' })], 'kg').rows[0])).not.toHaveProperty('Variant Compare At Price');
  });

  it('a V3 sale price per variant is that variant\'s Variant Price, its list price the compare-at price', () => {
    const { rows } = shopifyRows(
      [
        own({ slug: 'kit', name: 'Kit', price: '20', option1_name: 'Pack', option1_value: 'A', variant_price: '20', variant_sale_price: '15' }),
        own({ slug: 'kit', option1_name: 'Pack', option1_value: 'B', variant_price: '22', variant_sale_price: '22' }),
      ],
      'kg',
    );
    expect(rows.map(asCells).map((r) => [r['Option1 Value'], r['Variant Price'], r['Variant Compare At Price']])).toEqual([
      ['A', '15.00', '20.00'],
      ['B', '22.00', undefined],
    ]);
  });

  it('more than 3 options: the product is refused with why, no row written (never cut to 3)', () => {
    const options = Object.fromEntries(['A', 'B', 'C', 'D'].flatMap((name, i) => [[`option${i + 1}_name`, name], [`option${i + 1}_value`, 'x']]));
    expect(shopifyRows([own({ slug: 'big', name: 'Big', price: '1', ...options })], 'kg')).toEqual({
      rows: [],
      unsaid: [],
      refused: 'it has 4 options and Shopify allows at most 3',
    });
  });

  it('hidden variants are left out (said once); stock not counted but out of stock is counted at 0; a collection with a comma is said', () => {
    const { rows, unsaid } = shopifyRows(
      [
        own({ slug: 'cap', name: 'Cap', price: '8', collections: 'Hats, caps', option1_name: 'Colour', option1_value: 'Red', variant_visible: 'true', track_quantity: 'false', in_stock: 'false' }),
        own({ slug: 'cap', option1_name: 'Colour', option1_value: 'Blue', variant_visible: 'false' }),
        own({ slug: 'cap', option1_name: 'Colour', option1_value: 'Green', variant_visible: 'false' }),
      ],
      'kg',
    );
    expect(rows.map(asCells).map((r) => [r['Option1 Value'], r['Variant Inventory Tracker'], r['Variant Inventory Qty']])).toEqual([['Red', 'shopify', '0']]);
    expect(unsaid.sort()).toEqual(['commaInCollection', 'hiddenVariants', 'uncountedOutOfStock']);
    const allHidden = shopifyRows([own({ slug: 'cap', name: 'Cap', price: '8', option1_name: 'Colour', option1_value: 'Red', variant_visible: 'false' })], 'kg');
    expect([allHidden.rows.length, allHidden.unsaid]).toEqual([1, ['everyVariantHidden']]);
  });
});
