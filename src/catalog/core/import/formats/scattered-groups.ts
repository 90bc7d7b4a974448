// A foreign file's products whose rows need not be together (format.ts ScatteredRows: WooCommerce's variations name
// their parent anywhere in the file, before or after it). A product that takes no rows of others is handed on as
// soon as it is read; one that does, and every row naming a product, wait on disk (row-spool.ts) until the file is
// read to its end, when each row is tied to its product by name and the products are handed on, in file order.
//
// Memory: the cells of a waiting row are on disk, never in memory. Memory holds, per product row, its names (an ID
// and a SKU) and row number, and, per waiting row, its row number, the name it gives and its place on disk: tens of
// bytes a row, the order of the own CSV's set of slugs already seen (csv-source.ts), whatever the rows' width.
import type { CsvRecord } from '../csv-plan.js';
import type { InvalidCell } from '../plan.js';
import type { ScatteredRows } from './format.js';
import { RowSpool, type SpoolRef } from './row-spool.js';

/** A product's rows, or rows that belong to none. */
export type Grouped = { records: CsvRecord[]; invalid?: undefined } | { invalid: InvalidCell[]; records?: undefined };

interface ProductRow {
  row: number;
  /** Its index in `gathering` when it takes rows of others. */
  gathering?: number;
}

interface WaitingRow {
  row: number;
  parent: string;
  value: string;
  ref: SpoolRef;
}

export async function* scatteredGroups(records: AsyncIterable<CsvRecord>, scattered: ScatteredRows): AsyncGenerator<Grouped> {
  const spool = new RowSpool();
  const products = new Map<string, ProductRow>();
  const gathering: Array<{ product: SpoolRef; rows: WaitingRow[] }> = [];
  const waiting: WaitingRow[] = [];
  try {
    for await (const record of records) {
      const parent = scattered.parentOf(record);
      if (parent !== undefined) {
        waiting.push({ row: record.row, parent, value: record.cells[scattered.parentColumn] ?? '', ref: spool.add(record) });
        continue;
      }
      const names = scattered.namesOf(record);
      const taken = names.find(({ name }) => products.has(name));
      if (taken) {
        const value = record.cells[taken.column] ?? '';
        yield { invalid: [{ row: record.row, column: taken.column, value, reason: `the product of row ${products.get(taken.name)!.row} has this ${taken.column} too` }] };
        continue;
      }
      const takesRows = scattered.takesRows(record);
      const product: ProductRow = { row: record.row, ...(takesRows ? { gathering: gathering.length } : {}) };
      for (const { name } of names) products.set(name, product);
      if (takesRows) gathering.push({ product: spool.add(record), rows: [] });
      else yield { records: [record] };
    }
    for (const row of waiting) {
      const product = products.get(row.parent);
      const problem = (reason: string): Grouped => ({ invalid: [{ row: row.row, column: scattered.parentColumn, value: row.value, reason }] });
      if (product === undefined) yield problem(scattered.noSuchParent);
      else if (product.gathering === undefined) yield problem(scattered.takesNoRows(product.row));
      else gathering[product.gathering].rows.push(row);
    }
    for (const { product, rows } of gathering) yield { records: [spool.read(product), ...rows.map((row) => spool.read(row.ref))] };
  } finally {
    spool.close();
  }
}
