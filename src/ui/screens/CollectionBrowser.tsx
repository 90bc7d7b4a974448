// `store collections browse`: the collections (paged, `/` search by name, `s` sort), Enter for one collection's
// products — where `a` adds a product and `x` takes one out — and `d` to delete a collection (asks first).
import { useInput } from 'ink';
import { useState } from 'react';
import { collectionColumns } from '../views/collection-view.js';
import { BROWSE_PAGE_SIZE, type BrowsePage, type BrowsePageRequest, type CollectionItem } from '../browse-items.js';
import type { BrowseQuery, SortChoice } from '../browse-query.js';
import { BrowseTable } from '../components/BrowseTable.js';
import { BrowserFrame, FRAME_ROWS } from '../components/BrowserFrame.js';
import { CollectionDetail, type CollectionDetailMode, type CollectionProductActions } from '../components/CollectionDetail.js';
import { CONFIRM_HINTS, ConfirmBar, confirmBarRows } from '../components/ConfirmBar.js';
import type { KeyHint } from '../components/KeyHints.js';
import { useAsyncStatus } from '../hooks/use-async-status.js';
import { useBrowseList } from '../hooks/use-browse-list.js';
import { useScreenSize } from '../hooks/use-screen-size.js';
import { useColumnsLayout } from '../hooks/use-table-layout.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { countLabel, LIST_CHROME_ROWS, listStatus } from './browse-layout.js';

export interface CollectionBrowserProps extends CollectionProductActions {
  sorts: readonly SortChoice[];
  /** What the search text matches, e.g. "name starts with". */
  searchHint: string;
  fetchPage(query: BrowseQuery, page: BrowsePageRequest): Promise<BrowsePage<CollectionItem>>;
  deleteCollection(collection: CollectionItem): Promise<void>;
  /** Which store a delete or a removal acts on (config/store-target.ts describeStore): the question names it. */
  store?: string;
  onExit(): void;
  width?: number;
  height?: number;
  pageSize?: number;
}

type Mode = 'list' | 'search' | 'delete' | CollectionDetailMode;

const ALL_COLUMNS = collectionColumns((item: CollectionItem) => item.summary);
const COLUMNS = ['name', 'slug', 'products', 'visible'].map((header) => ALL_COLUMNS.find((c) => c.header === header)!);

const HINTS: Record<Exclude<Mode, 'search'>, KeyHint[]> = {
  list: [['↑↓', 'move'], ['enter', 'products'], ['/', 'search'], ['s', 'sort'], ['d', 'delete'], ['q', 'quit']],
  delete: [...CONFIRM_HINTS],
  products: [['↑↓', 'move'], ['a', 'add product'], ['x', 'remove product'], ['esc', 'back'], ['q', 'quit']],
  add: [['enter', 'add'], ['esc', 'cancel']],
  remove: [...CONFIRM_HINTS],
};

export function CollectionBrowser(props: CollectionBrowserProps) {
  const { width, height } = useScreenSize(props);
  const pageSize = props.pageSize ?? BROWSE_PAGE_SIZE;
  const tableHeight = Math.max(1, height - LIST_CHROME_ROWS);
  const browse = useBrowseList(props.fetchPage, { sorts: props.sorts, pageSize, pageHeight: tableHeight });
  const [mode, setMode, latestMode] = useSyncedState<Mode>('list');
  const [open, setOpen] = useState<CollectionItem>();
  const action = useAsyncStatus();
  const { list } = browse;
  const table = useColumnsLayout(list.items, COLUMNS, width);
  const inDetail = mode === 'products' || mode === 'add' || mode === 'remove';

  useInput(
    (input, key) => {
      const mode = latestMode();
      if (mode === 'search') {
        if (browse.endsSearch(key)) setMode('list');
        return;
      }
      if (mode !== 'list') return;
      const open = (collection: CollectionItem) => {
        setOpen(collection);
        setMode('products');
      };
      if (browse.listKey(input, key, { search: () => setMode('search'), open, exit: props.onExit })) return;
      if (input === 'd' && browse.selectedItem) setMode('delete');
    },
    { isActive: mode === 'list' || mode === 'search' },
  );

  const answerDelete = async (yes: boolean) => {
    if (action.isBusy()) return;
    const collection = browse.selectedItem;
    if (!yes || !collection) {
      action.setStatus({ kind: 'notice', text: 'Nothing deleted.' });
      return setMode('list');
    }
    const done = await action.run('deleting…', () => props.deleteCollection(collection).then(() => true), () => `Deleted ${collection.summary.name}`);
    if (done) list.removeWhere((item) => item.id === collection.id);
    setMode('list');
  };

  const countChanged = (collection: CollectionItem, delta: number) => {
    const updated = { ...collection, summary: { ...collection.summary, products: Math.max(0, (collection.summary.products ?? 0) + delta) } };
    setOpen(updated);
    list.replaceWhere((item) => item.id === collection.id, updated);
  };

  return (
    <BrowserFrame
      title={inDetail && open ? 'Collection' : 'Collections'}
      count={countLabel(list, 'collection', 'collections')}
      sortLabel={browse.sort.label}
      search={browse.search}
      searching={mode === 'search'}
      onSearchChange={browse.setSearch}
      status={listStatus(action.status, list, inDetail ? [] : table.hidden, width)}
      hints={mode === 'search' ? [['type', props.searchHint], ['enter', 'done'], ['esc', 'clear']] : HINTS[mode]}
      searchHint={props.searchHint}
      width={width}
      height={height}
    >
      {inDetail && open ? (
        <CollectionDetail
          collection={open}
          action={action}
          mode={mode}
          setMode={setMode}
          fetchProducts={props.fetchProducts}
          addProduct={props.addProduct}
          removeProduct={props.removeProduct}
          store={props.store}
          onCountChange={(delta) => countChanged(open, delta)}
          onBack={() => setMode('list')}
          onQuit={props.onExit}
          width={width}
          height={height - FRAME_ROWS}
          pageSize={pageSize}
        />
      ) : (
        <BrowseTable browse={browse} layout={table} noun="collections" height={tableHeight - (mode === 'delete' ? confirmBarRows(props) : 0)} />
      )}
      {mode === 'delete' && browse.selectedItem ? (
        <ConfirmBar question={`Delete collection ${browse.selectedItem.summary.name}?`} store={props.store} onAnswer={(yes) => void answerDelete(yes)} />
      ) : null}
    </BrowserFrame>
  );
}
