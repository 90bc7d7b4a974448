// What the query evaluator sees of each candidate product: the stored product (amounts as numbers, so "9.5" < "10")
// plus the derived fields filters and sorts name — price ranges, stock status, category membership. Candidates are
// narrowed in SQL first when the filter names indexed values; derived data is loaded once per query (one read of
// the stock and one of the category items, and only when the filter mentions them), so a search over a large
// catalog costs one pass over the products rather than several queries per product.
import type { DatabaseSync } from 'node:sqlite';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { listProductsV3, productIdsBySkuV3, productIdsInCategoriesV3, productsByMinPriceV3, type PriceRange } from '../../tables/v3/products.js';
import { indexedConstraint } from '../query.js';
import { canSeeProduct } from '../read-policy.js';
import { productCategory } from './category-arrangement.js';
import { ancestorsOf } from './category-tree.js';
import { numericView } from './cursor-query.js';
import { inventoryStatusOf, productInventory, variantStockOf, type StoredInventoryItem, type VariantStock } from './inventory.js';
import { toMilli } from '../../../wire/money.js';
import type { StoredProductV3, StoredVariant } from './product-state.js';
import type { CatalogEnv } from './product-service.js';

type Filter = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The top-level clauses of a filter (itself and those of a top-level $and): each must hold. */
const clausesOf = (filter: Filter): Filter[] => [filter, ...(Array.isArray(filter.$and) ? filter.$and.filter(isPlainObject) : [])];

/**
 * The categories a filter requires a product to be directly in (`directCategoriesInfo.categories: {$matchItems:
 * [{id}]}` at the top level or in a top-level $and), so category listings are index look-ups.
 */
function categoryConstraint(filter: Filter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  for (const clause of clausesOf(filter)) {
    const condition = clause['directCategoriesInfo.categories'];
    if (!isPlainObject(condition) || !Array.isArray(condition.$matchItems)) continue;
    const ids = condition.$matchItems.map((item) => (isPlainObject(item) && Object.keys(item).length === 1 ? item.id : undefined));
    if (ids.every((id): id is string => typeof id === 'string')) return ids;
  }
  return undefined;
}

/**
 * The SKUs a filter requires one of the product's variants to carry (`variantsInfo.variants: {$matchItems: [{sku}]}`,
 * every item naming its SKU by equality or $in), so a SKU look-up is an index look-up.
 */
function variantSkuConstraint(filter: Filter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  for (const clause of clausesOf(filter)) {
    const condition = clause['variantsInfo.variants'];
    if (!isPlainObject(condition) || !Array.isArray(condition.$matchItems) || condition.$matchItems.length === 0) continue;
    const skus = condition.$matchItems.map((item) => (isPlainObject(item) ? indexedConstraint(item, ['sku'] as const)?.values : undefined));
    if (skus.every((values): values is string[] => values !== undefined)) return skus.flat();
  }
  return undefined;
}

/** Slack on the price bounds: the SQL range is a superset, the exact filter runs on the candidates afterwards. */
const PRICE_SLACK = 1e-6;
const PRICE_PATH = 'actualPriceRange.minValue.amount';

/** The range of lowest actual prices a filter requires (`actualPriceRange.minValue.amount` compared with numbers). */
function priceConstraint(filter: Filter | null | undefined): PriceRange | undefined {
  if (!filter) return undefined;
  let range: PriceRange | undefined;
  for (const clause of clausesOf(filter)) {
    const condition = clause[PRICE_PATH];
    const bounds = isPlainObject(condition) ? Object.entries(condition) : condition === undefined ? [] : [['$eq', condition] as const];
    for (const [op, raw] of bounds) {
      const value = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
      if (!Number.isFinite(value) || !['$eq', '$gt', '$gte', '$lt', '$lte'].includes(op)) continue;
      range ??= {};
      if (op !== '$lt' && op !== '$lte') range.min = Math.max(range.min ?? -Infinity, value - PRICE_SLACK);
      if (op !== '$gt' && op !== '$gte') range.max = Math.min(range.max ?? Infinity, value + PRICE_SLACK);
    }
  }
  return range;
}

/** The candidates: narrowed by `id`/`slug`/`handle`, a variant SKU, a category or a lowest price band when the filter allows it. */
function candidates(db: DatabaseSync, filter: Filter | null | undefined): StoredProductV3[] {
  const narrow = indexedConstraint(filter ?? undefined, ['id', 'slug', 'handle'] as const);
  if (narrow) return listProductsV3(db, narrow);
  const sku = indexedConstraint(filter ?? undefined, ['variantsInfo.variants.sku'] as const)?.values ?? variantSkuConstraint(filter);
  if (sku) return listProductsV3(db, { column: 'id', values: productIdsBySkuV3(db, sku) });
  const categories = categoryConstraint(filter);
  if (categories) return listProductsV3(db, { column: 'id', values: productIdsInCategoriesV3(db, categories) });
  const price = priceConstraint(filter);
  if (price) return productsByMinPriceV3(db, price);
  return listProductsV3(db);
}

