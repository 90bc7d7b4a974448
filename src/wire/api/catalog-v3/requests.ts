// Request and response bodies of the single-product and query endpoints (wire/catalog-v3.md §2, §3, §4).
import * as z from 'zod';
import { ProductFieldsSchema, SingleProductFieldsSchema, VariantFieldsSchema } from './fields.js';
import { cursorQuerySchema, cursorSearchSchema, CursorPagingMetadataSchema, FilterSchema, PAGE_LIMITS, SearchDetailsSchema } from './paging.js';
import { ProductCreateSchema, ProductSchema, ProductUpdateSchema } from './product.js';
import { ReadOnlyVariantSchema } from './variant-readers.js';

export const CreateProductRequestSchema = z.object({ product: ProductCreateSchema, fields: SingleProductFieldsSchema.optional() });
export const UpdateProductRequestSchema = z.object({ product: ProductUpdateSchema, fields: SingleProductFieldsSchema.optional() });
export const ProductResponseSchema = z.looseObject({ product: ProductSchema });

export const QueryProductsRequestSchema = z.object({ query: cursorQuerySchema(PAGE_LIMITS.products).optional(), fields: ProductFieldsSchema.optional() });
export const SearchProductsRequestSchema = z.object({ search: cursorSearchSchema(PAGE_LIMITS.products).optional(), fields: ProductFieldsSchema.optional() });
export const CountProductsRequestSchema = z.object({
  filter: FilterSchema.nullish(),
  search: z.object({ search: SearchDetailsSchema.optional() }).loose().optional(),
  /** Defaults to false, for admin callers too. */
  returnNonVisibleProducts: z.boolean().optional(),
});
export const ProductsPageSchema = z.looseObject({ products: z.array(ProductSchema), pagingMetadata: CursorPagingMetadataSchema });

export const QueryVariantsRequestSchema = z.object({ query: cursorQuerySchema(PAGE_LIMITS.readOnlyVariants).optional(), fields: VariantFieldsSchema.optional() });
export const SearchVariantsRequestSchema = z.object({ search: cursorSearchSchema(PAGE_LIMITS.readOnlyVariants).optional(), fields: VariantFieldsSchema.optional() });
export const VariantsPageSchema = z.looseObject({ variants: z.array(ReadOnlyVariantSchema), pagingMetadata: CursorPagingMetadataSchema });

export const CountResponseSchema = z.object({ count: z.number().int() });
