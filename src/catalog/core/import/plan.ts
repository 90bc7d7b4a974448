// What an import wants the catalog to hold for one product, whatever file format it came from. A field left
// undefined means "the file does not say": merge leaves the store's value alone.
import type { StockLevel } from '../inventory.js';
import type { ProductFields, VariantFields } from '../model/product.js';

export type MatchField = 'slug' | 'sku' | 'id';
export type ImportMode = 'merge' | 'create' | 'update';

/** The product's fields as the file gives them (prices as decimal strings, model/product.ts). */
export interface PlannedFields extends ProductFields {
  /** The file asks for variants managed one by one (V1 `manageVariants`; every V3 product has them). */
  manageVariants?: boolean;
}

export interface PlannedOption {
  name: string;
  /** Choice labels (the platform's choice `description`), in order. */
  choices: string[];
}

/** Values one variant should have; undefined = not given. `choices` names every option of the product. */
export interface PlannedVariant extends VariantFields {
  /** The file's row it comes from. */
  row: number;
}

/** A rule a product's file entry breaks: the column (CSV) or path (JSON) it concerns, and why. */
export interface PlanProblem {
  column: string;
  reason: string;
}

export interface ProductPlan {
  /** The row (CSV record, JSONL line, JSON array element) the product starts at. */
  row: number;
  /** Every row that belongs to the product. */
  rows: number[];
  id?: string;
  slug?: string;
  fields: PlannedFields;
  /** undefined: the file names no options (existing options are left alone). */
  options?: PlannedOption[];
  variants: PlannedVariant[];
  /** A product without options: its one variant's stock; undefined leaves it alone. */
  stock?: StockLevel;
  /** A row of a stock-only file (stock-file.ts): `fields.sku` names the variants, `stock` their level. */
  stockOnly?: boolean;
  /** The column `fields.sku` came from, when not `sku` (a stock file's `variant_sku`). */
  skuColumn?: string;
  /** Image URLs; undefined leaves media alone. */
  media?: string[];
  /** Collection names (CSV); missing ones are created. */
  collectionNames?: string[];
  /** Collection ids (wire JSON, seed fixtures). */
  collectionIds?: string[];
  /**
   * --mode merge: what a new product needs and the file leaves out (check-plan.ts). Fine for a product the store
   * holds; when none matches, the product fails with these instead of being created (newProductRefusal).
   */
  missingForNew?: PlanProblem[];
}

/** One bad cell: what a user needs to fix it. */
export interface InvalidCell {
  row: number;
  column: string;
  value: string;
  reason: string;
}

export type PlanResult = { plan: ProductPlan; invalid?: undefined } | { plan?: undefined; invalid: InvalidCell[] };

/** The value a product is matched on; undefined when the plan lacks it. */
export function matchKey(plan: ProductPlan, match: MatchField): string | undefined {
  if (match === 'slug') return plan.slug;
  if (match === 'sku') return plan.fields.sku;
  return plan.id;
}

/** A name for messages and reports: the slug when there is one. */
export function planLabel(plan: ProductPlan): string {
  return plan.slug ?? plan.fields.sku ?? plan.id ?? `row ${plan.row}`;
}

/** How much of a cell (or of a reason quoting one) a message or report echoes: two 1 MB cells once made 4 MB of stderr. */
export const SHOWN_VALUE_CHARS = 80;
const SHOWN_REASON_CHARS = 300;

/** The text cut to `max` characters, with its full length: `abc… (1,048,576 characters)`. */
export function shownText(text: string, max = SHOWN_VALUE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} characters)`;
}

/** `row 3, column price, value "abc": not a number` */
export function describeInvalidCell(cell: InvalidCell): string {
  return `row ${cell.row}, column ${cell.column}, value ${JSON.stringify(shownText(cell.value))}: ${shownText(cell.reason, SHOWN_REASON_CHARS)}`;
}

/** A bad cell as a report shows it: the value cut, with `valueLength` when it was. */
export function reportedInvalidCell(cell: InvalidCell): { column: string; value: string; valueLength?: number; reason: string } {
  const cut = cell.value.length > SHOWN_VALUE_CHARS;
  return { column: cell.column, value: shownText(cell.value), ...(cut ? { valueLength: cell.value.length } : {}), reason: shownText(cell.reason, SHOWN_REASON_CHARS) };
}
