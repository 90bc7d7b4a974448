// Cart money is integer cents (USD), so sums never drift; it leaves as the platform's decimal strings ("10.50")
// inside MultiCurrencyPrice objects. The arithmetic (cents, shares, rates, rounding) is src/wire/money.ts.
import { centsToText, formatMoney } from '../../../wire/money.js';

export type Cents = number;

export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/** The wire's MultiCurrencyPrice. The site sells in one currency, so the converted fields repeat the amount. */
export function multiCurrency(cents: Cents): MultiCurrencyPrice {
  const amount = centsToText(cents);
  const formatted = formatMoney(amount);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}
