// Offset paging as async iteration (cursor paging: cursor-paging.ts): `for await (const product of client.products.list(q))` walks pages lazily,
// so `--all` over a large catalog streams instead of buffering.
import { InvalidArgumentError } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PagingMetadata } from '../wire/api/query.js';

export interface Page<T> {
  items: T[];
  metadata?: Partial<PagingMetadata>;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

export type FetchPage<T> = (request: PageRequest) => Promise<Page<T>>;

export interface PagingOptions {
  /** Items wanted (default 50). Above the page size, several pages are fetched. Ignored with `all`. */
  limit?: number;
  /** Items to skip first (default 0). */
  offset?: number;
  /** Walk every page until the end (pages of `pageSize`). */
  all?: boolean;
  /** Items per request (default and maximum 100). */
  pageSize?: number;
}

function checkCount(name: string, value: number | undefined, min: number): void {
  if (value !== undefined && (!Number.isInteger(value) || value < min)) {
    throw new InvalidArgumentError(`${name} must be a whole number ≥ ${min} (got ${value})`);
  }
}

/** limit and offset whole numbers ≥ 0, page size ≥ 1 (offset and cursor paging alike). */
export function checkPagingOptions(options: PagingOptions): void {
  checkCount('limit', options.limit, 0);
  checkCount('offset', options.offset, 0);
  checkCount('pageSize', options.pageSize, 1);
}

/** The pages to fetch for `options`, stopping at the reported total or at the first short page. */
export async function* fetchPages<T>(fetchPage: FetchPage<T>, options: PagingOptions = {}): AsyncGenerator<Page<T>> {
  checkPagingOptions(options);
  const pageSize = Math.min(options.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  let remaining = options.all ? Infinity : (options.limit ?? DEFAULT_PAGE_SIZE);
  let offset = options.offset ?? 0;

  while (remaining > 0) {
    const limit = Math.min(pageSize, remaining);
    const page = await fetchPage({ limit, offset });
    const items = page.items.length > remaining ? page.items.slice(0, remaining) : page.items;
    yield items === page.items ? page : { ...page, items };

    const count = page.items.length;
    remaining -= count;
    offset += count;
    const total = page.metadata?.tooManyToCount ? undefined : page.metadata?.total;
    if (count === 0 || count < limit || (total !== undefined && offset >= total)) return;
  }
}

/**
 * Pages and items of one listing (offset- or cursor-paged). Iterating it yields items; `pages()` yields whole
 * pages with their metadata.
 */
export class Paginated<T> implements AsyncIterable<T> {
  constructor(private readonly walk: () => AsyncGenerator<Page<T>>) {}

  pages(): AsyncGenerator<Page<T>> {
    return this.walk();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.items;
  }

  async toArray(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}

export function paginate<T>(fetchPage: FetchPage<T>, options: PagingOptions = {}): Paginated<T> {
  return new Paginated(() => fetchPages(fetchPage, options));
}
