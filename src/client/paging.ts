// Paging as async iteration (cursor paging: cursor-paging.ts): `for await (const product of client.products.list(q))` walks pages lazily, so `--all`
// over a large catalog streams instead of buffering. The strategy lives here: offset paging, which the platform
// caps at OFFSET_PAGING_CEILING items, and keyset paging (sort by a numeric key, ask for keys greater than the
// last one seen), which has no ceiling and costs the same requests. A listing that allows keyset paging always
// uses it after its first page, so a scan never depends on how large the catalog is.
import { InvalidArgumentError } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, OFFSET_PAGING_CEILING } from '../wire/api/page-sizes.js';
import type { KeyFields, PagingMetadata, PlatformQuery, Sort } from '../wire/api/query.js';
export type { KeyFields } from '../wire/api/query.js';

export interface Page<T> {
  items: T[];
  metadata?: Partial<PagingMetadata>;
  /** The store holds items past this page though the listing stops here (a cursor listing, whose total is unknown). */
  more?: boolean;
}

export interface PageRequest {
  limit: number;
  offset: number;
  /** Keyset paging: the page is sorted by the key ascending (a listing that may need several pages). */
  keyed?: boolean;
  /** Keyset paging: only items past the one with these values of the keyset's sort fields (then `offset` is 0). */
  after?: readonly unknown[];
}

/** How a listing pages by key: the order its pages come in, ending with a unique field, and an item's values of it. */
export interface Keyset<T> {
  sort: Sort[];
  keyOf(item: T): readonly unknown[] | undefined;
}

/** The error for an offset page past the ceiling: only a keyset (unsorted or key-sorted) listing goes further. */
export class OffsetCeilingError extends InvalidArgumentError {
  constructor(offset: number, limit: number, ceiling: number) {
    super(
      `offset paging reaches only the first ${ceiling.toLocaleString('en-US')} items of a query (asked for items ${offset + 1}–${offset + limit}); ` +
        'a listing sorted otherwise than by its numeric id, or by fields every item has ending with its id, cannot page further — leave the sort out (pages then go by numeric id), end it with id, or narrow the filter',
    );
  }
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
  /** Offset paging stops here (default: the platform's 10,000); keyset listings pass it after their first page. */
  offsetCeiling?: number;
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

/**
 * The pages to fetch for `options`, stopping at the reported total or at the first short page. With a `keyset`,
 * pages after the first ask for keys greater than the last one seen (the first page honours `offset`).
 */
export async function* fetchPages<T>(fetchPage: FetchPage<T>, options: PagingOptions = {}, keyset?: Keyset<T>): AsyncGenerator<Page<T>> {
  checkPagingOptions(options);
  const pageSize = Math.min(options.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  const ceiling = options.offsetCeiling ?? OFFSET_PAGING_CEILING;
  let remaining = options.all ? Infinity : (options.limit ?? DEFAULT_PAGE_SIZE);
  let offset = options.offset ?? 0;
  let after: readonly unknown[] | undefined;
  // One page needs no key: its request stays as the caller wrote it (and in the platform's own default order).
  const keyed = keyset !== undefined && remaining > pageSize;

  while (remaining > 0) {
    const limit = Math.min(pageSize, remaining);
    if (after === undefined && offset + limit > ceiling) throw new OffsetCeilingError(offset, limit, ceiling);
    const page = await fetchPage(!keyed ? { limit, offset } : after === undefined ? { limit, offset, keyed } : { limit, offset: 0, keyed, after });
    const reported = page.metadata?.tooManyToCount ? undefined : page.metadata?.total;
    // A keyset page's total counts the items from this page on, an offset page's from the start: every page yielded
    // counts from the start, so a progress line's total stays the listing's (`offset` items came before this page).
    const total = reported !== undefined && after !== undefined ? offset + reported : reported;
    const items = page.items.length > remaining ? page.items.slice(0, remaining) : page.items;
    yield items === page.items && total === reported ? page : { ...page, items, ...(page.metadata ? { metadata: { ...page.metadata, total } } : {}) };

    const count = page.items.length;
    remaining -= count;
    offset += count;
    if (keyed && count > 0) {
      after = keyset.keyOf(page.items[count - 1]);
      if (after === undefined) throw new InvalidArgumentError('a keyset page came back without the key of its items; cannot ask for the next page');
    }
    if (count === 0 || count < limit || (total !== undefined && offset >= total)) return;
  }
}

/**
 * Keyset paging for `query`, when its order allows it: no sort (then by `keys.byDefault` ascending), or a sort of
 * fields every item has, ending with a unique one (e.g. name, then id). Another sort cannot be resumed from an item,
 * so such a listing pages by offset (up to the ceiling).
 */
export function keysetFor<T extends Record<string, unknown>>(query: PlatformQuery, keys: KeyFields): Keyset<T> | undefined {
  const given = query.sort ?? [];
  const sort: Sort[] = given.length === 0 ? [{ fieldName: keys.byDefault, order: 'ASC' }] : given.map(({ fieldName, order }) => ({ fieldName, order: order ?? 'ASC' }));
  const last = sort[sort.length - 1].fieldName;
  const present = (field: string) => keys.unique.includes(field) || keys.alwaysSet.includes(field);
  if (!keys.unique.includes(last) || !sort.every(({ fieldName }) => present(fieldName))) return undefined;
  return {
    sort,
    keyOf: (item) => {
      const values = sort.map(({ fieldName }) => item[fieldName]);
      return values.some((value) => value === undefined || value === null) ? undefined : values;
    },
  };
}

/**
 * The filter of the items past `after` in `sort`'s order: `{f: {$gt: a}}` for one field; for several, any item
 * past it on the first field, or equal there and past it on the second, and so on (`$lt` for a descending field).
 */
function pastKey(sort: readonly Sort[], after: readonly unknown[]): Record<string, unknown> {
  const branches = sort.map(({ fieldName, order }, i) => ({
    ...Object.fromEntries(sort.slice(0, i).map((earlier, j) => [earlier.fieldName, after[j]])),
    [fieldName]: { [order === 'DESC' ? '$lt' : '$gt']: after[i] },
  }));
  return branches.length === 1 ? branches[0] : { $or: branches };
}

/** The query of one keyset page: in the keyset's order and, after the first page, only the items past `after`. */
export function keysetPageQuery(query: PlatformQuery, sort: Sort[], after: readonly unknown[] | undefined): PlatformQuery {
  const filter = query.filter ?? {};
  const keys = Object.keys(filter);
  const past = after === undefined ? undefined : pastKey(sort, after);
  const narrowed =
    past === undefined ? filter
    : keys.length === 0 ? past
    : keys.length === 1 && Array.isArray(filter.$and) ? { $and: [...filter.$and, past] }
    : { $and: [filter, past] };
  return { ...query, filter: narrowed, sort };
}

/**
 * Pages and items of one listing (offset-, key- or cursor-paged). Iterating it yields items; `pages()` yields whole
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

export function paginate<T>(fetchPage: FetchPage<T>, options: PagingOptions = {}, keyset?: Keyset<T>): Paginated<T> {
  return new Paginated(() => fetchPages(fetchPage, options, keyset));
}
