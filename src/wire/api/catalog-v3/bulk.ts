// The V3 bulk envelope (docs/wire/catalog-v3.md §0) and the bulk product requests (§2): ≤ 100 products and ≤ 1,000
// variants per call; per-item failures are reported in `results`, the call itself answers 200.
import * as z from 'zod';
import { signedDecimalString } from './money.js';
import { adjustedTo, CURRENCY_DECIMALS, STORED_DECIMALS, toText } from '../../money.js';
import { FilterSchema, SearchDetailsSchema } from './paging.js';
import { FieldMaskSchema, ProductCreateSchema, ProductUpdateSchema, VariantPriceSchema, VariantSchema } from './product.js';
import { ProductFieldsSchema } from './fields.js';
import { MAX_BULK_PRODUCTS } from './bulk-limits.js';
export { MAX_BULK_PRODUCTS, MAX_BULK_VARIANTS } from './bulk-limits.js';

export const ItemErrorSchema = z.looseObject({ code: z.string(), description: z.string(), data: z.record(z.string(), z.unknown()).optional() });
export type ItemError = z.infer<typeof ItemErrorSchema>;

export const ItemMetadataSchema = z.looseObject({
  id: z.string().nullish(),
  originalIndex: z.number().int(),
  success: z.boolean(),
  error: ItemErrorSchema.optional(),
});
export type ItemMetadata = z.infer<typeof ItemMetadataSchema>;

export const BulkActionMetadataSchema = z.object({
  totalSuccesses: z.number().int(),
  totalFailures: z.number().int(),
  undetailedFailures: z.number().int(),
});

/** `{results:[{itemMetadata, item?}], bulkActionMetadata}`; `item` only with `returnEntity: true`. */
export function bulkEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({
    results: z.array(z.looseObject({ itemMetadata: ItemMetadataSchema, item: item.optional() })),
    bulkActionMetadata: BulkActionMetadataSchema,
  });
}
export interface BulkResult<T> {
  itemMetadata: ItemMetadata;
  item?: T;
}
export interface BulkEnvelope<T> {
  results: Array<BulkResult<T>>;
  bulkActionMetadata: z.infer<typeof BulkActionMetadataSchema>;
}

export const BulkCreateProductsSchema = z.object({
  products: z.array(ProductCreateSchema).min(1).max(MAX_BULK_PRODUCTS),
  returnEntity: z.boolean().optional(),
  fields: ProductFieldsSchema.optional(),
});

export const BulkUpdateProductsSchema = z.object({
  products: z.array(z.object({ product: ProductUpdateSchema, fieldMask: FieldMaskSchema })).min(1).max(MAX_BULK_PRODUCTS),
  returnEntity: z.boolean().optional(),
  fields: ProductFieldsSchema.optional(),
});

export const BulkDeleteProductsSchema = z.object({ productIds: z.array(z.string().min(1)).min(1).max(MAX_BULK_PRODUCTS) });

/** `search` is the free text itself (the SDK's WixCommonSearchDetails), flat as in Count Products. */
export const byFilter = { filter: FilterSchema.nullish(), search: SearchDetailsSchema.optional() };

/** Update-by-filter cannot change slug, options, modifiers or variants. */
export const UpdateProductsByFilterSchema = z.object({ ...byFilter, product: ProductUpdateSchema, fieldMask: FieldMaskSchema });
export const DeleteProductsByFilterSchema = z.object(byFilter);

/** Only `visible`, `price`, `revenueDetails.cost` and `physicalProperties` may be set on every matching variant. */
// A price without its actual price is read, so the sandbox answers the declared CANNOT_REMOVE_VARIANT_ACTUAL_PRICE
// rather than a generic REQUIRED_FIELD (sandbox/domain/v3/bulk-products.ts updateVariantsByFilter).
export const UpdateVariantsByFilterSchema = z.object({ ...byFilter, variant: VariantSchema.partial().extend({ price: VariantPriceSchema.partial().optional() }), fieldMask: FieldMaskSchema });

