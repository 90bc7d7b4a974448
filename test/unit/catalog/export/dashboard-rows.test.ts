// The dashboard layout of the export (dashboard-rows.ts) against the columns its reader knows: every column the
// reader names is written and no other, and the rows' edge cases the sandbox catalogs do not reach (a variant
// cheaper than the product, stock the store did not send, a choice holding a `;`).
import { describe, expect, it } from 'vitest';
import { dashboardRows } from '../../../../src/catalog/core/export/dashboard-rows.js';
import { CSV_HEADER } from '../../../../src/catalog/core/import/csv-columns.js';
import { DASHBOARD_COLUMNS, DASHBOARD_HEADER } from '../../../../src/catalog/core/import/formats/dashboard-columns.js';

const own = (cells: Record<string, string>) => CSV_HEADER.map((column) => cells[column] ?? '');
const asCells = (row: string[]) => Object.fromEntries(DASHBOARD_HEADER.map((column, i) => [column, row[i]]));

describe('the dashboard layout of the export', () => {
  it('writes every column the reader knows, each once, and no other', () => {
    expect([...DASHBOARD_HEADER].sort()).toEqual([...DASHBOARD_COLUMNS].sort());
    expect(new Set(DASHBOARD_HEADER).size).toBe(DASHBOARD_HEADER.length);
  });

  it('a variant cheaper than the product has a negative surcharge; stock the store did not send is blank; a choice with `;` is escaped in the list only', () => {
    const { rows, unsaid } = dashboardRows([
      own({ slug: 'kit', name: 'Kit', price: '10', option1_name: 'Pack', option1_value: 'Big; heavy', variant_price: '10' }),
      own({ slug: 'kit', option1_name: 'Pack', option1_value: 'Small', variant_price: '7.5', track_quantity: 'false', in_stock: 'false' }),
    ]);
    expect(unsaid).toEqual([]);
    const [product, big, small] = rows.map(asCells);
    expect(product).toMatchObject({ fieldType: 'Product', productOptionDescription1: 'Big\\; heavy;Small', productOptionType1: 'DROP_DOWN', inventory: '' });
    expect(big).toMatchObject({ fieldType: 'Variant', productOptionDescription1: 'Big; heavy', surcharge: '0', inventory: '' });
    expect(small).toMatchObject({ surcharge: '-2.5', inventory: 'OutOfStock' });
  });
});
