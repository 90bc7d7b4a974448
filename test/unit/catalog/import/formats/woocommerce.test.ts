// The WooCommerce format's mapping (src/catalog/core/import/formats/woocommerce.ts) on its own: what each cell
// becomes in the own row model, and every problem told in the file's own row and column, all of a product's at once.
import { describe, expect, it } from 'vitest';
import { woocommerce } from '../../../../../src/catalog/core/import/formats/woocommerce.js';
import type { ForeignRecord, FormatContext } from '../../../../../src/catalog/core/import/formats/format.js';
import type { WeightUnit } from '../../../../../src/catalog/core/import/formats/format-names.js';

function mapped(rows: Array<Record<string, string>>, weightUnit: WeightUnit = 'kg') {
  const notCarried: string[] = [];
  const context: FormatContext = { weightUnit, mediaFolder: process.cwd(), notCarried: (column) => notCarried.push(column) };
  const records: ForeignRecord[] = rows.map((cells, i) => ({ row: i + 2, cells }));
  return { ...woocommerce.toOwn(records, context), notCarried };
}

describe('the WooCommerce product CSV → the own row model', () => {
  it('a weight in the file’s unit (its column name says it) in the store’s', () => {
    expect(mapped([{ Type: 'simple', Name: 'Pan', 'Regular price': '9', 'Weight (lbs)': '2.2' }]).records[0].cells.weight).toBe('0.998');
    expect(mapped([{ Type: 'simple', Name: 'Pan', 'Regular price': '9', 'Weight (lbs)': '2.2' }], 'lb').records[0].cells.weight).toBe('2.2');
    expect(mapped([{ Type: 'simple', Name: 'Pan', 'Regular price': '9', 'Weight (g)': '350' }]).records[0].cells.weight).toBe('0.35');
  });

  it('stock: a number counted, blank with In stock? not counted, backorder in stock (counted as not carried), below 0 refused', () => {
    const stock = (cells: Record<string, string>) => mapped([{ Type: 'simple', Name: 'Pan', 'Regular price': '9', ...cells }]);
    expect(stock({ Stock: '4', 'In stock?': '1' }).records[0].cells).toMatchObject({ track_quantity: 'true', quantity: '4' });
    expect(stock({ 'In stock?': '0' }).records[0].cells).toMatchObject({ track_quantity: 'false', in_stock: 'false' });
    const backorder = stock({ 'In stock?': 'backorder' });
    expect(backorder.records[0].cells).toMatchObject({ track_quantity: 'false', in_stock: 'true' });
    expect(backorder.notCarried).toEqual(['In stock?']);
    expect(stock({ Stock: '-3' }).invalid).toEqual([{ row: 2, column: 'Stock', value: '-3', reason: expect.stringContaining('the store counts from 0') }]);
  });

  it('a variation’s attribute is matched by name, whatever its number; an "any" variation and an unknown attribute are row errors', () => {
    const parent = { Type: 'variable', ID: '5', Name: 'Tee', 'Regular price': '10', 'Attribute 1 name': 'Fabric', 'Attribute 1 value(s)': 'Cotton', 'Attribute 2 name': 'Size', 'Attribute 2 value(s)': 'S, M' };
    const good = mapped([parent, { Type: 'variation', Parent: 'id:5', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': 'S', 'Sale price': '8' }, { Type: 'variation', Parent: 'id:5', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': 'M' }]);
    expect(good.invalid).toBeUndefined();
    expect(good.records.map((r) => [r.cells.option1_name, r.cells.option1_value, r.cells.variant_price, r.cells.variant_sale_price])).toEqual([
      ['Size', 'S', '10', '8'],
      ['Size', 'M', '10', '10'],
    ]);
    expect(good.columns).toMatchObject({ option1_name: 'Attribute 2 name', option1_value: 'Attribute 2 value(s)' });
    expect(good.notCarried).toEqual(['Attribute 1 name']);
    const bad = mapped([parent, { Type: 'variation', Parent: 'id:5', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': '' }, { Type: 'variation', Parent: 'id:5', 'Attribute 1 name': 'Colour', 'Attribute 1 value(s)': 'Red' }]);
    expect(bad.invalid?.map((cell) => [cell.row, cell.column])).toEqual([
      [3, 'Attribute 1 value(s)'],
      [4, 'Attribute 1 name'],
      [4, 'Attribute 2 value(s)'],
    ]);
  });

  it('a variable product no row names, an unknown Type, and grouped / external products (not carried, no plan)', () => {
    expect(mapped([{ Type: 'variable', Name: 'Tee', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': 'S' }]).invalid).toEqual([{ row: 2, column: 'Type', value: 'variable', reason: expect.stringContaining('without variations') }]);
    expect(mapped([{ Type: 'bundle', Name: 'Kit' }]).invalid?.[0]).toMatchObject({ row: 2, column: 'Type' });
    const grouped = mapped([{ Type: 'grouped', Name: 'Set' }]);
    expect([grouped.records, grouped.invalid, grouped.notCarried]).toEqual([[], undefined, ['Type = grouped']]);
  });

  it('variations in the order the parent lists its choices, whatever the file’s order', () => {
    const parent = { Type: 'variable', ID: '5', Name: 'Tee', 'Regular price': '10', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': 'S, M, L' };
    const variation = (size: string) => ({ Type: 'variation', Parent: 'id:5', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': size });
    const { records } = mapped([parent, variation('L'), variation('S'), variation('M')]);
    expect(records.map((r) => [r.row, r.cells.option1_value])).toEqual([[4, 'S'], [5, 'M'], [3, 'L']]);
  });
});
