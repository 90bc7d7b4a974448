// Catalog V3 category reads, shared by the Categories API (routes/v3/categories.ts) and the V3 GraphQL schema
// (graphql/resolvers-v3.ts): categories filtered (declared fields only), sorted and cursor-paged, and a category's
// items, with the read policy applied (hidden categories and hidden products only for callers who see hidden ones).
import { CATEGORY_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { listCategories } from '../../tables/v3/categories.js';
import { visibleProduct } from '../read-policy.js';
import { renderCategory } from './categories.js';
import { orderedItemsOf } from './category-arrangement.js';
import { checkSortable, cursorPage, filterViews, sortViews, type CursorPage, type CursorState } from './cursor-query.js';
import type { CatalogEnv } from './product-service.js';

/** Every category the caller may see, rendered with `fields`. */
export function visibleCategories(env: CatalogEnv, includeHidden: boolean, fields: readonly string[]): Array<Record<string, unknown>> {
  return listCategories(env.db)
    .filter((c) => includeHidden || c.visible)
    .map((c) => renderCategory(env, c, fields, includeHidden));
}

const categoryViews = (env: CatalogEnv, includeHidden: boolean, fields: readonly string[]) =>
  visibleCategories(env, includeHidden, fields).map((rendered) => ({ view: rendered, item: rendered }));

/** One cursor page of rendered categories: `state`'s filter and sort over the categories the caller may see. */
export function pageOfCategories(env: CatalogEnv, state: CursorState, includeHidden: boolean, limit?: number): CursorPage<Record<string, unknown>> {
  checkSortable(state.sort, CATEGORY_FIELDS);
  const entries = sortViews(filterViews(categoryViews(env, includeHidden, state.fields ?? []), state.filter, CATEGORY_FIELDS), state.sort);
  const page = cursorPage(entries, state, limit);
  return { items: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
}

/** How many categories a filter matches among those the caller may see. */
export function countCategoriesMatching(env: CatalogEnv, filter: CursorState['filter'], includeHidden: boolean): number {
  return filterViews(categoryViews(env, includeHidden, []), filter, CATEGORY_FIELDS).length;
}

/** The ids of a category's products the caller may see: newest first, or its arrangement first (category-arrangement.ts). */
export function visibleItemsOfCategory(env: CatalogEnv, categoryId: string, withSubcategories: boolean, includeHidden: boolean, useArrangement = false): string[] {
  // Hidden products are not items for visitors and members.
  return orderedItemsOf(env, categoryId, withSubcategories, useArrangement).filter((productId) => visibleProduct(getProductV3(env.db, productId), includeHidden));
}
