// Where `store collections browse` gets its data and how its actions reach the store, on the store's catalog
// (collections on V1, categories on V3), as version-neutral rows.
import type { CatalogCollection, StoreCatalog } from '../../catalog/core/store-catalog.js';
import type { CollectionItem } from '../../ui/browse-items.js';
import type { SortChoice } from '../../ui/browse-query.js';
import type { CollectionBrowserProps } from '../../ui/screens/CollectionBrowser.js';
import { baseFilter, sortChoices, type BrowseFlags } from '../shared/browse-search.js';
import { productItem } from '../products/browse-source.js';

/** Both versions sort collections (categories) by `name`. */
export const COLLECTION_SORTS: readonly SortChoice[] = [
  { label: 'name ↑', sort: [{ fieldName: 'name', order: 'ASC' }] },
  { label: 'name ↓', sort: [{ fieldName: 'name', order: 'DESC' }] },
];

export type CollectionBrowseSource = Omit<CollectionBrowserProps, 'onExit' | 'width' | 'height' | 'pageSize'>;

export function collectionBrowseSource(catalog: StoreCatalog, flags: BrowseFlags = {}): CollectionBrowseSource {
  const { collections, products } = catalog;
  const filter = baseFilter(flags, collections.queryFields);
  const item = (collection: CatalogCollection): CollectionItem => ({ id: collection.id, summary: collections.summary(collection), entity: collection });
  return {
    sorts: sortChoices(flags, COLLECTION_SORTS),
    searchHint: collections.textMatches,
    async fetchPage({ search, sort }, page) {
      const found = await collections.page({ ...(filter ? { filter } : {}), sort: sort.sort, ...(search ? { text: search } : {}) }, page);
      return { ...found, items: found.items.map(item) };
    },
    async fetchProducts(collection, page) {
      const found = await products.page({ inCollection: collection.id, sort: [{ fieldName: products.sortFields.name, order: 'ASC' }] }, page);
      return { ...found, items: found.items.map((product) => productItem(products, product)) };
    },
    async addProduct(collection, key) {
      const product = await products.resolve(key);
      await collections.addProducts(collection.id, [product.id]);
      return productItem(products, product);
    },
    removeProduct: (collection, product) => collections.removeProducts(collection.id, [product.id]),
    deleteCollection: (collection) => collections.delete(collection.id),
  };
}
