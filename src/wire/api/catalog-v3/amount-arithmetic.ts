// Decimal-string money of Catalog V3, computed exactly, written once: amounts are held as integer thousandths (the
// platform stores at most 3 decimals), so sums, differences and comparisons never drift the way floats would. The
// sandbox applies the by-filter adjustments with it and the CLI's bulk preview predicts with it, so the two agree.
import type { AdjustValue, RoundingMode } from './bulk.js';

const SCALE = 1000;
const CURRENCY_DECIMALS = 2;

/** "12.5" → 12500 (thousandths). */
export function toMilli(amount: string): number {
  const [whole, fraction = ''] = amount.replace(/^-/, '').split('.');
  const milli = Number(whole) * SCALE + Number(fraction.padEnd(3, '0').slice(0, 3));
  return amount.startsWith('-') ? -milli : milli;
}

/** 12500 → "12.5"; trailing zeros dropped, like the platform's answers. */
export function fromMilli(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(Math.round(milli));
  const whole = Math.floor(abs / SCALE);
  const fraction = String(abs % SCALE).padStart(3, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The canonical form of a decimal string ("10.50" → "10.5"). */
export const normalizeAmount = (amount: string): string => fromMilli(toMilli(amount));

/** A number as a V3 decimal string (at most 3 decimals): 12.5 → "12.5". */
export const amountOf = (value: number): string => fromMilli(Math.round(value * SCALE));

/**
 * Rounds a computed amount (in thousandths, possibly fractional) per the adjust call's rounding mode.
 * NO_ROUNDING keeps everything the platform can store: 3 decimals (wire/catalog-v3.md §4 "maxScale 3").
 */
export function roundMilli(milli: number, rounding: RoundingMode = 'NO_ROUNDING'): number {
  const step = rounding === 'NEAREST_WHOLE_NUMBER' ? SCALE : rounding === 'CURRENCY_PRECISION' ? SCALE / 10 ** CURRENCY_DECIMALS : 1;
  return Math.round(milli / step) * step;
}

/** An amount moved by `{amount}` (added) or `{percentage}` (scaled), before rounding, in thousandths. */
export function adjustedMilli(milli: number, by: AdjustValue): number {
  return by.amount !== undefined ? milli + toMilli(by.amount) : milli * (1 + by.percentage! / 100);
}

/** One amount as adjust-variants-by-filter leaves it: adjusted, then rounded; in thousandths. */
export const adjustAmountMilli = (amount: string, by: AdjustValue, rounding: RoundingMode | undefined): number => roundMilli(adjustedMilli(toMilli(amount), by), rounding);
