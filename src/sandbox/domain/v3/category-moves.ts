// Move Category (docs/wire/catalog-v3.md §5): a category changes parent or place among its siblings.
import { recordChange } from '../outbox.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { checkParent, renderCategory, requireCategory, storeUpdated } from './categories.js';
import { placeAmongSiblings, type Placement } from './category-order.js';
import type { StoredCategory } from './category-state.js';
import { subtreeHeight } from './category-tree.js';
import { hideSubtree } from './category-visibility.js';
import { categoryMovedEvent } from './events.js';
import { nextRevision } from './revisions.js';

/**
 * Move Category: under `parentCategoryId` (none: the top level), FIRST, LAST or AFTER a sibling. The category keeps its
 * revision-tracked fields; its revision grows by one (its parent changed) and category_moved is recorded. Moved under a
 * hidden category, it and its subtree become hidden ("visibility cascades to subcategories"; decided: the reference
 * declares no refusal for it).
 */
export function moveCategoryV3(env: CatalogEnv, id: string, parentCategoryId: string | undefined, placement: Placement): { parentCategoryId: string | null; categoriesAfterMove: string[] } {
  const existing = requireCategory(env, id);
  const parent = checkParent(env, id, parentCategoryId, subtreeHeight(env.db, id));
  const { siblingIds, rank } = placeAmongSiblings(env.db, existing, parentCategoryId, placement);
  const now = env.clock.nowIso();
  const underHidden = parent !== undefined && !parent.visible;
  const moved: StoredCategory = { ...existing, rank, revision: nextRevision(existing.revision), updatedDate: now, ...(underHidden ? { visible: false } : {}) };
  if (parentCategoryId) moved.parentCategory = { id: parentCategoryId };
  else delete moved.parentCategory;
  storeUpdated(env, existing, moved);
  recordChange(env.db, categoryMovedEvent(id, renderCategory(env, moved, []).parentCategory), now);
  if (underHidden) hideSubtree(env, id);
  // The response lists at most 100 siblings (SDK MoveCategoryResponse.categoriesAfterMove @maxSize 100).
  return { parentCategoryId: parentCategoryId ?? null, categoriesAfterMove: siblingIds.slice(0, 100) };
}

