// The platform query object (docs/wire/catalog-v1.md §5): a Mongo-style filter object, a sort array and offset paging.
import * as z from 'zod';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_STRING_LENGTH, OFFSET_PAGING_CEILING } from './page-sizes.js';

export const SortSchema = z.object({ fieldName: z.string().min(1), order: z.enum(['ASC', 'DESC']).optional() });
export type Sort = z.infer<typeof SortSchema>;

/**
 * The fields a listing may page by key on: `byDefault` orders an unsorted listing; a sort may be resumed from an
 * item when it ends with one of the `unique` fields and each field before it is one every item has (`unique` or
 * `alwaysSet`): an item with no value there could not be placed by a key condition.
 */
export interface KeyFields {
  byDefault: string;
  unique: readonly string[];
  alwaysSet: readonly string[];
}

export const PagingSchema = z.object({
  limit: z.number().int().min(0).max(100).optional(),
  offset: z.number().int().min(0).optional(),
});

export const PlatformQuerySchema = z.object({
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.array(SortSchema).optional(),
  paging: PagingSchema.optional(),
});
export type PlatformQuery = z.infer<typeof PlatformQuerySchema>;

/** query-platformized / v2 collections query response metadata. */
export const PagingMetadataSchema = z.looseObject({
  count: z.number(),
  offset: z.number(),
  total: z.number().optional(),
  tooManyToCount: z.boolean().optional(),
  cursors: z.looseObject({ next: z.string().optional(), prev: z.string().optional() }).optional(),
});
export type PagingMetadata = z.infer<typeof PagingMetadataSchema>;
