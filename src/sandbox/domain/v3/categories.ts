// The Categories API on a V3 site (docs/wire/catalog-v3.md §5): the stores tree (≤ 1,000 categories, ≤ 5 levels), each
// category with a revision, and its items (store products, `appId` = the stores app). Items must be products of
// this catalog; adding one twice or removing one that is not there is a no-op that still succeeds.
import { randomUUID } from 'node:crypto';
import type { CategoryCreate, CategoryUpdate } from '../../../wire/api/categories/schemas.js';
import { MAX_CATEGORIES_PER_TREE, MAX_CATEGORY_DEPTH } from '../../../wire/api/categories/schemas.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../wire/api/categories/tree.js';
import { applicationError, notFound, ruleViolation } from '../../http-errors.js';
import { getMeta, setMeta } from '../../tables/meta.js';
import {
  addCategoryItem,
  categoryItemCount,
  categoryHasItem,
  categoryItemIds,
  categoryItemIdsNewestFirst,
  categorySlugTaken,
  countCategories,
  deleteCategoryRow,
  getCategory,
  listCategories,
  removeCategoryItem,
  saveCategory,
} from '../../tables/v3/categories.js';
import { countProductsV3, getProductV3, listProductsV3, saveProductV3 } from '../../tables/v3/products.js';
import { recordChange } from '../outbox.js';
import { countVisible } from '../read-policy.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { slugify, uniqueSlug } from '../slugs.js';
import { indexAmongSiblings, lastRank } from './category-order.js';
import { ancestorsOf, descendantsOf, levelUnder } from './category-tree.js';
import { categoryItemEvent, entityEventV3 } from './events.js';
import { checkRevision, FIRST_REVISION, nextRevision } from './revisions.js';
import { wireFieldsOf, type StoredCategory } from './category-state.js';

const ALL_PRODUCTS_KEY = 'v3_all_products_category';

export function requireCategory(env: CatalogEnv, id: string): StoredCategory {
  const category = getCategory(env.db, id);
  if (!category) throw notFound('Category', id);
  return category;
}

/** Where a category may go under `parentId`: an existing parent (PARENT_CATEGORY_NOT_IN_TREE), never below itself
 * (TREE_CYCLE_DETECTED), its subtree within the depth limit (CATEGORY_DEPTH_LIMIT_EXCEEDED) — codes the SDK declares
 * for Create and Move Category. */
export function checkParent(env: CatalogEnv, id: string, parentId: string | undefined, height: number): StoredCategory | undefined {
  if (!parentId) return undefined;
  const parent = getCategory(env.db, parentId);
  if (!parent) throw applicationError(400, 'Parent category not in tree', 'PARENT_CATEGORY_NOT_IN_TREE', `Category ${parentId} is not in the ${STORES_TREE_REFERENCE.appNamespace} tree`, { parentCategoryId: parentId });
  if (parentId === id || ancestorsOf(env.db, parentId).includes(id)) {
    throw applicationError(400, 'Tree cycle detected', 'TREE_CYCLE_DETECTED', `Category ${id} cannot go under its own subcategory ${parentId}`, { parentCategoryId: parentId });
  }
  if (levelUnder(env.db, parentId) + height - 1 > MAX_CATEGORY_DEPTH) {
    throw applicationError(400, 'Category depth limit exceeded', 'CATEGORY_DEPTH_LIMIT_EXCEEDED', `A category tree has at most ${MAX_CATEGORY_DEPTH} levels`);
  }
  return parent;
}

function claimSlug(env: CatalogEnv, id: string, name: string, slug: string | undefined, current?: string): string {
  if (slug === undefined) return current ?? uniqueSlug(slugify(name, 'category'), (s) => categorySlugTaken(env.db, s, id));
  if (categorySlugTaken(env.db, slug, id)) throw applicationError(409, 'Duplicate slug', 'DUPLICATE_SLUG', `Another category already uses the slug "${slug}"`, { slug });
  return slug;
}

