// What the sandbox stores for a product: the caller's inputs plus server-owned fields. Everything on the wire is
// computed from this (domain/products.ts), so a stored document never holds a derived value.
import type * as z from 'zod';
import type { DimensionsSchema, MediaItem, ProductInput } from '../../../wire/api/catalog-v1/product.js';

type Dimensions = z.infer<typeof DimensionsSchema>;

/** Per-variant values that differ from the product's (the variants-update endpoint writes these). */
export interface VariantOverride {
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/** Stock as the inventory API last set it: counts when `trackQuantity`, otherwise an in/out-of-stock flag. */
export interface InventoryState {
  trackQuantity: boolean;
  /** Keyed by variant id. No entry: in stock when not counting, quantity 0 when counting. */
  variants: Record<string, { inStock?: boolean; quantity?: number }>;
}

export interface ProductState {
  id: string;
  numericId: string;
  inventoryItemId: string;
  createdDate: string;
  lastUpdated: string;
  slug: string;
  /** The writable fields as last written (slug lives above: it is generated when not given). */
  input: Omit<ProductInput, 'slug'>;
  media: MediaItem[];
  /** Keyed by variant id. */
  variantOverrides: Record<string, VariantOverride>;
  /** option name → choice description → ids of product media shown for that choice (one option at most). */
  choiceMedia?: Record<string, Record<string, string[]>>;
  /** Absent until stock is set: nothing tracked, everything in stock. */
  inventory?: InventoryState;
}
