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
  /** The row the product starts at, where it is not its first own record's (a WooCommerce variable product's own row). */
  row?: number;
  /**
   * own column → the file's column it came from, where it differs from the format's `columnOf` (for the planner's
   * problems; a fine amount, found once the store is known, is told by `columnOf`: no amount column differs per product).
   */
  columns?: Partial<Record<string, string>>;
  /** Bad cells found while mapping (in the file's rows and columns); the rest of the product is still checked. */
  invalid?: InvalidCell[];
}

/** A name a product row answers to, and the column it is written in. */
export interface RowName {
  name: string;
  column: string;
}

/**
 * How a format ties rows to a product they need not be next to (WooCommerce's variations name their parent by ID or
 * SKU, anywhere in the file): the rows that belong to another product's, the names a product answers to.
 */
export interface ScatteredRows {
  /** The column a row names its product in (where a name no product answers to is told). */
  parentColumn: string;
  /** A row that belongs to another product (a variation): the name it gives that product; undefined for a product row. */
  parentOf(record: ForeignRecord): string | undefined;
  /** The names a product row answers to (`id:12`, its SKU). */
  namesOf(record: ForeignRecord): RowName[];
  /** Whether a product row takes rows of its own (a variable product); one that does not is planned as soon as read. */
  takesRows(record: ForeignRecord): boolean;
  /** Why a row cannot belong to the product of `row`, which takes none (e.g. "row 4 is a simple product"). */
  takesNoRows(row: number): string;
  /** Why a row cannot belong to a product no row of the file answers to. */
  noSuchParent: string;
}

export interface FormatContext {
  weightUnit: WeightUnit;
  /** Where the file's media cells' relative paths start (media-cell.ts). */
  mediaFolder: string;
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
  /** Instead of groupKey: a product's rows may lie anywhere in the file, tied to it by a name (scattered-groups.ts). */
  scattered?: ScatteredRows;
  /** A product's records → the own row model, with the bad cells found on the way (in the file's rows and columns). */
  toOwn(records: ForeignRecord[], context: FormatContext): OwnProduct;
  /** own column → the file's column, for problems the own model finds (e.g. slug → Handle). */
  columnOf(ownColumn: string): string;
}

/** What a format's columns module gives as tables: its carried columns as a list, `columnOf` as own column → file column. */
export type FormatTables = Omit<ForeignFormat, 'carried' | 'columnOf'> & { carried: readonly string[]; columnOf: Readonly<Record<string, string>> };

/** A format from its tables: an own column the table does not name is told by its own name. */
export function foreignFormat({ carried, columnOf, ...format }: FormatTables): ForeignFormat {
  return { ...format, carried: new Set(carried), columnOf: (ownColumn) => columnOf[ownColumn] ?? ownColumn };
}
