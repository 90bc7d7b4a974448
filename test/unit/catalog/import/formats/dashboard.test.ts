// The dashboard format's mapping (src/catalog/core/import/formats/dashboard.ts) on its own: what each cell becomes
// in the own row model, and every problem told in the file's own row and column, all of a product's at once.
import { describe, expect, it } from 'vitest';
import { dashboard } from '../../../../../src/catalog/core/import/formats/dashboard.js';
import type { ForeignRecord, FormatContext } from '../../../../../src/catalog/core/import/formats/format.js';

function mapped(rows: Array<Record<string, string>>) {
  const notCarried: string[] = [];
  const context: FormatContext = { weightUnit: 'kg', mediaFolder: process.cwd(), notCarried: (column) => notCarried.push(column) };
  const records: ForeignRecord[] = rows.map((cells, i) => ({ row: i + 2, cells: { handleId: 'tee', ...cells } }));
  return { ...dashboard.toOwn(records, context), notCarried };
}

describe('the dashboard product CSV → the own row model', () => {
  it('a generated handleId gives the slug the store would give the name; a handleId written by hand is the slug', () => {
    const generated = mapped([{ handleId: 'product_aa6471bb-72d8-874e-f885-8f50d6f92812', fieldType: 'Product', name: 'Café Crème Mug', price: '3' }]);
    expect(generated.records[0].cells.slug).toBe('cafe-creme-mug');
    expect(mapped([{ fieldType: 'product', name: 'Tee', price: '3' }]).records[0].cells.slug).toBe('tee');
  });

  it('Variant rows: the choice of each, the product price plus the surcharge, their own SKU, stock and visibility', () => {
    const { records, invalid } = mapped([
      { fieldType: 'Product', name: 'Tee', price: '10.10', productOptionName1: 'Size', productOptionType1: 'DROP_DOWN', productOptionDescription1: 'S;M' },
      { fieldType: 'Variant', productOptionDescription1: 'S', surcharge: '0.2', sku: 'T-S', inventory: '3.0', visible: 'false' },
      { fieldType: 'VARIANT', productOptionDescription1: 'M', inventory: 'OutOfStock' },
    ]);
    expect(invalid).toBeUndefined();
    expect(records.map((r) => r.row)).toEqual([3, 4]);
    expect(records[0].cells).toMatchObject({ slug: 'tee', name: 'Tee', price: '10.10', option1_name: 'Size', option1_value: 'S', variant_price: '10.3', variant_sku: 'T-S', variant_visible: 'false', track_quantity: 'true', quantity: '3' });
    expect(records[1].cells).toEqual({ slug: 'tee', option1_name: 'Size', option1_value: 'M', track_quantity: 'false', in_stock: 'false' });
  });

  it('options without Variant rows: every combination, each with the Product row stock', () => {
    const { records } = mapped([
      { fieldType: 'Product', name: 'Tee', price: '5', inventory: 'InStock', productOptionName1: 'Size', productOptionDescription1: 'S;M', productOptionName2: 'Colour', productOptionType2: 'COLOR', productOptionDescription2: '#f00:Red;Blue' },
    ]);
    expect(records.map((r) => [r.cells.option1_value, r.cells.option2_value, r.cells.in_stock])).toEqual([
      ['S', 'Red', 'true'],
      ['S', 'Blue', 'true'],
      ['M', 'Red', 'true'],
      ['M', 'Blue', 'true'],
    ]);
  });

  it('a discount of 0 is none; PERCENT or AMOUNT with a value is the product discount', () => {
    expect(mapped([{ fieldType: 'Product', name: 'Tee', price: '5', discountMode: 'PERCENT', discountValue: '0.0' }]).records[0].cells).not.toHaveProperty('discount_type');
    expect(mapped([{ fieldType: 'Product', name: 'Tee', price: '5', discountMode: 'percent', discountValue: '10' }]).records[0].cells).toMatchObject({ discount_type: 'PERCENT', discount_value: '10' });
  });

  it('a discountValue that is no number (1.2.3) is a row error on its row and column, not a crash', () => {
    const { invalid, records } = mapped([{ fieldType: 'Product', name: 'Tee', price: '5', discountMode: 'AMOUNT', discountValue: '1.2.3' }]);
    expect(invalid?.map((cell) => [cell.row, cell.column, cell.value])).toEqual([[2, 'discountValue', '1.2.3']]);
    expect(records[0].cells).not.toHaveProperty('discount_value');
  });

  it('every problem of a product at once, in the file’s row and column', () => {
    const { invalid } = mapped([
      { fieldType: 'Product', name: 'Tee', price: '5', discountValue: '3', productImageUrl: 'not a url' },
      { fieldType: 'Variant', surcharge: 'lots' },
      { fieldType: 'Product', name: 'Again' },
      { fieldType: 'Thing' },
    ]);
    expect(invalid?.map((cell) => [cell.row, cell.column, cell.reason])).toEqual(
      expect.arrayContaining([
        [2, 'discountMode', 'a discountValue needs its discountMode (PERCENT or AMOUNT)'],
        [2, 'productImageUrl', "not a url is not an http(s) URL, nor an image or video file (a local file's name ends in .jpg, .jpeg, .png, .gif, .webp, .bmp, .tif, .tiff, .mp4, .mov, .webm, .avi)"],
        [3, 'fieldType', 'a Variant row for a product without options (row 2 names none)'],
        [4, 'fieldType', 'a second Product row for handleId "tee" (its Product row is row 2)'],
        [4, 'name', "product fields belong on the product's Product row (row 2)"],
        [5, 'fieldType', 'expected Product, Variant or Media'],
      ]),
    );
  });

  it('a surcharge that takes the price below 0 is refused on its row', () => {
    const { invalid } = mapped([
      { fieldType: 'Product', name: 'Tee', price: '5', productOptionName1: 'Size', productOptionDescription1: 'S' },
      { fieldType: 'Variant', productOptionDescription1: 'S', surcharge: '-6' },
    ]);
    expect(invalid).toEqual([{ row: 3, column: 'surcharge', value: '-6', reason: "the variant's price would be below 0 (5 + -6)" }]);
  });
});
