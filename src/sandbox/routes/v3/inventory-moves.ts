// Bulk increment/decrement of inventory items, by item id or by variant and location (docs/wire/catalog-v3.md §5): admin
// only; each entry succeeds or fails on its own in the V3 bulk envelope (`results`, `bulkActionMetadata`), with
// the moved items only when `returnEntity` asks. The rule is domain/stock-move.ts, shared with Catalog V1.
import type * as z from 'zod';
import {
  BulkDecrementByVariantRequestSchema,
  BulkDecrementInventoryRequestSchema,
  BulkIncrementByVariantRequestSchema,
  BulkIncrementInventoryRequestSchema,
} from '../../../wire/api/catalog-v3/inventory-item.js';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { requireAdmin } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import type { StoredInventoryItem } from '../../domain/v3/inventory.js';
import { inventoryItemAt, moveInventoryItem } from '../../domain/v3/stock-moves.js';
import type { Router } from '../../router.js';
import { readRequest } from './payload.js';
import { requireInventoryItem } from '../../domain/v3/inventory-items.js';
import { renderInventoryItem } from '../../domain/v3/inventory-render.js';

/** One entry: the item it addresses (looked up inside its savepoint), by how much, and a decrement's preorder flag. */
interface Entry {
  target: () => StoredInventoryItem;
  by: number;
  preorderRequest?: boolean;
}
interface Options {
  returnEntity?: boolean;
  reason?: string;
  restrictInventory?: boolean | null;
}

/** Moves each entry's item in its own savepoint; one result per entry, in order. */
function moveAll(ctx: RequestContext, entries: readonly Entry[], options: Options) {
  const now = ctx.clock.nowIso();
  const unrestricted = options.restrictInventory === false;
  return writeTransaction(ctx.db, () =>
    runBulk(
      ctx.db,
      entries,
      ({ target, by, preorderRequest }) => {
        const item = moveInventoryItem(ctx.db, target(), { by, unrestricted, preorderRequest, reason: options.reason }, now);
        return { id: item.id, render: () => renderInventoryItem(ctx.db, item) };
      },
      options.returnEntity === true,
    ),
  );
}

function admin<S extends z.ZodType>(ctx: RequestContext, schema: S): z.infer<S> {
  requireAdmin(ctx);
  return readRequest(ctx, schema);
}

type ById = { inventoryItemId: string };
type ByVariant = { variantId: string; locationId?: string | null };
const byId = (ctx: RequestContext) => (entry: ById) => () => requireInventoryItem(ctx.db, entry.inventoryItemId);
const byVariant = (ctx: RequestContext) => (entry: ByVariant) => () => inventoryItemAt(ctx.db, entry.variantId, entry.locationId);

/** Increment: `incrementData` entries, each addressed by `target`. */
function increment<E extends { incrementBy: number }>(schema: z.ZodType<Options & { incrementData: E[] }>, target: (ctx: RequestContext) => (entry: E) => () => StoredInventoryItem) {
  return (ctx: RequestContext) => {
    const { incrementData, ...options } = admin(ctx, schema);
    const at = target(ctx);
    return moveAll(ctx, incrementData.map((entry) => ({ target: at(entry), by: entry.incrementBy })), options);
  };
}

/** Decrement: `decrementData` entries, each addressed by `target`. */
function decrement<E extends { decrementBy: number; preorderRequest?: boolean }>(schema: z.ZodType<Options & { decrementData: E[] }>, target: (ctx: RequestContext) => (entry: E) => () => StoredInventoryItem) {
  return (ctx: RequestContext) => {
    const { decrementData, ...options } = admin(ctx, schema);
    const at = target(ctx);
    return moveAll(ctx, decrementData.map((entry) => ({ target: at(entry), by: -entry.decrementBy, preorderRequest: entry.preorderRequest })), options);
  };
}

export function registerInventoryMoves(router: Router): void {
  const inventory = paths.inventoryItems;
  router.post(inventory.bulkIncrement(), increment(BulkIncrementInventoryRequestSchema, byId));
  router.post(inventory.bulkDecrement(), decrement(BulkDecrementInventoryRequestSchema, byId));
  router.post(inventory.bulkIncrementByVariant(), increment(BulkIncrementByVariantRequestSchema, byVariant));
  router.post(inventory.bulkDecrementByVariant(), decrement(BulkDecrementByVariantRequestSchema, byVariant));
}
