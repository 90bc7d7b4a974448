// Inventory items V3 (docs/wire/catalog-v3.md §5; SDK @wix/auto_sdk_stores_inventory-items-v-3): create, get, update,
// delete, their bulk forms (≤ 1,000 items, each alone in the bulk envelope), upsert, and query/search/count (≤ 1,000
// per page). Reads need a reader and see only the stock of what the caller may see; writes need the admin key.
import * as z from 'zod';
import {
  BulkCreateInventoryItemsRequestSchema,
  BulkDeleteInventoryItemsRequestSchema,
  BulkUpsertInventoryItemsRequestSchema,
  CreateInventoryItemRequestSchema,
  InventoryItemUpdateSchema,
  InventoryReasonSchema,
  MAX_BULK_INVENTORY_ITEMS,
} from '../../../wire/api/catalog-v3/inventory-item.js';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorQuerySchema, cursorSearchSchema, FilterSchema, PAGE_LIMITS, SearchDetailsSchema, type Filter } from '../../../wire/api/catalog-v3/paging.js';
import { declare, HAS, V3_ALL } from '../../../wire/api/query-fields.js';
import { requireAdmin, requireReader } from '../../auth.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { seesHidden } from '../../domain/read-policy.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { checkSortable, cursorPage, filterViews, matchesText, resolveCursor, sortViews, type CursorState, type QueryFields } from '../../domain/v3/cursor-query.js';
import { listInventoryItems, type StoredInventoryItem } from '../../domain/v3/inventory.js';
import { checkNewItem, createInventoryItem, deleteInventoryItem, itemAt, requireInventoryItem, setStock } from '../../domain/v3/inventory-items.js';
import { itemVisibleTo, renderInventoryItem } from '../../domain/v3/inventory-render.js';
import { checkRevision } from '../../domain/v3/revisions.js';
import { applicationError, notFound, ruleViolation, validationError } from '../../http-errors.js';
import { param, type Router } from '../../router.js';
import { readRequest } from './payload.js';
import { aggregate } from '../../domain/v3/aggregations.js';

/** Filterable and sortable fields (SDK InventoryItemQuerySpec / SearchSpec); free text: the product's names and SKU. */
export const INVENTORY_FIELDS: QueryFields = {
  entity: 'inventory item',
  filterable: {
    ...declare(['id', 'locationId', 'variantId', 'createdDate', 'updatedDate', 'availabilityStatus', 'inStock', 'quantity', 'trackQuantity', 'productId', 'preorderInfo.enabled', 'product.name', 'product.variantName', 'product.variantSku', 'product.variantVisible'], V3_ALL),
    ...declare(['product.directCategoryIds'], HAS),
  },
  sortable: ['createdDate', 'updatedDate', 'availabilityStatus', 'inStock', 'quantity', 'trackQuantity', 'productId', 'preorderInfo.enabled', 'product.name', 'product.variantName', 'product.variantSku'],
  searchable: ['product.name', 'product.variantName', 'product.variantSku'],
  // The SDK's InventoryItemSearchSpec `aggregatable`, with the wire's `id`, `createdDate`, `updatedDate` for `_id`, ….
  aggregatable: [
    'createdDate', 'id', 'updatedDate', 'availabilityStatus', 'inStock', 'locationId', 'preorderInfo.enabled', 'product.brand.id',
    'product.directCategoryIds', 'product.name', 'product.variantBarcode', 'product.variantName', 'product.variantSku', 'productId',
    'quantity', 'trackQuantity', 'variantId',
  ],
};

/** The item, if the caller may see it; else not found (an item of a hidden product does not exist for a visitor). */
function visibleItem(ctx: RequestContext, id: string, includeHidden: boolean): StoredInventoryItem {
  const item = requireInventoryItem(ctx.db, id);
  if (!itemVisibleTo(ctx.db, item, includeHidden)) throw notFound('Inventory item', id);
  return item;
}

type Search = z.infer<typeof SearchDetailsSchema>;

/** Every item the caller may see that matches `filter` (and `search`'s free text), with its rendered view. */
export function matchingInventory(ctx: RequestContext, filter: Filter | null | undefined, search?: Search, includeHidden = seesHidden(requireReader(ctx))) {
  const rows = listInventoryItems(ctx.db)
    .filter((item) => itemVisibleTo(ctx.db, item, includeHidden))
    .map((item) => ({ item, view: renderInventoryItem(ctx.db, item) }));
  const matched = filterViews(rows, filter, INVENTORY_FIELDS);
  if (!search?.expression) return matched;
  return matched.filter((e) => matchesText(e.view, search.expression, search.fields?.length ? search.fields : INVENTORY_FIELDS.searchable!, search.mode));
}

