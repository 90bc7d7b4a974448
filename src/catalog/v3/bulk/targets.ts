// Which products a bulk change acts on, read from a Catalog V3 store (docs/wire/catalog-v3.md §3–§4). Numbers (price,
// cost, weight) live on the variants, so they are read from the read-only variants (1,000 per request, each with its
// product's id, slug, name and revision): `--all` and `--collection` page through them directly, `--ids` looks
// them up by product id then slug, `--filter` pages the products and reads their variants a page at a time. Brand
// and ribbon live on the product: products are listed (100 per request).
import { chunk } from '../../../client/batching.js';
import { NotFoundError } from '../../../client/errors.js';
import type { StoreClient } from '../../../client/index.js';
import type { Paginated, PagingOptions } from '../../../client/paging.js';
import type { ChangeField } from '../../core/model/change.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import type { Product as V3Product } from '../../../wire/api/catalog-v3/product.js';
import type { ReadOnlyVariant } from '../../../wire/api/catalog-v3/variant-readers.js';
import type { ListRequest } from '../../core/store-catalog.js';
import { isNumericField } from '../../core/model/change.js';
import type { TargetSpec } from '../../core/bulk/target-spec.js';

/** A variant as bulk update sends it back: every writable field it has now. */
export interface VariantBody {
  id: string;
  price: { actualPrice: { amount: string }; compareAtPrice?: { amount: string } };
  revenueDetails?: { cost?: { amount: string } | null };
  physicalProperties?: { weight?: number | null; [key: string]: unknown };
  [key: string]: unknown;
}

export interface V3TargetVariant {
  id: string;
  /** Option name → choice name ({} for a product without options). */
  choices: Record<string, string>;
  body: VariantBody;
}

/** One product as a bulk run needs it: ids and names, its revision, and the field's current values. */
export interface V3Target {
  id: string;
  slug: string;
  name: string;
  revision: string;
  hasOptions: boolean;
  brand?: string;
  ribbon?: string;
  /** Every variant (numeric fields); empty when only product-level values were read. */
  variants: V3TargetVariant[];
}

/** Reads what the engine needs of the store: the V3 resources, the catalog's product listing and category look-up. */
export interface V3TargetSource {
  client: StoreClient;
  listProducts(request: ListRequest, paging?: PagingOptions): Paginated<V3Product>;
  resolveCategory(key: string): Promise<{ id: string }>;
}

const VARIANT_FIELDS = ['MERCHANT_DATA'] as const;
const BY_PRODUCT = [{ fieldName: 'productData.productId', order: 'ASC' as const }];
const ALL_PAGES = { all: true } as const;

/** The read-only variant as the variant body bulk update takes (read-only parts left out). */
function variantBody(variant: ReadOnlyVariant): VariantBody {
  const { actualPrice, compareAtPrice } = variant.price;
  const cost = variant.revenueDetails?.cost;
  const v = variant as ReadOnlyVariant & { physicalProperties?: VariantBody['physicalProperties']; digitalProperties?: Record<string, unknown> };
  return {
    id: variant.variantId,
    visible: variant.visible,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    choices: variant.optionChoices.map((choice) => ({ optionChoiceIds: choice.optionChoiceIds })),
    price: { actualPrice: { amount: actualPrice.amount }, ...(compareAtPrice ? { compareAtPrice: { amount: compareAtPrice.amount } } : {}) },
    ...(cost ? { revenueDetails: { cost: { amount: cost.amount } } } : {}),
    ...(v.physicalProperties ? { physicalProperties: v.physicalProperties } : {}),
    ...(v.digitalProperties ? { digitalProperties: v.digitalProperties } : {}),
  };
}

/** The rows of one product's variants as its target. */
export function targetOfVariants(rows: readonly ReadOnlyVariant[]): V3Target {
  const data = rows[0].productData;
  return {
    id: data.productId,
    slug: data.slug,
    name: data.name,
    revision: data.revision,
    hasOptions: rows.some((row) => row.optionChoices.length > 0),
    variants: rows.map((row) => ({
      id: row.variantId,
      choices: Object.fromEntries(row.optionChoices.map((c) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName])),
      body: variantBody(row),
    })),
  };
}

export function targetOfProduct(product: V3Product): V3Target {
  const named = (ref: unknown) => (ref as { name?: string } | undefined)?.name || undefined;
  return {
    id: product.id,
    slug: product.slug ?? '',
    name: product.name ?? '',
    revision: String(product.revision ?? ''),
    hasOptions: (product.options?.length ?? 0) > 0,
    brand: named(product.brand),
    ribbon: named(product.ribbon),
    variants: [],
  };
}

