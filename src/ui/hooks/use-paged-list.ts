// A list that fetches its pages as the reader scrolls: the screen says which row is selected (`ensure`), and the
// next page is asked for when the selection comes close to the end of what is loaded. Each page after the first
// is asked for with the cursor the page before returned (offsets on V1, the store's cursors on V3), and the last
// page is the one without a next cursor. A new `key` (search or sort changed) starts over; answers to an older
// key are dropped, so fast typing never shows stale rows. After the screen's own deletes, a cursor made before them
// may point past rows that moved up (the sandbox's V3 cursors hold an offset), so the next page is read again from
// where the last one started — or the one before it, when the delete crossed a page on its way — and the rows
// already held are dropped: no row is skipped, whatever a store's cursors hold. `loadAll` reads on, page after page,
// to the end of the list (`G`/End).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { BrowsePage, BrowsePageRequest } from '../browse-items.js';

export interface PagedList<T> {
  items: T[];
  /** The total the server reported, when it did. */
  total?: number;
  loading: boolean;
  error?: string;
  /** Every item has been fetched. */
  complete: boolean;
  /** Fetches the next page when `index` is within `prefetch` rows of the end of what is loaded. */
  ensure(index: number): void;
  /** Fetches page after page until the list is complete (`G`/End: the end of the list, not of what is loaded);
   *  false stops after the page on its way. */
  loadAll(on: boolean): void;
  /** Pages are being fetched one after another to reach the end. */
  loadingAll: boolean;
  /** Starts over with the same key (e.g. after an error, or to see changes made elsewhere). */
  reload(): void;
  /** Local edits after a change the screen made itself, so the list need not be fetched again. */
  replaceWhere(matches: (item: T) => boolean, next: T): void;
  removeWhere(matches: (item: T) => boolean): void;
}

interface ListState<T> {
  items: T[];
  total?: number;
  /** Where the next page starts. */
  next?: string;
  /** The cursors the last page and the one before it were asked with (undefined: from the start). */
  lastStart?: string;
  previousStart?: string;
  /** Rows were removed since `next` was made: read again from `lastStart` (or from `previousStart`, when they were
   *  removed while a page was on its way: that page may already have been read past them). */
  stale?: 'last' | 'previous';
  loading: boolean;
  error?: string;
  complete: boolean;
  loadingAll?: boolean;
}

const EMPTY: ListState<never> = { items: [], loading: false, complete: false };

export interface PagedListOptions {
  /** Identifies the query; a new key empties the list and fetches from the start. */
  key: string;
  pageSize: number;
  /** How close to the end of the loaded rows the selection may come before the next page is fetched
   *  (default: half a page, at most 10 rows). */
  prefetch?: number;
}

/**
 * The rows held with a page's rows added: rows held already are dropped, and each new one goes where the page puts it
 * — after the held row before it in the page, or before the held row after it (a page read again after a delete can
 * hold a row that belongs before rows read since) — and at the end when the page holds none of the held rows.
 */
export function withPage<T extends { id: string }>(held: readonly T[], page: readonly T[]): { items: T[]; added: number } {
  const ids = new Set(held.map((item) => item.id));
  const items = [...held];
  let anchor = -1;
  let waiting: T[] = [];
  let added = 0;
  for (const row of page) {
    if (!ids.has(row.id)) {
      added++;
      if (anchor === -1) waiting.push(row);
      else items.splice(++anchor, 0, row);
      continue;
    }
    const at = items.findIndex((item) => item.id === row.id);
    items.splice(at, 0, ...waiting);
    anchor = at + waiting.length;
    waiting = [];
  }
  items.push(...waiting);
  return { items, added };
}

export function usePagedList<T extends { id: string }>(fetchPage: (request: BrowsePageRequest) => Promise<BrowsePage<T>>, options: PagedListOptions): PagedList<T> {
  const { key, pageSize, prefetch = Math.min(10, Math.ceil(pageSize / 2)) } = options;
  // The state lives in a ref so that two `ensure` calls in one tick see the same in-flight request; `rerender`
  // publishes it.
  const state = useRef<ListState<T>>(EMPTY);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const generation = useRef(0);
  const inFlight = useRef(false);
  const latestFetch = useRef(fetchPage);
  latestFetch.current = fetchPage;

  const update = useCallback((patch: Partial<ListState<T>>) => {
    state.current = { ...state.current, ...patch };
    rerender();
  }, []);

  const loadMore = useCallback(() => {
    const current = state.current;
    if (inFlight.current || current.complete || current.error) return;
    inFlight.current = true;
    const asked = generation.current;
    const cursor = current.stale === 'previous' ? current.previousStart : current.stale === 'last' ? current.lastStart : current.next;
    update({ loading: true, stale: undefined });
    const offset = current.items.length;
    latestFetch.current(cursor === undefined ? { limit: pageSize, offset } : { limit: pageSize, cursor, offset }).then(
      (page) => {
        if (asked !== generation.current) return;
        inFlight.current = false;
        const { items, added } = withPage(state.current.items, page.items);
        // A store that counts only on the first page (V3) keeps that total for the pages after it.
        const total = page.total ?? state.current.total;
        const complete = page.next === undefined || page.items.length === 0;
        const { lastStart } = state.current;
        const loadingAll = state.current.loadingAll === true && !complete;
        update({ items, total, next: page.next, lastStart: cursor, previousStart: lastStart, loading: false, complete, loadingAll });
        // A page that held nothing new (read again, or overlapping one read again): go on at once, as the selection
        // may not move again; and on to the end when asked to.
        if ((added === 0 || loadingAll) && !complete) loadMore();
      },
      (error: unknown) => {
        if (asked !== generation.current) return;
        inFlight.current = false;
        update({ loading: false, loadingAll: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [pageSize, update]);

  const restart = useCallback(() => {
    generation.current++;
    inFlight.current = false;
    state.current = EMPTY;
    loadMore();
  }, [loadMore]);

  useEffect(restart, [key, restart]);

  const { next: _next, loadingAll = false, ...current } = state.current;
  return {
    ...current,
    loadingAll,
    loadAll: (on) => {
      if (on === (state.current.loadingAll === true) || (on && state.current.complete)) return;
      update({ loadingAll: on });
      if (on) loadMore();
    },
    ensure: (index) => {
      if (index >= state.current.items.length - prefetch) loadMore();
    },
    reload: restart,
    replaceWhere: (matches, next) => update({ items: state.current.items.map((item) => (matches(item) ? next : item)) }),
    removeWhere: (matches) => {
      const items = state.current.items.filter((item) => !matches(item));
      const removed = state.current.items.length - items.length;
      if (removed === 0) return;
      const stale = inFlight.current || state.current.stale === 'previous' ? 'previous' : 'last';
      update({ items, total: state.current.total === undefined ? undefined : state.current.total - removed, stale: state.current.complete ? undefined : stale });
    },
  };
}
