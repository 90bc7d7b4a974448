// The detail pane of a collection: its facts and the products in it (paged like the main list), with `a` to add
// a product by id or slug and `x` to take the selected one out (asks first).
import { TextInput } from '@inkjs/ui';
import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { collectionSummaryDetails } from '../views/collection-view.js';
import { summaryColumns } from '../views/product-view.js';
import type { BrowsePage, BrowsePageRequest, CollectionItem, ProductItem } from '../browse-items.js';
import { stripControl } from '../../io/terminal-text.js';
import { formatValue } from '../../io/present.js';
import type { AsyncStatus } from '../hooks/use-async-status.js';
import { usePagedList } from '../hooks/use-paged-list.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { useColumnsLayout } from '../hooks/use-table-layout.js';
import { useColor } from '../hooks/use-theme.js';
import { moveSelection } from '../keys.js';
import { ConfirmBar, confirmBarRows } from './ConfirmBar.js';
import { DataTable } from './DataTable.js';
import { factLines, Facts, Section } from './Section.js';

export interface CollectionProductActions {
  fetchProducts(collection: CollectionItem, page: BrowsePageRequest): Promise<BrowsePage<ProductItem>>;
  /** Adds the product named by id or slug; resolves with it. */
  addProduct(collection: CollectionItem, key: string): Promise<ProductItem>;
  removeProduct(collection: CollectionItem, product: ProductItem): Promise<void>;
}

export interface CollectionDetailProps extends CollectionProductActions {
  collection: CollectionItem;
  /** Which store a removal acts on: the question names it. */
  store?: string;
  /** The screen's action status, shared so one line reports every action. */
  action: AsyncStatus;
  /** The collection's product count changed by `delta` (the list row shows it). */
  onCountChange(delta: number): void;
  onBack(): void;
  onQuit(): void;
  width: number;
  /** Lines available; the products table gets what the facts leave. */
  height: number;
  pageSize: number;
}

export type CollectionDetailMode = 'products' | 'add' | 'remove';

const ALL_COLUMNS = summaryColumns((item: ProductItem) => item.summary);
const COLUMNS = ['name', 'sku', 'price', 'visible'].map((header) => ALL_COLUMNS.find((c) => c.header === header)!);
const FACTS_HIDDEN = new Set(['id', 'name']);

export function CollectionDetail(props: CollectionDetailProps & { mode: CollectionDetailMode; setMode(mode: CollectionDetailMode): void }) {
  const { collection, action, mode, setMode } = props;
  const tint = useColor();
  const [selected, setSelected, latestSelected] = useSyncedState(0);
  const [adding, setAdding] = useState('');
  const name = collection.summary.name;
  const facts = collectionSummaryDetails(collection.summary)
    .filter(([label]) => !FACTS_HIDDEN.has(label))
    .map(([label, value]) => [label, stripControl(formatValue(value))] as const);
  // Name, facts, the section's blank line, title and table header, and the lines of the add/remove prompt.
  // The rows under the table are taken only while they ask (the add line, or the remove question).
  const askRows = props.mode === 'add' ? 1 : props.mode === 'remove' ? confirmBarRows(props) : 0;
  const tableRows = Math.max(1, props.height - (1 + factLines(facts, props.width) + 3 + askRows));
  const products = usePagedList((page) => props.fetchProducts(collection, page), { key: collection.id, pageSize: props.pageSize });
  const table = useColumnsLayout(products.items, COLUMNS, props.width);
  const product = products.items[selected];
  useEffect(() => products.ensure(selected), [selected, products.items.length]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (selected > 0 && selected >= products.items.length && products.complete) setSelected(Math.max(0, products.items.length - 1));
  }, [products.items.length, products.complete, selected]);

  useInput(
    (input, key) => {
      if (action.isBusy()) return;
      if (mode === 'add') {
        if (key.escape) setMode('products');
        else if (key.return && adding.trim()) {
          const wanted = adding.trim();
          setMode('products');
          void action.run(`adding ${wanted}…`, () => props.addProduct(collection, wanted), (added) => {
            products.reload();
            props.onCountChange(1);
            return `Added ${added.summary.name} to ${name}`;
          });
        }
        return;
      }
      const next = moveSelection(input, key, latestSelected(), products.items.length, tableRows);
      if (next !== undefined) return setSelected(next);
      if (key.escape || key.leftArrow || key.backspace) return props.onBack();
      if (input === 'q') return props.onQuit();
      if (input === 'a') {
        setAdding('');
        return setMode('add');
      }
      if (input === 'x' && product) return setMode('remove');
    },
    { isActive: mode !== 'remove' },
  );

  const answerRemove = (yes: boolean) => {
    setMode('products');
    if (!yes || !product) return;
    void action.run(`removing ${product.summary.name}…`, () => props.removeProduct(collection, product), () => {
      products.removeWhere((item) => item.id === product.id);
      props.onCountChange(-1);
      return `Removed ${product.summary.name} from ${name}`;
    });
  };

  return (
    <Box flexDirection="column" width={props.width} flexShrink={0}>
      <Text bold wrap="truncate-end">
        {stripControl(name)}
      </Text>
      <Facts facts={facts} width={props.width} />
      <Section title={`Products (${products.total ?? products.items.length})`}>
        <DataTable
          layout={table}
          selected={products.items.length ? selected : -1}
          height={tableRows}
          empty={products.loading ? 'loading…' : 'No products in this collection.'}
        />
      </Section>
      {mode === 'add' ? (
        <Box>
          <Text color={tint('yellow')}>Add product (id or slug): </Text>
          <TextInput placeholder="e.g. sun-hat" onChange={setAdding} />
        </Box>
      ) : null}
      {mode === 'remove' && product ? (
        <ConfirmBar question={`Take ${product.summary.name} out of ${name}?`} store={props.store} onAnswer={answerRemove} />
      ) : null}
    </Box>
  );
}
