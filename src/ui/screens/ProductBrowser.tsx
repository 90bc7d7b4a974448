// `store products browse`: a paged product table fetched as you scroll, `/` search, `s` sort, Enter for the
// detail pane, and actions on the selected product — `e` edit, `d` delete (asks first), `o` open its page.
// All data comes through the props' callbacks, as version-neutral rows (browse-items.ts), so the screen is the
// same on a Catalog V1 and a V3 store and is tested without a network.
import { Box, useInput } from 'ink';
import { useRef, useState } from 'react';
import { summaryColumns } from '../views/product-view.js';
import { BROWSE_PAGE_SIZE, type BrowsePage, type BrowsePageRequest, type ProductDetails, type ProductEdit, type ProductItem } from '../browse-items.js';
import type { BrowseQuery, SortChoice } from '../browse-query.js';
import { BrowseTable } from '../components/BrowseTable.js';
import { BrowserFrame, frameRows } from '../components/BrowserFrame.js';
import { CONFIRM_HINTS, ConfirmBar, confirmBarRows } from '../components/ConfirmBar.js';
import { Form } from '../components/Form.js';
import { hintLines, type KeyHint } from '../components/KeyHints.js';
import { ProductDetail } from '../components/ProductDetail.js';
import type { FormValues } from '../form-spec.js';
import { useAsyncStatus } from '../hooks/use-async-status.js';
import { useBrowseList } from '../hooks/use-browse-list.js';
import { useScreenSize } from '../hooks/use-screen-size.js';
import { useColumnsLayout } from '../hooks/use-table-layout.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { countLabel, listStatus } from './browse-layout.js';

export interface ProductBrowserProps {
  /** e.g. "Products", "Products in Kitchen". */
  title?: string;
  /** The first is the initial sort; `s` cycles through them. */
  sorts: readonly SortChoice[];
  /** What the search text matches, e.g. "name or slug starts with". */
  searchHint: string;
  fetchPage(query: BrowseQuery, page: BrowsePageRequest): Promise<BrowsePage<ProductItem>>;
  /** The product as it is now, with its variants and media (the detail pane shows this, not the list row). */
  loadProduct(product: ProductItem): Promise<ProductDetails>;
  /** The names of the collections the product is in. */
  collectionNames(product: ProductDetails): Promise<string[]>;
  /** Starts an edit: the form filled with the product's current values, and its save. */
  editProduct(product: ProductItem): Promise<ProductEdit>;
  deleteProduct(product: ProductItem): Promise<void>;
  /** Opens the product page; resolves with the URL opened. */
  openProduct(product: ProductItem): Promise<string>;
  /** Which store a delete acts on (config/store-target.ts describeStore): the question names it. */
  store?: string;
  onExit(): void;
  width?: number;
  height?: number;
  pageSize?: number;
}

type Mode = 'list' | 'search' | 'detail' | 'edit' | 'delete';

const ALL_COLUMNS = summaryColumns((item: ProductItem) => item.summary);
const COLUMNS = ['name', 'sku', 'price', 'inventory', 'visible'].map((header) => ALL_COLUMNS.find((c) => c.header === header)!);

/** Lines the key hints may take: two keep every key visible at 50 columns. */
const MAX_HINT_ROWS = 2;

const HINTS: Record<Exclude<Mode, 'edit' | 'search'>, KeyHint[]> = {
  list: [['↑↓', 'move'], ['enter', 'details'], ['/', 'search'], ['s', 'sort'], ['e', 'edit'], ['d', 'delete'], ['o', 'open'], ['q', 'quit']],
  detail: [['esc', 'back'], ['e', 'edit'], ['d', 'delete'], ['o', 'open'], ['/', 'search'], ['q', 'quit']],
  delete: [...CONFIRM_HINTS],
};

