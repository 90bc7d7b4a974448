// Inventory items V3 (docs/wire/catalog-v3.md §5): one item per variant and location, at most (the store has one
// location, its default). Items are made only by the Inventory Items API, the `…WithInventory` product calls and the
// demo catalog — Create Product makes none ("This method doesn't create inventory items", SDK createProduct) — and a
// variant removed from its product loses its items. A variant with no item in the default location counts as in stock
// (a decision: the platform's documents leave it open; README "Differences from the platform").
import type { DatabaseSync } from 'node:sqlite';
import type { StoredProductV3 } from './product-state.js';
import { nextRevision, type Versioned } from './revisions.js';
import { recordChange, type DomainEventChange } from '../outbox.js';
import { STORES_APP_ID } from '../../../wire/api/categories/tree.js';
import { entityEventV3, stockStatusEvent, updatedWithReasonEvent } from './events.js';
import { DEFAULT_PREORDER_LIMIT, type PreorderInfo } from '../../../wire/api/catalog-v3/inventory-item.js';
import { DEFAULT_LOCATION } from './locations.js';

export { DEFAULT_LOCATION };

export interface StoredInventoryItem extends Versioned {
  variantId: string;
  locationId: string;
  productId: string;
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
  /** `counter`: how many were preordered (a preorder decrement counts here instead of taking stock). */
  preorderInfo: { enabled: boolean; message?: string | null; limit?: number | null; counter?: number };
}

const parse = (row: unknown) => JSON.parse((row as { doc: string }).doc) as StoredInventoryItem;

export function inventoryItemOfVariant(db: DatabaseSync, variantId: string): StoredInventoryItem | undefined {
  const row = db.prepare('SELECT doc FROM v3_inventory_items WHERE variant_id = ? AND location_id = ?').get(variantId, DEFAULT_LOCATION.id);
  return row ? parse(row) : undefined;
}

export function getInventoryItem(db: DatabaseSync, id: string): StoredInventoryItem | undefined {
  const row = db.prepare('SELECT doc FROM v3_inventory_items WHERE id = ?').get(id);
  return row ? parse(row) : undefined;
}

export function listInventoryItems(db: DatabaseSync, productIds?: string[]): StoredInventoryItem[] {
  if (!productIds) return db.prepare('SELECT doc FROM v3_inventory_items ORDER BY seq').all().map(parse);
  const stmt = db.prepare('SELECT doc FROM v3_inventory_items WHERE product_id = ? ORDER BY seq');
  return productIds.flatMap((id) => stmt.all(id).map(parse));
}

export function saveInventoryItem(db: DatabaseSync, item: StoredInventoryItem): void {
  db.prepare(
    `INSERT INTO v3_inventory_items (id, seq, product_id, variant_id, location_id, doc)
     VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM v3_inventory_items), ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`,
  ).run(item.id, item.productId, item.variantId, item.locationId, JSON.stringify(item));
}

/** What a stock change may set: a quantity (tracked) or an in-stock flag (untracked), and preorder settings. */
export interface StockPatch {
  quantity?: number | null;
  inStock?: boolean | null;
  /** Only `enabled`, `message` and `limit` are set; `counter` and `quantity` are read-only. */
  preorderInfo?: PreorderInfo;
}

function preorderAfter(held: StoredInventoryItem['preorderInfo'], patch: PreorderInfo): StoredInventoryItem['preorderInfo'] {
  const next = { ...held, enabled: patch.enabled ?? held.enabled };
  if (patch.message !== undefined) next.message = patch.message;
  if (patch.limit !== undefined) next.limit = patch.limit;
  return next;
}

/** The item after a stock change, as its next revision: a quantity switches it to tracking, a flag away from it. */
export function withStock(item: StoredInventoryItem, patch: StockPatch, now: string): StoredInventoryItem {
  const tracked = patch.quantity != null ? true : patch.inStock != null ? false : item.trackQuantity;
  const next: StoredInventoryItem = {
    ...item,
    revision: nextRevision(item.revision),
    updatedDate: now,
    trackQuantity: tracked,
    inStock: patch.inStock ?? (tracked ? (patch.quantity ?? item.quantity ?? 0) > 0 : item.inStock),
    ...(patch.preorderInfo ? { preorderInfo: preorderAfter(item.preorderInfo, patch.preorderInfo) } : {}),
  };
  if (tracked) next.quantity = patch.quantity ?? item.quantity ?? 0;
  else delete next.quantity;
  return next;
}

/**
 * Stores a stock change and records `wix.stores.catalog.v3.inventory_item_updated`, then `…_stock_status_updated`
 * when the item went in or out of stock, then `…_updated_with_reason` (with the request's reason, else `MANUAL`).
 */
export function saveStockChange(db: DatabaseSync, item: StoredInventoryItem, reason?: string): void {
  const before = getInventoryItem(db, item.id);
  saveInventoryItem(db, item);
  recordChange(db, entityEventV3('inventory_item', 'updated', item.id, item, before ? { before } : undefined), item.updatedDate);
  if (before && before.inStock !== item.inStock) recordChange(db, stockStatusEvent(item), item.updatedDate);
  recordChange(db, updatedWithReasonEvent(item, STORES_APP_ID, reason), item.updatedDate);
}

