// The products table: stored state as a JSON document, with slug/sku/numeric id/visibility/base price copied into
// indexed columns for lookups, counts and the queries tables/product-query.ts turns into SQL.
import type { DatabaseSync } from 'node:sqlite';
import type { ProductState } from '../../domain/v1/product-state.js';
import { documentTable } from '../documents.js';

export const productsTable = documentTable<ProductState>('products', 'numeric_id');

/** Products in creation order, optionally only those whose `column` is one of `values`. */
export function listProducts(db: DatabaseSync, narrow?: { column: 'id' | 'slug' | 'sku'; values: string[] }): ProductState[] {
  if (!narrow) return productsTable.list(db);
  if (narrow.values.length === 0) return [];
  const marks = narrow.values.map(() => '?').join(',');
  const sql = `SELECT doc FROM products WHERE ${narrow.column} IN (${marks}) ORDER BY numeric_id`;
  return db.prepare(sql).all(...narrow.values).map(productsTable.parse);
}

export function existingProductIds(db: DatabaseSync, ids: string[]): Set<string> {
  const stmt = db.prepare('SELECT 1 FROM products WHERE id = ?');
  return new Set(ids.filter((id) => stmt.get(id) !== undefined));
}

export function saveProduct(db: DatabaseSync, state: ProductState): void {
  db.prepare(
    `INSERT INTO products (id, slug, sku, numeric_id, visible, price, doc) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, sku = excluded.sku, visible = excluded.visible, price = excluded.price, doc = excluded.doc`,
  ).run(state.id, state.slug, state.input.sku ?? '', Number(state.numericId), state.input.visible === false ? 0 : 1, state.input.priceData.price, JSON.stringify(state));
}

export function deleteProductRow(db: DatabaseSync, id: string): boolean {
  db.prepare('DELETE FROM memberships WHERE product_id = ?').run(id);
  return Number(db.prepare('DELETE FROM products WHERE id = ?').run(id).changes) > 0;
}
