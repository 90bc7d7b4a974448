// V1's price data of a product or variant (priceData, costAndProfitData): what the list price and discount read
// as. The arithmetic — the discount, cents, the margin — is src/wire/money.ts, the one the CLI uses too.
import type { Discount } from '../../wire/api/catalog-v1/product.js';
import { CURRENCY, discountedPrice as discountedAmount, divide, formatMoney, marginOf, multiply, subtract, toCentsNumber, toNumber } from '../../wire/money.js';

/** What the buyer pays for `price` with the discount: to cents, never below 0 (src/wire/money.ts). */
export const discountedPrice = (price: number, discount: Discount | undefined): number => toNumber(discountedAmount(price, discount));

export interface PricePerUnitInput {
  totalQuantity: number;
  baseQuantity?: number;
}

export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  formatted: { price: string; discountedPrice: string; pricePerUnit?: string };
  pricePerUnit?: number;
}

export function priceData(price: number, discount: Discount | undefined, perUnit?: PricePerUnitInput): PriceData {
  const discounted = discountedPrice(price, discount);
  const data: PriceData = {
    currency: CURRENCY,
    price,
    discountedPrice: discounted,
    formatted: { price: formatMoney(price), discountedPrice: formatMoney(discounted) },
  };
  if (perUnit && perUnit.totalQuantity > 0) {
    const unit = toNumber(divide(multiply(discounted, perUnit.baseQuantity ?? 1), perUnit.totalQuantity, 2));
    data.pricePerUnit = unit;
    data.formatted.pricePerUnit = formatMoney(unit);
  }
  return data;
}

export interface CostAndProfit {
  itemCost: number;
  formattedItemCost: string;
  profit: number;
  formattedProfit: string;
  profitMargin: number;
}

/** profit = discountedPrice − itemCost; margin = profit / discountedPrice, rounded to 4 decimals (0 when free). */
export function costAndProfit(itemCost: number, discounted: number): CostAndProfit {
  const profit = toCentsNumber(subtract(discounted, itemCost));
  return {
    itemCost,
    formattedItemCost: formatMoney(itemCost),
    profit,
    formattedProfit: formatMoney(profit),
    profitMargin: discounted > 0 ? marginOf(discounted, profit) : 0,
  };
}

export interface Range {
  minValue: number;
  maxValue: number;
}

export function rangeOf(values: number[]): Range {
  if (values.length === 0) return { minValue: 0, maxValue: 0 };
  return { minValue: Math.min(...values), maxValue: Math.max(...values) };
}
