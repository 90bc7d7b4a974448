// "Two catalog versions, one product" (docs/design.md): commands, and later the import/bulk/export engines, speak to this
// interface; a V1 and a V3 implementation sit behind it, chosen once by the store's catalog version. Entities stay
// in the store's own wire shape (what `--json` prints); `summary()` is the version-neutral view the tables show.
import type * as z from 'zod';
import type { PagingOptions, Paginated } from '../../client/paging.js';
import type { CatalogVersion } from '../../wire/api/catalog-version.js';
import type { V1OnlyFeature } from './v1-only.js';
import type { ImportTarget } from './import/target.js';
import type { ExportSource } from './export/source.js';
import type { BulkEngine } from './bulk/engine.js';
import type { CollectionSummary, MediaRow, ProductSummary, ProductVariantRow, VariantStock, VariantSummary } from './summary-types.js';
import type { CatalogInventory } from './inventory.js';
import type { ChoiceOption, Discount, MediaSource } from './model/product.js';
import type { Money } from './model/money.js';
import type { QueryFields } from '../../wire/api/query-fields.js';
import type { EntityFields } from '../../io/entity-fields.js';
import type { VariantFlags } from './variant-choice.js';

export type { ChoiceOption, CollectionSummary, MediaRow, MediaSource, ProductSummary, ProductVariantRow, VariantSummary };

/** What a person asks for with flags, before it is a V1 or a V3 body. Only the fields given are set. */
export interface ProductDraft {
  name?: string;
  slug?: string;
  /** The list price (before any discount), a decimal string like every amount of the model (model/money.ts). */
  price?: Money;
  cost?: Money;
  sku?: string;
  weight?: number;
  description?: string;
  visible?: boolean;
  brand?: string;
  ribbon?: string;
  /** The model's Discount: V1 writes it as its discount rule, V3 as compareAtPrice and actualPrice. */
  discount?: Discount;
  options?: Array<{ name: string; choices: string[] }>;
}


export interface CollectionDraft {
  name?: string;
  slug?: string;
  description?: string;
  visible?: boolean;
}



/** The list flags (filter object, sorts) as both versions take them, and what a browse screen adds. */
export interface ListRequest {
  filter?: Record<string, unknown>;
  sort?: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }>;
  /** Text a person typed to find items; what it matches is the catalog's `textMatches`. */
  text?: string;
  /** Only products in this collection (a category on V3), by id. */
  inCollection?: string;
}

/**
 * Where one page of a scrolled listing starts: no cursor for the first page, else the `next` of the page before.
 * The cursor is opaque to callers: an offset on V1, the store's own cursor on V3.
 */
export interface ListPageRequest {
  limit: number;
  cursor?: string;
  /**
   * How many items the caller holds now (after rows it removed itself, e.g. a delete): V1 pages by offset from
   * here, so nothing is skipped; V3 follows the cursor.
   */
  offset?: number;
}

/** One page of a scrolled listing: `next` continues it (absent: this was the last page); `total` when known. */
export interface ListPage<T> {
  items: T[];
  total?: number;
  next?: string;
}

/** The fields a screen sorts products by, as this version names them. */
export interface ProductSortFields {
  name: string;
  /** What the buyer pays (the lowest variant price on V3). */
  price: string;
  updated: string;
}

/** Which of a product's variants: by choices (option name → choice name; partial selects many) or by ids. */
export interface VariantSelection {
  choices?: Record<string, string>;
  variantIds?: string[];
}

/** What `products variants update` sets on the chosen variants (money as the model's decimal strings). */
export interface VariantValues {
  price?: Money;
  cost?: Money;
  weight?: number;
  sku?: string;
  visible?: boolean;
}



/** A write body and the zod schema that checks it (commands name the flag of a failing path). */
export interface PreparedLosses {
  /** What the change cannot keep that the user did not ask to change (e.g. a variant's SKU), said before it is sent. */
  losses?: string[];
}

