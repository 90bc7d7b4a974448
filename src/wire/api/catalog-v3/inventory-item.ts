// Inventory items V3 (docs/wire/catalog-v3.md §5): one per variant × location; tracked by quantity or by in-stock flag.
import * as z from 'zod';
import { VERSIONED_ENTITY_FIELDS } from './entity.js';
import { FilterSchema, SearchDetailsSchema } from './paging.js';
import { MAX_BULK_INVENTORY_ITEMS, MAX_STOCK_MOVES } from './inventory-limits.js';
export { MAX_BULK_INVENTORY_ITEMS, MAX_STOCK_MOVES } from './inventory-limits.js';

export const INVENTORY_REASONS = ['ORDER', 'MANUAL', 'REVERT_INVENTORY_CHANGE'] as const;
export const MAX_INVENTORY_QUANTITY = 99_999;

/** A preorder limit not given is 100,000 (SDK PreorderInfo.limit). */
export const DEFAULT_PREORDER_LIMIT = 100_000;

const PreorderInfoSchema = z.looseObject({
  enabled: z.boolean().nullish(),
  message: z.string().min(1).max(250).nullish(),
  limit: z.number().int().min(0).max(DEFAULT_PREORDER_LIMIT).nullish(),
  /** Read-only: how many were preordered, and how many more may be (tracked items only). */
  counter: z.number().int().nullish(),
  quantity: z.number().int().nullish(),
});
export type PreorderInfo = z.infer<typeof PreorderInfoSchema>;