/**
 * Up to this many products, derived data is read per product (index look-ups); beyond, in one pass over the table.
 * A page of read-only variants is read with one row more than its limit (to learn whether a next page exists), so
 * its products stay under this even at the largest limit: a full page must not read the whole table.
 */
const FEW_PRODUCTS = PAGE_LIMITS.readOnlyVariants + 1;

/** Rows of `sql` (a whole-table read) or, for a few products, of `sql` narrowed to each product in turn. */
function rowsFor<R>(db: DatabaseSync, sql: string, order: string, productIds: readonly string[] | undefined): R[] {
  if (productIds && productIds.length <= FEW_PRODUCTS) {
    const statement = db.prepare(`${sql} WHERE product_id = ? ${order}`);
    return productIds.flatMap((id) => statement.all(id) as R[]);
  }
  return db.prepare(`${sql} ${order}`).all() as R[];
}

/** Variant id → its stock (a variant with no item has none here: variantStockOf(undefined)): of `productIds` only, when given. */
export function stockByVariant(db: DatabaseSync, productIds?: readonly string[]): Map<string, VariantStock> {
  const rows = rowsFor<{ variant_id: string; doc: string }>(db, 'SELECT variant_id, doc FROM v3_inventory_items', '', productIds);
  return new Map(rows.map((row) => [row.variant_id, variantStockOf(JSON.parse(row.doc) as StoredInventoryItem)]));
}

/** Product id → its direct categories in the order it joined them: of `productIds` only, when given. */
export function categoriesByProduct(db: DatabaseSync, productIds?: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const row of rowsFor<{ product_id: string; category_id: string }>(db, 'SELECT product_id, category_id FROM v3_category_items', 'ORDER BY rowid', productIds)) {
    out.set(row.product_id, [...(out.get(row.product_id) ?? []), row.category_id]);
  }
  return out;
}

function range(values: number[]) {
  if (values.length === 0) return undefined;
  return { minValue: { amount: Math.min(...values) / 1000 }, maxValue: { amount: Math.max(...values) / 1000 } };
}

const actualOf = (v: StoredVariant) => toMilli(v.price.actualPrice.amount);
const compareAtOf = (v: StoredVariant) => toMilli((v.price.compareAtPrice ?? v.price.actualPrice).amount);

interface Derived {
  stock?: Map<string, VariantStock>;
  categories?: Map<string, string[]>;
  db: DatabaseSync;
}

function filterView(product: StoredProductV3, derived: Derived): unknown {
  const variants = product.variantsInfo.variants;
  const base = numericView(product) as Record<string, unknown>;
  const view: Record<string, unknown> = {
    ...base,
    actualPriceRange: range(variants.map(actualOf)),
    compareAtPriceRange: range(variants.map(compareAtOf)),
  };
  if (derived.stock) {
    const stocks = variants.map((v) => derived.stock!.get(v.id) ?? variantStockOf(undefined));
    view.variantsInfo = { variants: (base.variantsInfo as { variants: Array<Record<string, unknown>> }).variants.map((v, i) => ({ ...v, inventoryStatus: inventoryStatusOf(stocks[i]) })) };
    view.inventory = productInventory(stocks);
  }
  if (derived.categories) {
    const direct = derived.categories.get(product.id) ?? [];
    view.directCategoriesInfo = { categories: direct.map((id) => productCategory(derived.db, id, product.id)) };
    view.allCategoriesInfo = { categories: [...new Set(direct.flatMap((id) => [id, ...ancestorsOf(derived.db, id)]))].map((id) => productCategory(derived.db, id, product.id)) };
  }
  return view;
}

/**
 * The products a query may match (hidden ones only when `includeHidden`), each with its evaluator view; stock and
 * categories are worked out only when the filter (or `alsoRead`, e.g. aggregated fields) mentions them.
 */
export function productViews(env: CatalogEnv, filter: Filter | null | undefined, includeHidden: boolean, alsoRead: readonly string[] = []): Array<{ item: StoredProductV3; view: unknown }> {
  const mentioned = JSON.stringify(filter ?? {}) + alsoRead.join(' ');
  const products = candidates(env.db, filter).filter((p) => canSeeProduct(p, includeHidden));
  const ids = products.map((p) => p.id);
  const derived: Derived = {
    db: env.db,
    ...(/inventory|inStock|preorder/.test(mentioned) ? { stock: stockByVariant(env.db, ids) } : {}),
    ...(/ategor/.test(mentioned) ? { categories: categoriesByProduct(env.db, ids) } : {}),
  };
  return products.map((item) => ({ item, view: filterView(item, derived) }));
}