export const ROUNDING_MODES = ['NO_ROUNDING', 'CURRENCY_PRECISION', 'NEAREST_WHOLE_NUMBER'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/**
 * The decimals each rounding keeps (half-up): CURRENCY_PRECISION "$3.5555 → $3.56", NEAREST_WHOLE_NUMBER "$3.5555 →
 * $4", NO_ROUNDING everything the platform stores (maxScale 3)
 * (https://dev.wix.com/docs/sdk/backend-modules/stores/catalog-v3/products-v3/bulk-adjust-product-variants-by-filter).
 */
export const ROUNDING_DECIMALS: Record<RoundingMode, number> = { NO_ROUNDING: STORED_DECIMALS, CURRENCY_PRECISION: CURRENCY_DECIMALS, NEAREST_WHOLE_NUMBER: 0 };

/** `{amount}` added (signed, 2 decimals) or `{percentage}` (-100..1000): a one-of. */
export const AdjustValueSchema = z
  .object({ amount: signedDecimalString(2).optional(), percentage: z.number().min(-100).max(1000).optional() })
  .refine((v) => (v.amount === undefined) !== (v.percentage === undefined), { message: 'exactly one of amount, percentage must be given' });
export type AdjustValue = z.infer<typeof AdjustValueSchema>;

/** One amount as adjust-variants-by-filter leaves it: `{amount}` added or `{percentage}` scaled, then rounded. */
export function adjustAmount(amount: string, by: AdjustValue, rounding: RoundingMode = 'NO_ROUNDING'): string {
  const adjustment = by.amount !== undefined ? { amount: by.amount } : { percent: by.percentage! };
  return toText(adjustedTo(amount, adjustment, ROUNDING_DECIMALS[rounding]));
}

export const AdjustVariantsByFilterSchema = z.object({
  ...byFilter,
  actualPrice: AdjustValueSchema.optional(),
  compareAtPrice: AdjustValueSchema.optional(),
  cost: AdjustValueSchema.optional(),
  compareAtPriceDiscount: z
    .object({ amount: signedDecimalString(2).optional(), percentage: z.number().min(0).max(100).optional() })
    .refine((v) => (v.amount === undefined) !== (v.percentage === undefined), { message: 'exactly one of amount, percentage must be given' })
    .optional(),
  rounding: z.enum(ROUNDING_MODES).optional(),
});
export type AdjustVariantsByFilter = z.infer<typeof AdjustVariantsByFilterSchema>;

export const CategoriesByFilterSchema = z.object({ ...byFilter, categoryIds: z.array(z.string().min(1)).min(1).max(5) });

/** `{privateTags:{tagIds}, publicTags:{tagIds}}` (≤ 100 each per product). */
export const TagsSchema = z.object({
  privateTags: z.object({ tagIds: z.array(z.string().min(1)).max(100) }).optional(),
  publicTags: z.object({ tagIds: z.array(z.string().min(1)).max(100) }).optional(),
});
export type Tags = z.infer<typeof TagsSchema>;
const tagChanges = { assignTags: TagsSchema.optional(), unassignTags: TagsSchema.optional() };
export const UpdateProductTagsSchema = z.object({ productIds: z.array(z.string().min(1)).min(1).max(MAX_BULK_PRODUCTS), ...tagChanges });
export const UpdateProductTagsByFilterSchema = z.object({ ...byFilter, ...tagChanges });

/** Every by-filter method answers only the job to poll. */
export const JobIdResponseSchema = z.object({ jobId: z.string() });

/** Bulk Add / Remove Info Sections To|From Products: products by id (and revision), ≤ 10 sections to add, ≤ 100 to remove. */
export function productInfoSectionsSchema(maxSections: number) {
  return z.object({
    products: z.array(z.looseObject({ productId: z.string().min(1).max(36), revision: z.string().optional() })).min(1).max(MAX_BULK_PRODUCTS),
    infoSectionIds: z.array(z.string()).min(1).max(maxSections),
    returnEntity: z.boolean().optional(),
    fields: ProductFieldsSchema.optional(),
  });
}

/** The by-filter forms: ≤ 20 sections to add, ≤ 100 to remove. */
export function infoSectionsByFilterSchema(maxSections: number) {
  return z.object({ ...byFilter, infoSectionIds: z.array(z.string()).min(1).max(maxSections) });
}
