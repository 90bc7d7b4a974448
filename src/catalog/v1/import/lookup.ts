// Existing products for a batch of plans, found with one `$in` query per batch (≤100 keys: one page answers it).
import type { StoreClient } from '../../../client/index.js';
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { matchKey, type MatchField, type ProductPlan } from '../../core/import/plan.js';
import { LOOKUP_BATCH } from '../../core/import/target.js';
import { chunk } from '../../../client/batching.js';
import type { KnownProducts } from '../../core/import/known-products.js';

/** match key → the products that have it (more than one only for a SKU shared by several products). */
export type Found = Map<string, Product[]>;

function valueOf(product: Product, match: MatchField): string | undefined {
  return match === 'slug' ? product.slug : match === 'sku' ? product.sku : product.id;
}

/** `known`: products the import's check read already (their keys are not asked again). */
export async function lookUp(client: StoreClient, plans: readonly ProductPlan[], match: MatchField, known?: KnownProducts<Product>): Promise<Found> {
  const wanted = plans.map((plan) => matchKey(plan, match)).filter((key): key is string => key !== undefined);
  const { found, rest: keys } = known ? known.take(match, wanted) : { found: new Map<string, Product[]>(), rest: wanted };
  if (keys.length === 0) return found;
  const products =
    match === 'slug'
      ? await client.products.findBySlugs(keys)
      : match === 'sku'
        ? await client.products.findBySkus(keys)
        : await client.products.findByIds(keys);
  for (const product of products) {
    const key = valueOf(product, match);
    if (key !== undefined) found.set(key, [...(found.get(key) ?? []), product]);
  }
  return found;
}

/** Which of these keys name a product (read-only: one query per LOOKUP_BATCH keys); what it read goes to `known`. */
export async function existingKeys(client: StoreClient, match: MatchField, keys: readonly string[], known?: KnownProducts<Product>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunk([...new Set(keys)], LOOKUP_BATCH)) {
    const products = match === 'slug' ? await client.products.findBySlugs(part) : match === 'sku' ? await client.products.findBySkus(part) : await client.products.findByIds(part);
    for (const product of products) {
      const key = valueOf(product, match);
      if (key === undefined) continue;
      found.add(key);
      known?.remember(match, key, product);
    }
  }
  return found;
}
