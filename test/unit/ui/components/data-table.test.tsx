import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from '../../../../src/ui/components/DataTable.js';
import { useTableLayout, type TableColumnsStyle } from '../../../../src/ui/hooks/use-table-layout.js';
import { renderScreen } from '../support/ink.js';

const rows = Array.from({ length: 30 }, (_, i) => [`Product number ${i + 1}`, `$${i + 1}.00`]);

/** A DataTable over `headers` and `rows`, laid out the way every screen lays one out. */
function Table({ headers, rows, width, flexible, whole, dropOrder, ...rest }: { headers: string[]; rows: string[][] } & TableColumnsStyle & Omit<DataTableProps, 'layout'>) {
  return <DataTable layout={useTableLayout(headers, rows, { width, flexible, whole, dropOrder })} {...rest} />;
}

describe('DataTable', () => {
  it('shows the header and only the rows that fit, with the selected one marked', () => {
    const screen = renderScreen(<Table headers={['name', 'price']} rows={rows} selected={0} height={5} width={80} />);
    const lines = screen.frame().split('\n');
    expect(lines[0]).toMatch(/NAME\s+PRICE/);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^› Product number 1\s+\$1\.00/);
    expect(lines[2]).toMatch(/^  Product number 2 /);
  });

  it('scrolls to keep the selected row in view', () => {
    const screen = renderScreen(<Table headers={['name', 'price']} rows={rows} selected={12} height={5} width={80} />);
    const frame = screen.frame();
    expect(frame).toContain('› Product number 13');
    expect(frame).not.toContain('Product number 1 ');
  });

  it('ellipsizes flexible columns to fit 80 columns', () => {
    const long = [['A very long product name that goes on and on and on and on and on and on and on and on', 'SKU-1', '$1.00']];
    const screen = renderScreen(<Table headers={['name', 'sku', 'price']} rows={long} flexible={[true, false, false]} selected={0} height={3} width={80} />);
    const line = screen.frame().split('\n')[1];
    expect(line.length).toBeLessThanOrEqual(80);
    expect(line).toContain('…');
    expect(line).toContain('SKU-1');
    expect(line).toContain('$1.00');
  });

  it('says so when there are no rows', () => {
    const screen = renderScreen(<Table headers={['name']} rows={[]} selected={-1} height={5} width={80} empty="No products." />);
    expect(screen.frame()).toContain('No products.');
  });
});
