// Nothing in a foreign file is dropped silently: each column the store has no place for — and each cell a format
// reads but cannot carry with its value — is counted by the rows that had a value, for the dry run and the summary.
import { isBlank } from '../cells.js';

export interface NotCarriedColumn {
  column: string;
  /** Rows with a value in this column that the import does not carry. */
  rows: number;
}

export class NotCarriedCount {
  private readonly counts = new Map<string, number>();

  /** `columns`: the header's columns the layout does not map, in header order. */
  constructor(private readonly columns: readonly string[]) {
    for (const column of columns) this.counts.set(column, 0);
  }

  /** Counts the record's non-blank cells in columns that are not carried. */
  record(cells: Readonly<Record<string, string>>): void {
    for (const column of this.columns) if (!isBlank(cells[column])) this.add(column);
  }

  /** One cell not carried (a column the format maps, with a value it cannot carry). */
  add(column: string): void {
    this.counts.set(column, (this.counts.get(column) ?? 0) + 1);
  }

  /** Every counted column, in header order; a not-mapped column that was empty everywhere is listed with 0 rows. */
  list(): NotCarriedColumn[] {
    return [...this.counts].map(([column, rows]) => ({ column, rows }));
  }
}

/** `"SEO Title" (3 rows)` */
export const notCarriedText = ({ column, rows }: NotCarriedColumn): string => `"${column}" (${rows} ${rows === 1 ? 'row' : 'rows'})`;
