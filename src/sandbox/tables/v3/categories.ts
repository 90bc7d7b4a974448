// Catalog V3 categories (the Categories API's stores tree) and their items, indexed both ways: a category's items
// in the order they were added, and a product's categories.
import type { DatabaseSync } from 'node:sqlite';
import type { StoredCategory } from '../../domain/v3/category-state.js';
import { documentTable } from '../documents.js';

const table = documentTable<StoredCategory>('v3_categories', 'seq');

export const getCategory = (db: DatabaseSync, id: string) => table.get(db, id);
export const getCategoryBySlug = (db: DatabaseSync, slug: string) => table.getBySlug(db, slug);
export const categorySlugTaken = (db: DatabaseSync, slug: string, exceptId = '') => table.slugTaken(db, slug, exceptId);
export const listCategories = (db: DatabaseSync) => table.list(db);

export function countCategories(db: DatabaseSync): number {
  return Number((db.prepare('SELECT COUNT(*) AS n FROM v3_categories').get() as { n: number }).n);
}

export function saveCategory(db: DatabaseSync, category: StoredCategory): void {
  const seq = Number((db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM v3_categories').get() as { n: number }).n);
  db.prepare(
    `INSERT INTO v3_categories (id, seq, slug, parent_id, doc) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, parent_id = excluded.parent_id, doc = excluded.doc`,
  ).run(category.id, seq, category.slug, category.parentCategory?.id ?? null, JSON.stringify(category));
}

export function deleteCategoryRow(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM v3_category_items WHERE category_id = ?').run(id);
  db.prepare('DELETE FROM v3_categories WHERE id = ?').run(id);
}

/** Adds the product to the category; false when it was already there. */
export function addCategoryItem(db: DatabaseSync, categoryId: string, productId: string): boolean {
  const seq = Number((db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM v3_category_items WHERE category_id = ?').get(categoryId) as { n: number }).n);
  return Number(db.prepare('INSERT OR IGNORE INTO v3_category_items (category_id, product_id, seq) VALUES (?, ?, ?)').run(categoryId, productId, seq).changes) > 0;
}

export function removeCategoryItem(db: DatabaseSync, categoryId: string, productId: string): boolean {
  return Number(db.prepare('DELETE FROM v3_category_items WHERE category_id = ? AND product_id = ?').run(categoryId, productId).changes) > 0;
}

export function categoryItemIds(db: DatabaseSync, categoryId: string): string[] {
  return (db.prepare('SELECT product_id FROM v3_category_items WHERE category_id = ? ORDER BY seq').all(categoryId) as Array<{ product_id: string }>).map((r) => r.product_id);
}

/** The products directly in any of the categories, the one added last first (each once, at its latest addition). */
export function categoryItemIdsNewestFirst(db: DatabaseSync, categoryIds: readonly string[]): string[] {
  if (categoryIds.length === 0) return [];
  const marks = categoryIds.map(() => '?').join(', ');
  const rows = db.prepare(`SELECT product_id, MAX(rowid) AS added FROM v3_category_items WHERE category_id IN (${marks}) GROUP BY product_id ORDER BY added DESC`).all(...categoryIds);
  return (rows as Array<{ product_id: string }>).map((r) => r.product_id);
}

export function categoryHasItem(db: DatabaseSync, categoryId: string, productId: string): boolean {
  return db.prepare('SELECT 1 FROM v3_category_items WHERE category_id = ? AND product_id = ?').get(categoryId, productId) !== undefined;
}

export function categoryItemCount(db: DatabaseSync, categoryId: string): number {
  return Number((db.prepare('SELECT COUNT(*) AS n FROM v3_category_items WHERE category_id = ?').get(categoryId) as { n: number }).n);
}

/** The categories a product is directly in, in the order it joined them. */
export function categoriesOfProduct(db: DatabaseSync, productId: string): string[] {
  return (db.prepare('SELECT category_id FROM v3_category_items WHERE product_id = ? ORDER BY rowid').all(productId) as Array<{ category_id: string }>).map((r) => r.category_id);
}
