// What a user types after `store bulk set|adjust` (FIELD, VALUE, DELTA) → the change the bulk endpoints apply.
// Every problem is a UsageError naming the argument, raised before anything is sent.
import type { BulkChange } from '../../../wire/api/catalog-v1/bulk-arithmetic.js';
import { UsageError } from '../../../io/cli-errors.js';
import {
  BULK_NUMERIC_FIELDS,
  BULK_TEXT_FIELDS,
  MAX_BULK_VALUE,
  type BulkField,
  type BulkNumericField,
  type PropertyAdjustment,
} from '../../../wire/api/catalog-v1/bulk.js';

const TEXT_LIMITS = { brand: 50, ribbon: 30 } as const;
const NUMBER = /^\d+(\.\d+)?$/;
const DELTA = /^([+-])(\d+(?:\.\d+)?)(%?)$/;

export const isNumericField = (field: BulkField): field is BulkNumericField => (BULK_NUMERIC_FIELDS as readonly string[]).includes(field);

/** `set` takes price|cost|weight|brand|ribbon; `adjust` only the numbers. */
export function parseBulkField(text: string, verb: 'set' | 'adjust'): BulkField {
  const allowed: readonly string[] = verb === 'set' ? [...BULK_NUMERIC_FIELDS, ...BULK_TEXT_FIELDS] : BULK_NUMERIC_FIELDS;
  const field = text.trim().toLowerCase();
  if (!allowed.includes(field)) throw new UsageError(`FIELD must be one of ${allowed.join(', ')} (got "${text}")`);
  return field as BulkField;
}

/** A number for price/cost/weight (0 … 999999999.99); text for brand/ribbon, where "" clears. */
export function parseSetChange(field: BulkField, text: string): BulkChange {
  if (isNumericField(field)) {
    const trimmed = text.trim();
    if (!NUMBER.test(trimmed)) throw new UsageError(`VALUE for ${field} must be a number ≥ 0, e.g. 19.99 (got "${text}")`);
    const value = Number(trimmed);
    if (value > MAX_BULK_VALUE) throw new UsageError(`VALUE for ${field} must be at most ${MAX_BULK_VALUE}`);
    return { kind: 'set', field, value };
  }
  const limit = TEXT_LIMITS[field];
  if (text.length > limit) throw new UsageError(`VALUE for ${field} must be at most ${limit} characters (got ${text.length})`);
  return { kind: 'set', field, value: text };
}

/**
 * `+10%` / `-5%` → a percentage (whole numbers only, −100 … 1000, the platform's rate); `+2.50` / `-1` → an amount.
 * The sign is required so a delta can never be mistaken for a new value. `round` rounds percentage results to whole
 * numbers (roundToInt); amounts are always kept to cents.
 */
export function parseDelta(text: string, options: { round?: boolean } = {}): PropertyAdjustment {
  const match = DELTA.exec(text.trim());
  if (!match) throw new UsageError(`DELTA must look like +10%, -5%, +2.50 or -1 (got "${text}")`, { hint: 'The sign is required; to give a new value use `store bulk set`.' });
  const [, sign, digits, percent] = match;
  const magnitude = Number(digits);
  if (percent) {
    if (!Number.isInteger(magnitude)) throw new UsageError(`DELTA percentages must be whole numbers (got "${text}")`);
    const rate = sign === '-' ? -magnitude : magnitude;
    if (rate < -100 || rate > 1000) throw new UsageError(`DELTA percentage must be between -100% and +1000% (got "${text}")`);
    return { percentage: { rate: rate === 0 ? 0 : rate, roundToInt: options.round === true } };
  }
  if (options.round) throw new UsageError('--round applies to percentage deltas only (amounts are kept to cents)');
  if (magnitude > MAX_BULK_VALUE) throw new UsageError(`DELTA amount must be at most ${MAX_BULK_VALUE}`);
  return { amount: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

export function parseAdjustChange(field: BulkField, delta: string, options: { round?: boolean } = {}): BulkChange {
  if (!isNumericField(field)) throw new UsageError(`only price, cost and weight can be adjusted (got "${field}")`);
  return { kind: 'adjust', field, adjust: parseDelta(delta, options) };
}

/** How a change reads in a summary: `price = 19.99`, `price +10% (rounded)`, `brand cleared`. */
export function describeChange(change: BulkChange): string {
  if (change.kind === 'set') {
    if (change.value === '') return `${change.field} cleared`;
    return `${change.field} = ${typeof change.value === 'string' ? JSON.stringify(change.value) : change.value}`;
  }
  const { percentage, amount } = change.adjust;
  if (percentage) return `${change.field} ${percentage.rate >= 0 ? '+' : ''}${percentage.rate}%${percentage.roundToInt ? ' (rounded to whole numbers)' : ''}`;
  return `${change.field} ${amount! >= 0 ? '+' : ''}${amount}`;
}
