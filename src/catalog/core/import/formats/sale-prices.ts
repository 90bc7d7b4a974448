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

/** The variants' prices in own cells, for every format that has list and sale prices. */
export interface SaleCells {
  /** The product's: its AMOUNT discount when every variant is off by one amount (evenDiscount). */
  product: Record<string, string>;
  /** Variants on sale by different amounts: each carries its price paid (V3 keeps one per variant; V1 refuses the product). */
  uneven: boolean;
  /** A variant's: its list price, and its price paid when `uneven`. */
  variant(prices: VariantPrices): Record<string, string>;
}

export function saleCells(prices: VariantPrices[]): SaleCells {
  const discount = evenDiscount(prices);
  const uneven = discount === undefined && prices.some((p) => p.sale !== undefined);
  return {
    product: discount === undefined ? {} : { discount_type: 'AMOUNT', discount_value: discount },
    uneven,
    variant: ({ list, sale }) => (list === undefined ? {} : { variant_price: list, ...(uneven ? { variant_sale_price: sale ?? list } : {}) }),
  };
}
