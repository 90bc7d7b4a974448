// Request and response bodies of the single-product and query endpoints (docs/wire/catalog-v3.md §2, §3, §4).
import * as z from 'zod';
import { ProductFieldsSchema, SingleProductFieldsSchema, VariantFieldsSchema } from './fields.js';
import { cursorQuerySchema, cursorSearchSchema, CursorPagingMetadataSchema, FilterSchema, PAGE_LIMITS, SearchDetailsSchema } from './paging.js';
import { FieldMaskSchema, MAX_VARIANTS, ProductCreateSchema, ProductSchema, ProductUpdateSchema, tooManyVariants, VariantSchema } from './product.js';
import { MAX_INVENTORY_QUANTITY } from './inventory-item.js';
import { ReadOnlyVariantSchema } from './variant-readers.js';

/** The stock a `…WithInventory` variant carries (created or updated in the default location). */
export const VariantInventorySchema = z.looseObject({
  quantity: z.number().int().min(0).max(MAX_INVENTORY_QUANTITY).nullish(),
  inStock: z.boolean().nullish(),
  preorderInfo: z.looseObject({ enabled: z.boolean().optional(), message: z.string().max(250).nullish(), limit: z.number().int().nullish() }).optional(),
});
export type VariantInventory = z.infer<typeof VariantInventorySchema>;

const withInventory = <S extends z.ZodType>(variant: S) => z.array(z.looseObject({ inventoryItem: VariantInventorySchema.optional() }).and(variant));

/** ProductWithInventory: a product whose variants may carry `inventoryItem`. */
export const ProductWithInventoryCreateSchema = ProductCreateSchema.extend({ variantsInfo: z.looseObject({ variants: withInventory(VariantSchema).min(1).max(MAX_VARIANTS, { error: tooManyVariants }) }) });
export const ProductWithInventoryUpdateSchema = ProductUpdateSchema.extend({ variantsInfo: z.looseObject({ variants: withInventory(VariantSchema).min(1).max(MAX_VARIANTS, { error: tooManyVariants }) }).optional() });

export const CreateProductRequestSchema = z.object({ product: ProductCreateSchema, fields: SingleProductFieldsSchema.optional() });
export const UpdateProductRequestSchema = z.object({ product: ProductUpdateSchema, fields: SingleProductFieldsSchema.optional(), fieldMask: FieldMaskSchema });
export const ProductResponseSchema = z.looseObject({ product: ProductSchema });

export const QueryProductsRequestSchema = z.object({ query: cursorQuerySchema(PAGE_LIMITS.products).optional(), fields: ProductFieldsSchema.optional() });
export const SearchProductsRequestSchema = z.object({ search: cursorSearchSchema(PAGE_LIMITS.products).optional(), fields: ProductFieldsSchema.optional() });
export const CountProductsRequestSchema = z.object({
  filter: FilterSchema.nullish(),
  /** Flat, as the SDK's Count Products sends it (CountProductsOptions.search: SearchDetails); a nested
   *  `{search:{search:…}}` holds no field the platform reads, so it searches nothing. */
  search: SearchDetailsSchema.optional(),
  /** Defaults to false, for admin callers too. */
  returnNonVisibleProducts: z.boolean().optional(),
});
export const ProductsPageSchema = z.looseObject({ products: z.array(ProductSchema), pagingMetadata: CursorPagingMetadataSchema });

export const QueryVariantsRequestSchema = z.object({ query: cursorQuerySchema(PAGE_LIMITS.readOnlyVariants).optional(), fields: VariantFieldsSchema.optional() });
export const SearchVariantsRequestSchema = z.object({ search: cursorSearchSchema(PAGE_LIMITS.readOnlyVariants).optional(), fields: VariantFieldsSchema.optional() });
export const VariantsPageSchema = z.looseObject({ variants: z.array(ReadOnlyVariantSchema), pagingMetadata: CursorPagingMetadataSchema });

export const CountResponseSchema = z.object({ count: z.number().int() });
