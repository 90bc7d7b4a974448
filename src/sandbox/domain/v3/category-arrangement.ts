// A category's manual arrangement (SDK doc comments of Set Arranged Items, Get Arranged Items, List Items In
// Category and Product.directCategoriesInfo): up to 100 of its items in a chosen order. List Items In Category with
// `useCategoryArrangement` shows them first, then the rest newest first; a product's `directCategoriesInfo` carries
// its place in each arrangement as `index`. An item that leaves the category leaves the arrangement.
import type { DatabaseSync } from 'node:sqlite';
import { applicationError } from '../../http-errors.js';
import { categoryHasItem, getCategory, saveCategory } from '../../tables/v3/categories.js';
import { recordChange } from '../outbox.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { isItemOfCategory, itemsOfCategory, requireCategory } from './categories.js';
import { itemsArrangedEvent } from './events.js';

/** The arranged products that are still items of the category, in their order. */
export function arrangedItemsOf(env: CatalogEnv, categoryId: string): string[] {
  return (requireCategory(env, categoryId).arrangedItems ?? []).filter((id) => isItemOfCategory(env, categoryId, id));
}

/**
 * Set Arranged Items replaces the arrangement. Every product must be an item of the category (the declared
 * ITEM_NOT_IN_CATEGORY, nothing stored); a product named twice keeps its first place (decided). Records
 * category_items_arranged_in_category; the category's revision is unchanged (the arrangement is not a Category field).
 */
export function setArrangedItems(env: CatalogEnv, categoryId: string, productIds: readonly string[]): string[] {
  const category = requireCategory(env, categoryId);
  const missing = productIds.find((id) => !isItemOfCategory(env, categoryId, id));
  if (missing) throw applicationError(400, 'Item not in category', 'ITEM_NOT_IN_CATEGORY', `Product ${missing} is not an item of category ${categoryId}: add it first`, { catalogItemId: missing });
  const arranged = [...new Set(productIds)];
  saveCategory(env.db, { ...category, arrangedItems: arranged });
  recordChange(env.db, itemsArrangedEvent(categoryId), env.clock.nowIso());
  return arranged;
}

/** The category's items: arranged ones first when asked, then the rest newest first. */
export function orderedItemsOf(env: CatalogEnv, categoryId: string, withSubcategories: boolean, useArrangement: boolean): string[] {
  const items = itemsOfCategory(env, categoryId, withSubcategories);
  if (!useArrangement) return items;
  const arranged = arrangedItemsOf(env, categoryId);
  const first = new Set(arranged);
  return [...arranged, ...items.filter((id) => !first.has(id))];
}

/** The product's place in the category's arrangement (among arranged products still in it), if it is arranged there. */
export function arrangedIndexOf(db: DatabaseSync, categoryId: string, productId: string): number | undefined {
  const arranged = (getCategory(db, categoryId)?.arrangedItems ?? []).filter((id) => categoryHasItem(db, categoryId, id));
  const index = arranged.indexOf(productId);
  return index >= 0 ? index : undefined;
}

/** `{id, index}` of a product's category: `index` is its place in the category's manual arrangement ("Index location
 * of the product within the category", SDK ProductCategory), absent when it is not arranged there. */
export function productCategory(db: DatabaseSync, categoryId: string, productId: string): { id: string; index?: number } {
  const index = arrangedIndexOf(db, categoryId, productId);
  return { id: categoryId, ...(index === undefined ? {} : { index }) };
}
