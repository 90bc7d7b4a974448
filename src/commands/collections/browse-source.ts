// Where `store collections browse` gets its data and how its actions reach the API.
import { COLLECTION_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import type { StoreClient } from '../../client/index.js';
import type { SortChoice } from '../../ui/browse-query.js';
import type { CollectionBrowserProps } from '../../ui/screens/CollectionBrowser.js';
import { baseFilter, bothFilters, searchFilter, sortChoices, type BrowseFlags } from '../shared/browse-search.js';

export const COLLECTION_SORTS: readonly SortChoice[] = [
  { label: 'name ↑', sort: [{ fieldName: 'name', order: 'ASC' }] },
  { label: 'name ↓', sort: [{ fieldName: 'name', order: 'DESC' }] },
];

export type CollectionBrowseSource = Omit<CollectionBrowserProps, 'onExit' | 'width' | 'height' | 'pageSize'>;

export function collectionBrowseSource(client: StoreClient, flags: BrowseFlags = {}): CollectionBrowseSource {
  const filter = baseFilter(flags, COLLECTION_QUERY_FIELDS);
  return {
    sorts: sortChoices(flags, COLLECTION_SORTS),
    async fetchPage({ search, sort }, { offset, limit }) {
      // The collections query knows `id` and `name` only: search is by name.
      const { collections, metadata } = await client.collections.query({
        filter: bothFilters(filter, searchFilter(search, ['name'])) ?? {},
        sort: sort.sort,
        paging: { offset, limit },
      });
      return { items: collections, metadata };
    },
    async fetchProducts(collection, { offset, limit }) {
      const { products, metadata } = await client.products.query({
        filter: { collectionIds: { $hasSome: [collection.id] } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { offset, limit },
      });
      return { items: products, metadata };
    },
    async addProduct(collection, key) {
      const product = await client.products.resolve(key);
      await client.collections.addProducts(collection.id, [product.id]);
      return product;
    },
    removeProduct: (collection, product) => client.collections.removeProducts(collection.id, [product.id]),
    deleteCollection: (collection) => client.collections.delete(collection.id),
  };
}
