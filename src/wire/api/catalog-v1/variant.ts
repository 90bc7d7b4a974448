// Variant shapes on the wire (docs/wire/catalog-v1.md §6.2): the overrides updateProductVariants writes, the product-variants
// query, the options-availability answer, store variants, and the inventory update that sets stock.
import { ClassicMetadataSchema } from './classic-query.js';
import * as z from 'zod';
import { PagingSchema } from '../query.js';
import { MAX_STOCK_QUANTITY, MAX_STORED_NUMBER } from '../value-limits.js';
export { MAX_STOCK_QUANTITY } from '../value-limits.js';
import { DimensionsSchema, MediaSchema, PriceDataSchema, ProductOptionSchema, VariantSchema, VariantStockSchema } from './product.js';
export { NO_OPTIONS_VARIANT_ID, VARIANT_FLOAT_PATHS, VARIANT_DATA_FLOAT_PATHS, VARIANT_OVERRIDE_FLOAT_PATHS } from './variant-facts.js';

const money = z.number().min(0).max(MAX_STORED_NUMBER);

/** option name → choice description, e.g. `{"Size":"L","Color":"Navy"}`. */
export const ChoiceSelectionSchema = z.record(z.string().min(1).max(50), z.string().min(1).max(50));
export type ChoiceSelection = z.infer<typeof ChoiceSelectionSchema>;

/**
 * One item of updateProductVariants. It targets variants by `choices` (a partial map selects every variant that
 * matches it) or by `variantIds`, never both. `null` clears a value back to the product's.
 */
export const VariantOverrideSchema = z
  .object({
    choices: ChoiceSelectionSchema.optional(),
    variantIds: z.array(z.string().min(1)).min(1).optional(),
    price: money.nullable().optional(),
    cost: money.nullable().optional(),
    weight: money.nullable().optional(),
    sku: z.string().max(40).nullable().optional(),
    visible: z.boolean().nullable().optional(),
    productDimensions: DimensionsSchema.optional(),
    packageDimensions: DimensionsSchema.optional(),
  })
  .refine((o) => (o.choices === undefined) !== (o.variantIds === undefined), {
    message: 'give either choices or variantIds (exactly one)',
  });
export type VariantOverride = z.infer<typeof VariantOverrideSchema>;

export const VariantOverridesSchema = z.array(VariantOverrideSchema).min(1).max(1000);

/** The variant values an override may set, in the order events list them. */
export const VARIANT_OVERRIDE_FIELDS = ['price', 'cost', 'weight', 'sku', 'visible', 'productDimensions', 'packageDimensions'] as const;
export type VariantOverrideField = (typeof VARIANT_OVERRIDE_FIELDS)[number];

/** queryProductVariants body (besides the product `id`). */
export const ProductVariantsQuerySchema = z.object({
  choices: ChoiceSelectionSchema.optional(),
  variantIds: z.array(z.string().min(1)).optional(),
  paging: PagingSchema.optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
export type ProductVariantsQuery = z.infer<typeof ProductVariantsQuerySchema>;

export const ProductVariantsResultSchema = z.looseObject({
  variants: z.array(VariantSchema),
  metadata: ClassicMetadataSchema,
  totalResults: z.number(),
});
export type ProductVariantsResult = z.infer<typeof ProductVariantsResultSchema>;

/** `selectedVariant` of options availability. */
export const VariantDataSchema = z.looseObject({
  price: PriceDataSchema,
  convertedPriceData: PriceDataSchema.optional(),
  weight: z.number().nullable().optional(),
  sku: z.string(),
  quantity: z.number().nullable().optional(),
  inStock: z.boolean(),
  visible: z.boolean(),
  productDimensions: DimensionsSchema.optional(),
  packageDimensions: DimensionsSchema.optional(),
});
export type VariantData = z.infer<typeof VariantDataSchema>;

export const OptionsAvailabilitySchema = z.looseObject({
  selectedVariant: VariantDataSchema.optional(),
  media: MediaSchema,
  productOptions: z.array(ProductOptionSchema),
  availableForPurchase: z.boolean(),
});
export type OptionsAvailability = z.infer<typeof OptionsAvailabilitySchema>;

const WireImageSchema = z.looseObject({ id: z.string().optional(), url: z.string(), width: z.number(), height: z.number() });

/** A row of queryStoreVariants/getStoreVariant: one per managed variant, or one for a product without managed variants. */
export const StoreVariantSchema = z.looseObject({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  variantName: z.string(),
  productName: z.string(),
  managedVariant: z.boolean(),
  sku: z.string(),
  stock: VariantStockSchema,
  choices: z.record(z.string(), z.string()),
  collectionIds: z.array(z.string()),
  media: z.looseObject({ image: WireImageSchema.optional(), video: z.unknown().optional() }).optional(),
  preorderInfo: z.looseObject({ enabled: z.boolean(), message: z.string().optional(), limit: z.number().optional() }),
});
export type StoreVariant = z.infer<typeof StoreVariantSchema>;

/** Store variant ids join the product id and the variant id with a hyphen (getStoreVariant docs). */
export const storeVariantId = (productId: string, variantId: string): string => `${productId}-${variantId}`;


/** Inventory v2 updateInventoryVariants: how stock is set (`trackQuantity` then counts, otherwise in/out of stock). */
export const InventoryUpdateSchema = z.object({
  trackQuantity: z.boolean().optional(),
  variants: z
    .array(z.object({ variantId: z.string().min(1), inStock: z.boolean().optional(), quantity: z.number().int().min(0).max(MAX_STOCK_QUANTITY).optional() }))
    .max(1000)
    .optional(),
});
export type InventoryUpdate = z.infer<typeof InventoryUpdateSchema>;

/** Which variant's stock an Increment/Decrement Inventory entry changes: by inventory item id or by product id. */
const stockTarget = {
  inventoryId: z.string().min(1).optional(),
  productId: z.string().min(1).optional(),
  variantId: z.string().min(1),
};

/** The REST reference's Increment Inventory (`POST /stores/v2/inventoryItems/increment`); answers `{}`. */
export const IncrementInventoryRequestSchema = z.object({
  incrementData: z.array(z.object({ ...stockTarget, incrementBy: z.number().int().min(1).max(MAX_STOCK_QUANTITY) })).min(1).max(1000),
});

/** The REST reference's Decrement Inventory (`POST /stores/v2/inventoryItems/decrement`); answers `{}`. */
export const DecrementInventoryRequestSchema = z.object({
  decrementData: z
    .array(z.object({ ...stockTarget, decrementBy: z.number().int().min(1).max(MAX_STOCK_QUANTITY), preorderRequest: z.boolean().optional() }))
    .min(1)
    .max(1000),
});

/** One stock change of either call: `by` is positive for an increment, negative for a decrement. */
export interface StockAdjustment {
  inventoryId?: string;
  productId?: string;
  variantId: string;
  by: number;
}