export function ProductBrowser(props: ProductBrowserProps) {
  const { width, height } = useScreenSize(props);
  // Every key stays visible: on a narrow terminal the hints take a second line (the list's are the longest).
  const hintRows = hintLines(HINTS.list, width, MAX_HINT_ROWS).length;
  const chromeRows = frameRows(hintRows);
  const tableHeight = Math.max(1, height - chromeRows - 1);
  const browse = useBrowseList(props.fetchPage, { sorts: props.sorts, pageSize: props.pageSize ?? BROWSE_PAGE_SIZE, pageHeight: tableHeight });
  const [mode, setMode, latestMode] = useSyncedState<Mode>('list');
  const [detail, setDetail] = useState<ProductDetails>();
  const [collections, setCollections] = useState<string[]>();
  const [target, setTarget] = useState<{ product: ProductItem; back: 'list' | 'detail' }>();
  const [edit, setEdit] = useState<ProductEdit>();
  const action = useAsyncStatus();
  const detailRequest = useRef(0);
  const { list } = browse;
  const table = useColumnsLayout(list.items, COLUMNS, width);

  const showDetail = (product: ProductItem) => {
    const request = ++detailRequest.current;
    // The list row until the product arrives (no variants or media yet).
    setDetail({ item: product, optionNames: [], variants: [], media: [] });
    setCollections(undefined);
    setMode('detail');
    props.loadProduct(product).then(
      async (fresh) => {
        if (request !== detailRequest.current) return;
        setDetail(fresh);
        const names = await props.collectionNames(fresh);
        if (request === detailRequest.current) setCollections(names);
      },
      (error: unknown) => action.setStatus({ kind: 'error', text: (error as Error).message }),
    );
  };

  const act = (input: string, product: ProductItem, back: 'list' | 'detail') => {
    if (input === 'e') {
      // The form starts from the product as it is now (V3 list rows carry no variants, so no prices to edit).
      void action.run('loading…', () => props.editProduct(product)).then((started) => {
        if (!started) return;
        setTarget({ product, back });
        setEdit(started);
        setMode('edit');
      });
    } else if (input === 'd') {
      setTarget({ product, back });
      setMode('delete');
    } else if (input === 'o') {
      void action.run('opening…', () => props.openProduct(product), (url) => `Opened ${url}`);
    }
  };

  useInput(
    (input, key) => {
      const mode = latestMode();
      if (mode === 'search') {
        if (browse.endsSearch(key)) setMode('list');
        return;
      }
      if (mode !== 'list' && mode !== 'detail') return;
      if (mode === 'detail') {
        if (input === 'q') return props.onExit();
        if (input === '/') return setMode('search');
        if (key.escape || key.leftArrow || key.backspace) return setMode('list');
        if (detail) act(input, detail.item, 'detail');
        return;
      }
      if (browse.listKey(input, key, { search: () => setMode('search'), open: showDetail, exit: props.onExit })) return;
      if (browse.selectedItem) act(input, browse.selectedItem, 'list');
    },
    { isActive: mode === 'list' || mode === 'search' || mode === 'detail' },
  );

  if (mode === 'edit' && target && edit) {
    const save = async (values: FormValues) => {
      const saved = await edit.save(values);
      list.replaceWhere((item) => item.id === saved.id, saved);
      if (target.back === 'detail') showDetail(saved);
      action.setStatus({ kind: 'notice', text: `Saved ${saved.summary.name}` });
      setMode(target.back);
    };
    return (
      <Box height={height} overflow="hidden">
        <Form spec={edit.spec} onSubmit={save} onCancel={() => setMode(target.back)} width={width} />
      </Box>
    );
  }

  const answerDelete = async (yes: boolean) => {
    if (!target || action.isBusy()) return;
    if (!yes) {
      action.setStatus({ kind: 'notice', text: 'Nothing deleted.' });
      return setMode(target.back);
    }
    const product = target.product;
    const done = await action.run('deleting…', () => props.deleteProduct(product).then(() => true), () => `Deleted ${product.summary.name}`);
    if (done) list.removeWhere((item) => item.id === product.id);
    setMode(done ? 'list' : target.back);
  };

  const showingDetail = mode === 'detail' || (mode === 'delete' && target?.back === 'detail');
  return (
    <BrowserFrame
      title={props.title ?? 'Products'}
      count={countLabel(list, 'product', 'products')}
      sortLabel={browse.sort.label}
      search={browse.search}
      searching={mode === 'search'}
      onSearchChange={browse.setSearch}
      status={listStatus(action.status, list, showingDetail ? [] : table.hidden, width)}
      hints={mode === 'search' ? [['type', props.searchHint], ['enter', 'done'], ['esc', 'clear']] : HINTS[mode === 'edit' ? 'list' : mode]}
      searchHint={props.searchHint}
      hintRows={hintRows}
      width={width}
      height={height}
    >
      {showingDetail && detail ? (
        <ProductDetail product={detail} collections={collections} width={width} height={height - chromeRows} />
      ) : (
        <BrowseTable browse={browse} layout={table} noun="products" height={tableHeight - (mode === 'delete' ? confirmBarRows(props) : 0)} />
      )}
      {mode === 'delete' && target ? (
        <ConfirmBar question={`Delete ${target.product.summary.name} (${target.product.summary.slug})?`} store={props.store} onAnswer={(yes) => void answerDelete(yes)} />
      ) : null}
    </BrowserFrame>
  );
}
