// `--sort price:desc` names one order on every catalog version: `name`, `price` (what the buyer pays; the lowest
// variant price on V3) and `updated` become the store's own fields (on V3 `price` is actualPriceRange.minValue.amount,
// `updated` is updatedDate; on V1 lastUpdated). Any other name is the store's own field and is checked as such.
import type { ProductSortFields } from '../../catalog/core/store-catalog.js';
import type { PlatformQuery } from '../../wire/api/query.js';

/** The sort names every catalog version takes (what `--sort` completes to). */
export const PRODUCT_SORT_NAMES = ['name', 'price', 'updated'] as const satisfies ReadonlyArray<keyof ProductSortFields>;

export function withStoreSortFields<S extends { fieldName: string }>(sorts: S[], fields: ProductSortFields): S[] {
  return sorts.map((sort) => (Object.hasOwn(fields, sort.fieldName) ? { ...sort, fieldName: fields[sort.fieldName as keyof ProductSortFields] } : sort));
}

/** The list flags' query with its sort aliases made the store's own. */
export function withStoreSorts(query: PlatformQuery, fields: ProductSortFields): PlatformQuery {
  return query.sort ? { ...query, sort: withStoreSortFields(query.sort, fields) } : query;
}
