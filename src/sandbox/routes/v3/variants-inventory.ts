// Read-only variants (query/search, ≤ 1,000 per page), inventory items (get, query, update, bulk update; one per
// variant in the default location) and the stores locations (docs/wire/catalog-v3.md §4, §5).
import * as z from 'zod';
import { InventoryItemUpdateSchema, InventoryReasonSchema } from '../../../wire/api/catalog-v3/inventory-item.js';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorQuerySchema, cursorSearchSchema, FilterSchema, PAGE_LIMITS, type Filter } from '../../../wire/api/catalog-v3/paging.js';
import { QueryVariantsRequestSchema, SearchVariantsRequestSchema } from '../../../wire/api/catalog-v3/requests.js';
import { requireAdmin, requireReader } from '../../auth.js';
import { canSeeStockOf, mayReadMerchantData, seesHidden } from '../../domain/read-policy.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { checkSortable, cursorPage, cursorPageOfSlice, filterViews, matchesText, numericView, resolveCursor, sortViews, type CursorState, type QueryFields } from '../../domain/v3/cursor-query.js';
import { DEFAULT_LOCATION, getInventoryItem, listInventoryItems, saveStockChange, withStock, type StoredInventoryItem } from '../../domain/v3/inventory.js';
import { QUERY_VARIANTS_FIELDS, renderReadOnlyVariant, rowLookups, SEARCH_VARIANTS_FIELDS, variantRows, variantRowsPage, type VariantRow } from '../../domain/v3/read-only-variants.js';
import { checkRevision } from '../../domain/v3/revisions.js';
import { applicationError, notFound } from '../../http-errors.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { param, type Router } from '../../router.js';
import { readRequest } from './payload.js';
import { declare, HAS, V3_ALL } from '../../../wire/api/query-fields.js';