/** A visible category cannot be made under a hidden one (Create Category's PARENT_CATEGORY_HIDDEN). */
export function createCategoryV3(env: CatalogEnv, input: CategoryCreate): StoredCategory {
  if (countCategories(env.db) >= MAX_CATEGORIES_PER_TREE) {
    throw applicationError(400, 'Categories limit per tree exceeded', 'CATEGORIES_LIMIT_PER_TREE_EXCEEDED', `A category tree holds at most ${MAX_CATEGORIES_PER_TREE} categories`);
  }
  // The platform gives the id (Create Category declares ID_NOT_ALLOWED_IN_REQUEST).
  if (input.id) throw ruleViolation('category.id', 'ID_NOT_ALLOWED_IN_REQUEST', 'category.id is given by the platform; leave it out');
  const id = randomUUID();
  const parentId = input.parentCategory?.id ?? undefined;
  const parent = checkParent(env, id, parentId, 1);
  const visible = input.visible ?? true;
  if (parent && !parent.visible && visible) throw parentHidden(parent.id);
  const now = env.clock.nowIso();
  const category: StoredCategory = {
    id,
    revision: FIRST_REVISION,
    createdDate: now,
    updatedDate: now,
    name: input.name,
    slug: claimSlug(env, id, input.name, input.slug),
    visible,
    ...(input.description ? { description: input.description } : {}),
    ...(parentId ? { parentCategory: { id: parentId } } : {}),
    ...(input.image ? { image: input.image as Record<string, unknown> } : {}),
    ...(input.seoData ? { seoData: input.seoData as Record<string, unknown> } : {}),
    rank: lastRank(env.db, parentId),
  };
  saveCategory(env.db, category);
  recordChange(env.db, entityEventV3('category', 'created', id, renderCategory(env, category, [])), now);
  return category;
}

/** 400 PARENT_CATEGORY_HIDDEN (declared by Create Category and Update Category Visibility). */
export const parentHidden = (parentId: string) =>
  applicationError(400, 'Parent category hidden', 'PARENT_CATEGORY_HIDDEN', `Category ${parentId}, a parent, is hidden: show it first`, { parentCategoryId: parentId });

/**
 * `visible` and `parentCategory` are immutable here ("`visible` can only be changed using Update Category
 * Visibility"; a parent changes by Move Category — SDK doc comments of Category): Update Category leaves them as they
 * are (decided: the reference does not say whether it ignores or refuses them; Bulk Update refuses, with its
 * declared UPDATE_OF_FIELD_NOT_ALLOWED — see immutableChange).
 */
export function updateCategoryV3(env: CatalogEnv, id: string, patch: CategoryUpdate): StoredCategory {
  const existing = requireCategory(env, id);
  checkRevision('Category', id, existing.revision, patch.revision, 'category.revision');
  const name = patch.name ?? existing.name;
  const description = patch.description === undefined ? existing.description : patch.description ?? undefined;
  const category: StoredCategory = {
    ...existing,
    revision: nextRevision(existing.revision),
    updatedDate: env.clock.nowIso(),
    name,
    slug: claimSlug(env, id, name, patch.slug, existing.slug),
    ...(description ? { description } : {}),
  };
  if (!description) delete category.description;
  return storeUpdated(env, existing, category);
}

/** The immutable field a patch would change (`visible`, `parentCategory`), if any. */
export function immutableChange(existing: StoredCategory, patch: CategoryUpdate): string | undefined {
  if (patch.visible !== undefined && patch.visible !== existing.visible) return 'visible';
  if (patch.parentCategory !== undefined && (patch.parentCategory?.id ?? undefined) !== existing.parentCategory?.id) return 'parentCategory';
  return undefined;
}

/** Stores a changed category and records category_updated (with the previous entity). */
export function storeUpdated(env: CatalogEnv, before: StoredCategory, after: StoredCategory): StoredCategory {
  saveCategory(env.db, after);
  recordChange(env.db, entityEventV3('category', 'updated', after.id, renderCategory(env, after, []), { before: renderCategory(env, before, []) }), after.updatedDate);
  return after;
}

/** Deleting a category deletes its subcategories too (the platform's cascade). */
export function deleteCategoryV3(env: CatalogEnv, id: string): void {
  const category = requireCategory(env, id);
  for (const child of listCategories(env.db).filter((c) => c.parentCategory?.id === id)) deleteCategoryV3(env, child.id);
  const entity = renderCategory(env, category, []);
  const members = categoryItemIds(env.db, id);
  deleteCategoryRow(env.db, id);
  dropMainCategory(env, id, members);
  recordChange(env.db, entityEventV3('category', 'deleted', id, entity), env.clock.nowIso());
}

/**
 * A product that leaves its main category (removed from it, or the category deleted) has no main category any more:
 * `mainCategoryId` is "the ID of the product's primary direct category" (SDK doc comment). Decided where the reference
 * is silent: it is cleared, not moved to another of the product's categories, and — like `directCategoriesInfo`,
 * which the platform updates on its own — without a new revision or a product_updated event.
 */
function dropMainCategory(env: CatalogEnv, categoryId: string, productIds: readonly string[]): void {
  for (const productId of productIds) {
    const product = getProductV3(env.db, productId);
    if (product?.mainCategoryId !== categoryId) continue;
    const { mainCategoryId: _left, ...rest } = product;
    saveProductV3(env.db, rest);
  }
}

