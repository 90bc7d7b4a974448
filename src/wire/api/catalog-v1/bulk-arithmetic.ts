// The arithmetic of bulk set/adjust, written once: the sandbox applies it and the CLI's preview predicts with it,
// so a preview can never disagree with what the sandbox then does.
import { adjustedTo, CURRENCY_DECIMALS, toNumber } from '../../money.js';
import { MAX_BULK_VALUE, type BulkNumericField, type BulkTextField, type PropertyAdjustment } from './bulk.js';

/** What one bulk call does to every product it names. */
export type BulkChange =
  | { kind: 'set'; field: BulkNumericField; value: number }
  | { kind: 'set'; field: BulkTextField; value: string }
  | { kind: 'adjust'; field: BulkNumericField; adjust: PropertyAdjustment };

export type NumericBulkChange = Exclude<BulkChange, { field: BulkTextField }>;

/**
 * One adjustment applied to one value, exactly (src/wire/money.ts): `amount` is added (result to cents);
 * `percentage.rate` scales by (100 + rate)% and rounds half-up to a whole number with `roundToInt`, else to cents.
 */
export function applyAdjustment(value: number, adjust: PropertyAdjustment): number {
  if (adjust.percentage) return toNumber(adjustedTo(value, { percent: adjust.percentage.rate }, adjust.percentage.roundToInt ? 0 : CURRENCY_DECIMALS));
  return toNumber(adjustedTo(value, { amount: adjust.amount ?? 0 }, CURRENCY_DECIMALS));
}

/**
 * The value after a numeric change. A value that is not there (a product without a cost) has nothing to adjust and
 * stays absent; `set` gives it the value.
 */
export function nextNumber(change: NumericBulkChange, before: number | undefined): number | undefined {
  if (change.kind === 'set') return change.value;
  return before === undefined ? undefined : applyAdjustment(before, change.adjust);
}

export type ValueProblem = 'NEGATIVE_VALUE' | 'VALUE_TOO_LARGE';

/** Why a computed value cannot be stored, if it cannot: the item fails instead. */
/** Why a value cannot be stored, in words (the platform's bulk item error, and the CLI's refusal of the same value). */
export const VALUE_PROBLEM_TEXT: Readonly<Record<ValueProblem, string>> = { NEGATIVE_VALUE: 'below 0', VALUE_TOO_LARGE: `above ${MAX_BULK_VALUE}` };

export function valueProblem(value: number | undefined): ValueProblem | undefined {
  if (value === undefined) return undefined;
  if (value < 0) return 'NEGATIVE_VALUE';
  if (value > MAX_BULK_VALUE) return 'VALUE_TOO_LARGE';
  return undefined;
}

export const isNumericChange = (change: BulkChange): change is NumericBulkChange =>
  change.field === 'price' || change.field === 'cost' || change.field === 'weight';
