// The products table: stored state as a JSON document, with slug/sku/numeric id/visibility copied into indexed
// columns for lookups and counts.
import type { DatabaseSync } from 'node:sqlite';
import type { ProductState } from '../domain/product-state.js';
import { documentTable } from './documents.js';

export const productsTable = documentTable<ProductState>('products', 'numeric_id');

/** Products in creation order, optionally only those whose `column` is one of `values`. */
export function listProducts(db: DatabaseSync, narrow?: { column: 'id' | 'slug' | 'sku'; values: string[] }): ProductState[] {
  if (!narrow) return productsTable.list(db);
  if (narrow.values.length === 0) return [];
  const marks = narrow.values.map(() => '?').join(',');
  const sql = `SELECT doc FROM products WHERE ${narrow.column} IN (${marks}) ORDER BY numeric_id`;
  return db.prepare(sql).all(...narrow.values).map(productsTable.parse);
}

/** One page of products in creation order, and how many there are in all. */
export function pageProducts(db: DatabaseSync, options: { includeHidden: boolean; limit: number; offset: number }): { states: ProductState[]; total: number } {
  const where = options.includeHidden ? '' : 'WHERE visible = 1';
  const total = Number((db.prepare(`SELECT COUNT(*) AS n FROM products ${where}`).get() as { n: number }).n);
  const rows = db.prepare(`SELECT doc FROM products ${where} ORDER BY numeric_id LIMIT ? OFFSET ?`).all(options.limit, options.offset);
  return { states: rows.map(productsTable.parse), total };
}

export function existingProductIds(db: DatabaseSync, ids: string[]): Set<string> {
  const stmt = db.prepare('SELECT 1 FROM products WHERE id = ?');
  return new Set(ids.filter((id) => stmt.get(id) !== undefined));
}

export function saveProduct(db: DatabaseSync, state: ProductState): void {
  db.prepare(
    `INSERT INTO products (id, slug, sku, numeric_id, visible, doc) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, sku = excluded.sku, visible = excluded.visible, doc = excluded.doc`,
  ).run(state.id, state.slug, state.input.sku ?? '', Number(state.numericId), state.input.visible === false ? 0 : 1, JSON.stringify(state));
}

export function deleteProductRow(db: DatabaseSync, id: string): boolean {
  db.prepare('DELETE FROM memberships WHERE product_id = ?').run(id);
  return Number(db.prepare('DELETE FROM products WHERE id = ?').run(id).changes) > 0;
}
