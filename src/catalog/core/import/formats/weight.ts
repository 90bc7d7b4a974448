// Weights a foreign file gives in another unit, in the store's (a site setting: kilograms or pounds; the import's
// --weight-unit). Exact decimal arithmetic (wire/money.ts), rounded half-up to WEIGHT_DECIMALS places.
import { divide, multiply, round, toText } from '../../../../wire/money.js';
import type { WeightUnit } from './format-names.js';

/** Grams in one of the store's units (the international avoirdupois pound is exactly 453.59237 g). */
const GRAMS_PER: Record<WeightUnit, string> = { kg: '1000', lb: '453.59237' };

/** Grams to a thousandth of the unit: a gram in kilograms, about half a gram in pounds. */
const WEIGHT_DECIMALS = 3;

/** `grams` (a decimal text already checked to be a number) in `unit`: "1250" g → "1.25" kg. */
export function gramsIn(unit: WeightUnit, grams: string): string {
  return toText(divide(grams, GRAMS_PER[unit], WEIGHT_DECIMALS));
}

/** A weight in `unit` as whole grams (Shopify's Variant Grams has no decimals), rounded half-up: "1.25" kg → "1250". */
export function weightInGrams(unit: WeightUnit, weight: string): string {
  return toText(round(multiply(weight, GRAMS_PER[unit]), 0));
}

/** A weight in a file's unit (`gramsPerUnit` grams each: WooCommerce's `Weight (lbs)`) in `unit`, as gramsIn rounds it. */
export function weightIn(unit: WeightUnit, value: string, gramsPerUnit: string): string {
  return gramsIn(unit, toText(multiply(value, gramsPerUnit)));
}
