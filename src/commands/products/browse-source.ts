// Where `store products browse` gets its data and how its actions reach the API: the screen's callbacks, built
// on a StoreClient (tests build them on a client pointed at a sandbox).
import { PRODUCT_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import type { StoreClient } from '../../client/index.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import type { ProductBrowserProps } from '../../ui/screens/ProductBrowser.js';
import type { SortChoice } from '../../ui/browse-query.js';
import { bothFilters, searchFilter, type BrowseFlags, baseFilter, sortChoices } from '../shared/browse-search.js';
import { productFormSpec, productPatchFromForm } from './product-form.js';

export const PRODUCT_SORTS: readonly SortChoice[] = [
  { label: 'name ↑', sort: [{ fieldName: 'name', order: 'ASC' }] },
  { label: 'name ↓', sort: [{ fieldName: 'name', order: 'DESC' }] },
  { label: 'price ↑', sort: [{ fieldName: 'price', order: 'ASC' }] },
  { label: 'price ↓', sort: [{ fieldName: 'price', order: 'DESC' }] },
  { label: 'recently updated', sort: [{ fieldName: 'lastUpdated', order: 'DESC' }] },
];

/** The storefront page of a product (`productPageUrl` is `{base, path}`; the base may end with a slash). */
export function productPageUrl(product: Product): string {
  return `${product.productPageUrl.base.replace(/\/+$/, '')}${product.productPageUrl.path}`;
}

export type ProductBrowseSource = Omit<ProductBrowserProps, 'onExit' | 'width' | 'height' | 'pageSize'>;

export function productBrowseSource(client: StoreClient, options: BrowseFlags & { openUrl(url: string): Promise<void> }): ProductBrowseSource {
  const filter = baseFilter(options, PRODUCT_QUERY_FIELDS);
  let collectionNames: Promise<Map<string, string>> | undefined;
  return {
    sorts: sortChoices(options, PRODUCT_SORTS),
    async fetchPage({ search, sort }, { offset, limit }) {
      const { products, metadata } = await client.products.query({
        filter: bothFilters(filter, searchFilter(search, ['name', 'slug'])) ?? {},
        sort: sort.sort,
        paging: { offset, limit },
      });
      return { items: products, metadata };
    },
    loadProduct: (product) => client.products.get(product.id),
    async collectionNames(ids) {
      // Few collections per store: one listing, kept for the whole session.
      collectionNames ??= client.collections
        .list({}, { all: true })
        .toArray()
        .then((all) => new Map(all.map((collection) => [collection.id, collection.name])));
      const names = await collectionNames;
      return ids.map((id) => names.get(id) ?? id);
    },
    editSpec: (product) => productFormSpec('update', product),
    async saveProduct(product, values) {
      const patch = productPatchFromForm(product, values);
      return Object.keys(patch).length === 0 ? product : client.products.update(product.id, patch);
    },
    deleteProduct: (product) => client.products.delete(product.id),
    async openProduct(product) {
      const url = productPageUrl(product);
      await options.openUrl(url);
      return url;
    },
  };
}
