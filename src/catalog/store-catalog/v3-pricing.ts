// V1 prices ↔ V3 prices (the migration guide): V1 has a list price and a discount; V3 has, per variant, what the
// buyer pays (`actualPrice`) and optionally the struck-through price (`compareAtPrice`). So a V1 discount is
// written as compareAtPrice = list price, actualPrice = list price − discount, and read back as an AMOUNT discount
// (a percentage is not kept by V3). Amounts are rounded to cents, the precision a shopper pays in.
import type { ProductDraft } from './types.js';

export interface PriceView {
  /** The price before the discount. */
  list: number;
  /** What the buyer pays. */
  actual: number;
}

type Discount = NonNullable<ProductDraft['discount']>;

const cents = (value: number) => Math.round(value * 100) / 100;

/** A number as a V3 decimal string ("19.9", "20"). */
export const amount = (value: number): string => String(cents(value));

/** The list price with a V1 discount applied; never below 0. */
export function discounted(list: number, discount: Discount | undefined): number {
  if (!discount || discount.type === 'NONE' || discount.value <= 0) return cents(list);
  const off = discount.type === 'PERCENT' ? (list * discount.value) / 100 : discount.value;
  return Math.max(0, cents(list - off));
}

/** A V3 variant price → the V1 view. */
export function priceViewOf(price: { actualPrice?: { amount?: string }; compareAtPrice?: { amount?: string } | null } | undefined): PriceView {
  const actual = Number(price?.actualPrice?.amount ?? 0);
  const compareAt = price?.compareAtPrice?.amount === undefined ? undefined : Number(price.compareAtPrice.amount);
  return { actual, list: compareAt !== undefined && compareAt > actual ? compareAt : actual };
}

/** The discount the V1 view shows for a V3 price (AMOUNT, or none). */
export function discountOf(view: PriceView): Discount | undefined {
  return view.list > view.actual ? { type: 'AMOUNT', value: cents(view.list - view.actual) } : undefined;
}

/**
 * A V3 variant price from the current view and what the draft changes. `--price` sets the list price and keeps
 * the current discount; `--discount` replaces it (NONE:0 removes it).
 */
export function v3PriceFrom(current: PriceView | undefined, draft: Pick<ProductDraft, 'price' | 'discount'>): { actualPrice: { amount: string }; compareAtPrice?: { amount: string } } {
  const list = draft.price ?? current?.list ?? 0;
  const discount = draft.discount ?? (current ? discountOf(current) : undefined);
  const actual = discounted(list, discount);
  return actual < cents(list) ? { actualPrice: { amount: amount(actual) }, compareAtPrice: { amount: amount(list) } } : { actualPrice: { amount: amount(list) } };
}