export const InventoryItemSchema = z.looseObject({
  ...VERSIONED_ENTITY_FIELDS,
  variantId: z.string(),
  locationId: z.string(),
  productId: z.string(),
  quantity: z.number().int().optional(),
  inStock: z.boolean().optional(),
  trackQuantity: z.boolean(),
  availabilityStatus: z.enum(['OUT_OF_STOCK', 'IN_STOCK', 'PREORDER']),
  preorderInfo: PreorderInfoSchema.optional(),
  product: z.looseObject({ name: z.string().optional(), directCategoryIds: z.array(z.string()).optional(), variantName: z.string().optional(), variantSku: z.string().optional(), variantVisible: z.boolean().optional() }).optional(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

/** The tracking method is one of: `quantity` (−99,999..99,999) or `inStock` (SDK InventoryItemTrackingMethodOneOf). */
const trackingMethod = {
  quantity: z.number().int().min(-MAX_INVENTORY_QUANTITY).max(MAX_INVENTORY_QUANTITY).nullish(),
  inStock: z.boolean().nullish(),
  preorderInfo: PreorderInfoSchema.optional(),
};
const oneTrackingMethod = { message: 'send quantity or inStock, not both' };

/** Update: `id` + `revision`, then `quantity` or `inStock` (one tracking method), `preorderInfo`. */
export const InventoryItemUpdateSchema = z
  .looseObject({ id: z.string().optional(), revision: z.string().nullish(), ...trackingMethod })
  .refine((item) => item.quantity == null || item.inStock == null, oneTrackingMethod);
export type InventoryItemUpdate = z.infer<typeof InventoryItemUpdateSchema>;

/**
 * Create: `productId`, `variantId` and a tracking method are required; `locationId` defaults to the store's
 * default location; `id`, `revision` and the read-only fields are ignored (SDK createInventoryItem).
 */
export const InventoryItemCreateSchema = z
  .looseObject({ productId: z.string().min(1).max(36), variantId: z.string().min(1), locationId: z.string().min(1).nullish(), ...trackingMethod })
  .refine((item) => item.quantity == null || item.inStock == null, oneTrackingMethod);
export type InventoryItemCreate = z.infer<typeof InventoryItemCreateSchema>;


/** POST `/stores/v3/inventory-items` → `{inventoryItem}`. */
export const CreateInventoryItemRequestSchema = z.object({ inventoryItem: InventoryItemCreateSchema });
/** POST `/stores/v3/bulk/inventory-items/create` → the bulk envelope. */
export const BulkCreateInventoryItemsRequestSchema = z.object({ inventoryItems: z.array(InventoryItemCreateSchema).min(1).max(MAX_BULK_INVENTORY_ITEMS), returnEntity: z.boolean().optional() });
/** POST `/stores/v3/bulk/inventory-items/upsert`: each item by `id`, else by `variantId` (+ `locationId`). */
export const BulkUpsertInventoryItemsRequestSchema = z.object({
  inventoryItems: z.array(z.object({ inventoryItem: z.looseObject({ id: z.string().nullish(), revision: z.string().nullish(), productId: z.string().min(1).max(36).nullish(), variantId: z.string().min(1).nullish(), locationId: z.string().min(1).nullish(), ...trackingMethod }) })).min(1).max(MAX_BULK_INVENTORY_ITEMS),
  returnEntity: z.boolean().optional(),
});
/** POST `/stores/v3/bulk/inventory-items/delete` → `{results:[{itemMetadata}], bulkActionMetadata}`. */
export const BulkDeleteInventoryItemsRequestSchema = z.object({ inventoryItemIds: z.array(z.string().min(1).max(36)).min(1).max(MAX_BULK_INVENTORY_ITEMS) });

export const InventoryReasonSchema = z.enum(INVENTORY_REASONS);

/** A stores location (SDK StoresLocation); every store has a default one, made with the store. */
export const StoresLocationSchema = z.looseObject({
  id: z.string(),
  revision: z.string().optional(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
  wixLocationId: z.string().nullish(),
  locationType: z.enum(['VIRTUAL', 'PHYSICAL']),
  name: z.string(),
  defaultLocation: z.boolean(),
});
export type StoresLocation = z.infer<typeof StoresLocationSchema>;

const incrementBy = z.number().int().min(1).max(MAX_INVENTORY_QUANTITY);
const decrementEntry = { decrementBy: incrementBy, preorderRequest: z.boolean().optional() };
const byVariant = { variantId: z.string().min(1), locationId: z.string().min(1).nullish() };
const moveOptions = { returnEntity: z.boolean().optional(), reason: InventoryReasonSchema.optional() };
/** Default `true`: stock does not go below 0 (`INSUFFICIENT_INVENTORY`); `false` allows negative quantities. */
const restrictInventory = z.boolean().nullish();
const entries = <T extends z.ZodType>(entry: T) => z.array(entry).min(1).max(MAX_STOCK_MOVES);

/** POST `/stores/v3/bulk/inventory-items/increment` → the bulk envelope of inventory items. */
export const BulkIncrementInventoryRequestSchema = z.object({ incrementData: entries(z.object({ inventoryItemId: z.string().min(1), incrementBy })), ...moveOptions });
/** POST `/stores/v3/bulk/inventory-items/decrement` → the bulk envelope of inventory items. */
export const BulkDecrementInventoryRequestSchema = z.object({ decrementData: entries(z.object({ inventoryItemId: z.string().min(1), ...decrementEntry })), restrictInventory, ...moveOptions });
/** POST `/stores/v3/bulk/inventory-items/increment-by-variant-and-location` (no location: the default one). */
export const BulkIncrementByVariantRequestSchema = z.object({ incrementData: entries(z.object({ ...byVariant, incrementBy })), ...moveOptions });
/** POST `/stores/v3/bulk/inventory-items/decrement-by-variant-and-location` (no location: the default one). */
export const BulkDecrementByVariantRequestSchema = z.object({ decrementData: entries(z.object({ ...byVariant, ...decrementEntry })), restrictInventory, ...moveOptions });

export type BulkIncrementInventoryRequest = z.input<typeof BulkIncrementInventoryRequestSchema>;
export type BulkDecrementInventoryRequest = z.input<typeof BulkDecrementInventoryRequestSchema>;

const byFilter = { filter: FilterSchema.nullable(), search: SearchDetailsSchema.optional() };
/** Increment or decrement: one of them (SDK AdjustInventoryAction). */
const AdjustmentSchema = z.object({ incrementBy: incrementBy.optional(), decrementBy: incrementBy.optional() }).refine((a) => (a.incrementBy === undefined) !== (a.decrementBy === undefined), { message: 'send incrementBy or decrementBy' });
export type InventoryAdjustment = z.infer<typeof AdjustmentSchema>;

/** POST `…/update-by-filter` → `{jobId}`: every matching item gets `inventoryItem`'s stock fields. */
export const BulkUpdateInventoryByFilterRequestSchema = z.object({ ...byFilter, inventoryItem: InventoryItemUpdateSchema });
/** POST `…/delete-by-filter` → `{jobId}`. */
export const BulkDeleteInventoryByFilterRequestSchema = z.object(byFilter);
/** POST `…/set-or-adjust-by-filter` → `{jobId}`. */
export const BulkSetOrAdjustInventoryByFilterRequestSchema = z.object({ ...byFilter, adjustedInventoryAction: AdjustmentSchema });
/** POST `…/adjust-by-filter` → `{jobId}`; `trackQuantity: true` first switches untracked items to counting. */
export const BulkAdjustInventoryByFilterRequestSchema = z.object({ ...byFilter, adjustment: AdjustmentSchema, trackQuantity: z.boolean().optional() });
/** POST `…/create-by-variant-filter` → `{jobId}`: an item at `locationId` for every matching variant that has none there. */
export const BulkCreateInventoryByVariantFilterRequestSchema = z.object({
  ...byFilter,
  locationId: z.string().min(1),
  inventoryCreationData: z.object({ quantity: z.number().int().min(0).max(MAX_INVENTORY_QUANTITY).optional() }).optional(),
});
