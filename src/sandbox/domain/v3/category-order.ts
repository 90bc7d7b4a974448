// The order of categories under one parent (Move Category: FIRST, LAST or AFTER a sibling; docs/wire/catalog-v3.md
// §5), which a category's `parentCategory.index` reports. New categories go last (decided: the reference does not
// say where Create Category puts one).
import type { DatabaseSync } from 'node:sqlite';
import type { MovePosition } from '../../../wire/api/categories/schemas.js';
import { applicationError } from '../../http-errors.js';
import { listCategories, saveCategory } from '../../tables/v3/categories.js';
import type { StoredCategory } from './category-state.js';

/** The categories under `parentId` (undefined: the top level), in their order (stored rank, then creation). */
export function siblingsOf(db: DatabaseSync, parentId: string | undefined): StoredCategory[] {
  const siblings = listCategories(db).filter((c) => c.parentCategory?.id === parentId);
  return siblings
    .map((category, created) => ({ category, key: category.rank ?? Number.MAX_SAFE_INTEGER, created }))
    .sort((a, b) => a.key - b.key || a.created - b.created)
    .map((entry) => entry.category);
}

/** The rank that puts a new category after every sibling. */
export function lastRank(db: DatabaseSync, parentId: string | undefined): number {
  return siblingsOf(db, parentId).reduce((max, c, i) => Math.max(max, c.rank ?? i), -1) + 1;
}

/** Its index among its siblings. */
export function indexAmongSiblings(db: DatabaseSync, category: StoredCategory): number {
  return siblingsOf(db, category.parentCategory?.id).findIndex((c) => c.id === category.id);
}

export interface Placement {
  position: MovePosition;
  moveAfterCategoryId?: string | null;
}

/**
 * Puts `moving` among the siblings under `parentId` and stores every sibling's new rank; returns the siblings' ids
 * in their new order and the rank `moving` takes (the caller stores `moving`). AFTER needs `moveAfterCategoryId` (MISSING_AFTER_CATEGORY), a sibling under the same parent
 * (AFTER_CATEGORY_NOT_IN_PARENT) — the codes the SDK declares for Move Category.
 */
export function placeAmongSiblings(db: DatabaseSync, moving: StoredCategory, parentId: string | undefined, placement: Placement): { siblingIds: string[]; rank: number } {
  const others = siblingsOf(db, parentId).filter((c) => c.id !== moving.id);
  let at = placement.position === 'FIRST' ? 0 : others.length;
  if (placement.position === 'AFTER') {
    const afterId = placement.moveAfterCategoryId;
    if (!afterId) throw applicationError(400, 'Missing after category', 'MISSING_AFTER_CATEGORY', 'position AFTER needs moveAfterCategoryId');
    const after = others.findIndex((c) => c.id === afterId);
    if (after < 0) throw applicationError(400, 'After category not in parent', 'AFTER_CATEGORY_NOT_IN_PARENT', `Category ${afterId} is not a subcategory of ${parentId ?? 'the top level'}`, { moveAfterCategoryId: afterId });
    at = after + 1;
  }
  const ordered = [...others.slice(0, at), moving, ...others.slice(at)];
  ordered.forEach((category, rank) => {
    if (category.id !== moving.id && category.rank !== rank) saveCategory(db, { ...category, rank });
  });
  return { siblingIds: ordered.map((c) => c.id), rank: ordered.indexOf(moving) };
}
