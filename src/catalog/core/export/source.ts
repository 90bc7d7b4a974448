// What `products export` reads, per catalog version (the CSV row model sits above both): the store's products in
// pages with their variants, the names of their collections (V1) or categories (V3), and a product as CSV rows.
// The engine (export-products.ts) streams whichever source the catalog interface gives (v1/export/source.ts,
// v3/export/source.ts).
import type { PagingOptions } from '../../../client/paging.js';
import type { PlatformQuery } from '../../../wire/api/query.js';

/** A product as exported: the store's own shape, with its variants and (JSON) its collection names. */
export type ExportedProduct = Record<string, unknown> & { collections?: string[] };

export interface ExportSource {
  /** collection/category id → name. */
  collectionNames(): Promise<Map<string, string>>;
  /**
   * The products, page by page. `onTotal`, when given, hears how many products the query matches (for a progress
   * line's time left): V1 pages carry the total; V3's cursor pages do not, so it costs one count request there.
   */
  products(query: PlatformQuery, paging: PagingOptions, names: ReadonlyMap<string, string>, onTotal?: (total: number) => void): AsyncIterable<ExportedProduct>;
  rows(product: ExportedProduct, names: ReadonlyMap<string, string>): string[][];
}
