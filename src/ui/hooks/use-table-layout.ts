// A table laid out for the room a screen has (io/table.ts: display widths, free text narrowed, droppable columns
// left out first, nothing wider than the room), computed once per change of rows or width. The room keeps
// MARK_COLUMNS for the selection marker every DataTable row starts with.
import { useMemo } from 'react';
import { columnsStyle, formatValue, type Column } from '../../io/present.js';
import { layoutTable, type TableLayout, type TableStyle } from '../../io/table.js';
import { MARK_COLUMNS } from '../theme.js';

export type TableColumnsStyle = Pick<TableStyle, 'flexible' | 'whole' | 'dropOrder'> & { width: number };

export function useTableLayout(headers: string[], rows: string[][], style: TableColumnsStyle): TableLayout {
  const { width, flexible, whole, dropOrder } = style;
  return useMemo(
    () => layoutTable(headers, rows, { color: false, width: width - MARK_COLUMNS, flexible, whole, dropOrder }),
    // The arrays are rebuilt by callers on every render; their contents are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(headers), rows, width, JSON.stringify([flexible, whole, dropOrder])],
  );
}

/** The table of `items` in `columns` (each cell formatted as the printed lists format it). */
export function useColumnsLayout<T>(items: readonly T[], columns: readonly Column<T>[], width: number): TableLayout {
  const rows = useMemo(() => items.map((item) => columns.map((column) => formatValue(column.value(item)))), [items, columns]);
  return useTableLayout(
    columns.map((column) => column.header),
    rows,
    { width, ...columnsStyle(columns) },
  );
}
