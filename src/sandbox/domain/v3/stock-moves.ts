// Bulk increment/decrement of V3 inventory items (docs/wire/catalog-v3.md §5): each entry moves one item's counted stock
// by the one increment/decrement rule both catalogs share (../stock-move.ts), then stores it as a stock change (its
// inventory_item_updated, stock-status and updated-with-reason events).
import type { DatabaseSync } from 'node:sqlite';
import { MAX_INVENTORY_QUANTITY } from '../../../wire/api/catalog-v3/inventory-item.js';
import { applicationError } from '../../http-errors.js';
import { movedQuantity } from '../stock-move.js';
import { DEFAULT_LOCATION, inventoryItemOfVariant, saveStockChange, withStock, type StoredInventoryItem } from './inventory.js';

export interface InventoryMove {
  /** Positive for an increment, negative for a decrement. */
  by: number;
  /** The request's `restrictInventory: false`: the quantity may go below 0. */
  unrestricted?: boolean;
  /** A decrement's `preorderRequest`: below 0 is allowed when the item takes preorders. */
  preorderRequest?: boolean;
  reason?: string;
}

/** The item after the move, stored. */
export function moveInventoryItem(db: DatabaseSync, item: StoredInventoryItem, move: InventoryMove, now: string): StoredInventoryItem {
  const quantity = movedQuantity({
    subject: `Inventory item ${item.id}`,
    tracked: item.trackQuantity,
    quantity: item.quantity ?? 0,
    by: move.by,
    limit: MAX_INVENTORY_QUANTITY,
    allowNegative: move.unrestricted === true || (move.preorderRequest === true && item.preorderInfo.enabled),
    data: { inventoryItemId: item.id, variantId: item.variantId },
  });
  const next = withStock(item, { quantity }, now);
  saveStockChange(db, next, move.reason);
  return next;
}

/** The item of a variant at a location (none: the default location); else 428 `NOT_FOUND`, as the SDK declares. */
export function inventoryItemAt(db: DatabaseSync, variantId: string, locationId: string | null | undefined): StoredInventoryItem {
  const item = !locationId || locationId === DEFAULT_LOCATION.id ? inventoryItemOfVariant(db, variantId) : undefined;
  if (!item) throw applicationError(428, 'Not found', 'NOT_FOUND', `No inventory item of variant ${variantId} at location ${locationId ?? DEFAULT_LOCATION.id}`, { variantId, locationId: locationId ?? DEFAULT_LOCATION.id });
  return item;
}
