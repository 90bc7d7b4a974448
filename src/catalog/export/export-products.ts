// `store products export`: streams the catalog page by page (pages of 100) as CSV rows, JSON lines or one JSON
// array, in a form `products import` reads back to the same catalog with no writes.
import { stringify } from 'csv-stringify/sync';
import { escapeFormulaCell } from '../formula-cells.js';
import type { StoreClient } from '../../client/index.js';
import type { PagingOptions } from '../../client/paging.js';
import type { Product, Variant } from '../../wire/api/catalog-v1/product.js';
import type { PlatformQuery } from '../../wire/api/query.js';
import { write, type IO } from '../../io/io.js';
import { printList } from '../../io/present.js';
import { CSV_HEADER } from '../import/csv-columns.js';
import { productRows } from './product-rows.js';

export type ExportFormat = 'csv' | 'json' | 'jsonl';

export interface ExportOptions {
  format: ExportFormat;
  query: PlatformQuery;
  paging: PagingOptions;
}

/** The product's variants: sent with it by the store, else asked for (products with options only). */
async function variantsOf(client: StoreClient, product: Product): Promise<Variant[]> {
  if (product.productOptions.length === 0) return [];
  return product.variants ?? (await client.products.listVariants(product.id, {}, { all: true }).toArray());
}

/**
 * Products as exported: with their variants, and (JSON only) `collections`, the names of their collections, so the
 * file imports into another store too (collection ids differ between stores; import prefers the names).
 */
async function* exported(
  client: StoreClient,
  products: AsyncIterable<Product>,
  names?: ReadonlyMap<string, string>,
): AsyncGenerator<Product & { variants?: Variant[]; collections?: string[] }> {
  for await (const product of products) {
    const variants = product.productOptions.length > 0 && !product.variants ? { variants: await variantsOf(client, product) } : {};
    const collections = names ? { collections: product.collectionIds.flatMap((id) => names.get(id) ?? []) } : {};
    yield { ...product, ...variants, ...collections };
  }
}

async function collectionNames(client: StoreClient): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for await (const collection of client.collections.list({}, { all: true })) names.set(collection.id, collection.name);
  return names;
}

/** Writes the export to `io.stdout`; returns how many products it holds. */
export async function exportProducts(client: StoreClient, io: IO, options: ExportOptions): Promise<number> {
  const names = await collectionNames(client);
  const listed = client.products.list(options.query, options.paging);
  if (options.format !== 'csv') return printList({ io, format: options.format }, exported(client, listed, names), { columns: [] });
  const products = exported(client, listed);
  await write(io.stdout, stringify([CSV_HEADER as string[]]));
  let count = 0;
  for await (const product of products) {
    const rows = productRows(product, product.variants ?? [], names).map((row) => row.map(escapeFormulaCell));
    await write(io.stdout, stringify(rows));
    count++;
  }
  return count;
}
