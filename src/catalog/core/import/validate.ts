// The first pass over the file: every row is validated before anything is sent, so a file with bad rows writes
// nothing (unless --skip-invalid). Only counts, the bad cells and the collection names are kept.
import { matchKey, type InvalidCell, type PlanProblem, type ProductPlan } from './plan.js';
import type { SourceSettings } from './csv-source.js';
import { plansOf, type ImportSource } from './source.js';
import type { NotCarriedColumn } from './formats/not-carried.js';
import type { CsvLayout } from './formats/detect.js';
import { amountsFinerThan, type FineAmount } from './fine-amounts.js';
import { CURRENCY_DECIMALS } from '../../../wire/money.js';
import { isLocalMedia } from './media-cell.js';

/** Bad cells kept for the message and the dry-run plan; the rest are only counted (the report has them all). */
export const MAX_INVALID_SHOWN = 200;

export interface Validation {
  rows: number;
  products: number;
  /** Rows with at least one bad cell. */
  invalidRows: number;
  /** The first MAX_INVALID_SHOWN bad cells. */
  invalid: InvalidCell[];
  /** Every collection name the file uses. */
  collectionNames: string[];
  /** Every collection id the file uses (a platform dump's `collectionIds`) → the rows of the products naming it. */
  collectionIds: Map<string, number[]>;
  /** Unknown CSV columns left out (--ignore-unknown-columns). */
  ignoredColumns: string[];
  /** A CSV's layout as read (formats/detect.ts); undefined for JSON. */
  layout?: CsvLayout['name'];
  /** A foreign layout's title ("a Shopify product CSV"). */
  layoutTitle?: string;
  /** A foreign format's columns the store has no place for, with the rows that had a value. */
  notCarried: NotCarriedColumn[];
  /**
   * --mode merge: products that lack what a new product needs (check-plan.ts), by match key. Whether each is new is
   * a read-only look-up (incompleteNewProducts) made before anything is written.
   */
  incomplete: Array<{ row: number; rows: number; key: string; missing: PlanProblem[] }>;
  /** Amounts finer than cents (fine-amounts.ts): refused once the store is known to keep cents only. */
  fineAmounts: FineAmount[];
  /** The first rows of products found bad after their own rows were read (a SKU another product has): not imported. */
  rejected: Set<number>;
  /** Some product's media names a local file (media-cell.ts): the import uploads before it writes. */
  localMedia: boolean;
}

/** Adds bad cells of a product judged bad as a whole (its rows counted invalid, its plan not imported). */
export function rejectProduct(validation: Validation, first: number, rows: number, cells: InvalidCell[]): void {
  validation.rejected.add(first);
  validation.products--;
  validation.invalidRows += rows;
  validation.invalid.push(...cells.slice(0, Math.max(0, MAX_INVALID_SHOWN - validation.invalid.length)));
}

/**
 * The SKUs of a plan with their rows and columns. A product's variants may repeat its own SKU (V1 variants inherit
 * it, and a V1 export writes it on each), so a SKU counts once per product.
 */
function skusOf(plan: ProductPlan): Map<string, { row: number; column: string }> {
  const skus = new Map<string, { row: number; column: string }>();
  if (plan.fields.sku !== undefined) skus.set(plan.fields.sku, { row: plan.row, column: plan.skuColumn ?? 'sku' });
  for (const variant of plan.variants) if (variant.sku !== undefined && !skus.has(variant.sku)) skus.set(variant.sku, { row: variant.row, column: 'variant_sku' });
  return skus;
}

export interface CheckedSource {
  validation: Validation;
  /** The valid plans in file order, when there are at most `keepPlans` of them (the import needs no second read). */
  plans?: ProductPlan[];
}

export async function validateSource(
  source: ImportSource,
  settings: Omit<SourceSettings, 'label' | 'onIgnoredColumns' | 'onNotCarried' | 'onLayout'>,
  onInvalid: (cells: InvalidCell[]) => Promise<void>,
  keepPlans = 0,
): Promise<CheckedSource> {
  const validation: Validation = { rows: 0, products: 0, invalidRows: 0, invalid: [], collectionNames: [], collectionIds: new Map(), ignoredColumns: [], notCarried: [], incomplete: [], fineAmounts: [], rejected: new Set(), localMedia: false };
  const names = new Set<string>();
  // A SKU names one product (one variant on V3, and one row of a stock file): its first row, to name in the message.
  const skuRows = new Map<string, number>();
  let plans: ProductPlan[] | undefined = [];
  // A foreign layout's problems found after planning (fine amounts) are told in its file's columns (format.ts columnOf).
  let columnOf: ((ownColumn: string) => string) | undefined;
  const watch = {
    onIgnoredColumns: (columns: string[]) => (validation.ignoredColumns = columns),
    onNotCarried: (columns: NotCarriedColumn[]) => (validation.notCarried = columns),
    onLayout: (layout: CsvLayout) => {
      Object.assign(validation, { layout: layout.name, layoutTitle: layout.format?.title });
      const format = layout.format;
      columnOf = format && ((ownColumn) => format.columnOf(ownColumn));
    },
  };
  for await (const result of plansOf(source, { ...settings, ...watch })) {
    if (result.invalid) {
      const rows = new Set(result.invalid.map((cell) => cell.row));
      validation.rows += rows.size;
      validation.invalidRows += rows.size;
      validation.invalid.push(...result.invalid.slice(0, Math.max(0, MAX_INVALID_SHOWN - validation.invalid.length)));
      await onInvalid(result.invalid);
      continue;
    }
    validation.products++;
    validation.rows += result.plan.rows.length;
    const repeated = [...skusOf(result.plan)].flatMap(([sku, at]) => {
      const earlier = skuRows.get(sku);
      if (earlier === undefined) skuRows.set(sku, at.row);
      return earlier === undefined ? [] : [{ ...at, value: sku, reason: `SKU "${sku}" is also on row ${earlier}: a SKU names one product's variant, so give each its own` }];
    });
    if (repeated.length > 0) {
      rejectProduct(validation, result.plan.row, result.plan.rows.length, repeated);
      await onInvalid(repeated);
      continue;
    }
    const key = matchKey(result.plan, settings.match);
    if (result.plan.missingForNew && key !== undefined) validation.incomplete.push({ row: result.plan.row, rows: result.plan.rows.length, key, missing: result.plan.missingForNew });
    // Past the limit, memory stays bounded and the import reads the file again instead.
    if (plans && plans.length < keepPlans) plans.push(result.plan);
    else plans = undefined;
    validation.fineAmounts.push(...amountsFinerThan(result.plan, CURRENCY_DECIMALS, columnOf));
    for (const name of result.plan.collectionNames ?? []) names.add(name);
    if (result.plan.media?.some(isLocalMedia)) validation.localMedia = true;
    for (const id of result.plan.collectionIds ?? []) validation.collectionIds.set(id, [...(validation.collectionIds.get(id) ?? []), result.plan.row]);
  }
  validation.collectionNames = [...names];
  return { validation, plans };
}
