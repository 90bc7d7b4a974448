// How a V3 store lists products for a ListRequest: Query Products when it declares every field filtered and sorted
// on, else Search Products (which alone has free text). Shared by the catalog's lists and the export source.
import type { StoreClient } from '../../client/index.js';
import type { Paginated, PagingOptions } from '../../client/paging.js';
import type { ProductField } from '../../wire/api/catalog-v3/fields.js';
import type { Product } from '../../wire/api/catalog-v3/product.js';
import { QUERY_PRODUCTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import { declaresAll } from '../../wire/api/query-fields.js';
import type { ListRequest } from '../core/store-catalog.js';
import { allFilters } from '../core/list-request.js';

/** The free-text fields `ListRequest.text` searches (Search Products; docs/wire/catalog-v3.md §3), every word required. */
export const PRODUCT_TEXT_FIELDS = ['name', 'variantsInfo.variants.sku'] as const;

/**
 * A ListRequest as a V3 products query: a collection is a category (`directCategoriesInfo.categories` $matchItems),
 * text is Search Products' free-text search. `search` says whether only Search Products can answer it: Query
 * Products declares few fields (no name, price or category) and has no free text.
 */
export function v3ProductQuery(request: ListRequest): { query: { filter?: Record<string, unknown>; sort?: ListRequest['sort']; search?: Record<string, unknown> }; search: boolean } {
  const filter = allFilters(request.filter, request.inCollection ? { 'directCategoriesInfo.categories': { $matchItems: [{ id: request.inCollection }] } } : undefined);
  const query = {
    ...(filter ? { filter } : {}),
    ...(request.sort?.length ? { sort: request.sort } : {}),
    ...(request.text ? { search: { expression: request.text, fields: [...PRODUCT_TEXT_FIELDS], mode: 'AND' } } : {}),
  };
  return { query, search: request.text !== undefined && request.text !== '' ? true : !declaresAll(QUERY_PRODUCTS_FIELDS, filter, request.sort) };
}

/** Products by Query Products when it can filter and sort on the fields asked (it declares them), else by Search Products. */
export function listV3Products(client: StoreClient, request: ListRequest, paging: PagingOptions | undefined, fields: readonly ProductField[]): Paginated<Product> {
  const { query, search } = v3ProductQuery(request);
  return search ? client.catalogV3.products.listSearch(query, paging, { fields }) : client.catalogV3.products.list(query, paging, { fields });
}
