// A shop's variant prices as the buyer pays them and as listed (Shopify's Variant Price / Compare At Price,
// WooCommerce's Sale price / Regular price) → the store's: the list price is the price, the sale a discount. Written
// once for every format that has both (docs/formats/shopify.md, docs/formats/woocommerce.md).
import { subtract, toText } from '../../../../wire/money.js';

/** One variant's list price and, when it is on sale, what the buyer pays (below the list price). */
export interface VariantPrices {
  list?: string;
  sale?: string;
}

/** One amount off on every variant → the product's AMOUNT discount (V1 holds one per product); else none. */
export function evenDiscount(prices: VariantPrices[]): string | undefined {
  const offs = prices.map((p) => (p.list !== undefined && p.sale !== undefined ? toText(subtract(p.list, p.sale)) : undefined));
  return offs[0] !== undefined && offs.every((off) => off === offs[0]) ? offs[0] : undefined;
}
