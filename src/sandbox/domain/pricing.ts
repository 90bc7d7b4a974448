// Price arithmetic of the catalog: discounts, formatted strings, price per unit, cost and profit.
import type { Discount } from '../../wire/api/catalog-v1/product.js';

export const CURRENCY = 'USD';
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

export const roundTo = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
};
export const roundCents = (value: number): number => roundTo(value, 2);
export const formatMoney = (value: number): string => money.format(value);

/** AMOUNT: price − value; PERCENT: price × (1 − value/100); rounded to cents, never below 0. */
export function discountedPrice(price: number, discount: Discount | undefined): number {
  if (!discount) return roundCents(price);
  const raw =
    discount.type === 'AMOUNT' ? price - discount.value : discount.type === 'PERCENT' ? price * (1 - discount.value / 100) : price;
  return Math.max(0, roundCents(raw));
}

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
    const unit = roundCents((discounted / perUnit.totalQuantity) * (perUnit.baseQuantity ?? 1));
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
  const profit = roundCents(discounted - itemCost);
  return {
    itemCost,
    formattedItemCost: formatMoney(itemCost),
    profit,
    formattedProfit: formatMoney(profit),
    profitMargin: discounted > 0 ? roundTo(profit / discounted, 4) : 0,
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
