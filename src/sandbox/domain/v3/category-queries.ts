// Catalog V3 category reads, shared by the Categories API (routes/v3/categories.ts) and the V3 GraphQL schema
// (graphql/resolvers-v3.ts): categories filtered (declared fields only), sorted and cursor-paged, and a category's
// items, with the read policy applied (hidden categories listed and hidden products seen only by callers who see
// hidden ones; a category got by id or slug is answered to every reader).
import { CATEGORY_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { listCategories } from '../../tables/v3/categories.js';
import { visibleProduct } from '../read-policy.js';
import { renderCategory } from './categories.js';
import type { StoredCategory } from './category-state.js';
import { orderedItemsOf } from './category-arrangement.js';
import { checkSortable, cursorPage, filterViews, matchesText, sortViews, type CursorPage, type CursorState } from './cursor-query.js';
import type { CatalogEnv } from './product-service.js';

/**
 * What a category read shows. Two questions, not one: hidden categories are listed only when an admin asks
 * (`returnNonVisibleCategories`), but an item counter counts hidden products for every caller who sees them (the
 * admin), as Get Category's does — whether or not the read asked for hidden categories.
 */
export interface CategoryReader {
  hiddenCategories: boolean;
  hiddenProducts: boolean;
}

/** A reader who sees hidden categories and products, or neither. */
export const readerSeeing = (hidden: boolean): CategoryReader => ({ hiddenCategories: hidden, hiddenProducts: hidden });

/**
 * Get Category (by id or by slug, REST and GraphQL alike) answers a hidden category to every reader, visitors
 * included: "Hidden categories and their items are still accessible via API calls" (SDK doc comment of
 * Category.visible), and Get Category has no option that leaves them out, unlike List/Query/Search/Count Categories
 * (`returnNonVisibleCategories`, "Default: false"). Its item counter counts the products the caller may see.
 */
export function categoryAsGot(env: CatalogEnv, category: StoredCategory, fields: readonly string[], seesHiddenProducts: boolean): Record<string, unknown> {
  return renderCategory(env, category, fields, seesHiddenProducts);
}

/** Every category the caller may see, rendered with `fields`. */
export function visibleCategories(env: CatalogEnv, reader: CategoryReader, fields: readonly string[]): Array<Record<string, unknown>> {
  return listCategories(env.db)
    .filter((c) => reader.hiddenCategories || c.visible)
    .map((c) => renderCategory(env, c, fields, reader.hiddenProducts));
}

/** Each category the caller may see, rendered with `fields`; its view (what filters and free text read) also has its description. */
function categoryViews(env: CatalogEnv, reader: CategoryReader, fields: readonly string[]) {
  return listCategories(env.db)
    .filter((c) => reader.hiddenCategories || c.visible)
    .map((c) => {
      const rendered = renderCategory(env, c, fields, reader.hiddenProducts);
      return { view: c.description ? { ...rendered, description: c.description } : rendered, item: rendered };
    });
}

/** Free text of Search (and Count) Categories: `{expression, fields, mode}` over the declared searchable fields. */
export interface CategoryTextSearch {
  expression?: string | null;
  fields?: string[];
  mode?: 'OR' | 'AND';
}

function matching(env: CatalogEnv, filter: CursorState['filter'], text: CategoryTextSearch | undefined, reader: CategoryReader, fields: readonly string[]) {
  const entries = filterViews(categoryViews(env, reader, fields), filter, CATEGORY_FIELDS);
  if (!text?.expression) return entries;
  const searched = text.fields?.length ? text.fields : CATEGORY_FIELDS.searchable!;
  return entries.filter((e) => matchesText(e.view, text.expression, searched, text.mode));
}

/** Newest first is the reverse of the order they were made in (ties of one millisecond included); other sorts as declared. */
function sortCategories<T>(entries: Array<{ view: unknown; item: T }>, sort: CursorState['sort']) {
  const [only, ...rest] = sort ?? [];
  if (only?.fieldName === 'createdDate' && only.order === 'DESC' && rest.length === 0) return [...entries].reverse();
  return sortViews(entries, sort);
}

/** One cursor page of rendered categories: `state`'s filter, free text (`state.search`) and sort over those the caller may see. */
export function pageOfCategories(env: CatalogEnv, state: CursorState, reader: CategoryReader, limit?: number): CursorPage<Record<string, unknown>> {
  checkSortable(state.sort, CATEGORY_FIELDS);
  const entries = sortCategories(matching(env, state.filter, state.search as CategoryTextSearch | undefined, reader, state.fields ?? []), state.sort);
  const page = cursorPage(entries, state, limit);
  return { items: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
}

/** The views (what filters, free text and aggregations read) of the categories a search matches. */
export function matchingCategoryViews(env: CatalogEnv, filter: CursorState['filter'], reader: CategoryReader, text?: CategoryTextSearch): unknown[] {
  return matching(env, filter, text, reader, []).map((e) => e.view);
}

/** How many categories a filter (and free text) matches among those the caller may see. */
export function countCategoriesMatching(env: CatalogEnv, filter: CursorState['filter'], reader: CategoryReader, text?: CategoryTextSearch): number {
  return matching(env, filter, text, reader, []).length;
}

/** The ids of a category's products the caller may see: newest first, or its arrangement first (category-arrangement.ts). */
export function visibleItemsOfCategory(env: CatalogEnv, categoryId: string, withSubcategories: boolean, includeHidden: boolean, useArrangement = false): string[] {
  // Hidden products are not items for visitors and members.
  return orderedItemsOf(env, categoryId, withSubcategories, useArrangement).filter((productId) => visibleProduct(getProductV3(env.db, productId), includeHidden));
}
