// Cursor paging as async iteration (Catalog V3, Categories: docs/wire/catalog-v3.md §3), the twin of paging.ts's offset
// paging: `for await (const p of catalog.list(q))` follows `pagingMetadata.cursors.next` lazily, so `--all` streams.
// V3 has no offset; `offset` is honoured by skipping that many items on the client, so `--offset` means the same
// on both catalog versions (it costs the pages it skips).
import { checkPagingOptions, Paginated, type Page, type PagingOptions } from './paging.js';
import { DEFAULT_PAGE_SIZE } from '../wire/api/page-sizes.js';

/** `pagingMetadata` of a cursor-paged answer. */
export interface CursorPagingMetadata {
  count?: number;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
}

export interface CursorPageRequest {
  limit: number;
  /** Absent on the first page. */
  cursor?: string;
}

export interface CursorPage<T> {
  items: T[];
  pagingMetadata?: CursorPagingMetadata;
}

export type FetchCursorPage<T> = (request: CursorPageRequest) => Promise<CursorPage<T>>;

/**
 * The same options as offset paging: `limit` (default 50), `offset` (skipped on the client: the platform has no
 * offset for cursor paging), `all`, `pageSize` (default: the endpoint's maximum).
 */
export type CursorPagingOptions = PagingOptions;

/** The next cursor, or undefined when the answer says this was the last page. */
export function nextCursor(metadata: CursorPagingMetadata | undefined): string | undefined {
  const next = metadata?.cursors?.next ?? undefined;
  if (!next || metadata?.hasNext === false) return undefined;
  return next;
}

/** Pages of at most `maxPageSize` (the endpoint's limit) until `limit` items (after `offset` skipped) or the end. */
export async function* fetchCursorPages<T>(
  fetchPage: FetchCursorPage<T>,
  maxPageSize: number,
  options: CursorPagingOptions = {},
): AsyncGenerator<Page<T>> {
  checkPagingOptions(options);
  const pageSize = Math.min(options.pageSize ?? maxPageSize, maxPageSize);
  let toSkip = options.offset ?? 0;
  let remaining = options.all ? Infinity : (options.limit ?? DEFAULT_PAGE_SIZE);
  let cursor: string | undefined;
  while (remaining > 0) {
    const limit = Math.min(pageSize, remaining + toSkip);
    const page = await fetchPage(cursor === undefined ? { limit } : { limit, cursor });
    const skipped = Math.min(toSkip, page.items.length);
    toSkip -= skipped;
    const items = page.items.slice(skipped, skipped + Math.min(remaining, page.items.length));
    remaining -= items.length;
    cursor = nextCursor(page.pagingMetadata);
    const last = cursor === undefined || page.items.length === 0 || remaining <= 0;
    // Stopping at `limit` with items left in this page or past its cursor: say the store holds more.
    const more = last && remaining <= 0 && (cursor !== undefined || skipped + items.length < page.items.length);
    if (items.length > 0 || toSkip === 0) {
      yield { items, metadata: { count: items.length }, ...(more ? { more } : {}) };
    }
    if (last) return;
  }
}

/** A cursor-paged listing: iterate for items, `.pages()` for pages. */
export function paginateCursor<T>(fetchPage: FetchCursorPage<T>, maxPageSize: number, options: CursorPagingOptions = {}): Paginated<T> {
  return new Paginated(() => fetchCursorPages(fetchPage, maxPageSize, options));
}

/**
 * The query of one page: the first carries filter and sort, later ones only the cursor (as the SDK sends them:
 * the cursor holds the rest).
 */
export function cursorQueryFor<Q extends object>(query: Q, page: CursorPageRequest): Q & { cursorPaging: { limit: number; cursor?: string } } {
  if (page.cursor !== undefined) return { cursorPaging: { limit: page.limit, cursor: page.cursor } } as Q & { cursorPaging: { limit: number; cursor?: string } };
  // The SDK's query builders send filter, cursorPaging, then sort (test/conformance/v3-request-shapes.test.ts).
  const { sort, ...rest } = query as Q & { sort?: unknown };
  return { ...rest, cursorPaging: { limit: page.limit }, ...(sort !== undefined ? { sort } : {}) } as unknown as Q & {
    cursorPaging: { limit: number; cursor?: string };
  };
}
