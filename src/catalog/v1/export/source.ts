// What `products export` reads from a Catalog V1 store (the interface: core/export/source.ts): the products in
// pages with their variants, the names of their collections, and a product as CSV rows.
import { formatPath } from '../../core/import/collection-paths.js';
import type { StoreClient } from '../../../client/index.js';
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import type { ExportSource } from '../../core/export/source.js';
import { productRows } from './product-rows.js';

/** The product's variants: sent with it by the store, else asked for (products with options only). */
async function variantsOf(client: StoreClient, product: Product): Promise<Variant[]> {
  if (product.productOptions.length === 0) return [];
  return product.variants ?? (await client.products.listVariants(product.id, {}, { all: true }).toArray());
}

export function v1ExportSource(client: StoreClient): ExportSource {
  return {
    async collectionNames() {
      const names = new Map<string, string>();
      // A name is a one-name path (collection-paths.ts): a ` > ` in it is escaped, so an import reads it back whole.
      for await (const collection of client.collections.list({}, { all: true })) names.set(collection.id, formatPath([collection.name]));
      return names;
    },
    async *products(query, paging, names, onTotal) {
      for await (const page of client.products.list(query, paging).pages()) {
        if (page.metadata?.total !== undefined && !page.metadata.tooManyToCount) onTotal?.(page.metadata.total);
        for (const product of page.items) {
          const variants = product.productOptions.length > 0 && !product.variants ? { variants: await variantsOf(client, product) } : {};
          yield { ...product, ...variants, collections: product.collectionIds.flatMap((id) => names.get(id) ?? []) };
        }
      }
    },
    rows: (product, names) => {
      const { collections: _names, ...v1 } = product as unknown as Product & { collections?: string[] };
      return productRows(v1, v1.variants ?? [], names);
    },
  };
}
