// What a foreign layout of the export (dashboard-rows.ts, shopify-rows.ts) cannot say, per reason: the message the
// export warns with, naming how many products were written with less than the store holds (docs/formats/*.md "Export").
export const UNSAID = {
  perVariantSalePrices:
    'sale prices that differ per variant (Catalog V3) have no place in the file, which has one discount per product: each variant is written at what the buyer pays (price + surcharge, no discount), its list price is not written',
  hiddenVariants:
    'hidden variants are left out (Shopify has no hidden variant and lists only the variants it sells; an import of the file makes each missing combination a hidden variant again, at the product price, out of stock)',
  everyVariantHidden: 'every variant is hidden: all are written (a Shopify product needs a variant), and Shopify sells them unless the product is draft',
  uncountedOutOfStock: "stock not counted but out of stock has no Shopify form: written as counted, 0 (Shopify's tracker, so nothing is sold)",
  commaInCollection: "a collection name with a comma: Shopify's Tags are comma-separated, so it becomes two tags",
} as const;
export type Unsaid = keyof typeof UNSAID;

/** A product's rows in a layout, with what they could not say; `refused`: the product is not written, and why. */
export interface LayoutProduct {
  rows: string[][];
  unsaid: Unsaid[];
  refused?: string;
}
