// The Categories API (docs/wire/catalog-v3.md §5): on Catalog V3 stores, categories replace V1 collections. Every call
// names the Stores tree; products are items `{catalogItemId, appId: <Stores app>}`.
import { categoriesPaths } from '../../wire/api/categories/paths.js';
import type { Category, CategoryCreate, CategoryUpdate, ItemReference } from '../../wire/api/categories/schemas.js';
import { MAX_ITEMS_ADDED_PER_CALL, MAX_ITEMS_REMOVED_PER_CALL } from '../../wire/api/categories/limits.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../wire/api/categories/tree.js';
import type { CursorQuery } from '../../wire/api/catalog-v3/paging.js';
import { PAGE_LIMITS } from '../../wire/api/catalog-v3/page-limits.js';
import type { BulkEnvelope } from '../../wire/api/catalog-v3/bulk.js';
import type { CATEGORY_FIELDS } from '../../wire/api/catalog-v3/fields.js';

type CategoryField = (typeof CATEGORY_FIELDS)[number];
import { chunk } from '../batching.js';
import { cursorQueryFor, paginateCursor, type CursorPagingMetadata, type CursorPagingOptions } from '../cursor-paging.js';
import type { Paginated } from '../paging.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

export type { Category };
export type CategoryItem = ItemReference;

/** A product as a category item. */
export const productItem = (productId: string): CategoryItem => ({ catalogItemId: productId, appId: STORES_APP_ID });

/** The tree reference flattened the way the SDK sends it in GET/DELETE query strings. */
const TREE_QUERY = { 'treeReference.appNamespace': STORES_TREE_REFERENCE.appNamespace };

/** What a single-category call may ask for besides the default fields (e.g. DESCRIPTION, which is left out unless asked). */
export interface CategoryCallOptions extends CallOptions {
  fields?: readonly CategoryField[];
}

const fieldsOf = (options: CategoryCallOptions) => (options.fields?.length ? { fields: [...options.fields] } : {});

export class CategoriesResource {
  constructor(private readonly transport: Transport) {}

  async create(category: CategoryCreate, options: CategoryCallOptions = {}): Promise<Category> {
    const answer = await this.transport.request<{ category: Category }>({
      method: 'POST',
      path: categoriesPaths.create(),
      body: { category, treeReference: STORES_TREE_REFERENCE, ...fieldsOf(options) },
      signal: options.signal,
    });
    return answer.category;
  }

  async get(id: string, options: CategoryCallOptions = {}): Promise<Category> {
    const answer = await this.transport.request<{ category: Category }>({
      method: 'GET',
      path: categoriesPaths.get(id),
      query: { categoryId: id, ...TREE_QUERY, ...fieldsOf(options) },
      signal: options.signal,
    });
    return answer.category;
  }

  async getBySlug(slug: string, options: CategoryCallOptions = {}): Promise<Category> {
    const answer = await this.transport.request<{ category: Category }>({
      method: 'GET',
      path: categoriesPaths.getBySlug(slug),
      query: { slug, ...TREE_QUERY, ...fieldsOf(options) },
      signal: options.signal,
    });
    return answer.category;
  }

  /** Needs the category's current `revision`. */
  async update(id: string, revision: string, patch: Omit<CategoryUpdate, 'id' | 'revision'>, options: CategoryCallOptions = {}): Promise<Category> {
    const answer = await this.transport.request<{ category: Category }>({
      method: 'PATCH',
      path: categoriesPaths.update(id),
      body: { category: { revision, ...patch, id }, treeReference: STORES_TREE_REFERENCE, ...fieldsOf(options) },
      signal: options.signal,
    });
    return answer.category;
  }

  /** Shows or hides a category (hiding hides its subcategories too); needs its current `revision`. */
  async updateVisibility(id: string, revision: string, visible: boolean, options: CategoryCallOptions = {}): Promise<Category> {
    const answer = await this.transport.request<{ category: Category }>({
      method: 'PATCH',
      path: categoriesPaths.updateVisibility(),
      body: { categoryId: id, visible, revision, treeReference: STORES_TREE_REFERENCE, ...fieldsOf(options) },
      signal: options.signal,
    });
    return answer.category;
  }

  /** Moves a category under `parentCategoryId` (undefined: the top level), last among its new siblings. */
  async move(id: string, parentCategoryId: string | undefined, options: CallOptions = {}): Promise<{ parentCategoryId?: string | null; categoriesAfterMove: string[] }> {
    return this.transport.request({
      method: 'POST',
      path: categoriesPaths.move(id),
      body: { categoryId: id, treeReference: STORES_TREE_REFERENCE, position: 'LAST', ...(parentCategoryId ? { parentCategoryId } : {}) },
      signal: options.signal,
    });
  }