/** `includeHidden`: the admin's view (events and writes); a visitor's item counter counts only products it may see. */
export function renderCategory(env: CatalogEnv, category: StoredCategory, fields: readonly string[], includeHidden = true): Record<string, unknown> {
  const { description, ...rest } = wireFieldsOf(category);
  const parentId = category.parentCategory?.id;
  return {
    ...rest,
    parentCategory: parentId ? { id: parentId, index: indexAmongSiblings(env.db, category) } : { id: null },
    itemCounter: itemCounterOf(env, category.id, includeHidden),
    ...(fields.includes('DESCRIPTION') && description ? { description } : {}),
    ...(fields.includes('BREADCRUMBS_INFO')
      ? { breadcrumbsInfo: { breadcrumbs: [...ancestorsOf(env.db, category.id)].reverse().map((cid) => { const c = getCategory(env.db, cid)!; return { categoryId: c.id, categoryName: c.name, categorySlug: c.slug }; }) } }
      : {}),
    treeReference: STORES_TREE_REFERENCE,
  };
}

function itemCounterOf(env: CatalogEnv, categoryId: string, includeHidden: boolean): number {
  if (isAllProductsCategory(env, categoryId)) return countProductsV3(env.db, includeHidden);
  if (includeHidden) return categoryItemCount(env.db, categoryId);
  return countVisible(categoryItemIds(env.db, categoryId).map((id) => getProductV3(env.db, id)), false);
}

export interface ItemResult {
  productId: string;
  error?: { code: string; description: string };
}

function checkItem(env: CatalogEnv, productId: string, appId = STORES_APP_ID): ItemResult['error'] {
  if (appId !== STORES_APP_ID) return { code: 'INVALID_APP_ID', description: `Items of the stores tree belong to app ${STORES_APP_ID}, not ${appId}` };
  if (!getProductV3(env.db, productId)) return { code: 'ITEM_NOT_FOUND', description: `Product ${productId} not found` };
  return undefined;
}

/** Adds products to a category; each item succeeds or fails on its own (unknown product, wrong app). */
export function addItemsToCategory(env: CatalogEnv, categoryId: string, productIds: string[], appIds: string[] = []): ItemResult[] {
  requireCategory(env, categoryId);
  return productIds.map((productId, i) => {
    const error = checkItem(env, productId, appIds[i]);
    if (!error && addCategoryItem(env.db, categoryId, productId)) {
      recordChange(env.db, categoryItemEvent('item_added_to_category', categoryId, productId, STORES_APP_ID), env.clock.nowIso());
    }
    return { productId, ...(error ? { error } : {}) };
  });
}

/** Removes products from a category (and from its arrangement: a product added again is not arranged). */
export function removeItemsFromCategory(env: CatalogEnv, categoryId: string, productIds: string[]): ItemResult[] {
  const category = requireCategory(env, categoryId);
  const results = productIds.map((productId) => {
    if (removeCategoryItem(env.db, categoryId, productId)) {
      recordChange(env.db, categoryItemEvent('item_removed_from_category', categoryId, productId, STORES_APP_ID), env.clock.nowIso());
    }
    return { productId };
  });
  dropMainCategory(env, categoryId, productIds);
  const arranged = category.arrangedItems?.filter((id) => !productIds.includes(id));
  if (arranged && arranged.length !== category.arrangedItems?.length) saveCategory(env.db, { ...category, arrangedItems: arranged });
  return results;
}

/**
 * The products of a category (and of its subcategories when asked), "sorted by the date they were added to the
 * category, newest first" (SDK doc comment of List Items In Category); All Products: every product, newest first.
 */
export function itemsOfCategory(env: CatalogEnv, categoryId: string, withSubcategories: boolean): string[] {
  requireCategory(env, categoryId);
  if (isAllProductsCategory(env, categoryId)) return listProductsV3(env.db).map((p) => p.id).reverse();
  return categoryItemIdsNewestFirst(env.db, [categoryId, ...(withSubcategories ? descendantsOf(env.db, categoryId) : [])]);
}

/** Whether the product is an item of the category (All Products holds every product). */
export function isItemOfCategory(env: CatalogEnv, categoryId: string, productId: string): boolean {
  return isAllProductsCategory(env, categoryId) ? getProductV3(env.db, productId) !== undefined : categoryHasItem(env.db, categoryId, productId);
}

/** "All Products": a category of the stores tree that holds every product (created on first use). */
export function allProductsCategoryId(env: CatalogEnv): string {
  const existing = getMeta(env.db, ALL_PRODUCTS_KEY);
  if (existing && getCategory(env.db, existing)) return existing;
  const category = createCategoryV3(env, { name: 'All Products', slug: 'all-products', visible: true });
  setMeta(env.db, ALL_PRODUCTS_KEY, category.id);
  return category.id;
}

function isAllProductsCategory(env: CatalogEnv, id: string): boolean {
  return getMeta(env.db, ALL_PRODUCTS_KEY) === id;
}
