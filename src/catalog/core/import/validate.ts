// The first pass over the file: every row is validated before anything is sent, so a file with bad rows writes
// nothing (unless --skip-invalid). Only counts, the bad cells and the collection names are kept.
import type { InvalidCell, ProductPlan } from './plan.js';
import type { SourceSettings } from './csv-source.js';
import { plansOf, type ImportSource } from './source.js';

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
}

export interface CheckedSource {
  validation: Validation;
  /** The valid plans in file order, when there are at most `keepPlans` of them (the import needs no second read). */
  plans?: ProductPlan[];
}

export async function validateSource(
  source: ImportSource,
  settings: Omit<SourceSettings, 'label' | 'onIgnoredColumns'>,
  onInvalid: (cells: InvalidCell[]) => Promise<void>,
  keepPlans = 0,
): Promise<CheckedSource> {
  const validation: Validation = { rows: 0, products: 0, invalidRows: 0, invalid: [], collectionNames: [], collectionIds: new Map(), ignoredColumns: [] };
  const names = new Set<string>();
  let plans: ProductPlan[] | undefined = [];
  for await (const result of plansOf(source, { ...settings, onIgnoredColumns: (columns) => (validation.ignoredColumns = columns) })) {
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
    // Past the limit, memory stays bounded and the import reads the file again instead.
    if (plans && plans.length < keepPlans) plans.push(result.plan);
    else plans = undefined;
    for (const name of result.plan.collectionNames ?? []) names.add(name);
    for (const id of result.plan.collectionIds ?? []) validation.collectionIds.set(id, [...(validation.collectionIds.get(id) ?? []), result.plan.row]);
  }
  validation.collectionNames = [...names];
  return { validation, plans };
}
