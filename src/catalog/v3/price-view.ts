// How a V3 variant price reads in V1 terms (a list price and a discount): V3 keeps what the buyer pays
// (`actualPrice`) and the struck-through price (`compareAtPrice`); the difference shows as an AMOUNT discount.

export interface PriceView {
  /** The price before the discount. */
  list: number;
  /** What the buyer pays. */
  actual: number;
}

/** A V1 discount. */
export interface Discount {
  type: 'PERCENT' | 'AMOUNT' | 'NONE';
  value: number;
}

/** Rounded to cents, the precision a shopper pays in. */
export const cents = (value: number) => Math.round(value * 100) / 100;

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

