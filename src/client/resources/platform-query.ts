// Shared plumbing of the two platform-query endpoints (products query-platformized, v2 collections query):
// GET with `.r` or POST fallback, the paged query shape, and `$in` look-ups in chunks.
import { chunk } from '../batching.js';
import { withoutUndefined } from '../defined.js';
import { keysetFor, keysetPageQuery, paginate, type KeyFields, type PageRequest, type Paginated, type PagingOptions, type Page } from '../paging.js';
import { encodeQueryRequest } from '../../wire/api/query-encoding.js';
import { MAX_PAGE_SIZE } from '../../wire/api/page-sizes.js';
import type { PagingMetadata, PlatformQuery } from '../../wire/api/query.js';
import type { Transport } from '../transport.js';

/** `$in` filters are sent in chunks of this many values (the page size, so one page answers one chunk). */
export const IN_FILTER_CHUNK = MAX_PAGE_SIZE;

/** Sends `{query}` to a platform-query path: a safe read, so a POST fallback may be retried too. */
export function sendPlatformQuery<T>(transport: Transport, path: string, query: PlatformQuery, signal?: AbortSignal): Promise<T> {
  const encoded = encodeQueryRequest({ query });
  return encoded.method === 'GET'
    ? transport.request<T>({ method: 'GET', path, query: encoded.query, host: 'read', signal })
    : transport.request<T>({ method: 'POST', path, body: encoded.body, host: 'read', idempotent: true, signal });
}

/** The query for one page, keys in the SDK builder's order (filter, sort, paging{offset, limit}). */
export function pageOf(query: PlatformQuery, page: PageRequest): PlatformQuery {
  return {
    filter: query.filter ?? {},
    ...(query.sort && query.sort.length > 0 ? { sort: query.sort } : {}),
    paging: { offset: page.offset, limit: page.limit },
  };
}

/** Paging options, falling back to the query's own `paging` when the caller gave none. */
export function pagingFor(query: PlatformQuery, paging: PagingOptions = {}): PagingOptions {
  return { limit: query.paging?.limit, offset: query.paging?.offset, ...withoutUndefined(paging) };
}

/**
 * A paginated listing over one query endpoint. With `keys` (products: PRODUCT_KEY_FIELDS), a listing in an order
 * they can resume pages by key (client/paging.ts), so it is not bound by the offset ceiling.
 */
export function listQuery<T extends Record<string, unknown>>(
  fetch: (query: PlatformQuery) => Promise<{ items: T[]; metadata?: Partial<PagingMetadata> }>,
  query: PlatformQuery,
  paging?: PagingOptions,
  keys?: KeyFields,
): Paginated<T> {
  const keyset = keys ? keysetFor<T>(query, keys) : undefined;
  const shaped = (page: PageRequest) => (page.keyed && keyset ? keysetPageQuery(query, keyset.sort, page.after) : query);
  return paginate((page): Promise<Page<T>> => fetch(pageOf(shaped(page), page)), pagingFor(query, paging), keyset);
}

/** Every entity whose `field` is one of `values`, asking `$in` in chunks. */
export async function findIn<T>(
  list: (query: PlatformQuery, paging: PagingOptions) => Paginated<T>,
  field: string,
  values: readonly string[],
): Promise<T[]> {
  const found: T[] = [];
  for (const part of chunk([...new Set(values)], IN_FILTER_CHUNK)) {
    for await (const item of list({ filter: { [field]: { $in: part } } }, { all: true })) found.push(item);
  }
  return found;
}
