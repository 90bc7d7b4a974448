// V3 cursor paging (docs/wire/catalog-v3.md §3): `cursorPaging {limit, cursor}` in, `pagingMetadata {count, cursors, hasNext}`
// out. When a cursor is sent the SDK drops filter and sort, so a cursor must carry them itself.
import * as z from 'zod';
import { SortSchema } from '../query.js';
import { AggregationSchema } from './aggregations.js';
import { MAX_CURSOR_LENGTH } from './page-limits.js';
export { PAGE_LIMITS, DEFAULT_CURSOR_LIMIT, MAX_CURSOR_LENGTH } from './page-limits.js';

export { SortSchema };

export function cursorPagingSchema(maxLimit: number) {
  return z.object({
    limit: z.number().int().min(0).max(maxLimit).optional(),
    cursor: z.string().max(MAX_CURSOR_LENGTH).nullish(),
  });
}

export const FilterSchema = z.record(z.string(), z.unknown());
export type Filter = z.infer<typeof FilterSchema>;

/** `query{filter, sort, cursorPaging}`; `maxSort` is 5 for products and variants, 10 for inventory. */
export function cursorQuerySchema(maxLimit: number, maxSort = 5) {
  return z.object({
    filter: FilterSchema.nullish(),
    sort: z.array(SortSchema).max(maxSort).optional(),
    cursorPaging: cursorPagingSchema(maxLimit).optional(),
  });
}
export type CursorQuery = z.infer<ReturnType<typeof cursorQuerySchema>>;

export const SearchDetailsSchema = z.object({
  mode: z.enum(['OR', 'AND']).optional(),
  expression: z.string().max(100).nullish(),
  fields: z.array(z.string()).max(20).optional(),
  fuzzy: z.boolean().optional(),
});

/** `search{filter, sort, search, cursorPaging, aggregations}`. */
export function cursorSearchSchema(maxLimit: number) {
  return cursorQuerySchema(maxLimit, 10).extend({
    search: SearchDetailsSchema.optional(),
    aggregations: z.array(AggregationSchema).max(10).optional(),
    timeZone: z.string().optional(),
  });
}
export type CursorSearch = z.infer<ReturnType<typeof cursorSearchSchema>>;

export const CursorPagingMetadataSchema = z.looseObject({
  count: z.number().int(),
  cursors: z.looseObject({ next: z.string().nullish(), prev: z.string().nullish() }),
  hasNext: z.boolean().optional(),
});
export type CursorPagingMetadata = z.infer<typeof CursorPagingMetadataSchema>;
