// A bulk change in the store's terms, whichever the catalog version: one field of many products set to a value, or
// one number moved by an amount or a percentage. Money and weights are decimal strings (src/wire/money.ts) from the
// flag to the request — never a JS number on the way; each version translates the change at its edge
// (catalog/v1/bulk, catalog/v3/bulk). The arithmetic here is what a preview predicts and a plan sends.
import { adjustedValue, compare, toText, type Amount } from '../../../wire/money.js';

export { MAX_STORED_VALUE, VALUE_PROBLEM_TEXT, valueProblem, type ValueProblem } from '../../../wire/api/value-limits.js';

export const NUMERIC_FIELDS = ['price', 'cost', 'weight'] as const;
export const TEXT_FIELDS = ['brand', 'ribbon'] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];
export type ChangeField = NumericField | TextField;

export const isNumericField = (field: string): field is NumericField => (NUMERIC_FIELDS as readonly string[]).includes(field);

/**
 * How an adjust moves a number: by a whole percentage (−100 … 1000; `roundToWhole` rounds the result to a whole
 * number, else to cents), or by an amount (a decimal string, signed; the result to cents).
 */
export type Adjustment = { percent: number; roundToWhole: boolean; amount?: undefined } | { amount: string; percent?: undefined };

/** What one bulk change does to every product it targets. A text field's value "" clears it. */
export type BulkChange =
  | { kind: 'set'; field: NumericField; value: string }
  | { kind: 'set'; field: TextField; value: string }
  | { kind: 'adjust'; field: NumericField; by: Adjustment };

export type NumericChange = Exclude<BulkChange, { field: TextField }>;
export type TextChange = Extract<BulkChange, { field: TextField }>;

export const isNumericChange = (change: BulkChange): change is NumericChange => isNumericField(change.field);

/** One value after an adjustment, exactly: the canonical decimal string ("22.5", "18"). */
export function adjustedBy(value: Amount, by: Adjustment): string {
  return toText(by.percent !== undefined ? adjustedValue(value, { percent: by.percent }, by.roundToWhole) : adjustedValue(value, { amount: by.amount }));
}

/**
 * The value after a numeric change (a decimal string). A value that is not there (a product without a cost) has
 * nothing to adjust and stays absent; `set` gives it the value.
 */
export function nextValue(change: NumericChange, before: Amount | undefined): string | undefined {
  if (change.kind === 'set') return change.value;
  return before === undefined ? undefined : adjustedBy(before, change.by);
}

/** A text change's value as a plan shows it: "" clears (no value). */
export const textAfter = (change: TextChange): string | undefined => (change.value === '' ? undefined : change.value);

/** How a change reads in a summary: `price = 19.99`, `brand = "Acme"`, `price +10% (rounded to whole numbers)`, `brand cleared`. */
export function describeChange(change: BulkChange): string {
  if (change.kind === 'set') {
    if (change.value === '') return `${change.field} cleared`;
    return `${change.field} = ${isNumericField(change.field) ? change.value : JSON.stringify(change.value)}`;
  }
  const { by } = change;
  if (by.percent !== undefined) return `${change.field} ${by.percent >= 0 ? '+' : ''}${by.percent}%${by.roundToWhole ? ' (rounded to whole numbers)' : ''}`;
  return `${change.field} ${compare(by.amount, 0) >= 0 ? '+' : ''}${by.amount}`;
}
