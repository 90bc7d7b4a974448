// What a foreign product CSV (Shopify's, the dashboard's, WooCommerce's …) is to the importer: a module that names
// its columns and maps each product's rows onto the tool's own CSV row model (csv-columns.ts), so the same
// planFromCsvRows, checks, dry run, report, journal and writers serve it unchanged. Only where a problem is shown
// differs: in the file's own row and column (foreign-plans.ts maps them back).
import type { CsvRecord } from '../csv-plan.js';
import type { InvalidCell } from '../plan.js';
import type { WeightUnit } from './format-names.js';

/** One record of the file: its row (the header is row 1) and every cell by the file's own column name. */
export type ForeignRecord = CsvRecord;

/** A product in the tool's own row model: one own-CSV record per variant (row numbers are the file's). */
export interface OwnProduct {
  records: CsvRecord[];
  /** Every row of the file that belongs to the product (image-only rows too). */
  rows: number[];
  /** own column → the file's column it came from, where it differs from the format's `columnOf`. */
  columns?: Partial<Record<string, string>>;
  /** Bad cells found while mapping (in the file's rows and columns); the rest of the product is still checked. */
  invalid?: InvalidCell[];
}

export interface FormatContext {
  weightUnit: WeightUnit;
  /** A cell the format reads but cannot carry with this value (counted with the not-carried columns). */
  notCarried(column: string): void;
}

export interface ForeignFormat {
  /** Its --format name (format-names.ts). */
  name: string;
  /** For messages: "a Shopify product CSV". */
  title: string;
  /** Every column the format's public description names (a column of another format's is told apart by these). */
  columns: readonly string[];
  /** The columns it maps onto the store; the header's other columns are "not carried" (counted in the dry run). */
  carried: ReadonlySet<string>;
  /** Columns a file of this format must have (the grouping column, first). */
  required: readonly string[];
  /** Which product a record belongs to: its rows are contiguous, like the own CSV's slug. */
  groupKey(record: ForeignRecord): string | undefined;
  /** A product's records → the own row model, with the bad cells found on the way (in the file's rows and columns). */
  toOwn(records: ForeignRecord[], context: FormatContext): OwnProduct;
  /** own column → the file's column, for problems the own model finds (e.g. slug → Handle). */
  columnOf(ownColumn: string): string;
}
