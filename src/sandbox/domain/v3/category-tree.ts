// The shape of the stores category tree: parents, ancestors and depth (≤ 5 levels, docs/wire/catalog-v3.md §5).
import type { DatabaseSync } from 'node:sqlite';
import { getCategory } from '../../tables/v3/categories.js';

/** The category's parent, grandparent, … (nearest first). */
export function ancestorsOf(db: DatabaseSync, categoryId: string): string[] {
  const out: string[] = [];
  let parent = getCategory(db, categoryId)?.parentCategory?.id;
  while (parent && !out.includes(parent)) {
    out.push(parent);
    parent = getCategory(db, parent)?.parentCategory?.id;
  }
  return out;
}