export interface PreparedBody extends PreparedLosses {
  body: Record<string, unknown>;
  schema: z.ZodType;
  /** What the change does beyond its fields (which variants a new price moves: core/variant-price-move.ts), for stderr. */
  notes?: string[];
  /** Variant values the product's body cannot carry, set on its variants once the product is written (V1 --all-variants). */
  variantsToo?: { selection: VariantSelection; values: VariantValues };
}

/** How an update treats what it changes. */
export interface UpdateOptions {
  /** A new price goes to every variant, also those with a price of their own (`--all-variants`). */
  allVariants?: boolean;
}

/**
 * A version's product write bodies with the zod schemas that check them. Loaded by `CatalogProducts.writer()` when
 * a command writes: a list or a get never builds a schema (nor loads zod).
 */
export interface ProductWriter<P = CatalogProduct> {
  /** The create body from a draft laid over `base` (a `--from` entity of this version). */
  prepareCreate(draft: ProductDraft, base: Record<string, unknown>): PreparedBody;
  /** The change body from a draft laid over `base`, for `existing`. */
  prepareUpdate(existing: P, draft: ProductDraft, base: Record<string, unknown>, options?: UpdateOptions): PreparedBody;
}

/** The zod schemas a collection's create and update bodies must pass (loaded when a command writes one). */
export interface CollectionSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

/** What both versions' entities have; the rest is the store's own wire shape. */
export interface CatalogProduct {
  id: string;
  name: string;
  slug: string;
  [key: string]: unknown;
}
export interface CatalogCollection {
  id: string;
  name: string;
  [key: string]: unknown;
}
export interface CatalogVariant {
  [key: string]: unknown;
}

/**
 * A version's products. `Create` and `Update` are its write bodies (the version's own wire types); the
 * version-neutral view (`StoreCatalog`) takes any record, which the version's writer prepared and its schema checked.
 */
export interface CatalogProducts<P = CatalogProduct, Create = Record<string, unknown>, Update = Create> {
  /** What --fields and --sort may name on this version's entity. */
  readonly fields: EntityFields;
  /** The fields its query declares filterable and sortable (checked before a --filter is sent); none: unchecked. */
  readonly queryFields?: QueryFields;
  list(request: ListRequest, paging?: PagingOptions): Paginated<P>;
  /** One page of a listing a person scrolls (the browse screens), with its total when the store tells it. */
  page(request: ListRequest, page: ListPageRequest): Promise<ListPage<P>>;
  /** What `ListRequest.text` matches, for people: "name or slug starts with". */
  readonly textMatches: string;
  readonly sortFields: ProductSortFields;
  /** The field its product query sorts by for creation order, the default order of a listing (core/product-order.ts). */
  readonly createdSortField: string;
  get(id: string): Promise<P>;
  /** An id or a slug, as a person types it; NotFoundError (exit 5) when neither matches. */
  resolve(idOrSlug: string): Promise<P>;
  /** How drafts become create and change bodies, with their schemas. */
  writer(): Promise<ProductWriter<P>>;
  create(body: Create): Promise<P>;
  /** The product's current values as a draft (what an edit form starts from; a product read with `get`). */
  editableDraft(product: P): ProductDraft;
  /** The ids of the collections (V3: categories) the product is directly in (a product read with `get`). */
  collectionIds(product: P): string[];
  /** The product's page in the storefront. */
  pageUrl(product: P): Promise<string>;
  update(existing: P, body: Update): Promise<P>;
  delete(id: string): Promise<void>;
  removeBrand(existing: P): Promise<P>;
  removeRibbon(existing: P): Promise<P>;
  summary(product: P): ProductSummary;
  /** The options of a product, for choice matching. */
  choiceOptions(product: P): ChoiceOption[];
  /**
   * The item `store cart add` puts in the cart: the cart's `catalogReference.options` for the variant the flags
   * name (V1: by id or by choices, checked through options availability; V3: always a variant id); undefined for a
   * V1 product without options.
   */
  chooseVariant(product: P, flags: VariantFlags): Promise<Record<string, unknown> | undefined>;
  /** The product's variants (the store's own shape), all or those `selection` names. */
  listVariants(product: P, selection: VariantSelection, paging?: PagingOptions): Paginated<CatalogVariant>;
  /**
   * The stock the product's variants do not carry themselves, for `variantRow`: V1 variants carry their quantity
   * (nothing is read); a V3 variant carries only in or out of stock, its quantity is on its inventory item (one
   * Query Inventory Items for the product, admin key only).
   */
  variantStock(product: P): Promise<VariantStock>;
  /** `stock`: from `variantStock`; without it a V3 variant shows only in or out of stock. */
  variantRow(variant: CatalogVariant, stock?: VariantStock): ProductVariantRow;
  /** The product's media as rows, and as the store's own items (for --json). */
  mediaRows(product: P): MediaRow[];
  mediaItems(product: P): unknown[];
  /** Adds images by URL or site media id (on V1 optionally shown for one choice); the product after. */
  addMedia(product: P, sources: MediaSource[], choice?: { option: string; choice: string }): Promise<P>;
  /** Removes these media items (none named: all); the product after. */
  removeMedia(product: P, mediaIds: readonly string[]): Promise<P>;
  /** Sets `values` on the chosen variants; `notes` say what else had to change (for stderr). */
  updateVariants(product: P, selection: VariantSelection, values: VariantValues): Promise<{ variants: CatalogVariant[]; notes: string[] }>;
}

