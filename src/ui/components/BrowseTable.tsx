// The list table of a browse screen: the chosen columns of the loaded rows, the selected row, and the empty text,
// so every browser draws its list the same way.
import { useMemo } from 'react';
import { type Column, formatValue } from '../../io/present.js';
import type { BrowseList } from '../hooks/use-browse-list.js';
import { DataTable } from './DataTable.js';

export interface BrowseTableProps<T> {
  browse: BrowseList<T>;
  columns: readonly Column<T>[];
  /** Plural noun for the empty text: "No products." / "No products match." */
  noun: string;
  height: number;
  width: number;
}

export function BrowseTable<T>({ browse, columns, noun, height, width }: BrowseTableProps<T>) {
  const { list } = browse;
  const rows = useMemo(() => list.items.map((item) => columns.map((column) => formatValue(column.value(item)))), [list.items, columns]);
  return (
    <DataTable
      headers={columns.map((c) => c.header)}
      rows={rows}
      flexible={columns.map((c) => c.flex === true)}
      selected={list.items.length ? browse.selected : -1}
      height={height}
      width={width}
      empty={list.loading ? 'loading…' : browse.search ? `No ${noun} match.` : `No ${noun}.`}
    />
  );
}