function pageInventory(ctx: RequestContext, state: CursorState, limit: number | undefined) {
  checkSortable(state.sort, INVENTORY_FIELDS);
  return readTransaction(ctx.db, () => {
    const page = cursorPage(sortViews(matchingInventory(ctx, state.filter, state.search as Search | undefined), state.sort), state, limit ?? 100);
    return { inventoryItems: page.items.map((e) => e.view), pagingMetadata: page.pagingMetadata };
  });
}

const InventoryQuerySchema = z.object({ query: cursorQuerySchema(PAGE_LIMITS.inventoryItems, 10).optional() });
const InventorySearchSchema = z.object({ search: cursorSearchSchema(PAGE_LIMITS.inventoryItems).optional() });
const InventoryCountSchema = z.object({ filter: FilterSchema.nullish(), search: SearchDetailsSchema.optional() });

function queryInventory(ctx: RequestContext) {
  const { query } = readRequest(ctx, InventoryQuerySchema);
  const { inventoryItems, pagingMetadata } = pageInventory(ctx, resolveCursor(query, undefined), query?.cursorPaging?.limit);
  // Query answers `{count, cursors}` only (SDK PlatformPagingMetadataV2), no hasNext.
  return { inventoryItems, pagingMetadata: { count: pagingMetadata.count, cursors: pagingMetadata.cursors } };
}

/**
 * Search sorts by `createdDate` descending unless told otherwise (SDK searchInventoryItems), and answers the
 * aggregations its search spec declares over every item matched, as Search Products (domain/v3/aggregations.ts).
 */
function searchInventory(ctx: RequestContext) {
  const { search } = readRequest(ctx, InventorySearchSchema);
  const state = resolveCursor(search, undefined, search?.search);
  if (!search?.cursorPaging?.cursor && !state.sort?.length) state.sort = [{ fieldName: 'createdDate', order: 'DESC' }];
  const page = pageInventory(ctx, state, search?.cursorPaging?.limit);
  const aggregations = search?.cursorPaging?.cursor ? [] : (search?.aggregations ?? []);
  if (aggregations.length === 0) return { ...page, aggregationData: { results: [] } };
  const views = readTransaction(ctx.db, () => matchingInventory(ctx, search?.filter, search?.search).map((e) => e.view));
  return { ...page, aggregationData: aggregate(views, aggregations, INVENTORY_FIELDS, search?.timeZone) };
}

function countInventory(ctx: RequestContext) {
  const { filter, search } = readRequest(ctx, InventoryCountSchema);
  return readTransaction(ctx.db, () => ({ count: matchingInventory(ctx, filter, search).length }));
}

type Update = z.infer<typeof InventoryItemUpdateSchema>;

/** Update with optimistic concurrency: the stored revision must be the one given. */
function updateItem(ctx: RequestContext, id: string, patch: Update, field: string, reason?: string): StoredInventoryItem {
  const item = requireInventoryItem(ctx.db, id);
  checkRevision('Inventory item', id, item.revision, patch.revision, field);
  return setStock(ctx.db, item, patch, ctx.clock.nowIso(), reason);
}

const UpsertEntry = BulkUpsertInventoryItemsRequestSchema.shape.inventoryItems.element;
type UpsertItem = z.infer<typeof UpsertEntry>['inventoryItem'];

/** An upsert entry's key: its id, else its variant and location; two entries with one key are refused whole. */
function checkUpsertKeys(items: readonly UpsertItem[]): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = item.id ? `id:${item.id}` : `variant:${item.variantId ?? ''}@${item.locationId ?? ''}`;
    if (seen.has(key)) {
      throw ruleViolation(`inventoryItems[${i}].inventoryItem`, 'DUPLICATE_BULK_UPSERT_KEY', `names the same inventory item as an earlier entry (${key})`);
    }
    seen.add(key);
  });
}

/** One upsert entry: the item it names is updated (its revision checked only when given), else created. */
function upsertItem(ctx: RequestContext, item: UpsertItem, i: number): StoredInventoryItem {
  const now = ctx.clock.nowIso();
  if (item.quantity != null && item.quantity < 0) {
    throw applicationError(400, 'Invalid target quantity', 'INVALID_TARGET_QUANTITY', `inventoryItems[${i}].inventoryItem.quantity must be 0 or more, not ${item.quantity}`, { quantity: item.quantity });
  }
  const held = item.id ? requireInventoryItem(ctx.db, item.id) : item.variantId ? itemAt(ctx.db, item.variantId, item.locationId) : undefined;
  if (held) {
    if (item.revision) checkRevision('Inventory item', held.id, held.revision, item.revision, `inventoryItems[${i}].inventoryItem.revision`);
    return setStock(ctx.db, held, item, now);
  }
  if (!item.productId || !item.variantId) {
    throw validationError([{ field: `inventoryItems[${i}].inventoryItem.variantId`, description: 'a new inventory item needs productId and variantId', violatedRule: 'REQUIRED_FIELD', ruleName: null, data: {} }]);
  }
  const input = { ...item, productId: item.productId, variantId: item.variantId };
  checkNewItem(input, `inventoryItems[${i}].inventoryItem`);
  return createInventoryItem(ctx.db, input, now);
}