/** A version's collections (V3: categories); `Create` and `Update` as for `CatalogProducts`. */
export interface CatalogCollections<C = CatalogCollection, Create = Record<string, unknown>, Update = Create> {
  /** What --fields and --sort may name on this version's entity. */
  readonly fields: EntityFields;
  /** The fields its query declares filterable and sortable; none: unchecked. */
  readonly queryFields?: QueryFields;
  list(request: ListRequest, paging?: PagingOptions): Paginated<C>;
  /** One page of a listing a person scrolls (`text`: the name starts with it). */
  page(request: ListRequest, page: ListPageRequest): Promise<ListPage<C>>;
  readonly textMatches: string;
  resolve(idOrSlugOrName: string): Promise<C>;
  writeSchemas(): Promise<CollectionSchemas>;
  create(body: Create): Promise<C>;
  update(existing: C, body: Update): Promise<C>;
  delete(id: string): Promise<void>;
  addProducts(collectionId: string, productIds: readonly string[]): Promise<void>;
  removeProducts(collectionId: string, productIds: readonly string[]): Promise<void>;
  summary(collection: C): CollectionSummary;
}

export interface CatalogVariants<V = CatalogVariant> {
  /** What --fields and --sort may name on this version's entity. */
  readonly fields: EntityFields;
  /** The fields its query declares filterable and sortable; none (V1 store variants declare none): unchecked. */
  readonly queryFields?: QueryFields;
  /** Every variant of the store (V1 store variants, V3 read-only variants). */
  list(request: ListRequest, paging?: PagingOptions): Paginated<V>;
  get(id: string): Promise<V>;
  summary(variant: V): VariantSummary;
}

export interface StoreCatalog {
  version: CatalogVersion;
  /** Goes on quietly on V1; on V3 a UsageError naming the V3 way (nothing is sent). */
  requireV1(feature: V1OnlyFeature): void;
  products: CatalogProducts;
  collections: CatalogCollections;
  variants: CatalogVariants;
  // The engines load when a command asks for them: a list or a get never loads import, export or bulk code.
  /** Where `products import` writes product plans and fills collections (V1) or categories (V3). */
  importTarget(): Promise<ImportTarget>;
  /** What `products export` reads (products with variants, collection or category names, CSV rows). */
  exportSource(): Promise<ExportSource>;
  /** What `bulk set|adjust|undo` read and write (V1 product-level bulk calls, V3 by-filter jobs and bulk update). */
  bulk(): Promise<BulkEngine>;
  /** Each variant's stock: list, set, adjust, track (`store inventory`). */
  inventory(): CatalogInventory;
}
