// Read-only variants (docs/wire/catalog-v3.md §4): every product variant as its own row with a copy of its product's
// data, for catalog-wide variant queries; key = productData.productId + variantId.
import type { DatabaseSync } from 'node:sqlite';
import { listProductsV3, productIdsBySkuV3, variantWindowV3, type VariantOrder } from '../../tables/v3/products.js';
import { compareSortKeys, indexedConstraint } from '../query.js';
export { QUERY_VARIANTS_FIELDS, SEARCH_VARIANTS_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { formatMoney, fromMilli, marginOf, CURRENCY, toMilli } from '../../../wire/money.js';
import type { Amount, StoredProductV3, StoredVariant } from './product-state.js';
import { choiceNames } from './product-render.js';
import { canSeeProduct, canSeeVariant } from '../read-policy.js';
import { categoriesByProduct, stockByVariant } from './product-views.js';
import { inventoryStatusOf, variantStockOf, type VariantStock } from './inventory.js';

export interface VariantRow {
  product: StoredProductV3;
  variant: StoredVariant;
}

/** The products whose variants a filter may match: those it names by id or by a variant SKU (index look-ups), or all. */
function candidates(db: DatabaseSync, filter: Record<string, unknown> | undefined): StoredProductV3[] {
  const byProduct = indexedConstraint(filter, ['productData.productId'] as const);
  if (byProduct) return listProductsV3(db, { column: 'id', values: byProduct.values });
  const bySku = indexedConstraint(filter, ['sku'] as const);
  if (bySku) return listProductsV3(db, { column: 'id', values: productIdsBySkuV3(db, bySku.values) });
  return listProductsV3(db);
}

/** The rows the caller sees of these products, in order; `byVariantId`: each product's variants by id ascending. */
const rowsOf = (products: StoredProductV3[], includeHidden: boolean, byVariantId = false): VariantRow[] =>
  products.flatMap((product) => {
    const shown = product.variantsInfo.variants.filter((v) => canSeeVariant(v, includeHidden));
    return (byVariantId ? shown.sort((a, b) => compareSortKeys(a.id, b.id)) : shown).map((variant) => ({ product, variant }));
  });

/** The rows a query may match; a filter naming product ids or variant SKUs (equality or $in) reads only those products. */
export function variantRows(db: DatabaseSync, includeHidden: boolean, filter?: Record<string, unknown> | null): VariantRow[] {
  return rowsOf(candidates(db, filter ?? undefined).filter((p) => canSeeProduct(p, includeHidden)), includeHidden);
}

/**
 * The unfiltered listing's rows `offset` to `offset + count` (creation order, by product id, or Search Variants'
 * default order), reading only the products holding them.
 */
export function variantRowsPage(db: DatabaseSync, includeHidden: boolean, offset: number, count: number, order: VariantOrder = 'seq'): VariantRow[] {
  const { products, skip } = variantWindowV3(db, includeHidden, offset, count, order);
  return rowsOf(products, includeHidden, order === 'updated').slice(skip, skip + count);
}

/** Stock and category membership for many rows, read once per query (domain/v3/product-views.ts). */
export interface RowLookups {
  stock: Map<string, VariantStock>;
  categories: Map<string, string[]>;
}

/** The lookups of these rows' products (per product for a few, in one pass for many). */
export function rowLookups(db: DatabaseSync, rows: readonly VariantRow[]): RowLookups {
  const ids = [...new Set(rows.map((row) => row.product.id))];
  return { stock: stockByVariant(db, ids), categories: categoriesByProduct(db, ids) };
}

export function renderReadOnlyVariant(lookups: RowLookups, { product, variant }: VariantRow, fields: ReadonlySet<string>, merchant: boolean): Record<string, unknown> {
  const money = (value: Amount) => (fields.has('CURRENCY') ? { amount: value.amount, formattedAmount: formatMoney(value.amount) } : { amount: value.amount });
  const cost = variant.revenueDetails?.cost;
  const profit = cost ? toMilli(variant.price.actualPrice.amount) - toMilli(cost.amount) : undefined;
  return {
    variantId: variant.id,
    id: variant.id,
    visible: variant.visible,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    optionChoices: variant.choices.map((c) => ({ optionChoiceIds: c.optionChoiceIds, optionChoiceNames: choiceNames(product, c.optionChoiceIds) })),
    price: { actualPrice: money(variant.price.actualPrice), ...(variant.price.compareAtPrice ? { compareAtPrice: money(variant.price.compareAtPrice) } : {}) },
    ...(merchant && cost ? { revenueDetails: { cost: money(cost), profit: money({ amount: fromMilli(profit!) }), profitMargin: marginOf(toMilli(variant.price.actualPrice.amount), profit!) } } : {}),
    inventoryStatus: inventoryStatusOf(lookups.stock.get(variant.id) ?? variantStockOf(undefined)),
    ...(variant.physicalProperties ? { physicalProperties: variant.physicalProperties } : {}),
    productData: {
      productId: product.id,
      name: product.name,
      productType: product.productType,
      slug: product.slug,
      visible: product.visible,
      visibleInPos: product.visibleInPos,
      ...(product.mainCategoryId ? { mainCategoryId: product.mainCategoryId } : {}),
      ...(fields.has('CURRENCY') ? { currency: CURRENCY } : {}),
      revision: product.revision,
      ...(product.handle ? { handle: product.handle } : {}),
      directCategoryIds: lookups.categories.get(product.id) ?? [],
    },
  };
}