/** Whether an item holds stock: a counted quantity above 0, else its in-stock flag. A variant with no item counts as in stock. */
export const itemInStock = (item: StoredInventoryItem | undefined): boolean => !item || (item.trackQuantity ? (item.quantity ?? 0) > 0 : item.inStock);

/** How many more a tracked item may take as preorders: its limit (default 100,000) less those already taken. */
export const preorderRoom = (item: StoredInventoryItem): number => (item.preorderInfo.limit ?? DEFAULT_PREORDER_LIMIT) - (item.preorderInfo.counter ?? 0);

/**
 * IN_STOCK when it holds stock; PREORDER when it does not but takes preorders with room left; else OUT_OF_STOCK
 * (SDK AvailabilityStatus: "Stock is zero or negative, but preorder is enabled with remaining capacity").
 */
export function availabilityOf(item: StoredInventoryItem): 'IN_STOCK' | 'OUT_OF_STOCK' | 'PREORDER' {
  if (itemInStock(item)) return 'IN_STOCK';
  if (item.preorderInfo.enabled && (!item.trackQuantity || preorderRoom(item) > 0)) return 'PREORDER';
  return 'OUT_OF_STOCK';
}

/**
 * A variant's stock as its product shows it (the default location's item, "the product entity's inventory fields
 * reflect only the default location", SDK InventoryItem.preorderInfo): in stock, preorder enabled, and whether it
 * can be preordered now (availability PREORDER). A variant with no item: in stock, no preorder.
 */
export interface VariantStock {
  inStock: boolean;
  preorderEnabled: boolean;
  preorderAvailable: boolean;
}

export function variantStockOf(item: StoredInventoryItem | undefined): VariantStock {
  if (!item) return { inStock: true, preorderEnabled: false, preorderAvailable: false };
  return { inStock: itemInStock(item), preorderEnabled: item.preorderInfo.enabled, preorderAvailable: availabilityOf(item) === 'PREORDER' };
}

/** Each variant's stock (the variant's id → its stock) of one product. */
export type StockOf = (variantId: string) => VariantStock;

/** Each variant's stock by the product's items. */
export function stockOfItems(items: readonly StoredInventoryItem[]): StockOf {
  const byVariant = new Map(items.filter((item) => item.locationId === DEFAULT_LOCATION.id).map((item) => [item.variantId, item]));
  return (variantId) => variantStockOf(byVariant.get(variantId));
}

/** Each of a product's variants' stock, in one read. */
export const productStock = (db: DatabaseSync, productId: string): StockOf => stockOfItems(listInventoryItems(db, [productId]));

/**
 * The product's read-only `inventory` from its variants' stock (SDK Inventory): availability IN_STOCK when all are,
 * OUT_OF_STOCK when none is, else PARTIALLY_OUT_OF_STOCK; preorderStatus ENABLED / DISABLED / PARTIALLY_ENABLED by how
 * many take preorders; preorderAvailability ALL_VARIANTS / NO_VARIANTS / SOME_VARIANTS by how many can be preordered now.
 */
export function productInventory(stocks: readonly VariantStock[]) {
  const share = <T>(count: number, all: T, none: T, some: T) => (count === stocks.length ? all : count === 0 ? none : some);
  return {
    availabilityStatus: share(stocks.filter((s) => s.inStock).length, 'IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'),
    preorderStatus: share(stocks.filter((s) => s.preorderEnabled).length, 'ENABLED', 'DISABLED', 'PARTIALLY_ENABLED'),
    preorderAvailability: share(stocks.filter((s) => s.preorderAvailable).length, 'ALL_VARIANTS', 'NO_VARIANTS', 'SOME_VARIANTS'),
  };
}

/** A variant's `inventoryStatus` (SDK Variant.inventoryStatus). */
export const inventoryStatusOf = (stock: VariantStock) => ({ inStock: stock.inStock, preorderEnabled: stock.preorderEnabled });

/** What syncInventory did: the items' events, and the items the product holds now. */
export interface InventorySync {
  events: DomainEventChange[];
  items: StoredInventoryItem[];
}

/**
 * Drops the items of variants the product no longer has and returns their `inventory_item_deleted` events, for the
 * caller to record after the product's own, with the items the product keeps. A product just created holds none.
 */
export function syncInventory(db: DatabaseSync, product: StoredProductV3, created = false): InventorySync {
  const events: DomainEventChange[] = [];
  const items: StoredInventoryItem[] = [];
  if (created) return { events, items };
  const variantIds = new Set(product.variantsInfo.variants.map((v) => v.id));
  for (const item of listInventoryItems(db, [product.id])) {
    if (variantIds.has(item.variantId)) {
      items.push(item);
      continue;
    }
    removeInventoryItem(db, item);
    events.push(entityEventV3('inventory_item', 'deleted', item.id, item));
  }
  return { events, items };
}

/** Deletes the item's row (its event is the caller's to record). */
export function removeInventoryItem(db: DatabaseSync, item: StoredInventoryItem): void {
  db.prepare('DELETE FROM v3_inventory_items WHERE id = ?').run(item.id);
}

/** The `inventory_item_deleted` events of a product's items (recorded when the product is deleted with them). */
export const inventoryDeletedEvents = (db: DatabaseSync, productId: string): DomainEventChange[] =>
  listInventoryItems(db, [productId]).map((item) => entityEventV3('inventory_item', 'deleted', item.id, item));
