// The Inventory Items API's own writes (docs/wire/catalog-v3.md §5): create, update and delete one item, with the rules
// and error names the SDK declares for them (@wix/auto_sdk_stores_inventory-items-v-3: CreateInventoryItem…Errors,
// UpdateInventoryItemApplicationErrors, BulkUpsertInventoryItemsApplicationErrors). Callers hold the transaction.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { InventoryItemCreate, PreorderInfo } from '../../../wire/api/catalog-v3/inventory-item.js';
import { applicationError, notFound, ruleViolation, validationError } from '../../http-errors.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { recordChange } from '../outbox.js';
import { entityEventV3 } from './events.js';
import { getInventoryItem, inventoryItemOfVariant, removeInventoryItem, saveInventoryItem, saveStockChange, withStock, type StockPatch, type StoredInventoryItem } from './inventory.js';
import { DEFAULT_LOCATION, findStoresLocation } from './locations.js';
import { FIRST_REVISION } from './revisions.js';

/**
 * The request-level rules of a new item (SDK CreateInventoryItemValidationErrors, BulkCreate…ValidationErrors):
 * a tracking method, a quantity not below 0, no preorder limit on an item tracked by in-stock flag.
 */
export function checkNewItem(item: InventoryItemCreate, field: string): void {
  if (item.quantity == null && item.inStock == null) {
    throw validationError([{ field: `${field}.trackingMethod`, description: 'is required: send quantity or inStock', violatedRule: 'REQUIRED_FIELD', ruleName: null, data: {} }], `${field} needs quantity or inStock`);
  }
  if (item.quantity != null && item.quantity < 0) {
    throw ruleViolation(`${field}.quantity`, 'REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE', `a new inventory item's quantity must be 0 or more, not ${item.quantity}`);
  }
  if (item.quantity == null && item.preorderInfo?.limit != null) {
    throw ruleViolation(`${field}.preorderInfo.limit`, 'PREORDER_LIMIT_NOT_SUPPORTED_FOR_UNTRACKED_INVENTORY', 'a preorder limit needs an item that counts its quantity');
  }
}

/** Preorder can't be enabled for digital products (SDK PreorderInfo.enabled): 400 `PRE_ORDER_VALIDATION`. */
function checkPreorder(db: DatabaseSync, productId: string, preorder: PreorderInfo | undefined, trackQuantity: boolean): void {
  if (!preorder) return;
  if (preorder.enabled && getProductV3(db, productId)?.productType === 'DIGITAL') {
    throw applicationError(400, 'Preorder validation', 'PRE_ORDER_VALIDATION', `Preorder can't be enabled for the digital product ${productId}`, { productId });
  }
  if (preorder.limit != null && !trackQuantity) {
    throw applicationError(400, 'Preorder validation', 'PRE_ORDER_VALIDATION', 'A preorder limit is supported only for items that track their quantity', { productId });
  }
}

/** The item a variant holds at a location (none named: the default one, the only one that holds items). */
export function itemAt(db: DatabaseSync, variantId: string, locationId: string | null | undefined): StoredInventoryItem | undefined {
  return (locationId ?? DEFAULT_LOCATION.id) === DEFAULT_LOCATION.id ? inventoryItemOfVariant(db, variantId) : undefined;
}

/**
 * Creates the item of a variant at a location, stored with its `inventory_item_created` event. The product and its
 * variant must exist; one item per variant and location (409 `ITEM_ALREADY_EXISTS`).
 */
export function createInventoryItem(db: DatabaseSync, input: InventoryItemCreate, now: string): StoredInventoryItem {
  const product = getProductV3(db, input.productId);
  if (!product) throw notFound('Product', input.productId);
  if (!product.variantsInfo.variants.some((v) => v.id === input.variantId)) throw notFound('Variant', input.variantId);
  const locationId = input.locationId ?? DEFAULT_LOCATION.id;
  if (!findStoresLocation(locationId)) throw notFound('Stores location', locationId);
  if (itemAt(db, input.variantId, locationId)) {
    throw applicationError(409, 'Item already exists', 'ITEM_ALREADY_EXISTS', `Variant ${input.variantId} already has an inventory item at location ${locationId}`, { variantId: input.variantId, locationId });
  }
  const tracked = input.quantity != null;
  checkPreorder(db, input.productId, input.preorderInfo, tracked);
  const { enabled, message, limit } = input.preorderInfo ?? {};
  const item: StoredInventoryItem = {
    id: randomUUID(),
    revision: FIRST_REVISION,
    createdDate: now,
    updatedDate: now,
    variantId: input.variantId,
    locationId,
    productId: input.productId,
    trackQuantity: tracked,
    ...(tracked ? { quantity: input.quantity! } : {}),
    inStock: tracked ? input.quantity! > 0 : input.inStock!,
    preorderInfo: { enabled: enabled ?? false, ...(message != null ? { message } : {}), ...(limit != null ? { limit } : {}), ...(tracked ? { counter: 0 } : {}) },
  };
  saveInventoryItem(db, item);
  recordChange(db, entityEventV3('inventory_item', 'created', item.id, item), now);
  return item;
}

/**
 * Sets an item's stock (Update, Bulk Update, Upsert, update-by-filter): a quantity below 0 only when it does not
 * lower the quantity held (400 `REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING`; a paid order may have left it
 * negative, SDK InventoryItem.quantity), and the preorder rules.
 */
export function setStock(db: DatabaseSync, item: StoredInventoryItem, patch: StockPatch, now: string, reason?: string): StoredInventoryItem {
  if (patch.quantity != null && patch.quantity < 0 && patch.quantity < (item.trackQuantity ? (item.quantity ?? 0) : 0)) {
    throw applicationError(400, 'Quantity must not go below 0', 'REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING', `Inventory item ${item.id}: a quantity below 0 (${patch.quantity}) may not lower what it holds`, { inventoryItemId: item.id });
  }
  const next = withStock(item, patch, now);
  checkPreorder(db, item.productId, patch.preorderInfo && { ...next.preorderInfo, ...patch.preorderInfo }, next.trackQuantity);
  saveStockChange(db, next, reason);
  return next;
}

export function requireInventoryItem(db: DatabaseSync, id: string): StoredInventoryItem {
  const item = getInventoryItem(db, id);
  if (!item) throw notFound('Inventory item', id);
  return item;
}

/** Deletes an item with its `inventory_item_deleted` event; the variant then holds no stock record there. */
export function deleteInventoryItem(db: DatabaseSync, id: string, now: string): void {
  const item = requireInventoryItem(db, id);
  removeInventoryItem(db, item);
  recordChange(db, entityEventV3('inventory_item', 'deleted', item.id, item), now);
}
