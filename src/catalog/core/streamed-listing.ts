// A listing made from a stream the store cannot page for us (rows filtered on this side): `--offset` skips rows of
// the stream, `--limit` (default 50) or `--all` bounds it, pages of at most 100 rows. The stream is read lazily, so
// `--limit 5` stops reading the store once five rows matched.
import { checkPagingOptions, Paginated, type Page, type PagingOptions } from '../../client/paging.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../wire/api/page-sizes.js';

export function streamedListing<T>(source: () => AsyncIterable<T>, paging: PagingOptions = {}): Paginated<T> {
  checkPagingOptions(paging);
  const pageSize = Math.min(paging.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  return new Paginated(async function* (): AsyncGenerator<Page<T>> {
    let skip = paging.offset ?? 0;
    let remaining = paging.all ? Infinity : (paging.limit ?? DEFAULT_PAGE_SIZE);
    let page: T[] = [];
    if (remaining === 0) return;
    for await (const item of source()) {
      if (skip > 0) {
        skip--;
        continue;
      }
      page.push(item);
      remaining--;
      if (remaining === 0) break;
      if (page.length === pageSize) {
        yield { items: page };
        page = [];
      }
    }
    if (page.length > 0) yield { items: page };
  });
}

/** The same listing, each page's items turned into others (one call per page, e.g. a join). */
export function mapPages<T, U>(listing: Paginated<T>, map: (items: T[]) => Promise<U[]>): Paginated<U> {
  return new Paginated(async function* (): AsyncGenerator<Page<U>> {
    for await (const page of listing.pages()) yield { ...page, items: await map(page.items) };
  });
}
