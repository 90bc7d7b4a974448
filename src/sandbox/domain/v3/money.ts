// Money of Catalog V3 in the sandbox: the exact thousandths arithmetic lives in the wire room (shared with the CLI's
// bulk preview); the site's currency and its formatting are the sandbox's own.

export { fromMilli, normalizeAmount, roundMilli, toMilli } from '../../../wire/api/catalog-v3/amount-arithmetic.js';

/** The site's currency: USD, 2 decimals. */
export const SITE_CURRENCY = 'USD';
const CURRENCY_DECIMALS = 2;

export function formatMoney(amount: string): string {
  return `$${Number(amount).toFixed(CURRENCY_DECIMALS)}`;
}

/** profit / price with 4 decimals (the platform's profitMargin); 0 for a free variant. */
export function marginOf(priceMilli: number, profitMilli: number): number {
  return priceMilli === 0 ? 0 : Math.round((profitMilli / priceMilli) * 10_000) / 10_000;
}
