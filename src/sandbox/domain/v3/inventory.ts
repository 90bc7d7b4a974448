// Inventory items V3 (docs/wire/catalog-v3.md §5): one item per variant in the default location. The sandbox keeps that
// set in step with the catalog — a new variant gets an in-stock, untracked item, a removed variant loses its item —
// so stock reads and the products' `inventoryStatus` never miss a variant (a decision: createProduct alone makes
// no inventory on the platform; a store's dashboard does).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { StoredProductV3 } from './product-state.js';
import { FIRST_REVISION, nextRevision, type Versioned } from './revisions.js';
import { recordChange, type DomainEventChange } from '../outbox.js';
import { STORES_APP_ID } from '../../../wire/api/categories/tree.js';
import { entityEventV3, stockStatusEvent, updatedWithReasonEvent } from './events.js';

export const DEFAULT_LOCATION = { id: '4c8b5a1e-0f5d-4c3a-9d6e-2b7f1a9c3e50', name: 'Default location', default: true } as const;

export interface StoredInventoryItem extends Versioned {
  variantId: string;
  locationId: string;
  productId: string;
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
  preorderInfo: { enabled: boolean; message?: string | null; limit?: number | null };
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
  preorderInfo?: { enabled?: boolean; message?: string | null; limit?: number | null };
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
    ...(patch.preorderInfo ? { preorderInfo: { ...item.preorderInfo, ...patch.preorderInfo, enabled: patch.preorderInfo.enabled ?? item.preorderInfo.enabled } } : {}),
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

/** A variant with no item (none tracked) counts as in stock. */
const itemInStock = (item: StoredInventoryItem | undefined) => !item || (item.trackQuantity ? (item.quantity ?? 0) > 0 : item.inStock);

export function variantInStock(db: DatabaseSync, variantId: string): boolean {
  return itemInStock(inventoryItemOfVariant(db, variantId));
}

/** Whether a variant of one product is in stock. */
export type InStock = (variantId: string) => boolean;

/** Whether each variant is in stock by the product's items (a variant with no item counts as in stock). */
export function stockOfItems(items: readonly StoredInventoryItem[]): InStock {
  const byVariant = new Map(items.filter((item) => item.locationId === DEFAULT_LOCATION.id).map((item) => [item.variantId, item]));
  return (variantId) => itemInStock(byVariant.get(variantId));
}

/** Whether each of a product's variants is in stock, in one read. */
export const productStock = (db: DatabaseSync, productId: string): InStock => stockOfItems(listInventoryItems(db, [productId]));

/** What syncInventory did: the items' events, and the items the product holds now (kept and made). */
export interface InventorySync {
  events: DomainEventChange[];
  items: StoredInventoryItem[];
}

/**
 * Adds items for new variants and drops those of variants the product no longer has. Returns their
 * `inventory_item_created` / `_deleted` events for the caller to record after the product's own, and the product's
 * items after the change (for a created product: the ones it got, so only complete when its id was new).
 * `madeVariantIds`: variant ids the sandbox has just made, which no item can hold yet (they are not looked up).
 */
export function syncInventory(db: DatabaseSync, product: StoredProductV3, now: string, created = false, madeVariantIds: ReadonlySet<string> = new Set()): InventorySync {
  const events: DomainEventChange[] = [];
  const items: StoredInventoryItem[] = [];
  const variantIds = new Set(product.variantsInfo.variants.map((v) => v.id));
  // A product just created has no items of its own yet: nothing to drop. (A variant id given in the create body may
  // still have an item, so such a variant is still looked up.)
  for (const item of created ? [] : listInventoryItems(db, [product.id])) {
    if (variantIds.has(item.variantId)) {
      items.push(item);
      continue;
    }
    db.prepare('DELETE FROM v3_inventory_items WHERE id = ?').run(item.id);
    events.push(entityEventV3('inventory_item', 'deleted', item.id, item));
  }
  // A variant whose item the product holds has it (one item per variant and location): no need to look it up.
  const held = new Set(items.filter((item) => item.locationId === DEFAULT_LOCATION.id).map((item) => item.variantId));
  for (const variantId of variantIds) {
    if (held.has(variantId)) continue;
    const current = madeVariantIds.has(variantId) ? undefined : inventoryItemOfVariant(db, variantId);
    if (current) {
      if (created && current.productId === product.id) items.push(current);
      continue;
    }
    const item: StoredInventoryItem = {
      id: randomUUID(),
      revision: FIRST_REVISION,
      createdDate: now,
      updatedDate: now,
      variantId,
      locationId: DEFAULT_LOCATION.id,
      productId: product.id,
      trackQuantity: false,
      inStock: true,
      preorderInfo: { enabled: false },
    };
    saveInventoryItem(db, item);
    items.push(item);
    events.push(entityEventV3('inventory_item', 'created', item.id, item));
  }
  return { events, items };
}

/** The `inventory_item_deleted` events of a product's items (recorded when the product is deleted with them). */
export const inventoryDeletedEvents = (db: DatabaseSync, productId: string): DomainEventChange[] =>
  listInventoryItems(db, [productId]).map((item) => entityEventV3('inventory_item', 'deleted', item.id, item));
