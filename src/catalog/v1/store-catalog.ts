// The Catalog V1 side of the catalog interface: today's V1 resources, unchanged on the wire (docs/wire/catalog-v1.md).
import { COLLECTION_QUERY_FIELDS, PRODUCT_KEY_FIELDS, PRODUCT_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import type { StoreClient } from '../../client/index.js';
import type { Paginated, PagingOptions } from '../../client/paging.js';
import type { Collection, CollectionInput, CollectionPatch } from '../../wire/api/catalog-v1/collection.js';
import type { Product, ProductInput, ProductPatch } from '../../wire/api/catalog-v1/product.js';
import type { StoreVariant } from '../../wire/api/catalog-v1/variant.js';
import type { VariantStock } from '../core/summary-types.js';
import type { CatalogCollections, CatalogProducts, CatalogVariants, ListPageRequest, ListRequest, MediaSource, ProductDraft, StoreCatalog, VariantSelection, VariantValues } from '../core/store-catalog.js';
import { allFilters, offsetOf, offsetPage, startsWithFilter } from '../core/list-request.js';
import type { PlatformQuery } from '../../wire/api/query.js';
import { v1CollectionSummary, v1MediaRows, v1ProductSummary, v1VariantRow, v1VariantSummary } from './summaries.js';
import { v1Inventory } from './inventory.js';
import { V1_COLLECTION_FIELDS, V1_PRODUCT_FIELDS, V1_VARIANT_FIELDS } from './entity-fields.js';
import { chooseVariant } from './variant-choice.js';
import { keptVariantValues } from './kept-variants.js';
import { v1Amount } from './model.js';
import { explainV1ProductWriteError } from './write-errors.js';
import type { VariantFlags } from '../core/variant-choice.js';
import { modelAmount, modelDiscount } from './model.js';

export { v1CollectionSummary, v1ProductSummary, v1VariantRow, v1VariantSummary };
export { v1ProductBody } from './product-body.js';

/** A product's current values as a draft (the edit form's starting point). */
export function v1EditableDraft(product: Product): ProductDraft {
  const discount = product.discount;
  const draft: ProductDraft = {
    name: product.name,
    slug: product.slug,
    price: modelAmount(product.priceData?.price),
    cost: modelAmount(product.costAndProfitData?.itemCost ?? undefined),
    sku: product.sku ?? undefined,
    weight: product.weight ?? undefined,
    description: product.description ?? undefined,
    visible: product.visible,
    brand: product.brand ?? undefined,
    ribbon: product.ribbon ?? undefined,
    discount: discount && (discount.type === 'PERCENT' || discount.type === 'AMOUNT') && discount.value > 0 ? modelDiscount(discount) : undefined,
  };
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as ProductDraft;
}

/** The storefront page of a product (`productPageUrl` is `{base, path}`; the base may end with a slash). */
export function v1ProductPageUrl(product: Product): string {
  return `${product.productPageUrl.base.replace(/\/+$/, '')}${product.productPageUrl.path}`;
}

/** A ListRequest as V1's platform query: the text is a name or slug starting with it; a collection by `collectionIds`. */
function v1ProductQuery(request: ListRequest): PlatformQuery {
  const filter = allFilters(request.filter, startsWithFilter(request.text, ['name', 'slug']), request.inCollection ? { collectionIds: { $hasSome: [request.inCollection] } } : undefined);
  return { ...(filter ? { filter } : {}), ...(request.sort?.length ? { sort: request.sort } : {}) };
}

function v1CollectionQuery(request: ListRequest): PlatformQuery {
  // The collections query knows `id` and `name` only: text is matched on the name.
  const filter = allFilters(request.filter, startsWithFilter(request.text, ['name']));
  return { ...(filter ? { filter } : {}), ...(request.sort?.length ? { sort: request.sort } : {}) };
}

class V1Products implements CatalogProducts<Product, ProductInput, ProductPatch> {
  constructor(private readonly client: StoreClient) {}
  readonly fields = V1_PRODUCT_FIELDS;
  readonly queryFields = PRODUCT_QUERY_FIELDS;
  readonly textMatches = 'name or slug starts with';
  readonly sortFields = { name: 'name', price: 'price', updated: 'lastUpdated' };
  /** `numericId`: given in creation order, unique, sortable (ProductQuerySpec), and the key pages resume from. */
  readonly createdSortField = PRODUCT_KEY_FIELDS.byDefault;
  list = (request: ListRequest, paging?: PagingOptions): Paginated<Product> => this.client.products.list(v1ProductQuery(request), paging);
  async page(request: ListRequest, { limit, cursor, offset: held }: ListPageRequest) {
    const offset = held ?? offsetOf(cursor);
    const { products, metadata } = await this.client.products.query({ ...v1ProductQuery(request), paging: { offset, limit } });
    return offsetPage(products, metadata, offset, limit);
  }
  get = (id: string) => this.client.products.get(id);
  resolve = (idOrSlug: string) => this.client.products.resolve(idOrSlug);
  writer = async () => (await import('./writer.js')).v1ProductWriter;
  create = (body: ProductInput) => this.client.products.create(body).catch((error) => explainV1ProductWriteError(error, body));
  editableDraft = v1EditableDraft;
  collectionIds = (product: Product) => product.collectionIds ?? [];
  pageUrl = async (product: Product) => v1ProductPageUrl(product);
  /** New options keep, for every choice that remains, its managed variant's values (keptVariantValues). */
  async update(existing: Product, body: ProductPatch): Promise<Product> {
    const before = body.productOptions !== undefined && existing.manageVariants ? await this.variantsOf(existing.id) : undefined;
    const updated = await this.client.products.update(existing.id, body).catch((error) => explainV1ProductWriteError(error, body));
    if (!before) return updated;
    const overrides = keptVariantValues(before, await this.variantsOf(existing.id));
    if (overrides.length === 0) return updated;
    await this.client.products.updateVariants(existing.id, overrides);
    return this.client.products.get(existing.id);
  }
  private variantsOf = (id: string) => this.client.products.listVariants(id, { includeMerchantSpecificData: true }, { all: true }).toArray();
  delete = (id: string) => this.client.products.delete(id);
  async removeBrand(existing: Product) {
    await this.client.products.removeBrand(existing.id);
    return this.client.products.get(existing.id);
  }
  async removeRibbon(existing: Product) {
    await this.client.products.removeRibbon(existing.id);
    return this.client.products.get(existing.id);
  }
  summary = v1ProductSummary;
  choiceOptions = (product: Product) => product.productOptions ?? [];
  chooseVariant = (product: Product, flags: VariantFlags) => chooseVariant(this.client, product, flags);
  listVariants = (product: Product, selection: VariantSelection, paging?: PagingOptions) => this.client.products.listVariants(product.id, selection, paging);
  /** V1 variants carry their stock (Query Product Variants): nothing to read. */
  variantStock = async (): Promise<VariantStock> => new Map();
  variantRow = v1VariantRow;
  mediaRows = v1MediaRows;
  mediaItems = (product: Product) => product.media.items ?? [];
  async addMedia(product: Product, sources: MediaSource[], choice?: { option: string; choice: string }) {
    await this.client.products.addMedia(product.id, sources.map((source) => (choice ? { ...source, choice } : source)));
    return this.client.products.get(product.id);
  }
  async removeMedia(product: Product, mediaIds: readonly string[]) {
    // The platform takes an empty list as "all".
    await this.client.products.removeMedia(product.id, [...mediaIds]);
    return this.client.products.get(product.id);
  }
  async updateVariants(product: Product, selection: VariantSelection, values: VariantValues) {
    const notes: string[] = [];
    if (!product.manageVariants) {
      notes.push(`Note: turning on manageVariants for ${product.name}, so its variants can have their own values.`);
      await this.client.products.update(product.id, { manageVariants: true });
    }
    const amounts = { price: values.price === undefined ? undefined : v1Amount(values.price), cost: values.cost === undefined ? undefined : v1Amount(values.cost) };
    return { variants: await this.client.products.updateVariants(product.id, [{ ...selection, ...values, ...amounts }]), notes };
  }
}


class V1Collections implements CatalogCollections<Collection, CollectionInput, CollectionPatch> {
  constructor(private readonly client: StoreClient) {}
  readonly fields = V1_COLLECTION_FIELDS;
  readonly queryFields = COLLECTION_QUERY_FIELDS;
  readonly textMatches = 'name starts with';
  list = (request: ListRequest, paging?: PagingOptions) => this.client.collections.list(v1CollectionQuery(request), paging);
  async page(request: ListRequest, { limit, cursor, offset: held }: ListPageRequest) {
    const offset = held ?? offsetOf(cursor);
    const { collections, metadata } = await this.client.collections.query({ ...v1CollectionQuery(request), paging: { offset, limit } });
    return offsetPage(collections, metadata, offset, limit);
  }
  resolve = (key: string) => this.client.collections.resolve(key);
  writeSchemas = async () => (await import('./writer.js')).v1CollectionSchemas;
  create = (body: CollectionInput) => this.client.collections.create(body);
  update = (existing: Collection, body: CollectionPatch) => this.client.collections.update(existing.id, body);
  delete = (id: string) => this.client.collections.delete(id);
  addProducts = (id: string, productIds: readonly string[]) => this.client.collections.addProducts(id, productIds);
  removeProducts = (id: string, productIds: readonly string[]) => this.client.collections.removeProducts(id, productIds);
  summary = v1CollectionSummary;
}


class V1Variants implements CatalogVariants<StoreVariant> {
  constructor(private readonly client: StoreClient) {}
  readonly fields = V1_VARIANT_FIELDS;
  list = (request: ListRequest, paging?: PagingOptions) => this.client.storeVariants.list(request, paging);
  get = (id: string) => this.client.storeVariants.get(id);
  summary = v1VariantSummary;
}

export function v1Catalog(client: StoreClient): StoreCatalog {
  return {
    version: 'v1',
    requireV1: () => {},
    importTarget: async () => (await import('./import/target.js')).v1ImportTarget(client),
    exportSource: async () => (await import('./export/source.js')).v1ExportSource(client),
    bulk: async () => (await import('./bulk/engine.js')).v1BulkEngine(client),
    inventory: () => v1Inventory(client),
    products: new V1Products(client) as unknown as CatalogProducts,
    collections: new V1Collections(client) as unknown as CatalogCollections,
    variants: new V1Variants(client) as unknown as CatalogVariants,
  };
}
