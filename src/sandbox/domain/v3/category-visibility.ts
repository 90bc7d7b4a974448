// Who may see a category, as the Categories API documents it (SDK doc comments of Category.visible, Update Category
// Visibility, Bulk Show Categories): hiding a category hides its whole subtree; a category can be shown only while
// every category above it is visible (PARENT_CATEGORY_HIDDEN); showing one leaves its subcategories as they are
// (decided: the reference cascades only the hiding).
import { getCategory } from '../../tables/v3/categories.js';
import type { CatalogEnv } from '../v1/product-service.js';
import type { StoredCategory } from './category-state.js';
import { ancestorsOf, descendantsOf } from './category-tree.js';
import { parentHidden, requireCategory, storeUpdated } from './categories.js';
import { checkRevision, nextRevision } from './revisions.js';

/** The nearest hidden category above it, if any. */
export function hiddenAncestorOf(env: CatalogEnv, categoryId: string): string | undefined {
  return ancestorsOf(env.db, categoryId).find((id) => getCategory(env.db, id)?.visible === false);
}

/** Sets `visible`, with a new revision and category_updated; unchanged when it already is so. */
function storeVisibility(env: CatalogEnv, category: StoredCategory, visible: boolean): StoredCategory {
  if (category.visible === visible) return category;
  return storeUpdated(env, category, { ...category, visible, revision: nextRevision(category.revision), updatedDate: env.clock.nowIso() });
}

/** Hides the category's visible subcategories (each gets a new revision). */
export function hideSubtree(env: CatalogEnv, categoryId: string): void {
  for (const id of descendantsOf(env.db, categoryId)) storeVisibility(env, requireCategory(env, id), false);
}

/** Update Category Visibility: needs the current revision; the revision grows even when `visible` is unchanged. */
export function updateCategoryVisibilityV3(env: CatalogEnv, id: string, visible: boolean, revision: string | null | undefined): StoredCategory {
  const existing = requireCategory(env, id);
  checkRevision('Category', id, existing.revision, revision, 'revision');
  const hiddenAbove = visible ? hiddenAncestorOf(env, id) : undefined;
  if (hiddenAbove) throw parentHidden(hiddenAbove);
  const updated = storeUpdated(env, existing, { ...existing, visible, revision: nextRevision(existing.revision), updatedDate: env.clock.nowIso() });
  if (!visible) hideSubtree(env, id);
  return updated;
}

/**
 * One entry of Bulk Show Categories ("Categories with a hidden parent category aren't updated": that entry fails with
 * PARENT_CATEGORY_HIDDEN). Entries run in request order, so a parent listed before its child lets the child be shown
 * too (decided); a category already visible is left as it is.
 */
export function showCategoryV3(env: CatalogEnv, id: string): StoredCategory {
  const category = requireCategory(env, id);
  const hiddenAbove = hiddenAncestorOf(env, id);
  if (hiddenAbove) throw parentHidden(hiddenAbove);
  return storeVisibility(env, category, true);
}
