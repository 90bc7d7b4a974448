// The list half of a browse screen: search text, sort cycling, the selected row, and the pages behind them.
import type { Key } from 'ink';
import { useEffect, useState } from 'react';
import { useSyncedState } from './use-synced-state.js';
import type { BrowsePage, BrowsePageRequest } from '../browse-items.js';
import type { BrowseQuery, SortChoice } from '../browse-query.js';
import { moveSelection } from '../keys.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { usePagedList, type PagedList } from './use-paged-list.js';

export interface BrowseList<T> {
  list: PagedList<T>;
  search: string;
  setSearch(text: string): void;
  sort: SortChoice;
  /** Next sort choice (wrapping). */
  cycleSort(): void;
  selected: number;
  selectedItem: T | undefined;
  /** Handles a navigation key; false when the key is not one. */
  navigate(input: string, key: Key): boolean;
  /** Handles a key typed while searching: Enter or ↓ keeps the search, Esc clears it; true when either ends it. */
  endsSearch(key: Key): boolean;
  /**
   * The list keys every browse screen shares: moving, `/` search, `s` sort, `r` reload, Enter opens the selected
   * row, `q` quits, Esc clears the search (or quits without one). False when the key is none of them.
   */
  listKey(input: string, key: Key, on: BrowseKeyActions<T>): boolean;
}

export interface BrowseKeyActions<T> {
  search(): void;
  open(item: T): void;
  exit(): void;
}

/** A pause this long in typing sends the search. */
export const SEARCH_DEBOUNCE_MS = 200;

export function useBrowseList<T extends { id: string }>(
  fetchPage: (query: BrowseQuery, page: BrowsePageRequest) => Promise<BrowsePage<T>>,
  options: { sorts: readonly SortChoice[]; pageSize: number; pageHeight: number },
): BrowseList<T> {
  const [search, setSearch] = useState('');
  const [sortIndex, setSortIndex] = useState(0);
  const [selected, setSelected, latestSelected] = useSyncedState(0);
  // `G`/End: the selection follows the last row while the pages up to the end arrive.
  const [toEnd, setToEnd, latestToEnd] = useSyncedState(false);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const sort = options.sorts[sortIndex];
  const list = usePagedList((page) => fetchPage({ search: query, sort }, page), {
    key: JSON.stringify([query, sortIndex]),
    pageSize: options.pageSize,
  });

  // A new query starts at the top; a shorter list (after a delete) keeps the selection on a row.
  useEffect(() => {
    setSelected(0);
    setToEnd(false);
  }, [query, sortIndex]);
  useEffect(() => {
    if (!toEnd) return;
    setSelected(Math.max(0, list.items.length - 1));
    if (list.complete || list.error) setToEnd(false);
  }, [toEnd, list.items.length, list.complete, list.error]);
  useEffect(() => {
    if (selected > 0 && selected >= list.items.length && list.complete) setSelected(Math.max(0, list.items.length - 1));
  }, [list.items.length, list.complete, selected]);
  useEffect(() => list.ensure(selected), [selected, list.items.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const browse: BrowseList<T> = {
    list,
    search,
    setSearch,
    sort,
    cycleSort: () => setSortIndex((index) => (index + 1) % options.sorts.length),
    selected,
    get selectedItem() {
      return list.items[latestSelected()];
    },
    navigate(input, key) {
      const next = moveSelection(input, key, latestSelected(), list.items.length, options.pageHeight);
      if (next === undefined) return false;
      const end = key.end || input === 'G';
      // The end of the list, not of what is loaded: the pages up to it are read, the selection following.
      if (end !== latestToEnd()) {
        setToEnd(end);
        list.loadAll(end);
      }
      setSelected(next);
      return true;
    },
    endsSearch(key) {
      if (key.escape) setSearch('');
      return key.return || key.downArrow || key.escape;
    },
    listKey(input, key, on) {
      if (browse.navigate(input, key)) return true;
      const item = browse.selectedItem;
      if (input === 'q') on.exit();
      else if (input === '/') on.search();
      else if (key.return && item) on.open(item);
      else if (input === 's') browse.cycleSort();
      else if (input === 'r') list.reload();
      else if (key.escape) {
        if (search) setSearch('');
        else on.exit();
      } else return false;
      return true;
    },
  };
  return browse;
}
