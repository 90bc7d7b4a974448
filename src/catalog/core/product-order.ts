// The order `store products list` and `products export` show products in when no `--sort` is given, one rule on both
// catalog versions: the first made first. Neither V1 Query Products nor V3 Query/Search Products documents a default
// order, and an unsorted V1 listing of one page comes in the platform's order while a longer one pages by `numericId`
// (client/paging.ts), so `--limit 10` and `--all` could disagree. Each version names the field its product query
// declares sortable for creation order (`CatalogProducts.createdSortField`; docs/wire/catalog-v1.md §5.3,
// docs/wire/catalog-v3.md §3), and that sort is sent on every listing, one page or many. A `--sort` replaces it whole.
import type { Sort } from '../../wire/api/query.js';

/** The query as given when it has a sort, else sorted by `createdField` ascending (oldest first). */
export function inCreationOrderUnlessSorted<Q extends { sort?: Sort[] }>(query: Q, createdField: string): Q {
  return query.sort?.length ? query : { ...query, sort: [{ fieldName: createdField, order: 'ASC' }] };
}
