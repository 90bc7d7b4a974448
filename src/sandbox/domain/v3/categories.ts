// The Categories API on a V3 site (docs/wire/catalog-v3.md §5): the stores tree (≤ 1,000 categories, ≤ 5 levels), each
// category with a revision, and its items (store products, `appId` = the stores app). Items must be products of
// this catalog; adding one twice or removing one that is not there is a no-op that still succeeds.
import { randomUUID } from 'node:crypto';
import type { CategoryCreate, CategoryUpdate } from '../../../wire/api/categories/schemas.js';
import { MAX_CATEGORIES_PER_TREE, MAX_CATEGORY_DEPTH } from '../../../wire/api/categories/schemas.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../wire/api/categories/tree.js';
import { applicationError, notFound } from '../../http-errors.js';
import { getMeta, setMeta } from '../../tables/meta.js';
import {
  addCategoryItem,
  categoryItemCount,
  categoryItemIds,
  categorySlugTaken,
  countCategories,
  deleteCategoryRow,
  getCategory,
  listCategories,
  removeCategoryItem,
  saveCategory,
} from '../../tables/v3/categories.js';
import { countProductsV3, getProductV3, listProductsV3 } from '../../tables/v3/products.js';
import { recordChange } from '../outbox.js';
import { countVisible } from '../read-policy.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { slugify, uniqueSlug } from '../slugs.js';
import { ancestorsOf } from './category-tree.js';
import { categoryItemEvent, categoryMovedEvent, entityEventV3 } from './events.js';
import { checkRevision, FIRST_REVISION, nextRevision } from './revisions.js';
import type { StoredCategory } from './category-state.js';

const ALL_PRODUCTS_KEY = 'v3_all_products_category';

export function requireCategory(env: CatalogEnv, id: string): StoredCategory {
  const category = getCategory(env.db, id);
  if (!category) throw notFound('Category', id);
  return category;
}

function depthOf(env: CatalogEnv, parentId: string | undefined): number {
  return parentId ? 1 + 1 + ancestorsOf(env.db, parentId).length : 1;
}

function checkParent(env: CatalogEnv, id: string, parentId: string | undefined): void {
  if (!parentId) return;
  requireCategory(env, parentId);
  if (parentId === id || ancestorsOf(env.db, parentId).includes(id)) {
    throw applicationError(400, 'Invalid parent', 'INVALID_PARENT_CATEGORY', `Category ${id} cannot be its own ancestor`);
  }
  if (depthOf(env, parentId) > MAX_CATEGORY_DEPTH) {
    throw applicationError(400, 'Too deep', 'MAX_CATEGORY_DEPTH_EXCEEDED', `A category tree has at most ${MAX_CATEGORY_DEPTH} levels`);
  }
}

function claimSlug(env: CatalogEnv, id: string, name: string, slug: string | undefined, current?: string): string {
  if (slug === undefined) return current ?? uniqueSlug(slugify(name, 'category'), (s) => categorySlugTaken(env.db, s, id));
  if (categorySlugTaken(env.db, slug, id)) throw applicationError(409, 'Duplicate slug', 'DUPLICATE_SLUG', `Another category already uses the slug "${slug}"`, { slug });
  return slug;
}

export function createCategoryV3(env: CatalogEnv, input: CategoryCreate): StoredCategory {
  if (countCategories(env.db) >= MAX_CATEGORIES_PER_TREE) {
    throw applicationError(400, 'Too many categories', 'MAX_CATEGORIES_EXCEEDED', `A category tree holds at most ${MAX_CATEGORIES_PER_TREE} categories`);
  }
  const id = input.id ?? randomUUID();
  const parentId = input.parentCategory?.id ?? undefined;
  checkParent(env, id, parentId);
  const now = env.clock.nowIso();
  const category: StoredCategory = {
    id,
    revision: FIRST_REVISION,
    createdDate: now,
    updatedDate: now,
    name: input.name,
    slug: claimSlug(env, id, input.name, input.slug),
    visible: input.visible ?? true,
    ...(input.description ? { description: input.description } : {}),
    ...(parentId ? { parentCategory: { id: parentId } } : {}),
    ...(input.image ? { image: input.image as Record<string, unknown> } : {}),
    ...(input.seoData ? { seoData: input.seoData as Record<string, unknown> } : {}),
  };
  saveCategory(env.db, category);
  recordChange(env.db, entityEventV3('category', 'created', id, renderCategory(env, category, [])), now);
  return category;
}

