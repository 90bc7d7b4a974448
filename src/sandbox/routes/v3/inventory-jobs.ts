// By-filter inventory calls (SDK inventoryItemsV3 bulk*ByFilter, bulkCreateInventoryItemsByVariantFilter): each
// answers `{jobId}` and runs as an async job over the items (or variants) its filter and free text select, each
// item alone (domain/v3/async-jobs.ts). Admin only.
import type * as z from 'zod';
import {
  BulkAdjustInventoryByFilterRequestSchema,
  BulkCreateInventoryByVariantFilterRequestSchema,
  BulkDeleteInventoryByFilterRequestSchema,
  BulkSetOrAdjustInventoryByFilterRequestSchema,
  BulkUpdateInventoryByFilterRequestSchema,
  type InventoryAdjustment,
} from '../../../wire/api/catalog-v3/inventory-item.js';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { requireAdmin } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { runAsyncJob } from '../../domain/v3/async-jobs.js';
import { withStock, saveStockChange, type StoredInventoryItem } from '../../domain/v3/inventory.js';
import { createInventoryItem, deleteInventoryItem, itemAt, setStock } from '../../domain/v3/inventory-items.js';
import { findStoresLocation } from '../../domain/v3/locations.js';
import { moveInventoryItem } from '../../domain/v3/stock-moves.js';
import { notFound } from '../../http-errors.js';
import type { Router } from '../../router.js';
import { matchingInventory } from './inventory-items.js';
import { readRequest } from './payload.js';
import { variantsMatching } from './variants-inventory.js';

type ByFilter = z.infer<typeof BulkDeleteInventoryByFilterRequestSchema>;

/** Runs `apply` on every item the filter and free text select, as one async job; answers its id. */
function itemJob(ctx: RequestContext, kind: string, request: ByFilter, apply: (item: StoredInventoryItem, now: string) => void) {
  return writeTransaction(ctx.db, () => {
    const now = ctx.clock.nowIso();
    const items = matchingInventory(ctx, request.filter, request.search, true).map((e) => e.item);
    return { jobId: runAsyncJob(ctx.db, now, { kind }, items, (item) => item.id, (item) => apply(item, now)) };
  });
}

/** An increment or a decrement, by the one move rule: never below 0 (428 `INSUFFICIENT_INVENTORY`). */
const move = (adjustment: InventoryAdjustment) => ({ by: adjustment.incrementBy ?? -(adjustment.decrementBy ?? 0) });

/**
 * Set-or-adjust's decrement stops at 0: "Quantity can be reduced until it reaches zero but not below. Attempting to
 * further decrease an already negative inventory will fail" (SDK AdjustInventoryAction.decrementBy).
 */
function downToZero(item: StoredInventoryItem, adjustment: InventoryAdjustment) {
  const held = item.quantity ?? 0;
  if (adjustment.decrementBy === undefined || !item.trackQuantity || held < 0) return move(adjustment);
  return { by: -Math.min(adjustment.decrementBy, held) };
}

function admin<S extends z.ZodType>(ctx: RequestContext, schema: S): z.infer<S> {
  requireAdmin(ctx);
  return readRequest(ctx, schema);
}

export function registerInventoryJobs(router: Router): void {
  const inventory = paths.inventoryItems;
  router.post(inventory.bulkUpdateByFilter(), (ctx) => {
    const request = admin(ctx, BulkUpdateInventoryByFilterRequestSchema);
    return itemJob(ctx, 'UPDATE_INVENTORY_ITEMS_BY_FILTER', request, (item, now) => setStock(ctx.db, item, request.inventoryItem, now));
  });
  router.post(inventory.bulkDeleteByFilter(), (ctx) => {
    const request = admin(ctx, BulkDeleteInventoryByFilterRequestSchema);
    return itemJob(ctx, 'DELETE_INVENTORY_ITEMS_BY_FILTER', request, (item, now) => deleteInventoryItem(ctx.db, item.id, now));
  });
  router.post(inventory.bulkSetOrAdjustByFilter(), (ctx) => {
    const request = admin(ctx, BulkSetOrAdjustInventoryByFilterRequestSchema);
    return itemJob(ctx, 'SET_OR_ADJUST_INVENTORY_ITEMS_BY_FILTER', request, (item, now) => moveInventoryItem(ctx.db, item, downToZero(item, request.adjustedInventoryAction), now));
  });
  router.post(inventory.bulkAdjustByFilter(), (ctx) => {
    const request = admin(ctx, BulkAdjustInventoryByFilterRequestSchema);
    return itemJob(ctx, 'ADJUST_INVENTORY_ITEMS_BY_FILTER', request, (item, now) => {
      // `trackQuantity: true` first sets an item tracked by in-stock flag to count from 0 (SDK BulkAdjustInventoryItemsByFilterRequest).
      let target = item;
      if (request.trackQuantity === true && !item.trackQuantity) {
        target = withStock(item, { quantity: 0 }, now);
        saveStockChange(ctx.db, target);
      }
      moveInventoryItem(ctx.db, target, move(request.adjustment), now);
    });
  });
  router.post(inventory.bulkCreateByVariantFilter(), (ctx) => {
    const request = admin(ctx, BulkCreateInventoryByVariantFilterRequestSchema);
    if (!findStoresLocation(request.locationId)) throw notFound('Stores location', request.locationId);
    return writeTransaction(ctx.db, () => {
      const now = ctx.clock.nowIso();
      // Variants that already hold an item there are left as they are.
      const variants = variantsMatching(ctx, request.filter, request.search).filter((v) => !itemAt(ctx.db, v.variantId, request.locationId));
      const quantity = request.inventoryCreationData?.quantity ?? 0;
      const jobId = runAsyncJob(ctx.db, now, { kind: 'CREATE_INVENTORY_ITEMS_BY_VARIANT_FILTER' }, variants, (v) => v.variantId, (v) => {
        createInventoryItem(ctx.db, { productId: v.productData.productId, variantId: v.variantId, locationId: request.locationId, quantity }, now);
      });
      return { jobId };
    });
  });
}
