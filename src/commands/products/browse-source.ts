// Where `store products browse` gets its data and how its actions reach the store: the screen's callbacks, built
// on the store's catalog (V1 or V3), speaking version-neutral rows (tests build them on a sandbox of either version).
import type { CatalogProduct, CatalogProducts, ProductSortFields, StoreCatalog } from '../../catalog/core/store-catalog.js';
import type { ProductDetails, ProductItem } from '../../ui/browse-items.js';
import type { ProductBrowserProps } from '../../ui/screens/ProductBrowser.js';
import type { SortChoice } from '../../ui/browse-query.js';
import { baseFilter, sortChoices, type BrowseFlags } from '../shared/browse-search.js';
import { productUpdateForm } from './product-form.js';
import { withStoreSortFields } from './sort-aliases.js';
import { loadCollectionNames, namesOf } from '../collections/collection-names.js';

/** The sorts `s` cycles through, by the fields of the store's version. */
export function productSorts(fields: ProductSortFields): SortChoice[] {
  return [
    { label: 'name ↑', sort: [{ fieldName: fields.name, order: 'ASC' }] },
    { label: 'name ↓', sort: [{ fieldName: fields.name, order: 'DESC' }] },
    { label: 'price ↑', sort: [{ fieldName: fields.price, order: 'ASC' }] },
    { label: 'price ↓', sort: [{ fieldName: fields.price, order: 'DESC' }] },
    { label: 'recently updated', sort: [{ fieldName: fields.updated, order: 'DESC' }] },
  ];
}

/** A product as a browse row. */
export const productItem = (products: CatalogProducts, product: CatalogProduct): ProductItem => ({ id: product.id, summary: products.summary(product), entity: product });

/** What the detail pane shows of a product read with `get`. */
export async function productDetails(products: CatalogProducts, product: CatalogProduct): Promise<ProductDetails> {
  const [variants, stock] = await Promise.all([products.listVariants(product, {}, { all: true }).toArray(), products.variantStock(product)]);
  return {
    item: productItem(products, product),
    optionNames: products.choiceOptions(product).map((option) => option.name),
    variants: variants.map((variant) => products.variantRow(variant, stock)),
    media: products.mediaRows(product),
  };
}

export type ProductBrowseSource = Omit<ProductBrowserProps, 'onExit' | 'width' | 'height' | 'pageSize'>;

export interface ProductBrowseOptions extends BrowseFlags {
  /** Only the products of this collection (V3: category). */
  collection?: { id: string; name: string };
  openUrl(url: string): Promise<void>;
}

export function productBrowseSource(catalog: StoreCatalog, options: ProductBrowseOptions): ProductBrowseSource {
  const products = catalog.products;
  const filter = baseFilter(options, products.queryFields);
  const scope = options.collection ? { inCollection: options.collection.id } : {};
  const entity = (item: ProductItem) => item.entity as CatalogProduct;
  let collectionNames: Promise<Map<string, string>> | undefined;
  return {
    title: options.collection ? `Products in ${options.collection.name}` : 'Products',
    sorts: sortChoices(options, productSorts(products.sortFields), (sorts) => withStoreSortFields(sorts, products.sortFields)),
    searchHint: products.textMatches,
    async fetchPage({ search, sort }, page) {
      const found = await products.page({ ...(filter ? { filter } : {}), ...scope, sort: sort.sort, ...(search ? { text: search } : {}) }, page);
      return { ...found, items: found.items.map((product) => productItem(products, product)) };
    },
    loadProduct: async (item) => productDetails(products, await products.get(item.id)),
    async collectionNames(details) {
      // Few collections per store: one listing, kept for the whole session.
      collectionNames ??= loadCollectionNames(catalog.collections);
      return namesOf(await collectionNames, products.collectionIds(entity(details.item)));
    },
    async editProduct(item) {
      // The product as it is now: a V3 list row has no variants (prices) and its revision may be old.
      const current = await products.get(item.id);
      const form = productUpdateForm(products, await products.writer(), current);
      return {
        spec: form.spec,
        async save(values) {
          const body = form.body(values);
          return productItem(products, Object.keys(body).length === 0 ? current : await products.update(current, body));
        },
      };
    },
    deleteProduct: (item) => products.delete(item.id),
    async openProduct(item) {
      const url = await products.pageUrl(entity(item));
      await options.openUrl(url);
      return url;
    },
  };
}
