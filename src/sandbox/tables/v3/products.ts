// Catalog V3 products: one JSON document per product, with slug and handle in unique indexed columns and every
// variant SKU and barcode in its own indexed table (both are unique across the catalog), so look-ups by slug, SKU and category
// stay index look-ups in a large catalog.
import type { DatabaseSync } from 'node:sqlite';
import type { StoredProductV3 } from '../../domain/v3/product-state.js';
import { documentTable } from '../documents.js';

/** Every V3 table, emptied by a reset. */
export const V3_TABLES = ['v3_products', 'v3_variant_skus', 'v3_variant_barcodes', 'v3_categories', 'v3_category_items', 'v3_entities', 'v3_inventory_items', 'async_jobs'] as const;

const table = documentTable<StoredProductV3>('v3_products', 'seq');

export const getProductV3 = (db: DatabaseSync, id: string) => table.get(db, id);
export const getProductV3BySlug = (db: DatabaseSync, slug: string) => table.getBySlug(db, slug);
export const slugTakenV3 = (db: DatabaseSync, slug: string, exceptId = '') => table.slugTaken(db, slug, exceptId);

export function handleTakenV3(db: DatabaseSync, handle: string, exceptId = ''): boolean {
  return db.prepare('SELECT 1 FROM v3_products WHERE handle = ? AND id <> ?').get(handle, exceptId) !== undefined;
}

/** The product holding `sku`, if another one than `exceptProductId` does. */
export function skuOwnerV3(db: DatabaseSync, sku: string, exceptProductId = ''): string | undefined {
  const row = db.prepare('SELECT product_id FROM v3_variant_skus WHERE sku = ? AND product_id <> ?').get(sku, exceptProductId) as { product_id: string } | undefined;
  return row?.product_id;
}

/** The product holding `barcode`, if another one than `exceptProductId` does. */
export function barcodeOwnerV3(db: DatabaseSync, barcode: string, exceptProductId = ''): string | undefined {
  const row = db.prepare('SELECT product_id FROM v3_variant_barcodes WHERE barcode = ? AND product_id <> ?').get(barcode, exceptProductId) as { product_id: string } | undefined;
  return row?.product_id;
}

export type ProductColumn = 'id' | 'slug' | 'handle';

/** Products in creation order, optionally only those whose indexed `column` is one of `values`. */
export function listProductsV3(db: DatabaseSync, narrow?: { column: ProductColumn; values: string[] }): StoredProductV3[] {
  if (!narrow) return table.list(db);
  if (narrow.values.length === 0) return [];
  const marks = narrow.values.map(() => '?').join(',');
  return db.prepare(`SELECT doc FROM v3_products WHERE ${narrow.column} IN (${marks}) ORDER BY seq`).all(...narrow.values).map(table.parse);
}

/** Products whose variants carry one of `skus` (index look-up). */
export function productIdsBySkuV3(db: DatabaseSync, skus: string[]): string[] {
  const stmt = db.prepare('SELECT product_id FROM v3_variant_skus WHERE sku = ?');
  return [...new Set(skus.map((sku) => (stmt.get(sku) as { product_id: string } | undefined)?.product_id).filter((id): id is string => !!id))];
}

/** A range of lowest actual prices; a bound absent is open. */
export interface PriceRange {
  min?: number;
  max?: number;
}

/**
 * Products whose lowest variant actual price lies in `range` (both bounds inclusive), in creation order: an index range
 * scan. Callers apply the exact filter afterwards, so the range may be a little wider than asked.
 */
export function productsByMinPriceV3(db: DatabaseSync, range: PriceRange): StoredProductV3[] {
  return db
    .prepare('SELECT doc FROM v3_products WHERE min_price >= ? AND min_price <= ? ORDER BY seq')
    .all(range.min ?? -Number.MAX_VALUE, range.max ?? Number.MAX_VALUE)
    .map(table.parse);
}

/** The lowest actual price of the product's variants (0 without variants), as the min_price column holds it. */
const minPriceOf = (product: StoredProductV3): number => {
  const prices = product.variantsInfo.variants.map((variant) => Number(variant.price.actualPrice.amount));
  return prices.length > 0 ? Math.min(...prices) : 0;
};

/** Products in creation order from `offset`, at most `limit` (the unfiltered listing, paged in SQL). */
export function pageProductsV3(db: DatabaseSync, includeHidden: boolean, offset: number, limit: number): StoredProductV3[] {
  const where = includeHidden ? '' : 'WHERE visible = 1';
  return db.prepare(`SELECT doc FROM v3_products ${where} ORDER BY seq LIMIT ? OFFSET ?`).all(limit, offset).map(table.parse);
}

/** The products holding the `count` variants from variant `offset`, and how many of their variants precede it. */
export interface VariantWindow {
  products: StoredProductV3[];
  skip: number;
}

/**
 * Orders of the unfiltered variant listing: creation (`seq`), product id, or last update newest first then product id
 * (Search Variants' default; the caller orders each product's variants by id).
 */
