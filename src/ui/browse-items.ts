// What the browse screens hold and show, the same for a Catalog V1 and a V3 store: rows are version-neutral
// summaries (io/views/summary-types.ts) carrying the store's own entity for the data source's callbacks (the screens
// never read it), and pages continue by an opaque cursor (an offset on V1, the store's cursor on V3).
import type { CollectionSummary, MediaRow, ProductSummary, ProductVariantRow } from '../catalog/core/summary-types.js';
import type { FormSpec, FormValues } from './form-spec.js';

export type { CollectionSummary, MediaRow, ProductSummary, ProductVariantRow };

/** A product row: its summary, and the store's entity behind it (for the data source only). */
export interface ProductItem {
  id: string;
  summary: ProductSummary;
  entity: unknown;
}

/** A collection row (a category on V3). */
export interface CollectionItem {
  id: string;
  summary: CollectionSummary;
  entity: unknown;
}

/** What a product's detail pane shows. */
export interface ProductDetails {
  item: ProductItem;
  /** The option names, in order (the variant table's first columns). */
  optionNames: string[];
  variants: ProductVariantRow[];
  media: MediaRow[];
}

/** Where a page starts: no cursor for the first, else the `next` of the page before. */
export interface BrowsePageRequest {
  limit: number;
  cursor?: string;
  /** How many rows the list holds now (after its own deletes): where an offset-paged store (V1) goes on. */
  offset: number;
}

/** One page: `next` continues the listing (absent: this was the last page); `total` when the store tells it. */
export interface BrowsePage<T> {
  items: T[];
  total?: number;
  next?: string;
}

/** An edit of one product: the form (filled with its current values) and how its values are saved. */
export interface ProductEdit {
  spec: FormSpec;
  /** Sends only what changed; resolves with the product as saved. */
  save(values: FormValues): Promise<ProductItem>;
}

/** Rows per page the browsers ask for. */
export const BROWSE_PAGE_SIZE = 50;
