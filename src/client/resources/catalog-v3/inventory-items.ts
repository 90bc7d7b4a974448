// Inventory items V3 (docs/wire/catalog-v3.md §5): one per variant × location, each with its own revision.
import type { BulkEnvelope } from '../../../wire/api/catalog-v3/bulk.js';
import type { BulkDecrementInventoryRequest, BulkIncrementInventoryRequest, InventoryItem, InventoryItemCreate, InventoryItemUpdate } from '../../../wire/api/catalog-v3/inventory-item.js';
import type { CursorQuery } from '../../../wire/api/catalog-v3/paging.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/page-limits.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorQueryFor, paginateCursor, type CursorPagingMetadata, type CursorPagingOptions } from '../../cursor-paging.js';
import type { Paginated } from '../../paging.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';
import { sendRead } from './send.js';

export interface InventoryPage {
  inventoryItems: InventoryItem[];
  pagingMetadata?: CursorPagingMetadata;
}

export class InventoryItemsResource {
  constructor(private readonly transport: Transport) {}

  async get(id: string, options: CallOptions = {}): Promise<InventoryItem> {
    const answer = await this.transport.request<{ inventoryItem: InventoryItem }>({
      method: 'GET',
      path: catalogV3Paths.inventoryItems.get(id),
      query: { inventoryItemId: id },
      signal: options.signal,
    });
    return answer.inventoryItem;
  }

  /** `quantity` or `inStock` (one tracking method), with the item's current `revision`. */
  async update(id: string, revision: string, patch: Omit<InventoryItemUpdate, 'id' | 'revision'>, options: CallOptions & { reason?: string } = {}): Promise<InventoryItem> {
    const answer = await this.transport.request<{ inventoryItem: InventoryItem }>({
      method: 'PATCH',
      path: catalogV3Paths.inventoryItems.update(id),
      body: { inventoryItem: { revision, ...patch, id }, ...(options.reason ? { reason: options.reason } : {}) },
      signal: options.signal,
    });
    return answer.inventoryItem;
  }

  /** Bulk update (≤ 1,000 items, each with its revision): each item succeeds or fails on its own (the V3 bulk envelope). */
  bulkUpdate(inventoryItems: ReadonlyArray<InventoryItemUpdate & { id: string }>, options: CallOptions & { returnEntity?: boolean; reason?: string } = {}): Promise<BulkEnvelope<InventoryItem>> {
    const { signal, returnEntity, reason } = options;
    return this.transport.request({
      method: 'POST',
      path: catalogV3Paths.inventoryItems.bulkUpdate(),
      // The id goes last, as the SDK sends it (its `_id` is renamed in place at the end).
      body: { inventoryItems: inventoryItems.map(({ id, ...rest }) => ({ inventoryItem: { ...rest, id } })), returnEntity, reason },
      idempotent: true,
      signal,
    });
  }

  /**
   * Bulk create (≤ 1,000 items; one per variant and location, the default location when none is named): each item
   * succeeds or fails on its own (the V3 bulk envelope). Not idempotent: a retried create meets ITEM_ALREADY_EXISTS.
   */
  bulkCreate(inventoryItems: readonly InventoryItemCreate[], options: CallOptions & { returnEntity?: boolean } = {}): Promise<BulkEnvelope<InventoryItem>> {
    const { signal, returnEntity } = options;
    return this.transport.request({ method: 'POST', path: catalogV3Paths.inventoryItems.bulkCreate(), body: { inventoryItems, returnEntity }, signal });
  }

  /** Bulk increment by item id: each entry moves a tracked quantity on its own (the V3 bulk envelope). */
  bulkIncrement(incrementData: BulkIncrementInventoryRequest['incrementData'], options: CallOptions & Omit<BulkIncrementInventoryRequest, 'incrementData'> = {}): Promise<BulkEnvelope<InventoryItem>> {
    const { signal, returnEntity, reason } = options;
    return this.transport.request({ method: 'POST', path: catalogV3Paths.inventoryItems.bulkIncrement(), body: { incrementData, returnEntity, reason }, signal });
  }

  /** Bulk decrement by item id; `restrictInventory: false` allows a quantity below 0. */
  bulkDecrement(decrementData: BulkDecrementInventoryRequest['decrementData'], options: CallOptions & Omit<BulkDecrementInventoryRequest, 'decrementData'> = {}): Promise<BulkEnvelope<InventoryItem>> {
    const { signal, restrictInventory, returnEntity, reason } = options;
    return this.transport.request({ method: 'POST', path: catalogV3Paths.inventoryItems.bulkDecrement(), body: { decrementData, restrictInventory, returnEntity, reason }, signal });
  }

  async query(query: CursorQuery = {}, options: CallOptions = {}): Promise<InventoryPage> {
    const answer = await sendRead<Partial<InventoryPage>>(this.transport, catalogV3Paths.inventoryItems.query(), { query }, options);
    return { inventoryItems: answer.inventoryItems ?? [], pagingMetadata: answer.pagingMetadata };
  }

  list(query: Omit<CursorQuery, 'cursorPaging'> = {}, paging?: CursorPagingOptions): Paginated<InventoryItem> {
    return paginateCursor(async (request) => {
      const page = await this.query(cursorQueryFor(query, request));
      return { items: page.inventoryItems, pagingMetadata: page.pagingMetadata };
    }, PAGE_LIMITS.inventoryItems, paging);
  }
}
