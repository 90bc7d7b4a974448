// Existing products for a batch of plans, found with one `$in` query per batch (≤100 keys: one page answers it).
import type { StoreClient } from '../../../client/index.js';
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { matchKey, type MatchField, type ProductPlan } from '../../core/import/plan.js';

/** match key → the products that have it (more than one only for a SKU shared by several products). */
export type Found = Map<string, Product[]>;

function valueOf(product: Product, match: MatchField): string | undefined {
  return match === 'slug' ? product.slug : match === 'sku' ? product.sku : product.id;
}

export async function lookUp(client: StoreClient, plans: readonly ProductPlan[], match: MatchField): Promise<Found> {
  const keys = plans.map((plan) => matchKey(plan, match)).filter((key): key is string => key !== undefined);
  const found: Found = new Map();
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