/** Consecutive rows of one product become one target (the rows come sorted by product id). */
async function* groupByProduct(rows: AsyncIterable<ReadOnlyVariant> | Iterable<ReadOnlyVariant>): AsyncGenerator<V3Target> {
  let current: ReadOnlyVariant[] = [];
  for await (const row of rows) {
    if (current.length > 0 && current[0].productData.productId !== row.productData.productId) {
      yield targetOfVariants(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) yield targetOfVariants(current);
}

const variantRows = (source: V3TargetSource, filter: Record<string, unknown> | undefined, search = false): Paginated<ReadOnlyVariant> => {
  // A query as the SDK's builder sends it: the filter always, `{}` when there is none.
  const query = { ...(filter || !search ? { filter: filter ?? {} } : {}), sort: BY_PRODUCT };
  const variants = source.client.catalogV3.variants;
  return search ? variants.listSearch(query, ALL_PAGES, { fields: VARIANT_FIELDS }) : variants.list(query, ALL_PAGES, { fields: VARIANT_FIELDS });
};

/**
 * The targets (with their variants) of these product ids or slugs, in the order given; keys that match nothing are
 * left out. No cursor is followed (a cursor carries its filter, and 1,000 ids overflow it): when a page is full, the
 * products it holds whole are kept and the rest are asked for again. Rows come sorted by product, so only the last
 * product of a full page can be cut short, and a product has at most 1,000 variants.
 */
export async function variantTargetsOf(source: V3TargetSource, keys: readonly string[], by: 'productId' | 'slug' = 'productId'): Promise<V3Target[]> {
  const byKey = new Map<string, V3Target>();
  const variants = source.client.catalogV3.variants;
  const limit = PAGE_LIMITS.readOnlyVariants;
  const keyOf = (target: V3Target) => (by === 'slug' ? target.slug : target.id);
  for (const part of chunk([...new Set(keys)], limit)) {
    let wanted = part;
    while (wanted.length > 0) {
      const query = { filter: { [`productData.${by}`]: { $in: wanted } }, sort: BY_PRODUCT, cursorPaging: { limit } };
      const page = by === 'slug' ? await variants.search(query, { fields: VARIANT_FIELDS }) : await variants.query(query, { fields: VARIANT_FIELDS });
      const targets: V3Target[] = [];
      for await (const target of groupByProduct(page.variants)) targets.push(target);
      const full = page.pagingMetadata?.hasNext ?? page.variants.length >= limit;
      for (const target of full && targets.length > 1 ? targets.slice(0, -1) : targets) byKey.set(keyOf(target), target);
      if (!full) break;
      wanted = wanted.filter((key) => !byKey.has(key));
    }
  }
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/** Products (without variants) of these ids or slugs. */
async function productTargetsOf(source: V3TargetSource, keys: readonly string[], by: 'id' | 'slug'): Promise<Map<string, V3Target>> {
  const byKey = new Map<string, V3Target>();
  for (const part of chunk(keys, PAGE_LIMITS.products)) {
    for await (const product of source.listProducts({ filter: { [by]: { $in: part } } }, ALL_PAGES)) byKey.set(by === 'id' ? product.id : (product.slug ?? ''), targetOfProduct(product));
  }
  return byKey;
}

/** The products of the store as it is now, by id, with what `field` needs (variants for numbers). */
export async function currentTargets(source: V3TargetSource, ids: readonly string[], field: ChangeField): Promise<Map<string, V3Target>> {
  if (isNumericField(field)) return new Map((await variantTargetsOf(source, ids)).map((target) => [target.id, target]));
  return productTargetsOf(source, ids, 'id');
}

/** `--ids`: every key an id or a slug; any key that matches nothing is an error (before anything is planned). */
async function targetsOfKeys(source: V3TargetSource, keys: readonly string[], numeric: boolean): Promise<V3Target[]> {
  const found = new Map<string, V3Target>();
  if (numeric) {
    for (const target of await variantTargetsOf(source, keys)) found.set(target.id, target);
    for (const target of await variantTargetsOf(source, keys.filter((key) => !found.has(key)), 'slug')) found.set(target.slug, target);
  } else {
    for (const [key, target] of await productTargetsOf(source, keys, 'id')) found.set(key, target);
    for (const [key, target] of await productTargetsOf(source, keys.filter((key) => !found.has(key)), 'slug')) found.set(key, target);
  }
  const missing = keys.filter((key) => !found.has(key));
  if (missing.length > 0) throw new NotFoundError(`No product with id or slug ${missing.map((key) => `"${key}"`).join(', ')}`);
  return [...new Map(keys.map((key) => [found.get(key)!.id, found.get(key)!])).values()];
}

/**
 * The products matching a product filter; with their variants read for up to 1,000 products at a time (the ids of
 * ten pages of products, one read-only variants query), so 1,000 products cost about 11 reads, not 20.
 */
async function* filtered(source: V3TargetSource, filter: Record<string, unknown>, numeric: boolean): AsyncGenerator<V3Target> {
  let ids: string[] = [];
  for await (const page of source.listProducts({ filter }, ALL_PAGES).pages()) {
    if (!numeric) {
      yield* page.items.map(targetOfProduct);
      continue;
    }
    ids.push(...page.items.map((product) => product.id));
    if (ids.length >= PAGE_LIMITS.readOnlyVariants) {
      yield* await variantTargetsOf(source, ids);
      ids = [];
    }
  }
  if (ids.length > 0) yield* await variantTargetsOf(source, ids);
}

/** The targets of a bulk change as their pages arrive. */
export async function* streamV3Targets(source: V3TargetSource, spec: TargetSpec, field: ChangeField): AsyncGenerator<V3Target> {
  const numeric = isNumericField(field);
  switch (spec.kind) {
    case 'ids':
      yield* await targetsOfKeys(source, spec.keys, numeric);
      return;
    case 'collection': {
      const { id } = await source.resolveCategory(spec.key);
      if (numeric) yield* groupByProduct(variantRows(source, { 'productData.directCategoryIds': { $hasSome: [id] } }, true));
      else yield* filtered(source, { 'directCategoriesInfo.categories': { $matchItems: [{ id }] } }, false);
      return;
    }
    case 'filter':
      yield* filtered(source, spec.filter, numeric);
      return;
    case 'all':
      if (numeric) yield* groupByProduct(variantRows(source, undefined));
      else yield* filtered(source, {}, false);
  }
}