function listVariants(ctx: RequestContext, state: CursorState, limit: number | undefined, spec: QueryFields) {
  const caller = requireReader(ctx);
  checkSortable(state.sort, spec);
  const merchant = mayReadMerchantData(caller, state.fields ?? []);
  const fields = new Set(state.fields ?? []);
  const render = (candidates: VariantRow[]) => {
    const lookups = rowLookups(ctx.db, candidates);
    return candidates.map((row) => {
      const rendered = renderReadOnlyVariant(lookups, row, fields, merchant);
      return { item: rendered, view: numericView(rendered) };
    });
  };
  const text = state.search as { expression?: string; fields?: string[]; mode?: 'OR' | 'AND' } | undefined;
  // Nothing to match, in creation order or by product id ascending (a stable sort keeps each product's variants in order).
  const byProduct = state.sort?.length === 1 && state.sort[0].fieldName === 'productData.productId' && state.sort[0].order !== 'DESC';
  const unfiltered = Object.keys(state.filter ?? {}).length === 0 && (!state.sort?.length || byProduct) && !text?.expression;
  return readTransaction(ctx.db, () => {
    if (unfiltered) {
      // Only this page's products are read and rendered (plus one row for hasNext).
      const size = limit ?? 100;
      const page = cursorPageOfSlice(render(variantRowsPage(ctx.db, seesHidden(caller), state.offset, size + 1, byProduct ? 'id' : 'seq')), state, size);
      return { variants: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
    }
    const rows = render(variantRows(ctx.db, seesHidden(caller), state.filter));
    let entries = filterViews(rows, state.filter, spec);
    if (text?.expression) entries = entries.filter((e) => matchesText(e.view, text.expression, text.fields?.length ? text.fields : spec.searchable!, text.mode));
    const page = cursorPage(sortViews(entries, state.sort), state, limit ?? 100);
    return { variants: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
  });
}

function queryVariants(ctx: RequestContext) {
  const { query, fields } = readRequest(ctx, QueryVariantsRequestSchema);
  return listVariants(ctx, resolveCursor(query, fields), query?.cursorPaging?.limit, QUERY_VARIANTS_FIELDS);
}

function searchVariants(ctx: RequestContext) {
  const { search, fields } = readRequest(ctx, SearchVariantsRequestSchema);
  return { ...listVariants(ctx, resolveCursor(search, fields, search?.search), search?.cursorPaging?.limit, SEARCH_VARIANTS_FIELDS), aggregationData: {} };
}

const INVENTORY_FIELDS: QueryFields = {
  entity: 'inventory item',
  filterable: {
    ...declare(['id', 'locationId', 'variantId', 'createdDate', 'updatedDate', 'availabilityStatus', 'inStock', 'quantity', 'trackQuantity', 'productId', 'preorderInfo.enabled', 'product.name', 'product.variantName', 'product.variantSku'], V3_ALL),
    ...declare(['product.directCategoryIds'], HAS),
  },
  sortable: ['createdDate', 'updatedDate', 'availabilityStatus', 'inStock', 'quantity', 'trackQuantity', 'productId', 'preorderInfo.enabled', 'product.name', 'product.variantName', 'product.variantSku'],
};

export function renderInventoryItem(ctx: RequestContext, item: StoredInventoryItem): Record<string, unknown> {
  const product = getProductV3(ctx.db, item.productId);
  const variant = product?.variantsInfo.variants.find((v) => v.id === item.variantId);
  const inStock = item.trackQuantity ? (item.quantity ?? 0) > 0 : item.inStock;
  return {
    ...item,
    inStock,
    availabilityStatus: inStock ? 'IN_STOCK' : item.preorderInfo.enabled ? 'PREORDER' : 'OUT_OF_STOCK',
    product: {
      name: product?.name,
      variantName: variant?.choices.map((c) => product!.options.find((o) => o.id === c.optionChoiceIds.optionId)?.choicesSettings.choices.find((k) => k.choiceId === c.optionChoiceIds.choiceId)?.name).join(' / ') || 'Default',
      ...(variant?.sku ? { variantSku: variant.sku } : {}),
      variantVisible: variant?.visible ?? true,
    },
  };
}

export function requireItem(ctx: RequestContext, id: string): StoredInventoryItem {
  const item = getInventoryItem(ctx.db, id);
  if (!item) throw notFound('Inventory item', id);
  return item;
}

function updateItem(ctx: RequestContext, id: string, patch: z.infer<typeof InventoryItemUpdateSchema>, field: string): StoredInventoryItem {
  const item = requireItem(ctx, id);
  checkRevision('Inventory item', id, item.revision, patch.revision, field);
  const next = withStock(item, patch, ctx.clock.nowIso());
  saveStockChange(ctx.db, next);
  return next;
}

const InventoryQuerySchema = z.object({ query: cursorQuerySchema(PAGE_LIMITS.inventoryItems, 10).optional() });

const InventorySearchSchema = z.object({ search: cursorSearchSchema(PAGE_LIMITS.inventoryItems).optional() });
const InventoryCountSchema = z.object({ filter: FilterSchema.nullish() });

/** Whether the caller may see this item: the read policy's rule for its product and variant. */
function itemVisibleTo(ctx: RequestContext, item: StoredInventoryItem, includeHidden: boolean): boolean {
  const product = getProductV3(ctx.db, item.productId);
  return canSeeStockOf(product, product?.variantsInfo.variants.find((v) => v.id === item.variantId), includeHidden);
}

/** Every inventory item the caller may see, matched against `filter`. */
function matchingInventory(ctx: RequestContext, filter: Filter | null | undefined) {
  const includeHidden = seesHidden(requireReader(ctx));
  const rows = listInventoryItems(ctx.db).filter((item) => itemVisibleTo(ctx, item, includeHidden)).map((item) => {
    const rendered = renderInventoryItem(ctx, item);
    return { item: rendered, view: rendered };
  });
  return filterViews(rows, filter, INVENTORY_FIELDS);
}

function pageInventory(ctx: RequestContext, state: CursorState, limit: number | undefined) {
  checkSortable(state.sort, INVENTORY_FIELDS);
  return readTransaction(ctx.db, () => cursorPage(sortViews(matchingInventory(ctx, state.filter), state.sort), state, limit ?? 100));
}

function queryInventory(ctx: RequestContext) {
  requireReader(ctx);
  const { query } = readRequest(ctx, InventoryQuerySchema);
  const page = pageInventory(ctx, resolveCursor(query, undefined), query?.cursorPaging?.limit);
  // Inventory query answers `{count, cursors}` only (no hasNext), as the platform does.
  return { inventoryItems: page.items.map((e) => e.item), pagingMetadata: { count: page.pagingMetadata.count, cursors: page.pagingMetadata.cursors } };
}

function searchInventory(ctx: RequestContext) {
  requireReader(ctx);
  const { search } = readRequest(ctx, InventorySearchSchema);
  const page = pageInventory(ctx, resolveCursor(search, undefined), search?.cursorPaging?.limit);
  return { inventoryItems: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
}

function countInventory(ctx: RequestContext) {
  requireReader(ctx);
  const { filter } = readRequest(ctx, InventoryCountSchema);
  return readTransaction(ctx.db, () => ({ count: matchingInventory(ctx, filter).length }));
}

export function registerVariantsAndInventory(router: Router): void {
  router.post(paths.readOnlyVariants.query(), queryVariants);
  router.post(paths.readOnlyVariants.search(), searchVariants);
  const inventory = paths.inventoryItems;
  router.get(inventory.get(param('inventoryItemId')), (ctx) => {
    const includeHidden = seesHidden(requireReader(ctx));
    return readTransaction(ctx.db, () => {
      const id = pathParam(ctx, 'inventoryItemId');
      const item = requireItem(ctx, id);
      // The item of a product or variant hidden from the caller does not exist for it.
      if (!itemVisibleTo(ctx, item, includeHidden)) throw notFound('Inventory item', id);
      return { inventoryItem: renderInventoryItem(ctx, item) };
    });
  });
  router.patch(inventory.update(param('inventoryItemId')), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItem } = readRequest(ctx, z.object({ inventoryItem: InventoryItemUpdateSchema, reason: InventoryReasonSchema.optional() }));
    const id = decodeURIComponent(ctx.params.inventoryItemId);
    return writeTransaction(ctx.db, () => ({ inventoryItem: renderInventoryItem(ctx, updateItem(ctx, id, inventoryItem, 'inventoryItem.revision')) }));
  });
  router.post(inventory.bulkUpdate(), (ctx) => {
    requireAdmin(ctx);
    const { inventoryItems, returnEntity } = readRequest(
      ctx,
      z.object({ inventoryItems: z.array(z.object({ inventoryItem: InventoryItemUpdateSchema })).min(1).max(PAGE_LIMITS.inventoryItems), returnEntity: z.boolean().optional(), reason: InventoryReasonSchema.optional() }),
    );
    return writeTransaction(ctx.db, () =>
      runBulk(ctx.db, inventoryItems, ({ inventoryItem }, i) => {
        if (!inventoryItem.id) throw applicationError(400, 'Id required', 'MISSING_ID', `inventoryItems[${i}].inventoryItem.id is required`);
        const item = updateItem(ctx, inventoryItem.id, inventoryItem, `inventoryItems[${i}].inventoryItem.revision`);
        return { id: item.id, item: renderInventoryItem(ctx, item) };
      }, returnEntity === true),
    );
  });
  for (const [path, handler] of [[inventory.query(), queryInventory], [inventory.search(), searchInventory], [inventory.count(), countInventory]] as const) {
    router.get(path, handler);
    router.post(path, handler);
  }
  router.get(paths.locations.default(), (ctx) => {
    requireReader(ctx);
    return { storesLocation: DEFAULT_LOCATION };
  });
}
