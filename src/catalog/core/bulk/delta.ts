// What a user types after `store bulk set|adjust` (FIELD, VALUE, DELTA) → the change the bulk endpoints apply.
// Every problem is a UsageError naming the argument, raised before anything is sent.
import { UsageError } from '../../../io/cli-errors.js';
import { compare, toText } from '../../../wire/money.js';
import { isNumericField, MAX_STORED_VALUE, NUMERIC_FIELDS, TEXT_FIELDS, type Adjustment, type BulkChange, type ChangeField } from '../model/change.js';

export { describeChange, isNumericField } from '../model/change.js';

const TEXT_LIMITS = { brand: 50, ribbon: 30 } as const;
const NUMBER = /^\d+(\.\d+)?$/;
const DELTA = /^([+-])(\d+(?:\.\d+)?)(%?)$/;

/** `set` takes price|cost|weight|brand|ribbon; `adjust` only the numbers. */
export function parseBulkField(text: string, verb: 'set' | 'adjust'): ChangeField {
  const allowed: readonly string[] = verb === 'set' ? [...NUMERIC_FIELDS, ...TEXT_FIELDS] : NUMERIC_FIELDS;
  const field = text.trim().toLowerCase();
  if (!allowed.includes(field)) throw new UsageError(`FIELD must be one of ${allowed.join(', ')} (got "${text}")`);
  return field as ChangeField;
}

/** A decimal for price/cost/weight (0 … 999999999.99, kept as its decimal string); text for brand/ribbon, where "" clears. */
export function parseSetChange(field: ChangeField, text: string): BulkChange {
  if (isNumericField(field)) {
    const trimmed = text.trim();
    if (!NUMBER.test(trimmed)) throw new UsageError(`VALUE for ${field} must be a number ≥ 0, e.g. 19.99 (got "${text}")`);
    if (compare(trimmed, MAX_STORED_VALUE) > 0) throw new UsageError(`VALUE for ${field} must be at most ${MAX_STORED_VALUE}`);
    return { kind: 'set', field, value: toText(trimmed) };
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
export function parseDelta(text: string, options: { round?: boolean } = {}): Adjustment {
  const match = DELTA.exec(text.trim());
  if (!match) throw new UsageError(`DELTA must look like +10%, -5%, +2.50 or -1 (got "${text}")`, { hint: 'The sign is required; to give a new value use `store bulk set`.' });
  const [, sign, digits, percent] = match;
  if (percent) {
    const magnitude = Number(digits);
    if (!Number.isInteger(magnitude)) throw new UsageError(`DELTA percentages must be whole numbers (got "${text}")`);
    const rate = sign === '-' ? -magnitude : magnitude;
    if (rate < -100 || rate > 1000) throw new UsageError(`DELTA percentage must be between -100% and +1000% (got "${text}")`);
    return { percent: rate === 0 ? 0 : rate, roundToWhole: options.round === true };
  }
  if (options.round) throw new UsageError('--round applies to percentage deltas only (amounts are kept to cents)');
  if (compare(digits, MAX_STORED_VALUE) > 0) throw new UsageError(`DELTA amount must be at most ${MAX_STORED_VALUE}`);
  return { amount: toText(sign === '-' ? `-${digits}` : digits) };
}

export function parseAdjustChange(field: ChangeField, delta: string, options: { round?: boolean } = {}): BulkChange {
  if (!isNumericField(field)) throw new UsageError(`only price, cost and weight can be adjusted (got "${field}")`);
  return { kind: 'adjust', field, by: parseDelta(delta, options) };
}
