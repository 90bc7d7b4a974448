// The list table of a browse screen: the loaded rows laid out by the screen (useColumnsLayout), the selected row,
// and the empty text, so every browser draws its list the same way.
import type { TableLayout } from '../../io/table.js';
import type { BrowseList } from '../hooks/use-browse-list.js';
import { DataTable } from './DataTable.js';

export interface BrowseTableProps<T> {
  browse: BrowseList<T>;
  /** useColumnsLayout over `browse.list.items` (the screen also says which columns it left out). */
  layout: TableLayout;
  /** Plural noun for the empty text: "No products." / "No products match." */
  noun: string;
  height: number;
}

export function BrowseTable<T>({ browse, layout, noun, height }: BrowseTableProps<T>) {
  const { list } = browse;
  return (
    <DataTable
      layout={layout}
      selected={list.items.length ? browse.selected : -1}
      height={height}
      empty={list.loading ? 'loading…' : browse.search ? `No ${noun} match.` : `No ${noun}.`}
    />
  );
}
