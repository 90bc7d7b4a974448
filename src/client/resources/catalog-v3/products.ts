// Catalog V3 products (docs/wire/catalog-v3.md §2): CRUD with `revision`, query/search/count (GET `.r` or POST), bulk
// calls of ≤ 100 products, and the by-filter calls that answer a job id (polled through the Async Job API).
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/page-limits.js';
import type { ProductField } from '../../../wire/api/catalog-v3/fields.js';
import { cursorQueryFor, paginateCursor, type CursorPagingMetadata, type CursorPagingOptions } from '../../cursor-paging.js';
import { InvalidArgumentError } from '../../errors.js';
import type { Paginated } from '../../paging.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';
import type { AsyncJob } from '../../../wire/api/catalog-v3/async-job.js';
import type { AdjustValue, BulkEnvelope, RoundingMode } from '../../../wire/api/catalog-v3/bulk.js';
import { MAX_BULK_PRODUCTS } from '../../../wire/api/catalog-v3/bulk-limits.js';
import type { CursorQuery, CursorSearch } from '../../../wire/api/catalog-v3/paging.js';
import type { Product as V3Product, ProductCreate as V3ProductInput } from '../../../wire/api/catalog-v3/product.js';
import type { AsyncJobsResource, WaitOptions } from './async-jobs.js';
import { sendRead, withFields } from './send.js';

export type { V3Product, V3ProductInput };
type CursorQueryInput = CursorQuery;
type CursorSearchInput = CursorSearch;
type BulkResult<T> = BulkEnvelope<T>;

export interface FieldsOption extends CallOptions {
  fields?: readonly ProductField[];
}

export interface ProductsPage {
  products: V3Product[];
  pagingMetadata?: CursorPagingMetadata;
}

/** A `…WithInventory` bulk answer: the products' envelope and their inventory items' (ids only unless returnEntity). */
export interface BulkWithInventoryResult {
  productResults: BulkResult<V3Product>;
  inventoryResults?: BulkResult<unknown>;
}

export interface BulkOptions extends FieldsOption {
  /** Return each product in `results[].item` (the SDK's `returnEntity`). */
  returnEntity?: boolean;
}

function checkBulkSize(what: string, count: number): void {
  if (count < 1 || count > MAX_BULK_PRODUCTS) {
    throw new InvalidArgumentError(`${what} takes 1 to ${MAX_BULK_PRODUCTS} products per call (got ${count})`);
  }
}

export interface AdjustVariantsRequest {
  actualPrice?: AdjustValue;
  compareAtPrice?: AdjustValue;
  cost?: AdjustValue;
  compareAtPriceDiscount?: { amount?: string; percentage?: number };
  rounding?: RoundingMode;
  search?: Record<string, unknown>;
}

export class ProductsV3Resource {
  constructor(
    private readonly transport: Transport,
    private readonly jobs: AsyncJobsResource,
  ) {}

  async create(product: V3ProductInput, options: FieldsOption = {}): Promise<V3Product> {
    const answer = await this.transport.request<{ product: V3Product }>({
      method: 'POST',
      path: catalogV3Paths.products.create(),
      body: { product, ...withFields(options.fields) },
      signal: options.signal,
    });
    return answer.product;
  }

  async get(id: string, options: FieldsOption = {}): Promise<V3Product> {
    const answer = await this.transport.request<{ product: V3Product }>({
      method: 'GET',
      path: catalogV3Paths.products.get(id),
      query: { productId: id, ...withFields(options.fields) },
      signal: options.signal,
    });
    return answer.product;
  }

  async getBySlug(slug: string, options: FieldsOption = {}): Promise<V3Product> {
    const answer = await this.transport.request<{ product: V3Product }>({
      method: 'GET',
      path: catalogV3Paths.products.getBySlug(slug),
      query: { slug, ...withFields(options.fields) },
      signal: options.signal,
    });
    return answer.product;
  }