const rendered = (ctx: RequestContext, item: StoredInventoryItem) => ({ id: item.id, render: () => renderInventoryItem(ctx.db, item) });

export function registerInventoryItems(router: Router): void {
  const inventory = paths.inventoryItems;
  router.post(inventory.create(), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItem } = readRequest(ctx, CreateInventoryItemRequestSchema);
    checkNewItem(inventoryItem, 'inventoryItem');
    return writeTransaction(ctx.db, () => ({ inventoryItem: renderInventoryItem(ctx.db, createInventoryItem(ctx.db, inventoryItem, ctx.clock.nowIso())) }));
  });
  router.post(inventory.bulkCreate(), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItems, returnEntity } = readRequest(ctx, BulkCreateInventoryItemsRequestSchema);
    inventoryItems.forEach((item, i) => checkNewItem(item, `inventoryItems[${i}]`));
    const now = ctx.clock.nowIso();
    return writeTransaction(ctx.db, () => runBulk(ctx.db, inventoryItems, (item) => rendered(ctx, createInventoryItem(ctx.db, item, now)), returnEntity === true));
  });
  router.get(inventory.get(param('inventoryItemId')), (ctx) => {
    const includeHidden = seesHidden(requireReader(ctx));
    return readTransaction(ctx.db, () => ({ inventoryItem: renderInventoryItem(ctx.db, visibleItem(ctx, pathParam(ctx, 'inventoryItemId'), includeHidden)) }));
  });
  router.patch(inventory.update(param('inventoryItemId')), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItem, reason } = readRequest(ctx, z.object({ inventoryItem: InventoryItemUpdateSchema, reason: InventoryReasonSchema.optional() }));
    const id = pathParam(ctx, 'inventoryItemId');
    return writeTransaction(ctx.db, () => ({ inventoryItem: renderInventoryItem(ctx.db, updateItem(ctx, id, inventoryItem, 'inventoryItem.revision', reason)) }));
  });
  router.post(inventory.bulkUpdate(), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItems, returnEntity, reason } = readRequest(
      ctx,
      z.object({ inventoryItems: z.array(z.object({ inventoryItem: InventoryItemUpdateSchema })).min(1).max(MAX_BULK_INVENTORY_ITEMS), returnEntity: z.boolean().optional(), reason: InventoryReasonSchema.optional() }),
    );
    return writeTransaction(ctx.db, () =>
      runBulk(ctx.db, inventoryItems, ({ inventoryItem }, i) => {
        if (!inventoryItem.id) throw validationError([{ field: `inventoryItems[${i}].inventoryItem.id`, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: null, data: {} }]);
        return rendered(ctx, updateItem(ctx, inventoryItem.id, inventoryItem, `inventoryItems[${i}].inventoryItem.revision`, reason));
      }, returnEntity === true),
    );
  });
  router.post(inventory.bulkUpsert(), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItems, returnEntity } = readRequest(ctx, BulkUpsertInventoryItemsRequestSchema);
    checkUpsertKeys(inventoryItems.map((e) => e.inventoryItem));
    return writeTransaction(ctx.db, () => runBulk(ctx.db, inventoryItems, ({ inventoryItem }, i) => rendered(ctx, upsertItem(ctx, inventoryItem, i)), returnEntity === true));
  });
  router.delete(inventory.delete(param('inventoryItemId')), (ctx) => {
    requireAdmin(ctx);
    const id = pathParam(ctx, 'inventoryItemId');
    writeTransaction(ctx.db, () => deleteInventoryItem(ctx.db, id, ctx.clock.nowIso()));
    return {};
  });
  router.post(inventory.bulkDelete(), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItemIds } = readRequest(ctx, BulkDeleteInventoryItemsRequestSchema);
    const now = ctx.clock.nowIso();
    return writeTransaction(ctx.db, () => runBulk(ctx.db, inventoryItemIds, (id) => {
      deleteInventoryItem(ctx.db, id, now);
      return { id };
    }, false));
  });
  for (const [path, handler] of [[inventory.query(), queryInventory], [inventory.search(), searchInventory], [inventory.count(), countInventory]] as const) {
    router.get(path, handler);
    router.post(path, handler);
  }
}
