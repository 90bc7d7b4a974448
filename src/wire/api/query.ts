// The platform query object (docs/wire/catalog-v1.md §5): a Mongo-style filter object, a sort array and offset paging.
import * as z from 'zod';

export const SortSchema = z.object({ fieldName: z.string().min(1), order: z.enum(['ASC', 'DESC']).optional() });
export type Sort = z.infer<typeof SortSchema>;

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

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/** The SDK switches a GET query to POST when its query string passes this many characters. */
export const MAX_QUERY_STRING_LENGTH = 4000;
/**
 * Offset paging reaches at most this many items of one query ("limit and offset may fail" beyond, the platform
 * says); past it, clients page by `numericId` (ascending sort, `numericId` greater than the last one seen).
 */
export const OFFSET_PAGING_CEILING = 10_000;
