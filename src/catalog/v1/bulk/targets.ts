// Which products a bulk command acts on: `--ids`, `--collection`, `--filter` or `--all` (exactly one). Resolving
// them reads the products too (with their variants), so the preview needs no further requests.
import { chunk, forEachConcurrently } from '../../../client/batching.js';
import { NotFoundError } from '../../../client/errors.js';
import type { CollectionsResource } from '../../../client/resources/collections.js';
import type { ProductsResource } from '../../../client/resources/products.js';
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import { MAX_PAGE_SIZE } from '../../../wire/api/query.js';
import { managesVariants } from './values.js';
import type { TargetSpec } from '../../core/bulk/target-spec.js';

export interface TargetClient {
  products: Pick<ProductsResource, 'list' | 'listVariants'>;
  collections: Pick<CollectionsResource, 'resolve'>;
}

async function listAll(client: TargetClient, filter: Record<string, unknown>): Promise<Product[]> {
  const products: Product[] = [];
  for await (const product of client.products.list({ filter }, { all: true })) products.push(product);
  return products;
}

/**
 * Products whose id or slug is one of `keys`, in the order given; any key that matches nothing is an error. The
 * look-ups (one per 100 keys) run `concurrency` at a time.
 */
export async function findProducts(client: TargetClient, keys: readonly string[], concurrency = 1): Promise<{ found: Product[]; missing: string[] }> {
  const byKey = new Map<string, Product>();
  for (const field of ['id', 'slug'] as const) {
    const wanted = keys.filter((key) => !byKey.has(key));
    await forEachConcurrently(chunk(wanted, MAX_PAGE_SIZE), concurrency, async (part) => {
      for (const product of await listAll(client, { [field]: { $in: part } })) byKey.set(product[field], product);
    });
  }
  const found = new Map<string, Product>();
  for (const key of keys) {
    const product = byKey.get(key);
    if (product) found.set(product.id, product);
  }
  return { found: [...found.values()], missing: keys.filter((key) => !byKey.has(key)) };
}

/**
 * Managed variants are needed for the plan and the backup. A listing that left them out (the platform may, unlike
 * the sandbox) is completed with the product-variants query.
 */
export async function withVariants(client: TargetClient, products: Product[], concurrency = 1): Promise<Product[]> {
  const out = [...products];
  await forEachConcurrently(products, concurrency, async (product, index) => {
    if (product.manageVariants && product.productOptions.length > 0 && !managesVariants(product)) {
      const variants: Variant[] = [];
      for await (const variant of client.products.listVariants(product.id, {}, { all: true })) variants.push(variant);
      out[index] = { ...product, variants };
    }
  });
  return out;
}

/** The products matching `filter` with their variants, a page at a time (pages go by numericId: no offset ceiling). */
async function* matching(client: TargetClient, filter: Record<string, unknown>, concurrency: number): AsyncGenerator<Product> {
  for await (const page of client.products.list({ filter }, { all: true }).pages()) yield* await withVariants(client, page.items, concurrency);
}

/**
 * The target products with their variants, as their pages arrive, so a caller that keeps only what it needs of each
 * (the plan rows, the backup values) holds 100,000 products in bounded memory. `--ids` are found first (every key
 * must match before anything is planned); variant look-ups run `concurrency` at a time.
 */
export async function* streamTargets(client: TargetClient, spec: TargetSpec, concurrency = 1): AsyncGenerator<Product> {
  switch (spec.kind) {
    case 'ids': {
      const { found, missing } = await findProducts(client, spec.keys, concurrency);
      if (missing.length > 0) throw new NotFoundError(`No product with id or slug ${missing.map((key) => `"${key}"`).join(', ')}`);
      yield* await withVariants(client, found, concurrency);
      return;
    }
    case 'collection': {
      const collection = await client.collections.resolve(spec.key);
      yield* matching(client, { collectionIds: { $hasSome: [collection.id] } }, concurrency);
      return;
    }
    case 'filter':
      yield* matching(client, spec.filter, concurrency);
      return;
    case 'all':
      yield* matching(client, {}, concurrency);
  }
}

/** The products a bulk change targets, with their variants, all at once (undo and tests; bulk runs stream them). */
export async function resolveTargets(client: TargetClient, spec: TargetSpec, concurrency = 1): Promise<Product[]> {
  const products: Product[] = [];
  for await (const product of streamTargets(client, spec, concurrency)) products.push(product);
  return products;
}
