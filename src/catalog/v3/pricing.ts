// V1 prices ↔ V3 prices (the migration guide): V1 has a list price and a discount; V3 has, per variant, what the
// buyer pays (`actualPrice`) and optionally the struck-through price (`compareAtPrice`). So a V1 discount is
// written as compareAtPrice = list price, actualPrice = list price − discount, and read back as an AMOUNT discount
// (a percentage is not kept by V3). Amounts are rounded to cents, the precision a shopper pays in.
import { cents, discountOf, type PriceView } from './price-view.js';
import type { ProductDraft } from '../core/store-catalog.js';

export { discountOf, priceViewOf, type PriceView } from './price-view.js';

type Discount = NonNullable<ProductDraft['discount']>;

/** A number as a V3 decimal string ("19.9", "20"). */
export const amount = (value: number): string => String(cents(value));

/** The list price with a V1 discount applied; never below 0. */
export function discounted(list: number, discount: Discount | undefined): number {
  if (!discount || discount.type === 'NONE' || discount.value <= 0) return cents(list);
  const off = discount.type === 'PERCENT' ? (list * discount.value) / 100 : discount.value;
  return Math.max(0, cents(list - off));
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