const VARIANT_ORDERS = { seq: { sorted: 'seq', key: 'seq' }, id: { sorted: 'id', key: 'id' }, updated: { sorted: 'updated_date DESC, id', key: 'id' } } as const;
export type VariantOrder = keyof typeof VARIANT_ORDERS;

/**
 * The unfiltered variant listing paged in SQL: each product's count of variants shown (all, or the visible ones of
 * visible products) is a column, summed in the listing's order over an index, so only the products holding the page
 * are read.
 */
export function variantWindowV3(db: DatabaseSync, includeHidden: boolean, offset: number, count: number, order: VariantOrder = 'seq'): VariantWindow {
  const [n, where] = includeHidden ? ['variant_count', ''] : ['shown_variants', 'WHERE visible = 1'];
  const { sorted, key } = VARIANT_ORDERS[order];
  const running = `SELECT ${key} AS k, ${n} AS n, SUM(${n}) OVER (ORDER BY ${sorted} ROWS UNBOUNDED PRECEDING) AS upto FROM v3_products ${where}`;
  // The products whose variants [upto - n, upto) overlap the page [offset, offset + count), in the listing's order.
  const held = db.prepare(`SELECT k, upto - n AS before FROM (${running}) WHERE upto > ? AND upto - n < ? AND n > 0 ORDER BY upto`).all(offset, offset + count) as Array<{ k: number | string; before: number }>;
  if (held.length === 0) return { products: [], skip: 0 };
  const rows = db.prepare(`SELECT ${key} AS k, doc FROM v3_products WHERE ${key} IN (SELECT value FROM json_each(?))`).all(JSON.stringify(held.map((h) => h.k))) as Array<{ k: number | string }>;
  const byKey = new Map(rows.map((row) => [row.k, table.parse(row)]));
  return { products: held.map((h) => byKey.get(h.k)!), skip: offset - Number(held[0].before) };
}

/** Products directly in one of the categories (index look-up). */
export function productIdsInCategoriesV3(db: DatabaseSync, categoryIds: string[]): string[] {
  const stmt = db.prepare('SELECT product_id FROM v3_category_items WHERE category_id = ?');
  return [...new Set(categoryIds.flatMap((id) => (stmt.all(id) as Array<{ product_id: string }>).map((r) => r.product_id)))];
}

export function countProductsV3(db: DatabaseSync, includeHidden: boolean): number {
  const sql = includeHidden ? 'SELECT COUNT(*) AS n FROM v3_products' : 'SELECT COUNT(*) AS n FROM v3_products WHERE visible = 1';
  return Number((db.prepare(sql).get() as { n: number }).n);
}

/** Stores the product, its SKUs and barcodes; `created`: a new product (it has no rows of them to replace yet). */
export function saveProductV3(db: DatabaseSync, product: StoredProductV3, created = false): void {
  const variants = product.variantsInfo.variants;
  db.prepare(
    // The next seq is taken in the same statement (an update keeps its own).
    `INSERT INTO v3_products (id, seq, slug, handle, visible, min_price, variant_count, shown_variants, updated_date, doc) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM v3_products), ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, handle = excluded.handle, visible = excluded.visible, min_price = excluded.min_price,
       variant_count = excluded.variant_count, shown_variants = excluded.shown_variants, updated_date = excluded.updated_date, doc = excluded.doc`,
  ).run(product.id, product.slug, product.handle ?? null, product.visible ? 1 : 0, minPriceOf(product), variants.length, variants.filter((v) => v.visible === true).length, product.updatedDate ?? '', JSON.stringify(product));
  if (!created) {
    db.prepare('DELETE FROM v3_variant_skus WHERE product_id = ?').run(product.id);
    db.prepare('DELETE FROM v3_variant_barcodes WHERE product_id = ?').run(product.id);
  }
  const insertSku = db.prepare('INSERT INTO v3_variant_skus (sku, product_id, variant_id) VALUES (?, ?, ?)');
  const insertBarcode = db.prepare('INSERT INTO v3_variant_barcodes (barcode, product_id, variant_id) VALUES (?, ?, ?)');
  for (const variant of variants) {
    if (variant.sku) insertSku.run(variant.sku, product.id, variant.id);
    if (variant.barcode) insertBarcode.run(variant.barcode, product.id, variant.id);
  }
}

export function deleteProductV3Row(db: DatabaseSync, id: string): boolean {
  db.prepare('DELETE FROM v3_variant_skus WHERE product_id = ?').run(id);
  db.prepare('DELETE FROM v3_variant_barcodes WHERE product_id = ?').run(id);
  db.prepare('DELETE FROM v3_category_items WHERE product_id = ?').run(id);
  db.prepare('DELETE FROM v3_inventory_items WHERE product_id = ?').run(id);
  return Number(db.prepare('DELETE FROM v3_products WHERE id = ?').run(id).changes) > 0;
}