  /** Deletes its subcategories too. */
  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: categoriesPaths.delete(id), query: { categoryId: id, ...TREE_QUERY }, signal: options.signal });
  }

  /** One page; hidden categories only with `returnNonVisibleCategories`. */
  async query(
    query: CursorQuery = {},
    options: CallOptions & { returnNonVisibleCategories?: boolean; fields?: readonly CategoryField[] } = {},
  ): Promise<{ categories: Category[]; pagingMetadata?: CursorPagingMetadata }> {
    const answer = await this.transport.request<{ categories?: Category[]; pagingMetadata?: CursorPagingMetadata }>({
      method: 'POST',
      path: categoriesPaths.query(),
      body: {
        treeReference: STORES_TREE_REFERENCE,
        query,
        ...(options.returnNonVisibleCategories !== undefined ? { returnNonVisibleCategories: options.returnNonVisibleCategories } : {}),
        ...(options.fields?.length ? { fields: options.fields } : {}),
      },
      idempotent: true,
      read: true,
      signal: options.signal,
    });
    return { categories: answer.categories ?? [], pagingMetadata: answer.pagingMetadata };
  }

  /** How many categories match `filter` (hidden ones only with `returnNonVisibleCategories`). */
  async count(request: { filter?: Record<string, unknown>; returnNonVisibleCategories?: boolean } = {}, options: CallOptions = {}): Promise<number> {
    const answer = await this.transport.request<{ count?: number }>({
      method: 'POST',
      path: categoriesPaths.count(),
      body: {
        ...(request.filter ? { filter: request.filter } : {}),
        treeReference: STORES_TREE_REFERENCE,
        ...(request.returnNonVisibleCategories !== undefined ? { returnNonVisibleCategories: request.returnNonVisibleCategories } : {}),
      },
      idempotent: true,
      read: true,
      signal: options.signal,
    });
    return answer.count ?? 0;
  }

  list(query: Omit<CursorQuery, 'cursorPaging'> = {}, paging?: CursorPagingOptions, options: { returnNonVisibleCategories?: boolean; fields?: readonly CategoryField[] } = {}): Paginated<Category> {
    return paginateCursor(async (request) => {
      const page = await this.query(cursorQueryFor(query, request), options);
      return { items: page.categories, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.categories, paging);
  }

  /** Adding twice is harmless, so these may be retried; chunked to the platform's limit. */
  async addProducts(id: string, productIds: readonly string[], options: CallOptions = {}): Promise<Array<BulkEnvelope<never>>> {
    return this.sendItems(categoriesPaths.bulkAddItems(id), id, productIds, MAX_ITEMS_ADDED_PER_CALL, options);
  }

  async removeProducts(id: string, productIds: readonly string[], options: CallOptions = {}): Promise<Array<BulkEnvelope<never>>> {
    return this.sendItems(categoriesPaths.bulkRemoveItems(id), id, productIds, MAX_ITEMS_REMOVED_PER_CALL, options);
  }

  /** One page of the items in a category (≤ 100 per page). */
  async listItemsPage(
    id: string,
    cursorPaging: { limit: number; cursor?: string },
    options: CallOptions = {},
  ): Promise<{ items: CategoryItem[]; pagingMetadata?: CursorPagingMetadata }> {
    const answer = await this.transport.request<{ items?: CategoryItem[]; pagingMetadata?: CursorPagingMetadata }>({
      method: 'GET',
      path: categoriesPaths.listItems(id),
      query: { categoryId: id, ...TREE_QUERY, 'cursorPaging.limit': cursorPaging.limit, 'cursorPaging.cursor': cursorPaging.cursor },
      signal: options.signal,
    });
    return { items: answer.items ?? [], pagingMetadata: answer.pagingMetadata };
  }

  listItems(id: string, paging?: CursorPagingOptions): Paginated<CategoryItem> {
    return paginateCursor(async (request) => {
      const page = await this.listItemsPage(id, request);
      return { items: page.items, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.categoryItems, paging);
  }

  /** Replaces every category of one product (≤ 1,000). */
  async setProductCategories(productId: string, categoryIds: readonly string[], options: CallOptions = {}): Promise<void> {
    await this.transport.request({
      method: 'POST',
      path: categoriesPaths.bulkSetItemCategories(),
      body: { item: productItem(productId), categoryIds, treeReference: STORES_TREE_REFERENCE },
      idempotent: true,
      signal: options.signal,
    });
  }

  private async sendItems(path: string, id: string, productIds: readonly string[], limit: number, options: CallOptions): Promise<Array<BulkEnvelope<never>>> {
    const answers: Array<BulkEnvelope<never>> = [];
    for (const part of chunk(productIds, limit)) {
      answers.push(
        await this.transport.request<BulkEnvelope<never>>({
          method: 'POST',
          path,
          body: { categoryId: id, items: part.map(productItem), treeReference: STORES_TREE_REFERENCE },
          idempotent: true,
          signal: options.signal,
        }),
      );
    }
    return answers;
  }
}
