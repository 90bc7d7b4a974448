// The version-neutral view of catalog entities: what a table row or a detail screen shows, the same for a V1
// and a V3 store. The catalog implementations build these; the views and screens read them.
import type { StockLike } from './summary-text.js';

/** A product as the tables show it, the same columns on both versions. */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  /** What the buyer pays (formatted when the store sent it formatted). */
  price?: string | number;
  /** The price before the discount, when there is one. */
  listPrice?: string | number;
  discount?: string;
  cost?: string | number;
  sku?: string;
  weight?: number;
  visible: boolean;
  inventory?: string;
  brand?: string;
  ribbon?: string;
  options: string[];
  variants?: number;
  collections?: number;
  media?: number;
  description?: string;
  updated?: string;
}

export interface CollectionSummary {
  id: string;
  name: string;
  slug?: string;
  products?: number;
  visible: boolean;
  description?: string;
  media?: number;
}

export interface VariantSummary {
  id: string;
  productId: string;
  product?: string;
  /** The variant's name ('' for a product without variants of its own). */
  variant: string;
  variantId?: string;
  choices: string;
  sku?: string;
  stock: string;
  collections?: number;
  image?: string;
}

/** Stock a product's variants do not carry themselves, by variant id (CatalogProducts.variantStock). */
export type VariantStock = ReadonlyMap<string, StockLike>;

/** One variant of a product as the `products variants list` table shows it. */
export interface ProductVariantRow {
  id: string;
  choices: Record<string, string>;
  price?: string | number;
  /** The price before the discount, when the variant has one. */
  listPrice?: string | number;
  cost?: string | number;
  weight?: number;
  sku?: string;
  visible: boolean;
  stock: string;
}

/** One media item of a product as `products media list` shows it. */
export interface MediaRow {
  id: string;
  type?: string;
  url: string;
  /** The option choices it is shown for ("Color: Navy"). */
  choices: string[];
}
