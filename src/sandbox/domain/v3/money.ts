// Decimal-string money of Catalog V3, computed exactly: amounts are held as integer thousandths (the platform
// stores at most 3 decimals), so sums, differences and comparisons never drift the way floats would.
import type { RoundingMode } from '../../../wire/api/catalog-v3/bulk.js';

const SCALE = 1000;

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

/** The site's currency: USD, 2 decimals. */
export const SITE_CURRENCY = 'USD';
const CURRENCY_DECIMALS = 2;

export function formatMoney(amount: string): string {
  return `$${Number(amount).toFixed(CURRENCY_DECIMALS)}`;
}

/**
 * Rounds a computed amount (in thousandths, possibly fractional) per the adjust call's rounding mode.
 * NO_ROUNDING keeps everything the platform can store: 3 decimals (wire/catalog-v3.md §4 "maxScale 3").
 */
export function roundMilli(milli: number, rounding: RoundingMode = 'NO_ROUNDING'): number {
  const step = rounding === 'NEAREST_WHOLE_NUMBER' ? SCALE : rounding === 'CURRENCY_PRECISION' ? SCALE / 10 ** CURRENCY_DECIMALS : 1;
  return Math.round(milli / step) * step;
}

/** profit / price with 4 decimals (the platform's profitMargin); 0 for a free variant. */
export function marginOf(priceMilli: number, profitMilli: number): number {
  return priceMilli === 0 ? 0 : Math.round((profitMilli / priceMilli) * 10_000) / 10_000;
}
