// The one increment/decrement rule of both catalogs: Catalog V1's Increment/Decrement Inventory (Inventory v2) and
// Catalog V3's bulk increment/decrement. Its error codes are the ones the V3 SDK declares for those calls
// (BulkIncrement/DecrementInventoryItemsApplicationErrors, all 428 on the reference pages); the V1 reference names
// none, so V1 answers the same (a decision).
import { applicationError } from '../http-errors.js';

/** One counted stock about to move. `subject` names it in messages; `data` goes into the error's `data`. */
export interface StockMove {
  subject: string;
  tracked: boolean;
  quantity: number;
  /** Positive for an increment, negative for a decrement. */
  by: number;
  /** The most stock may hold; with `allowNegative`, also the most it may owe. */
  limit: number;
  /** V3 `restrictInventory: false`: stock may go below 0. */
  allowNegative?: boolean;
  data: Record<string, unknown>;
}

/**
 * The quantity after the move. Only a tracked quantity moves (428 `INVENTORY_QUANTITY_NOT_TRACKED`); stock never
 * goes above `limit` (428 `MAX_QUANTITY_LIMIT_REACHED`) nor below 0 (428 `INSUFFICIENT_INVENTORY`), unless negative
 * stock is allowed, and then never below `-limit` (428 `MIN_QUANTITY_LIMIT_REACHED`).
 */
export function movedQuantity(move: StockMove): number {
  const { subject, by, limit, data } = move;
  if (!move.tracked) {
    throw applicationError(428, 'Quantity is not tracked', 'INVENTORY_QUANTITY_NOT_TRACKED', `${subject} does not track quantities: track them first`, data);
  }
  const quantity = move.quantity + by;
  if (quantity > limit) {
    throw applicationError(428, 'Max quantity limit reached', 'MAX_QUANTITY_LIMIT_REACHED', `${subject} would hold ${quantity}, more than ${limit}`, data);
  }
  // An increment of a stock a paid order left below 0 brings it up, however far it stays below.
  if (quantity < 0 && by < 0 && !move.allowNegative) {
    throw applicationError(428, 'Insufficient inventory', 'INSUFFICIENT_INVENTORY', `${subject} has ${move.quantity} in stock, fewer than ${-by}`, data);
  }
  if (quantity < -limit) {
    throw applicationError(428, 'Min quantity limit reached', 'MIN_QUANTITY_LIMIT_REACHED', `${subject} would hold ${quantity}, less than ${-limit}`, data);
  }
  return quantity;
}
