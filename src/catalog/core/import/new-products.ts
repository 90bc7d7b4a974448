// Whether a product that lacks what a new product needs (a `slug,price` row: check-plan.ts missingForNew) is new is a
// question for the store. It is asked with one read-only look-up per LOOKUP_BATCH keys before anything is written,
// so such a row is a bad row like any other (README "Import and export": every problem at once, exit 2, nothing
// written) instead of a failure found halfway through the writes.
import type { ImportTarget } from './target.js';
import type { InvalidCell, MatchField } from './plan.js';
import { rejectProduct, type Validation } from './validate.js';

/** Rejects (validation.rejected) each incomplete product the store does not hold; the bad cells go to `onInvalid`. */
export async function judgeNewProducts(
  target: Pick<ImportTarget, 'existingKeys'>,
  validation: Validation,
  match: MatchField,
  onInvalid: (cells: InvalidCell[]) => Promise<void>,
): Promise<void> {
  if (validation.incomplete.length === 0) return;
  const existing = await target.existingKeys(match, validation.incomplete.map((product) => product.key));
  for (const product of validation.incomplete) {
    if (existing.has(product.key) || validation.rejected.has(product.row)) continue;
    const cells = product.missing.map((problem) => ({ row: product.row, column: problem.column, value: '', reason: `${problem.reason} (no product has ${match} "${product.key}")` }));
    rejectProduct(validation, product.row, product.rows, cells);
    await onInvalid(cells);
  }
  validation.invalid.sort((a, b) => a.row - b.row);
}
