// The REST reference's "classic" Catalog V1 query shape (Query Products, Query Collections): `query.filter` and
// `query.sort` are JSON-encoded *strings*, sort items are `{"<field>":"asc"|"desc"}`, and the answer's paging is
// `metadata: {items, offset}` plus a top-level `totalResults` — unlike the SDK's query-platformized
// (`metadata: {count, offset, total}`). These pure translations let one query engine serve both shapes.
import * as z from 'zod';
import { PagingSchema, type PlatformQuery, type Sort } from '../query.js';

/** A filter/sort as the reference sends it (a JSON string) or, as in its Query Collections curl example, an object. */
const encodedOrPlain = z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]);

export const ClassicQuerySchema = z.looseObject({
  filter: encodedOrPlain.optional(),
  sort: encodedOrPlain.optional(),
  paging: PagingSchema.optional(),
});
export type ClassicQuery = z.infer<typeof ClassicQuerySchema>;

export const ClassicProductsQueryRequestSchema = z.looseObject({
  query: ClassicQuerySchema.optional(),
  includeVariants: z.boolean().optional(),
  includeHiddenProducts: z.boolean().optional(),
  includeMerchantSpecificData: z.boolean().optional(),
});
export type ClassicProductsQueryRequest = z.infer<typeof ClassicProductsQueryRequestSchema>;

export const ClassicCollectionsQueryRequestSchema = z.looseObject({
  query: ClassicQuerySchema.optional(),
  includeNumberOfProducts: z.boolean().optional(),
  includeDescription: z.boolean().optional(),
});
export type ClassicCollectionsQueryRequest = z.infer<typeof ClassicCollectionsQueryRequestSchema>;

/** What went wrong translating a classic query: the request field and why (the sandbox turns it into a 400). */
export interface ClassicQueryProblem {
  field: string;
  description: string;
}

type Translated<T> = { ok: true; value: T } | { ok: false; problem: ClassicQueryProblem };

function decoded(field: string, value: unknown): Translated<unknown> {
  if (typeof value !== 'string') return { ok: true, value };
  if (value.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch {
    return { ok: false, problem: { field, description: 'must be a JSON-encoded string' } };
  }
}

const ORDER = { asc: 'ASC', desc: 'DESC' } as const;

/** `{"numericId":"asc"}` (the reference's form) or `{"fieldName":"name","order":"DESC"}` (the platform's). */
function sortItem(item: unknown): Sort | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const entries = Object.entries(item);
  if ('fieldName' in item) {
    const { fieldName, order } = item as { fieldName: unknown; order?: unknown };
    const normal = typeof order === 'string' ? ORDER[order.toLowerCase() as keyof typeof ORDER] : undefined;
    if (typeof fieldName !== 'string' || fieldName === '' || (order !== undefined && !normal)) return undefined;
    return normal ? { fieldName, order: normal } : { fieldName };
  }
  if (entries.length !== 1) return undefined;
  const [fieldName, order] = entries[0];
  const normal = typeof order === 'string' ? ORDER[order.toLowerCase() as keyof typeof ORDER] : undefined;
  return normal ? { fieldName, order: normal } : undefined;
}

/** The classic query as the platform query the query engine evaluates. */
export function classicToPlatformQuery(query: ClassicQuery | undefined): Translated<PlatformQuery> {
  const filter = decoded('query.filter', query?.filter);
  if (!filter.ok) return filter;
  if (filter.value !== undefined && (typeof filter.value !== 'object' || filter.value === null || Array.isArray(filter.value))) {
    return { ok: false, problem: { field: 'query.filter', description: 'must encode a JSON object' } };
  }
  const sort = decoded('query.sort', query?.sort);
  if (!sort.ok) return sort;
  const sortItems = sort.value === undefined ? [] : Array.isArray(sort.value) ? sort.value : [sort.value];
  const sorts = sortItems.map(sortItem);
  if (sorts.some((s) => s === undefined)) {
    return { ok: false, problem: { field: 'query.sort', description: 'must encode [{"<field>":"asc"|"desc"}]' } };
  }
  return {
    ok: true,
    value: {
      ...(filter.value === undefined ? {} : { filter: filter.value as Record<string, unknown> }),
      ...(sorts.length > 0 ? { sort: sorts as Sort[] } : {}),
      ...(query?.paging ? { paging: query.paging } : {}),
    },
  };
}

/** `metadata: {items, offset}` and `totalResults` (Query Products, Query Collections, Query Product Variants). */
export const ClassicMetadataSchema = z.looseObject({ items: z.number(), offset: z.number() });

export function classicPage<K extends string, T>(
  key: K,
  page: { items: T[]; metadata: { count: number; offset: number; total: number } },
): Record<K, T[]> & { metadata: { items: number; offset: number }; totalResults: number } {
  const { count, offset, total } = page.metadata;
  return { [key]: page.items, metadata: { items: count, offset }, totalResults: total } as Record<K, T[]> & {
    metadata: { items: number; offset: number };
    totalResults: number;
  };
}
