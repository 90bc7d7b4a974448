// The Catalog V3 side of the catalog interface (docs/wire/catalog-v3.md): products with per-variant prices and a
// revision, categories as collections, read-only variants as store variants. Bodies come from v3-product-body.ts.
import type { StoreClient } from '../../client/index.js';
import { NotFoundError, StoreError } from '../../client/errors.js';
import { isGuid } from '../../client/ids.js';
import { paginate, Paginated, type PagingOptions } from '../../client/paging.js';
import { orUndefinedIfMissing } from '../../client/resources/missing.js';
import type { Category } from '../../client/resources/categories.js';
import type { CategoryCreate, CategoryUpdate } from '../../wire/api/categories/schemas.js';
import type { BulkEnvelope } from '../../wire/api/catalog-v3/bulk.js';
import type { ProductField } from '../../wire/api/catalog-v3/fields.js';
import type { Product, ProductCreate, ProductUpdate, Variant as V3Variant } from '../../wire/api/catalog-v3/product.js';
import type { ReadOnlyVariant } from '../../wire/api/catalog-v3/variant-readers.js';
import type { CatalogCollections, CatalogProducts, CatalogVariants, ChoiceOption, ListPage, ListPageRequest, ListRequest, MediaSource, ProductDraft, StoreCatalog, VariantSelection, VariantValues } from '../core/store-catalog.js';
import { allFilters, startsWithFilter } from '../core/list-request.js';
import { cursorQueryFor, nextCursor } from '../../client/cursor-paging.js';
import { modelDiscountOf, priceViewOf, v3ProductPrice } from './pricing.js';
import { toText } from '../../wire/money.js';
import { explainProductWriteError } from './errors.js';
import { UsageError } from '../../io/cli-errors.js';
import { refuseOnV3 } from '../core/v1-only.js';
import { withVariantValues } from './product-body.js';
import { choiceNames, v3CollectionSummary, v3MediaItems, v3MediaRows, v3ProductSummary, v3VariantRow, v3VariantSummary } from './summaries.js';
import { v3Inventory } from './inventory.js';
import type { StockLike } from '../core/summary-text.js';
import type { VariantStock } from '../core/summary-types.js';
import { RowSkus } from './row-skus.js';
import { CATEGORY_FIELDS, LIST_PRODUCTS_FIELDS, LIST_VARIANTS_FIELDS, QUERY_VARIANTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import { declaresAll } from '../../wire/api/query-fields.js';
import { V3_COLLECTION_FIELDS, V3_PRODUCT_FIELDS, V3_VARIANT_FIELDS } from './entity-fields.js';
import { chooseV3Variant } from './variant-choice.js';
import type { VariantFlags } from '../core/variant-choice.js';
import { listV3Products, v3ProductQuery } from './product-query.js';

/** What `get` asks for: everything a person or `--json` may want to see of one product. */
export const PRODUCT_DETAIL_FIELDS: readonly ProductField[] = ['CURRENCY', 'MERCHANT_DATA', 'PLAIN_DESCRIPTION', 'VARIANT_OPTION_CHOICE_NAMES', 'DIRECT_CATEGORIES_INFO', 'MEDIA_ITEMS_INFO'];
/** What lists ask for (query and search return no variants). */
export const PRODUCT_LIST_FIELDS: readonly ProductField[] = ['CURRENCY'];
/** What the tables and browse rows ask for: also the lowest-priced variant, whose SKU the row shows. */
export const PRODUCT_ROW_FIELDS: readonly ProductField[] = [...PRODUCT_LIST_FIELDS, 'MIN_PRICE_VARIANT'];

/** A cursor page as a ListPage. */
function cursorListPage<T>(items: T[], metadata: Parameters<typeof nextCursor>[0], total?: number): ListPage<T> {
  const next = nextCursor(metadata);
  return { items, ...(total !== undefined ? { total } : {}), ...(next ? { next } : {}) };
}

/** A V3 product's current values as a draft: the first variant's prices, cost and (for a single variant) SKU and weight. */
export function v3EditableDraft(product: Product): ProductDraft {
  const variants = product.variantsInfo?.variants ?? [];
  const first = variants[0];
  const only = variants.length === 1 ? first : undefined;
  const view = first ? priceViewOf(first.price) : undefined;
  const cost = first?.revenueDetails?.cost?.amount;
  const draft: ProductDraft = {
    name: product.name,
    slug: product.slug,
    price: variants.length > 0 ? v3ProductPrice(variants) : undefined,
    cost: cost === undefined || cost === null ? undefined : toText(cost),
    sku: only?.sku ?? undefined,
    weight: only?.physicalProperties?.weight ?? undefined,
    description: product.plainDescription ?? undefined,
    visible: product.visible,
    brand: product.brand?.name ?? undefined,
    ribbon: product.ribbon?.name ?? undefined,
    discount: view ? modelDiscountOf(view) : undefined,
  };
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as ProductDraft;
}

/** The variants `selection` names (all when it names none). */
function selectedVariants(product: Product, selection: VariantSelection): V3Variant[] {
  return (product.variantsInfo?.variants ?? []).filter((variant) => {
    const names = choiceNames(variant);
    return (
      (!selection.variantIds?.length || selection.variantIds.includes(variant.id ?? '')) &&
      Object.entries(selection.choices ?? {}).every(([option, choice]) => names[option] === choice)
    );
  });
}

class V3Products implements CatalogProducts<Product, ProductCreate, ProductUpdate> {
  private readonly rowSkus: RowSkus;
  constructor(private readonly client: StoreClient) {
    this.rowSkus = new RowSkus(client);
  }
  readonly fields = V3_PRODUCT_FIELDS;
  private get api() {
    return this.client.catalogV3;
  }

  /** Query Products' fields or Search Products': the list asks whichever declares the fields used. */
  readonly queryFields = LIST_PRODUCTS_FIELDS;
  list = (request: ListRequest, paging?: PagingOptions): Paginated<Product> => {
    const listed = listV3Products(this.client, request, paging, PRODUCT_ROW_FIELDS);
    const rowSkus = this.rowSkus;
    return new Paginated(async function* () {
      for await (const page of listed.pages()) {
        await rowSkus.fill(page.items);
        yield page;
      }
    });
  };

  readonly textMatches = 'name or SKU contains';
  readonly sortFields = { name: 'name', price: 'actualPriceRange.minValue.amount', updated: 'updatedDate' };
  /** Query and Search Products both sort `createdDate` both ways; neither sorts `id` (V3ProductQuerySpec, V3ProductSearchSpec). */
  readonly createdSortField = 'createdDate';

  /** The first page also asks Count Products (with the same filter and text) for the total, which pages do not carry. */
  async page(request: ListRequest, page: ListPageRequest): Promise<ListPage<Product>> {
    const { query, search } = v3ProductQuery(request);
    const body = cursorQueryFor(query, page);
    const options = { fields: PRODUCT_ROW_FIELDS };
    const [answer, total] = await Promise.all([
      search ? this.api.products.search(body, options) : this.api.products.query(body, options),
      page.cursor === undefined ? this.count(query) : undefined,
    ]);
    await this.rowSkus.fill(answer.products);
    return cursorListPage(answer.products, answer.pagingMetadata, total);
  }

  /** Hidden products count only for the admin key (the platform's default leaves them out, and refuses visitors). */
  private count(query: { filter?: Record<string, unknown>; search?: Record<string, unknown> }): Promise<number> {
    return this.api.products.count({
      ...(query.filter ? { filter: query.filter } : {}),
      // Count Products takes the free text flat (wire CountProductsRequestSchema), unlike Search Products' `search.search`.
      ...(query.search ? { search: query.search } : {}),
      ...(this.client.auth.kind === 'api-key' ? { returnNonVisibleProducts: true } : {}),
    });
  }

  editableDraft = v3EditableDraft;
  collectionIds = (product: Product) => (product.directCategoriesInfo?.categories ?? []).map((category) => category.id);

  /** The storefront URL comes with the `URL` field, which `get` does not ask for: asked for here. */
  async pageUrl(product: Product): Promise<string> {
    const url = product.url?.url ?? (await this.api.products.get(product.id, { fields: ['URL'] })).url?.url;
    if (!url) throw new StoreError(`The store did not say where the page of ${product.name} is`);
    return url;
  }

  /** Merchant data (cost, profit) only for the admin key: a visitor asking for it is refused. */
  private get detailFields(): readonly ProductField[] {
    return this.client.auth.kind === 'api-key' ? PRODUCT_DETAIL_FIELDS : PRODUCT_DETAIL_FIELDS.filter((field) => field !== 'MERCHANT_DATA');
  }

  get = (id: string) => this.api.products.get(id, { fields: this.detailFields });

  async resolve(idOrSlug: string): Promise<Product> {
    const found =
      (isGuid(idOrSlug) ? await orUndefinedIfMissing(this.get(idOrSlug)) : undefined) ??
      (await orUndefinedIfMissing(this.api.products.getBySlug(idOrSlug, { fields: this.detailFields }))) ??
      (!isGuid(idOrSlug) ? await orUndefinedIfMissing(this.get(idOrSlug)) : undefined);
    if (!found) throw new NotFoundError(`No product with id or slug "${idOrSlug}"`);
    return found;
  }

  writer = async () => (await import('./writer.js')).v3ProductWriter;

  async create(body: ProductCreate): Promise<Product> {
    const product = await this.withReferences(body);
    return this.api.products.create(product, { fields: PRODUCT_DETAIL_FIELDS }).catch((error) => explainProductWriteError(error, body));
  }

  async update(existing: Product, body: ProductUpdate): Promise<Product> {
    const { revision, ...patch } = await this.withReferences(body);
    return this.api.products
      .update(existing.id, typeof revision === 'string' ? revision : existing.revision, patch, { fields: PRODUCT_DETAIL_FIELDS })
      .catch((error) => explainProductWriteError(error, { name: existing.name, slug: existing.slug }, typeof patch.slug === 'string' ? patch.slug : existing.slug));
  }

  delete = (id: string) => this.api.products.delete(id);

  removeBrand = (existing: Product) => this.update(existing, { brand: null });
  removeRibbon = (existing: Product) => this.update(existing, { ribbon: null });

  summary = (product: Product) => v3ProductSummary(product, this.rowSkus.of(product));

  choiceOptions = (product: Product): ChoiceOption[] =>
    (product.options ?? []).map((o) => ({ name: o.name ?? '', choices: o.choicesSettings.choices.map((c) => ({ value: c.name, description: c.name })) }));

  chooseVariant = async (product: Product, flags: VariantFlags) => chooseV3Variant(product, flags);

  /** From the product itself (get returns every variant, with choice names). */
  listVariants(product: Product, selection: VariantSelection, paging?: PagingOptions): Paginated<V3Variant> {
    const chosen = selectedVariants(product, selection);
    return paginate(async ({ offset, limit }) => ({ items: chosen.slice(offset, offset + limit), metadata: { total: chosen.length } }), paging);
  }

  /** The product's inventory items (docs/wire/catalog-v3.md §5): one Query Inventory Items, admin key only. */
  async variantStock(product: Product): Promise<VariantStock> {
    const stock = new Map<string, StockLike>();
    if (this.client.auth.kind !== 'api-key') return stock;
    for await (const item of this.api.inventoryItems.list({ filter: { productId: product.id } }, { all: true })) {
      stock.set(item.variantId, { trackQuantity: item.trackQuantity, quantity: item.quantity, inStock: item.inStock });
    }
    return stock;
  }

  variantRow = v3VariantRow;

  mediaRows = v3MediaRows;
  mediaItems = v3MediaItems;

  /** V3 media are part of the product: one PATCH with the whole list (URLs as external images, site media by id). */
  async addMedia(product: Product, sources: MediaSource[], choice?: { option: string; choice: string }): Promise<Product> {
    if (choice) refuseOnV3('products choice-media');
    const added = sources.map((source) => (source.url ? { url: source.url } : { id: source.mediaId }));
    return this.update(product, { media: { itemsInfo: { items: [...v3MediaItems(product), ...added] } } });
  }

  async removeMedia(product: Product, mediaIds: readonly string[]): Promise<Product> {
    const kept = mediaIds.length === 0 ? [] : v3MediaItems(product).filter((item) => !mediaIds.includes(String(item.id)));
    return this.update(product, { media: { itemsInfo: { items: kept } } });
  }

  /** One PATCH with the options and every variant (V3 replaces them whole), the chosen ones changed. */
  async updateVariants(product: Product, selection: VariantSelection, values: VariantValues) {
    const chosen = new Set(selectedVariants(product, selection).map((variant) => variant.id));
    if (chosen.size === 0) return { variants: [], notes: [] };
    // A V3 SKU names one variant in the whole store (the store answers SKU_ALREADY_EXIST_ERROR otherwise).
    if (values.sku !== undefined && values.sku !== '' && chosen.size > 1) {
      throw new UsageError(`--sku: ${chosen.size} variants match, and on a Catalog V3 store a SKU belongs to one variant`, {
        hint: 'Choose one variant (every option in --choice, or --variant-id), or leave --sku out.',
      });
    }
    const variants = (product.variantsInfo?.variants ?? []).map((variant) => (chosen.has(variant.id) ? withVariantValues(variant, values) : variant));
    const updated = await this.update(product, { options: product.options ?? [], variantsInfo: { variants } });
    return { variants: (updated.variantsInfo?.variants ?? []).filter((variant) => chosen.has(variant.id)), notes: [] };
  }

  /** Brand and ribbon given by name become `{id}` of the entity with that name (created when missing). */
  private async withReferences<B extends ProductUpdate>(body: B): Promise<B> {
    const references: ProductUpdate = {};
    for (const key of ['brand', 'ribbon'] as const) {
      const ref = body[key];
      if (ref && !ref.id && ref.name) references[key] = { id: (await this.api[key === 'brand' ? 'brands' : 'ribbons'].getOrCreate(ref.name)).id };
    }
    return { ...body, ...references };
  }
}


/** Fails when some items of a bulk membership call were refused, naming them. */
function checkBulk(answers: Array<BulkEnvelope<never>>, what: string): void {
  const failed = answers.flatMap((answer) => answer.results.filter((r) => !r.itemMetadata.success));
  if (failed.length > 0) {
    const reasons = failed.map((r) => `${r.itemMetadata.id ?? '?'}: ${r.itemMetadata.error?.description ?? r.itemMetadata.error?.code ?? 'refused'}`);
    throw new StoreError(`${failed.length} product(s) could not be ${what}: ${reasons.join('; ')}`);
  }
}

/** A ListRequest as a categories query (text: the name starts with it). */
function v3CategoryQuery(request: ListRequest) {
  const filter = allFilters(request.filter, startsWithFilter(request.text, ['name']));
  return { ...(filter ? { filter } : {}), ...(request.sort?.length ? { sort: request.sort } : {}) };
}

const CATEGORY_READ = { returnNonVisibleCategories: true, fields: ['DESCRIPTION'] } as const;
/** The description comes back only when asked for (the Categories API's `fields`), on single-category calls too. */
const DESCRIBED = { fields: CATEGORY_READ.fields };

class V3Collections implements CatalogCollections<Category, CategoryCreate, CategoryUpdate> {
  constructor(private readonly client: StoreClient) {}
  readonly fields = V3_COLLECTION_FIELDS;
  readonly textMatches = 'name starts with';
  readonly queryFields = CATEGORY_FIELDS;
  list = (request: ListRequest, paging?: PagingOptions) => this.client.categories.list(v3CategoryQuery(request), paging, CATEGORY_READ);

  /** The first page also asks Count Categories for the total (pages do not carry one). */
  async page(request: ListRequest, page: ListPageRequest): Promise<ListPage<Category>> {
    const query = v3CategoryQuery(request);
    const [answer, total] = await Promise.all([
      this.client.categories.query(cursorQueryFor(query, page), CATEGORY_READ),
      page.cursor === undefined ? this.client.categories.count({ ...(query.filter ? { filter: query.filter } : {}), returnNonVisibleCategories: true }) : undefined,
    ]);
    return cursorListPage(answer.categories, answer.pagingMetadata, total);
  }

  async resolve(key: string): Promise<Category> {
    const categories = this.client.categories;
    const found =
      (isGuid(key) ? await orUndefinedIfMissing(categories.get(key, DESCRIBED)) : undefined) ??
      (await orUndefinedIfMissing(categories.getBySlug(key, DESCRIBED))) ??
      (await categories.query({ filter: { name: key }, cursorPaging: { limit: 1 } }, CATEGORY_READ)).categories[0] ??
      (!isGuid(key) ? await orUndefinedIfMissing(categories.get(key, DESCRIBED)) : undefined);
    if (!found) throw new NotFoundError(`No collection (category) with id, slug or name "${key}"`);
    return found;
  }

  writeSchemas = async () => (await import('./writer.js')).v3CategorySchemas;
  create = (body: CategoryCreate) => this.client.categories.create(body, DESCRIBED);
  /**
   * Update Category changes neither `visible` nor the parent (immutable there): a new parent goes through Move
   * Category and visibility through Update Category Visibility, each on the revision the call before left.
   */
  update = async (existing: Category, body: CategoryUpdate) => {
    const categories = this.client.categories;
    const { revision, visible, parentCategory, ...patch } = body;
    let current = existing;
    let currentRevision = typeof revision === 'string' ? revision : String(existing.revision ?? '');
    if (Object.keys(patch).length > 0 || (visible === undefined && parentCategory === undefined)) {
      current = await categories.update(existing.id, currentRevision, patch, DESCRIBED);
      currentRevision = String(current.revision ?? '');
    }
    const parentId = (parentCategory as { id?: string | null } | null | undefined)?.id ?? undefined;
    if (parentCategory !== undefined && parentId !== (current.parentCategory?.id ?? undefined)) {
      await categories.move(existing.id, parentId);
      current = await categories.get(existing.id, DESCRIBED);
      currentRevision = String(current.revision ?? '');
    }
    if (typeof visible === 'boolean' && visible !== current.visible) current = await categories.updateVisibility(existing.id, currentRevision, visible, DESCRIBED);
    return current;
  };
  delete = (id: string) => this.client.categories.delete(id);
  addProducts = async (id: string, productIds: readonly string[]) => checkBulk(await this.client.categories.addProducts(id, productIds), 'added');
  removeProducts = async (id: string, productIds: readonly string[]) => checkBulk(await this.client.categories.removeProducts(id, productIds), 'removed');
  summary = v3CollectionSummary;
}


/** `<productId>-<variantId>` (GUIDs, so split after the first 36 characters) or `<productId>:<variantId>`. */
export function splitVariantKey(key: string): { productId: string; variantId: string } | undefined {
  if (key.length > 37 && isGuid(key.slice(0, 36)) && key[36] === '-') return { productId: key.slice(0, 36), variantId: key.slice(37) };
  const colon = key.indexOf(':');
  return colon > 0 ? { productId: key.slice(0, colon), variantId: key.slice(colon + 1) } : undefined;
}


class V3Variants implements CatalogVariants<ReadOnlyVariant> {
  constructor(private readonly client: StoreClient) {}
  readonly fields = V3_VARIANT_FIELDS;
  /** Query Variants' fields or Search Variants': the list asks Query Variants when it declares the fields used, else Search. */
  readonly queryFields = LIST_VARIANTS_FIELDS;
  list = (request: ListRequest, paging?: PagingOptions) => {
    const query = { ...(request.filter ? { filter: request.filter } : {}), ...(request.sort?.length ? { sort: request.sort } : {}) };
    const variants = this.client.catalogV3.variants;
    return declaresAll(QUERY_VARIANTS_FIELDS, request.filter, request.sort) ? variants.list(query, paging) : variants.listSearch(query, paging);
  };

  /** By the table's key (`<productId>-<variantId>`) or by the variant's own id, as `--json` prints it. */
  async get(key: string): Promise<ReadOnlyVariant> {
    const parts = splitVariantKey(key);
    if (parts) {
      for await (const variant of this.client.catalogV3.variants.list({ filter: { 'productData.productId': parts.productId } }, { all: true })) {
        if (variant.variantId === parts.variantId) return variant;
      }
    } else if (isGuid(key)) {
      const [variant] = await this.client.catalogV3.variants.list({ filter: { id: key } }, { limit: 1 }).toArray();
      if (variant) return variant;
    }
    throw new NotFoundError(`No variant "${key}"`, { hint: 'Use an id as `store variants list` shows it: <productId>-<variantId>, or the variant\'s own id.' });
  }

  summary = v3VariantSummary;
}

export function v3Catalog(client: StoreClient): StoreCatalog {
  const collections = new V3Collections(client) as unknown as CatalogCollections;
  return {
    version: 'v3',
    requireV1: refuseOnV3,
    importTarget: async () => (await import('./import/target.js')).v3ImportTarget(client, collections),
    exportSource: async () => (await import('./export/source.js')).v3ExportSource(client),
    bulk: async () =>
      (await import('./bulk/engine.js')).v3BulkEngine({
        client,
        listProducts: (request, paging) => listV3Products(client, request, paging, PRODUCT_LIST_FIELDS),
        resolveCategory: (key) => collections.resolve(key) as Promise<{ id: string }>,
      }),
    inventory: () => v3Inventory(client),
    products: new V3Products(client) as unknown as CatalogProducts,
    collections,
    variants: new V3Variants(client) as unknown as CatalogVariants,
  };
}
