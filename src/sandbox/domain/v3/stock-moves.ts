// Bulk increment/decrement of V3 inventory items (docs/wire/catalog-v3.md §5): each entry moves one item's counted stock
// by the one increment/decrement rule both catalogs share (../stock-move.ts), then stores it as a stock change (its
// inventory_item_updated, stock-status and updated-with-reason events). A preorder decrement of an item that takes
// preorders counts them instead: "the item's preorderCounter will increase and the item's quantity will stay the same"
// (https://dev.wix.com/docs/rest/business-solutions/stores/catalog-v3/inventory-items-v3/bulk-decrement-inventory-items).
import type { DatabaseSync } from 'node:sqlite';
import { MAX_INVENTORY_QUANTITY } from '../../../wire/api/catalog-v3/inventory-item.js';
import { applicationError } from '../../http-errors.js';
import { movedQuantity } from '../stock-move.js';
import { preorderRoom, saveStockChange, withStock, type StoredInventoryItem } from './inventory.js';
import { itemAt } from './inventory-items.js';
import { nextRevision } from './revisions.js';
import { DEFAULT_LOCATION } from './locations.js';

export interface InventoryMove {
  /** Positive for an increment, negative for a decrement. */
  by: number;
  /** The request's `restrictInventory: false`: the quantity may go below 0. */
  unrestricted?: boolean;
  /** A decrement's `preorderRequest`: counted as preorders when the item takes them. */
  preorderRequest?: boolean;
  reason?: string;
}

/** A preorder decrement: the counter grows by the amount, within the item's preorder limit (else 428 `INSUFFICIENT_INVENTORY`). */
function countPreorders(item: StoredInventoryItem, amount: number, now: string): StoredInventoryItem {
  if (amount > preorderRoom(item)) {
    throw applicationError(428, 'Insufficient inventory', 'INSUFFICIENT_INVENTORY', `Inventory item ${item.id} takes ${preorderRoom(item)} more preorder(s), fewer than ${amount}`, { inventoryItemId: item.id, variantId: item.variantId });
  }
  return { ...item, revision: nextRevision(item.revision), updatedDate: now, preorderInfo: { ...item.preorderInfo, counter: (item.preorderInfo.counter ?? 0) + amount } };
}

/** The item after the move, stored. */
export function moveInventoryItem(db: DatabaseSync, item: StoredInventoryItem, move: InventoryMove, now: string): StoredInventoryItem {
  if (move.by < 0 && move.preorderRequest === true && item.trackQuantity && item.preorderInfo.enabled) {
    const next = countPreorders(item, -move.by, now);
    saveStockChange(db, next, move.reason);
    return next;
  }
  const quantity = movedQuantity({
    subject: `Inventory item ${item.id}`,
    tracked: item.trackQuantity,
    quantity: item.quantity ?? 0,
    by: move.by,
    limit: MAX_INVENTORY_QUANTITY,
    allowNegative: move.unrestricted === true,
    data: { inventoryItemId: item.id, variantId: item.variantId },
  });
  const next = withStock(item, { quantity }, now);
  saveStockChange(db, next, move.reason);
  return next;
}

/** The item of a variant at a location (none: the default location); else 428 `NOT_FOUND`, as the SDK declares. */
export function inventoryItemAt(db: DatabaseSync, variantId: string, locationId: string | null | undefined): StoredInventoryItem {
  const item = itemAt(db, variantId, locationId);
  if (!item) throw applicationError(428, 'Not found', 'NOT_FOUND', `No inventory item of variant ${variantId} at location ${locationId ?? DEFAULT_LOCATION.id}`, { variantId, locationId: locationId ?? DEFAULT_LOCATION.id });
  return item;
}
