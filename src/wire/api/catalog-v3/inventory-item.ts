// Inventory items V3 (docs/wire/catalog-v3.md §5): one per variant × location; tracked by quantity or by in-stock flag.
import * as z from 'zod';
import { VERSIONED_ENTITY_FIELDS } from './entity.js';

export const INVENTORY_REASONS = ['ORDER', 'MANUAL', 'REVERT_INVENTORY_CHANGE'] as const;
export const MAX_INVENTORY_QUANTITY = 99_999;

const PreorderInfoSchema = z.looseObject({
  enabled: z.boolean().optional(),
  message: z.string().max(250).nullish(),
  limit: z.number().int().min(0).max(100_000).nullish(),
});

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

/** Update: `id` + `revision`, then `quantity` or `inStock` (one tracking method), `preorderInfo`. */
export const InventoryItemUpdateSchema = z
  .looseObject({
    id: z.string().optional(),
    revision: z.string().nullish(),
    quantity: z.number().int().min(0).max(MAX_INVENTORY_QUANTITY).nullish(),
    inStock: z.boolean().nullish(),
    preorderInfo: PreorderInfoSchema.optional(),
  })
  .refine((item) => item.quantity == null || item.inStock == null, { message: 'send quantity or inStock, not both' });
export type InventoryItemUpdate = z.infer<typeof InventoryItemUpdateSchema>;

export const InventoryReasonSchema = z.enum(INVENTORY_REASONS);

export const LocationSchema = z.looseObject({ id: z.string(), name: z.string(), default: z.boolean().optional() });

/** Bulk increment/decrement take at most 300 entries (SDK BulkIncrement/DecrementInventoryItemsRequest). */
export const MAX_STOCK_MOVES = 300;

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