export function updateCategoryV3(env: CatalogEnv, id: string, patch: CategoryUpdate): StoredCategory {
  const existing = requireCategory(env, id);
  checkRevision('Category', id, existing.revision, patch.revision, 'category.revision');
  const parentId = patch.parentCategory === undefined ? existing.parentCategory?.id : patch.parentCategory?.id ?? undefined;
  checkParent(env, id, parentId);
  const name = patch.name ?? existing.name;
  const description = patch.description === undefined ? existing.description : patch.description ?? undefined;
  const category: StoredCategory = {
    ...existing,
    revision: nextRevision(existing.revision),
    updatedDate: env.clock.nowIso(),
    name,
    slug: claimSlug(env, id, name, patch.slug, existing.slug),
    visible: patch.visible ?? existing.visible,
    ...(description ? { description } : {}),
    ...(parentId ? { parentCategory: { id: parentId } } : {}),
  };
  if (!description) delete category.description;
  if (!parentId) delete category.parentCategory;
  const before = renderCategory(env, existing, []);
  saveCategory(env.db, category);
  const after = renderCategory(env, category, []);
  recordChange(env.db, entityEventV3('category', 'updated', id, after, { before }), category.updatedDate);
  if (parentId !== existing.parentCategory?.id) recordChange(env.db, categoryMovedEvent(id, after.parentCategory), category.updatedDate);
  return category;
}

/** Deleting a category deletes its subcategories too (the platform's cascade). */
export function deleteCategoryV3(env: CatalogEnv, id: string): void {
  const category = requireCategory(env, id);
  for (const child of listCategories(env.db).filter((c) => c.parentCategory?.id === id)) deleteCategoryV3(env, child.id);
  const entity = renderCategory(env, category, []);
  deleteCategoryRow(env.db, id);
  recordChange(env.db, entityEventV3('category', 'deleted', id, entity), env.clock.nowIso());
}

/** `includeHidden`: the admin's view (events and writes); a visitor's item counter counts only products it may see. */
export function renderCategory(env: CatalogEnv, category: StoredCategory, fields: readonly string[], includeHidden = true): Record<string, unknown> {
  const { description, ...rest } = category;
  const parentId = category.parentCategory?.id;
  const index = parentId ? listCategories(env.db).filter((c) => c.parentCategory?.id === parentId).findIndex((c) => c.id === category.id) : undefined;
  return {
    ...rest,
    parentCategory: parentId ? { id: parentId, index } : { id: null },
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

export function removeItemsFromCategory(env: CatalogEnv, categoryId: string, productIds: string[]): ItemResult[] {
  requireCategory(env, categoryId);
  return productIds.map((productId) => {
    if (removeCategoryItem(env.db, categoryId, productId)) {
      recordChange(env.db, categoryItemEvent('item_removed_from_category', categoryId, productId, STORES_APP_ID), env.clock.nowIso());
    }
    return { productId };
  });
}

/** The products of a category (and of its subcategories when asked), in the order they were added. */
export function itemsOfCategory(env: CatalogEnv, categoryId: string, withSubcategories: boolean): string[] {
  requireCategory(env, categoryId);
  if (isAllProductsCategory(env, categoryId)) return listProductsV3(env.db).map((p) => p.id);
  const ids = [categoryId];
  if (withSubcategories) ids.push(...listCategories(env.db).filter((c) => ancestorsOf(env.db, c.id).includes(categoryId)).map((c) => c.id));
  return [...new Set(ids.flatMap((id) => categoryItemIds(env.db, id)))];
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
