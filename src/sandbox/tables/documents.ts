// Products and collections are stored the same way: a JSON document per row, keyed by id, with a unique slug
// column. This is the shared part; each table adds its own columns and ordering.
import type { DatabaseSync } from 'node:sqlite';

export interface DocumentTable<T> {
  get(db: DatabaseSync, id: string): T | undefined;
  getBySlug(db: DatabaseSync, slug: string): T | undefined;
  slugTaken(db: DatabaseSync, slug: string, exceptId?: string): boolean;
  /** Every document in the table's natural order. */
  list(db: DatabaseSync): T[];
  parse(row: unknown): T;
}

export function documentTable<T>(table: 'products' | 'collections' | 'v3_products' | 'v3_categories', orderBy: string): DocumentTable<T> {
  const parse = (row: unknown) => JSON.parse((row as { doc: string }).doc) as T;
  const maybe = (row: unknown) => (row ? parse(row) : undefined);
  return {
    get: (db, id) => maybe(db.prepare(`SELECT doc FROM ${table} WHERE id = ?`).get(id)),
    getBySlug: (db, slug) => maybe(db.prepare(`SELECT doc FROM ${table} WHERE slug = ?`).get(slug)),
    slugTaken: (db, slug, exceptId = '') => db.prepare(`SELECT 1 FROM ${table} WHERE slug = ? AND id <> ?`).get(slug, exceptId) !== undefined,
    list: (db) => db.prepare(`SELECT doc FROM ${table} ORDER BY ${orderBy}`).all().map(parse),
    parse,
  };
}
