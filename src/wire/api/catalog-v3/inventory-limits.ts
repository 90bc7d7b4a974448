// V3 inventory calls' limits (docs/wire/catalog-v3.md), apart from the inventory item schemas
// (catalog-v3/inventory-item.ts) so a client that only sends never loads zod.

/** Bulk increment/decrement take at most 300 entries (SDK BulkIncrement/DecrementInventoryItemsRequest). */
export const MAX_STOCK_MOVES = 300;

/** Bulk create, update, upsert and delete take at most 1,000 items (SDK Bulk*InventoryItemsRequest). */
export const MAX_BULK_INVENTORY_ITEMS = 1000;
