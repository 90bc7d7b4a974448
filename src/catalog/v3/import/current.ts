// What a Catalog V3 store holds for a batch of import plans, in two reads whatever the batch size (≤ 100 plans):
// one product query by slug or id (`$in`, with the fields the diff compares), one read-only variants query for
// those products (≤ 1,000 variants per page). Query Products returns no variants (docs/wire/catalog-v3.md §3).
import type { StoreClient } from '../../../client/index.js';
import type { ProductField } from '../../../wire/api/catalog-v3/fields.js';
import type { Product, Variant } from '../../../wire/api/catalog-v3/product.js';
import type { ReadOnlyVariant } from '../../../wire/api/catalog-v3/variant-readers.js';
import { UsageError } from '../../../io/cli-errors.js';
import { matchKey, type MatchField, type ProductPlan } from '../../core/import/plan.js';
import type { KnownProducts } from '../../core/import/known-products.js';

/** What the import compares: cost needs MERCHANT_DATA, categories DIRECT_CATEGORIES_INFO. */
export const IMPORT_FIELDS: readonly ProductField[] = ['PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'DIRECT_CATEGORIES_INFO', 'MERCHANT_DATA'];

/** A product with its variants in the product's own shape (ids, choices with names). */
export interface CurrentProduct {
  product: Product;
  variants: Variant[];
  /** The same variants as read (Query Variants): the import's stock rows are built on them. */
  readOnly: ReadOnlyVariant[];
}

/** match key → the product that has it. */
export type FoundV3 = Map<string, CurrentProduct>;

/** A read-only variant as the variant of a product body (what an update sends back). */
export function asProductVariant(variant: ReadOnlyVariant): Variant {
  const { variantId, optionChoices, visible, sku, barcode, price, revenueDetails, physicalProperties } = variant as ReadOnlyVariant & Record<string, never>;
  return {
    id: variantId,
    ...(visible !== undefined ? { visible } : {}),
    ...(sku !== undefined ? { sku } : {}),
    ...(barcode !== undefined ? { barcode } : {}),
    choices: optionChoices.map((c) => ({ optionChoiceIds: c.optionChoiceIds, optionChoiceNames: c.optionChoiceNames })),
    ...(price !== undefined ? { price } : {}),
    ...(revenueDetails !== undefined ? { revenueDetails: { cost: (revenueDetails as { cost?: unknown }).cost } } : {}),
    ...(physicalProperties !== undefined ? { physicalProperties } : {}),
  } as Variant;
}

/**
 * A V3 product has no SKU of its own: SKUs belong to its variants, and Query Products cannot filter by one
 * (docs/wire/catalog-v3.md §3), so rows can find products by slug or id only.
 */
export function matchRefusalV3(match: MatchField): string | undefined {
  return match === 'sku' ? 'this store speaks Catalog V3, where a SKU belongs to a variant, not to a product, so no row can find its product by SKU' : undefined;
}

/**
 * The products (and their variants) the plans name, by match key. `known`: products the import's check read already
 * (with IMPORT_FIELDS), taken instead of asked again; their variants are read with the others'.
 */
export async function lookUpV3(client: StoreClient, plans: readonly ProductPlan[], match: MatchField, known?: KnownProducts<Product>): Promise<FoundV3> {
  const refusal = matchRefusalV3(match);
  if (refusal) throw new UsageError(`--match ${match}: ${refusal}`);
  const wanted = [...new Set(plans.map((plan) => matchKey(plan, match)).filter((key): key is string => key !== undefined))];
  const { found: taken, rest: keys } = known ? known.take(match, wanted) : { found: new Map<string, Product[]>(), rest: wanted };
  const found: FoundV3 = new Map();
  const api = client.catalogV3;
  const read = keys.length > 0 ? await api.products.list({ filter: { [match]: { $in: keys } } }, { all: true }, { fields: IMPORT_FIELDS }).toArray() : [];
  const products = [...[...taken.values()].flat(), ...read];
  if (products.length === 0) return found;
  const variants = await api.variants
    .list({ filter: { 'productData.productId': { $in: products.map((p) => p.id) } } }, { all: true }, { fields: ['MERCHANT_DATA'] })
    .toArray();
  for (const product of products) {
    const readOnly = variants.filter((v) => v.productData?.productId === product.id);
    found.set(match === 'slug' ? product.slug : product.id, { product, variants: readOnly.map(asProductVariant), readOnly });
  }
  return found;
}
