// Cart money is integer cents (USD), so sums never drift; it leaves as the platform's decimal strings
// ("10.50") inside MultiCurrencyPrice objects. Fractions (percentages, tax rates) round half-up to a cent.
import { CURRENCY, formatMoney } from '../pricing.js';

export { CURRENCY };
export type Cents = number;

/** "10.5", "10.50", "-3", "0.125" → cents, rounding the third decimal half-up (away from zero). */
export function decimalToCents(text: string): Cents {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' ? -cents : cents;
}

/** A catalog price (a JSON number such as 12.5) → cents. */
export const numberToCents = (value: number): Cents => decimalToCents(value.toFixed(6));

/** 1050 → "10.50" */
export function centsToDecimal(cents: Cents): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/** The wire's MultiCurrencyPrice. The site sells in one currency, so the converted fields repeat the amount. */
export function multiCurrency(cents: Cents): MultiCurrencyPrice {
  const amount = centsToDecimal(cents);
  const formatted = formatMoney(cents / 100);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/** round_half_up(amount × numerator / denominator) for amount ≥ 0, exact for any size (BigInt). */
export function mulDivHalfUp(amount: Cents, numerator: number, denominator: number): Cents {
  const a = BigInt(amount) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(a / (BigInt(denominator) * 2n));
}

/** A rate as a decimal string ("0.08875") → parts per million (88750). */
export function rateToPpm(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/**
 * Splits `total` across `weights` in proportion (largest remainder, ties to the earlier item), so the shares add
 * up to exactly `total` and none exceeds its weight (a total above Σ weights is capped at Σ weights).
 */
export function allocate(amount: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const total = Math.min(amount, sum);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((x) => Number(x / BigInt(sum)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, remainder: Number(x % BigInt(sum)) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i] < weights[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}
