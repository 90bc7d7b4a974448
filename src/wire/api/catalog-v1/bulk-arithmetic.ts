// The arithmetic of bulk set/adjust, written once: the sandbox applies it and the CLI's preview predicts with it,
// so a preview can never disagree with what the sandbox then does.
import { MAX_BULK_VALUE, type BulkNumericField, type BulkTextField, type PropertyAdjustment } from './bulk.js';

/** What one bulk call does to every product it names. */
export type BulkChange =
  | { kind: 'set'; field: BulkNumericField; value: number }
  | { kind: 'set'; field: BulkTextField; value: string }
  | { kind: 'adjust'; field: BulkNumericField; adjust: PropertyAdjustment };

export type NumericBulkChange = Exclude<BulkChange, { field: BulkTextField }>;

/** Moves the decimal point by editing the exponent of the shortest decimal form (no binary multiplication error). */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero at `decimals` places, as a person would on paper: 1.005 → 1.01, and 1.15 × 1.3
 * (1.4949999… in binary) → 1.5. The 15-digit pass first drops the noise left by the multiplication.
 */
export function roundDecimal(value: number, decimals: number): number {
  const clean = Number(value.toPrecision(15));
  const shifted = shiftDecimal(Math.abs(clean), decimals);
  const rounded = Math.sign(clean) * shiftDecimal(Math.round(shifted), -decimals);
  return rounded === 0 ? 0 : rounded;
}

/**
 * One adjustment applied to one value: `amount` is added (result to cents); `percentage.rate` scales by
 * (100 + rate)% and rounds to a whole number with `roundToInt`, else to 2 decimals.
 */
export function applyAdjustment(value: number, adjust: PropertyAdjustment): number {
  if (adjust.percentage) {
    const raw = (value * (100 + adjust.percentage.rate)) / 100;
    return roundDecimal(raw, adjust.percentage.roundToInt ? 0 : 2);
  }
  return roundDecimal(value + (adjust.amount ?? 0), 2);
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
export function valueProblem(value: number | undefined): ValueProblem | undefined {
  if (value === undefined) return undefined;
  if (value < 0) return 'NEGATIVE_VALUE';
  if (value > MAX_BULK_VALUE) return 'VALUE_TOO_LARGE';
  return undefined;
}

export const isNumericChange = (change: BulkChange): change is NumericBulkChange =>
  change.field === 'price' || change.field === 'cost' || change.field === 'weight';
