// What a product's new price does to its variants, the same on both catalog versions (README "What price means, on
// both versions"): it moves the variants that were at the product's price; a variant with a price of its own keeps
// it, unless every variant is asked for (`--all-variants`). V1 stores keep a variant's own price apart from the
// product's (its override); V3 has a price per variant only, so "its own" is a list price other than the product's.
// `products update --price` and the product form (browse, create/update on a terminal) both go through here.
import { compare, formatMoney, type Amount } from '../../wire/money.js';

export interface PricedVariant {
  /** How a person names the variant: its choices ("L", "L / Red"); "" for a product's one variant. */
  name: string;
  /** Its list price (before any discount). */
  list: Amount;
}

export interface PriceMove<V extends PricedVariant> {
  moved: V[];
  /** Variants with a price of their own, left as they are. */
  kept: V[];
}

/** Which `variants` a new product price moves: those at `productPrice`, or all with `allVariants`. */
export function variantsMovedByPrice<V extends PricedVariant>(productPrice: Amount | undefined, variants: readonly V[], allVariants: boolean): PriceMove<V> {
  const moved: V[] = [];
  const kept: V[] = [];
  for (const variant of variants) {
    if (allVariants || productPrice === undefined || compare(variant.list, productPrice) === 0) moved.push(variant);
    else kept.push(variant);
  }
  return { moved, kept };
}

/**
 * Said before the change is sent, when the product has several variants: which take the new price and which keep
 * their own (and the flag that sets them too). Undefined for a product of one variant.
 */
export function priceMoveNote(newPrice: Amount, productPrice: Amount | undefined, move: PriceMove<PricedVariant>): string | undefined {
  if (move.moved.length + move.kept.length < 2) return undefined;
  const names = (variants: readonly PricedVariant[]) => variants.map((v) => v.name || '(no choices)').join(', ');
  const to = formatMoney(newPrice);
  if (move.kept.length === 0) return `the price ${to} goes to every variant (${names(move.moved)}).`;
  const at = productPrice === undefined ? '' : ` (at the product's price ${formatMoney(productPrice)})`;
  const moved = move.moved.length > 0 ? `the price ${to} goes to ${names(move.moved)}${at}; ` : `no variant is at the product's price${at}; `;
  const kept = move.kept.map((v) => `${v.name} keeps ${formatMoney(v.list)}`).join(', ');
  return `${moved}${kept}, a price of its own (--all-variants sets every variant).`;
}
