// `store products browse`: a paged product table fetched as you scroll, `/` search, `s` sort, Enter for the
// detail pane, and actions on the selected product — `e` edit, `d` delete (asks first), `o` open its page.
// All data comes through the props' callbacks, so the screen is tested without a network.
import { Box, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { Page, PageRequest } from '../../client/paging.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import { DEFAULT_PAGE_SIZE } from '../../wire/api/query.js';
import { PRODUCT_COLUMNS } from '../../io/views/product-view.js';
import type { BrowseQuery, SortChoice } from '../browse-query.js';
import { BrowseTable } from '../components/BrowseTable.js';
import { BrowserFrame, FRAME_ROWS } from '../components/BrowserFrame.js';
import { ConfirmBar } from '../components/ConfirmBar.js';
import { Form } from '../components/Form.js';
import type { KeyHint } from '../components/KeyHints.js';
import { ProductDetail } from '../components/ProductDetail.js';
import type { FormSpec, FormValues } from '../form-spec.js';
import { useAsyncStatus } from '../hooks/use-async-status.js';
import { useBrowseList } from '../hooks/use-browse-list.js';
import { useScreenSize } from '../hooks/use-screen-size.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { countLabel, LIST_CHROME_ROWS, listStatus } from './browse-layout.js';

export interface ProductBrowserProps {
  /** The first is the initial sort; `s` cycles through them. */
  sorts: readonly SortChoice[];
  fetchPage(query: BrowseQuery, page: PageRequest): Promise<Page<Product>>;
  /** The product as it is now (the detail pane shows this, not the possibly older list row). */
  loadProduct(product: Product): Promise<Product>;
  collectionNames(ids: readonly string[]): Promise<string[]>;
  editSpec(product: Product): FormSpec;
  /** Saves the form (only what changed); resolves with the product as saved. */
  saveProduct(product: Product, values: FormValues): Promise<Product>;
  deleteProduct(product: Product): Promise<void>;
  /** Opens the product page; resolves with the URL opened. */
  openProduct(product: Product): Promise<string>;
  onExit(): void;
  width?: number;
  height?: number;
  pageSize?: number;
}

type Mode = 'list' | 'search' | 'detail' | 'edit' | 'delete';

const COLUMNS = ['name', 'sku', 'price', 'inventory', 'visible'].map((header) => PRODUCT_COLUMNS.find((c) => c.header === header)!);

const HINTS: Record<Exclude<Mode, 'edit'>, KeyHint[]> = {
  list: [['↑↓', 'move'], ['enter', 'details'], ['/', 'search'], ['s', 'sort'], ['e', 'edit'], ['d', 'delete'], ['o', 'open'], ['q', 'quit']],
  search: [['type', 'name or slug'], ['enter', 'done'], ['esc', 'clear']],
  detail: [['esc', 'back'], ['e', 'edit'], ['d', 'delete'], ['o', 'open'], ['/', 'search'], ['q', 'quit']],
  delete: [['y', 'delete'], ['n', 'keep']],
};

export function ProductBrowser(props: ProductBrowserProps) {
  const { width, height } = useScreenSize(props);
  const tableHeight = Math.max(1, height - LIST_CHROME_ROWS);
  const browse = useBrowseList(props.fetchPage, { sorts: props.sorts, pageSize: props.pageSize ?? DEFAULT_PAGE_SIZE, pageHeight: tableHeight });
  const [mode, setMode, latestMode] = useSyncedState<Mode>('list');
  const [detail, setDetail] = useState<Product>();
  const [collections, setCollections] = useState<string[]>();
  const [target, setTarget] = useState<{ product: Product; back: 'list' | 'detail' }>();
  const action = useAsyncStatus();
  const detailRequest = useRef(0);
  const { list } = browse;

  const showDetail = (product: Product) => {
    const request = ++detailRequest.current;
    setDetail(product);
    setCollections(undefined);
    setMode('detail');
    props.loadProduct(product).then(
      async (fresh) => {
        if (request !== detailRequest.current) return;
        setDetail(fresh);
        const names = await props.collectionNames(fresh.collectionIds);
        if (request === detailRequest.current) setCollections(names);
      },
      (error: unknown) => action.setStatus({ kind: 'error', text: (error as Error).message }),
    );
  };

  const act = (input: string, product: Product, back: 'list' | 'detail') => {
    if (input === 'e') {
      setTarget({ product, back });
      setMode('edit');
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
        if (detail) act(input, detail, 'detail');
        return;
      }
      if (browse.listKey(input, key, { search: () => setMode('search'), open: showDetail, exit: props.onExit })) return;
      if (browse.selectedItem) act(input, browse.selectedItem, 'list');
    },
    { isActive: mode === 'list' || mode === 'search' || mode === 'detail' },
  );

  if (mode === 'edit' && target) {
    const save = async (values: FormValues) => {
      const saved = await props.saveProduct(target.product, values);
      list.replaceWhere((item) => item.id === saved.id, saved);
      if (target.back === 'detail') setDetail(saved);
      action.setStatus({ kind: 'notice', text: `Saved ${saved.name}` });
      setMode(target.back);
    };
    return (
      <Box height={height}>
        <Form spec={props.editSpec(target.product)} onSubmit={save} onCancel={() => setMode(target.back)} width={width} />
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
    const done = await action.run('deleting…', () => props.deleteProduct(product).then(() => true), () => `Deleted ${product.name}`);
    if (done) list.removeWhere((item) => item.id === product.id);
    setMode(done ? 'list' : target.back);
  };

  const showingDetail = mode === 'detail' || (mode === 'delete' && target?.back === 'detail');
  return (
    <BrowserFrame
      title="Products"
      count={countLabel(list, 'product', 'products')}
      sortLabel={browse.sort.label}
      search={browse.search}
      searching={mode === 'search'}
      onSearchChange={browse.setSearch}
      status={listStatus(action.status, list)}
      hints={HINTS[mode === 'edit' ? 'list' : mode]}
      width={width}
      height={height}
    >
      {showingDetail && detail ? (
        <ProductDetail product={detail} collections={collections} width={width} height={height - FRAME_ROWS} />
      ) : (
        <BrowseTable browse={browse} columns={COLUMNS} noun="products" height={tableHeight - (mode === 'delete' ? 1 : 0)} width={width} />
      )}
      {mode === 'delete' && target ? (
        <ConfirmBar question={`Delete ${target.product.name} (${target.product.slug})?`} onAnswer={(yes) => void answerDelete(yes)} />
      ) : null}
    </BrowserFrame>
  );
}
