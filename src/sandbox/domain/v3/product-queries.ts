// Catalog V3 product listings, shared by Query/Search Products (routes/v3/products.ts) and the V3 GraphQL schema
// (graphql/resolvers-v3.ts): filter (declared fields only) → free text → sort → one cursor page of stored products,
// the caller's read policy applied before anything else. The caller renders the page.
import { DEFAULT_CURSOR_LIMIT } from '../../../wire/api/catalog-v3/paging.js';
import { QUERY_PRODUCTS_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { pageProductsV3 } from '../../tables/v3/products.js';
import { checkSortable, cursorPage, cursorPageOfSlice, sortViews, type CursorPage, type CursorState, type QueryFields } from './cursor-query.js';
import type { StoredProductV3 } from './product-state.js';
import { selectProducts, type TextSearch } from './product-selection.js';
import type { CatalogEnv } from './product-service.js';

/**
 * One page of the products `state` means (its filter, sort, text and offset), hidden ones only when `includeHidden`.
 * The plain listing (no filter, sort or text) is paged in SQL, so its pages cost the same at any depth.
 */
export function pageOfProductsV3(
  env: CatalogEnv,
  state: CursorState,
  includeHidden: boolean,
  limit = DEFAULT_CURSOR_LIMIT,
  spec: QueryFields = QUERY_PRODUCTS_FIELDS,
): CursorPage<StoredProductV3> {
  checkSortable(state.sort, spec);
  const text = state.search as TextSearch | undefined;
  const plain = Object.keys(state.filter ?? {}).length === 0 && (state.sort ?? []).length === 0 && !text?.expression;
  return plain
    ? cursorPageOfSlice(pageProductsV3(env.db, includeHidden, state.offset, limit + 1), state, limit)
    : cursorPage(sortViews(selectProducts(env, state.filter, text, includeHidden, spec), state.sort).map((e) => e.item), state, limit);
}
