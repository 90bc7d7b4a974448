// The shape of the stores category tree: parents, ancestors, descendants and depth (≤ 5 levels, docs/wire/catalog-v3.md §5).
import type { DatabaseSync } from 'node:sqlite';
import { getCategory, listCategories } from '../../tables/v3/categories.js';

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

/** Every category below it (children, grandchildren, …). */
export function descendantsOf(db: DatabaseSync, categoryId: string): string[] {
  return listCategories(db).filter((c) => ancestorsOf(db, c.id).includes(categoryId)).map((c) => c.id);
}

/** The level a category under `parentId` sits on (1: the top level). */
export const levelUnder = (db: DatabaseSync, parentId: string | undefined): number => (parentId ? 2 + ancestorsOf(db, parentId).length : 1);

/** How many levels its subtree spans (1: no subcategories). */
export function subtreeHeight(db: DatabaseSync, categoryId: string): number {
  const ownLevel = ancestorsOf(db, categoryId).length;
  return 1 + Math.max(0, ...descendantsOf(db, categoryId).map((id) => ancestorsOf(db, id).length - ownLevel));
}