  /**
   * PATCH: only the given fields change, repeated fields (options, variants) are replaced whole. `revision` must be
   * the product's current one; a stale revision is refused by the store and nothing is overwritten.
   */
  async update(id: string, revision: string, patch: Partial<V3ProductInput>, options: FieldsOption = {}): Promise<V3Product> {
    const answer = await this.transport.request<{ product: V3Product }>({
      method: 'PATCH',
      path: catalogV3Paths.products.update(id),
      body: { product: { revision, ...patch, id }, ...withFields(options.fields) },
      signal: options.signal,
    });
    return answer.product;
  }

  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: catalogV3Paths.products.delete(id), query: { productId: id }, signal: options.signal });
  }

  /** One page. Query returns no `variantsInfo` (use `get` or read-only variants). */
  async query(query: CursorQueryInput = {}, options: FieldsOption = {}): Promise<ProductsPage> {
    const answer = await sendRead<Partial<ProductsPage>>(this.transport, catalogV3Paths.products.query(), { ...withFields(options.fields), query }, options);
    return { products: answer.products ?? [], pagingMetadata: answer.pagingMetadata };
  }

  /** One page of a free-text / wider-filter search (name, price ranges, brand…). */
  async search(search: CursorSearchInput = {}, options: FieldsOption = {}): Promise<ProductsPage & { aggregationData?: unknown }> {
    const answer = await sendRead<Partial<ProductsPage> & { aggregationData?: unknown }>(
      this.transport,
      catalogV3Paths.products.search(),
      { search, ...withFields(options.fields) },
      options,
    );
    return { products: answer.products ?? [], pagingMetadata: answer.pagingMetadata, aggregationData: answer.aggregationData };
  }

  /** `returnNonVisibleProducts` defaults to false on the platform, for admin callers too. */
  async count(
    request: { filter?: Record<string, unknown>; search?: Record<string, unknown>; returnNonVisibleProducts?: boolean } = {},
    options: CallOptions = {},
  ): Promise<number> {
    const answer = await sendRead<{ count?: number }>(this.transport, catalogV3Paths.products.count(), { ...request }, options);
    return answer.count ?? 0;
  }

  /** Pages through a query (filter and sort travel in the cursor after the first page, as the SDK does). */
  list(query: Omit<CursorQueryInput, 'cursorPaging'> = {}, paging?: CursorPagingOptions, options: FieldsOption = {}): Paginated<V3Product> {
    return paginateCursor(async (request) => {
      const page = await this.query(cursorQueryFor(query, request), options);
      return { items: page.products, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.products, paging);
  }

  /** Pages through a search. */
  listSearch(search: Omit<CursorSearchInput, 'cursorPaging'> = {}, paging?: CursorPagingOptions, options: FieldsOption = {}): Paginated<V3Product> {
    return paginateCursor(async (request) => {
      const page = await this.search(cursorQueryFor(search, request), options);
      return { items: page.products, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.products, paging);
  }

  async bulkCreate(products: readonly V3ProductInput[], options: BulkOptions = {}): Promise<BulkResult<V3Product>> {
    checkBulkSize('bulk create', products.length);
    return this.transport.request<BulkResult<V3Product>>({
      method: 'POST',
      path: catalogV3Paths.bulkProducts.create(),
      body: { products, ...(options.returnEntity !== undefined ? { returnEntity: options.returnEntity } : {}), ...withFields(options.fields) },
      signal: options.signal,
    });
  }

  /**
   * Bulk Create Products With Inventory: as bulkCreate, each variant may carry its stock in the default location
   * (`inventoryItem: {quantity}` counted, or `{inStock}`); the answer holds `productResults` and `inventoryResults`
   * (BulkCreateProductsWithInventoryRequest/Response in @wix/auto_sdk_stores_products-v-3; docs/wire/catalog-v3.md §2).
   */
  async bulkCreateWithInventory(products: readonly V3ProductInput[], options: BulkOptions = {}): Promise<BulkWithInventoryResult> {
    checkBulkSize('bulk create', products.length);
    return this.transport.request<BulkWithInventoryResult>({
      method: 'POST',
      path: catalogV3Paths.bulkProducts.createWithInventory(),
      body: { products, ...(options.returnEntity !== undefined ? { returnEntity: options.returnEntity } : {}), ...withFields(options.fields) },
      signal: options.signal,
    });
  }

  /** Each item: `{id, revision, …changed}`. */
  async bulkUpdate(products: ReadonlyArray<Partial<V3ProductInput> & { id: string; revision: string }>, options: BulkOptions = {}): Promise<BulkResult<V3Product>> {
    checkBulkSize('bulk update', products.length);
    return this.transport.request<BulkResult<V3Product>>({
      method: 'POST',
      path: catalogV3Paths.bulkProducts.update(),
      body: {
        products: products.map(({ id, ...rest }) => ({ product: { ...rest, id } })),
        ...(options.returnEntity !== undefined ? { returnEntity: options.returnEntity } : {}),
        ...withFields(options.fields),
      },
      signal: options.signal,
    });
  }

  async bulkDelete(productIds: readonly string[], options: CallOptions = {}): Promise<BulkResult<never>> {
    checkBulkSize('bulk delete', productIds.length);
    return this.transport.request<BulkResult<never>>({
      method: 'POST',
      path: catalogV3Paths.bulkProducts.delete(),
      body: { productIds },
      signal: options.signal,
    });
  }

  /** Starts the job; `waitFor` (or the `…AndWait` variants) polls it. Slug, options, modifiers and variants can't change here. */
  async updateByFilter(filter: Record<string, unknown>, product: Partial<V3ProductInput>, options: CallOptions & { search?: Record<string, unknown> } = {}): Promise<string> {
    return this.startJob(catalogV3Paths.bulkProducts.updateByFilter(), { filter, product, ...(options.search ? { search: options.search } : {}) }, { ...options, idempotent: true });
  }

  /** Sets the same `visible`, `price`, `revenueDetails.cost` or `physicalProperties` on the variants of every matching product. */
  async updateVariantsByFilter(filter: Record<string, unknown>, variant: Record<string, unknown>, options: CallOptions & { search?: Record<string, unknown> } = {}): Promise<string> {
    return this.startJob(catalogV3Paths.bulkProducts.updateVariantsByFilter(), { filter, variant, ...(options.search ? { search: options.search } : {}) }, { ...options, idempotent: true });
  }

  async adjustVariantsByFilter(filter: Record<string, unknown>, adjust: AdjustVariantsRequest, options: CallOptions = {}): Promise<string> {
    const { search, rounding, ...values } = adjust;
    // Keys in the SDK's order: filter, rounding, the adjusted values, search.
    return this.startJob(
      catalogV3Paths.bulkProducts.adjustVariantsByFilter(),
      { filter, ...(rounding ? { rounding } : {}), ...values, ...(search ? { search } : {}) },
      options,
    );
  }

  /** A by-filter call, then its job polled to the end. */
  async runJob(start: Promise<string>, options: WaitOptions = {}): Promise<AsyncJob> {
    return this.jobs.waitFor(await start, options);
  }

  /** The "All Products" category, which holds every product by itself. */
  async allProductsCategory(options: CallOptions = {}): Promise<{ categoryId: string; treeReference?: Record<string, unknown> }> {
    return this.transport.request({ method: 'GET', path: catalogV3Paths.products.allProductsCategory(), signal: options.signal });
  }

  /**
   * `idempotent`: the job sets values (update by filter), so a second start after a lost answer leaves the same
   * state and the transport may retry it; an adjustment is not (a second +10% would be +21%).
   */
  private async startJob(path: string, body: Record<string, unknown>, options: CallOptions & { idempotent?: boolean }): Promise<string> {
    const answer = await this.transport.request<{ jobId: string }>({ method: 'POST', path, body, idempotent: options.idempotent ?? false, signal: options.signal });
    return answer.jobId;
  }
}
