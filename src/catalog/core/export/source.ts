// What `products export` reads, per catalog version (the CSV row model sits above both): the store's products in
// pages with their variants, the names of their collections (V1) or categories (V3), and a product as CSV rows.
// The engine (export-products.ts) streams whichever source the catalog interface gives.
import type { StoreClient } from '../../../client/index.js';
import type { PagingOptions } from '../../../client/paging.js';
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import type { PlatformQuery } from '../../../wire/api/query.js';
import { productRows } from '../../v1/export/product-rows.js';

/** A product as exported: the store's own shape, with its variants and (JSON) its collection names. */
export type ExportedProduct = Record<string, unknown> & { collections?: string[] };

export interface ExportSource {
  /** collection/category id → name. */
  collectionNames(): Promise<Map<string, string>>;
  products(query: PlatformQuery, paging: PagingOptions, names: ReadonlyMap<string, string>): AsyncIterable<ExportedProduct>;
  rows(product: ExportedProduct, names: ReadonlyMap<string, string>): string[][];
}

/** The product's variants: sent with it by the store, else asked for (products with options only). */
async function variantsOf(client: StoreClient, product: Product): Promise<Variant[]> {
  if (product.productOptions.length === 0) return [];
  return product.variants ?? (await client.products.listVariants(product.id, {}, { all: true }).toArray());
}

export function v1ExportSource(client: StoreClient): ExportSource {
  return {
    async collectionNames() {
      const names = new Map<string, string>();
      for await (const collection of client.collections.list({}, { all: true })) names.set(collection.id, collection.name);
      return names;
    },
    async *products(query, paging, names) {
      for await (const product of client.products.list(query, paging)) {
        const variants = product.productOptions.length > 0 && !product.variants ? { variants: await variantsOf(client, product) } : {};
        yield { ...product, ...variants, collections: product.collectionIds.flatMap((id) => names.get(id) ?? []) };
      }
    },
    rows: (product, names) => {
      const { collections: _names, ...v1 } = product as unknown as Product & { collections?: string[] };
      return productRows(v1, v1.variants ?? [], names);
    },
  };
}
