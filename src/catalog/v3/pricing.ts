// V1 prices ↔ V3 prices (the migration guide,
// https://dev.wix.com/docs/sdk/backend-modules/stores/catalog-v3/catalog-v1-to-v3-migration-guide): V1 has a list
// price and a discount; V3 has, per variant, what the buyer pays (`actualPrice`) and optionally the struck-through
// price (`compareAtPrice`). So a V1 discount is written as compareAtPrice = list price, actualPrice = list price −
// discount, and read back as an AMOUNT discount (V3 keeps no percentage). Amounts stay the platform's decimal
// strings from the store to the body sent back; the arithmetic is src/wire/money.ts.
import { compare, discountedPrice, divide, multiply, subtract, toNumber, toStoredAmount, toText, type Amount } from '../../wire/money.js';
import type { Discount as ModelDiscount } from '../core/model/product.js';

/** How a V3 variant price reads in V1 terms, as canonical decimal strings. */
export interface PriceView {
  /** The price before the discount. */
  list: string;
  /** What the buyer pays. */
  actual: string;
}

/** A discount as the model keeps it (a decimal string) or as a V3 answer is read for a V1 view (a number). */
type Discount = Omit<ModelDiscount, 'value'> & { value: Amount };
type V3Price = { actualPrice?: { amount?: string }; compareAtPrice?: { amount?: string } | null };

/** A V3 variant price → the V1 view (a compare-at price at or below the actual price is no sale). */
export function priceViewOf(price: V3Price | undefined): PriceView {
  const actual = toText(price?.actualPrice?.amount ?? '0');
  const compareAt = price?.compareAtPrice?.amount;
  return { actual, list: compareAt !== undefined && compare(compareAt, actual) > 0 ? toText(compareAt) : actual };
}

/**
 * The product's price on V3, which keeps prices per variant only: its first variant's list price (what `products
 * update`, the product form and `products get` take as the product's price; a new one moves the variants at it).
 */
export const v3ProductPrice = (variants: ReadonlyArray<{ price?: V3Price }>): string | undefined => (variants[0] ? priceViewOf(variants[0].price).list : undefined);

/** Whether the buyer pays less than the list price. */
export const onSale = (view: PriceView): boolean => compare(view.list, view.actual) > 0;

/** The discount a V3 price stands for, in the model's terms: the AMOUNT between its two prices, or none. */
export function modelDiscountOf(view: PriceView): { type: 'AMOUNT'; value: string } | undefined {
  return onSale(view) ? { type: 'AMOUNT', value: toText(subtract(view.list, view.actual)) } : undefined;
}

/** The discount the V1 view shows for a V3 price (AMOUNT, or none), as a number. */
export function discountOf(view: PriceView): { type: 'AMOUNT'; value: number } | undefined {
  const discount = modelDiscountOf(view);
  return discount && { type: discount.type, value: toNumber(discount.value) };
}

/** The percentage the sale takes off the list price, to 2 decimals. */
export const percentOff = (view: PriceView): number => toNumber(divide(multiply(subtract(view.list, view.actual), 100), view.list, 2));

/**
 * An amount as V3 is sent it by the CLI: to the decimals V3 keeps ("19.9", "20", "19.655"; wire/money.ts
 * STORED_DECIMALS), so a price the store holds goes back unchanged (docs/wire/catalog-v3.md §0).
 */
export const amount = (value: Amount): string => toStoredAmount(value);

/** The list price with a V1 discount applied, to cents, never below 0. */
export const discounted = (list: Amount, discount: Discount | undefined): string => toText(discountedPrice(list, discount));

/**
 * A V3 variant price from the current view and what the draft changes. `--price` sets the list price and keeps
 * the current discount; `--discount` replaces it (NONE:0 removes it).
 */
export function v3PriceFrom(current: PriceView | undefined, draft: { price?: Amount; discount?: Discount }): { actualPrice: { amount: string }; compareAtPrice?: { amount: string } } {
  const list = amount(draft.price ?? current?.list ?? 0);
  const discount = draft.discount ?? (current ? discountOf(current) : undefined);
  const actual = discounted(list, discount);
  return compare(actual, list) < 0 ? { actualPrice: { amount: actual }, compareAtPrice: { amount: list } } : { actualPrice: { amount: list } };
}
