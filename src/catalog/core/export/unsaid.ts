// What a foreign layout of the export (dashboard-rows.ts) cannot say, per reason: the message the
// export warns with, naming how many products were written with less than the store holds (docs/formats/*.md "Export").
export const UNSAID = {
  perVariantSalePrices:
    'sale prices that differ per variant (Catalog V3) have no place in the file, which has one discount per product: each variant is written at what the buyer pays (price + surcharge, no discount), its list price is not written',
} as const;
export type Unsaid = keyof typeof UNSAID;

/** A product's rows in a layout, with what they could not say. */
export interface LayoutProduct {
  rows: string[][];
  unsaid: Unsaid[];
}
