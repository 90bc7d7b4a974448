import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addListFlags, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { parseWholeNumber } from '../shared/parse-flags.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { completeOption } from '../shared/completion-values.js';
import { UsageError } from '../../io/cli-errors.js';
import { listStock, STOCK_ROW_FIELDS, stockRowTest } from '../../catalog/core/stock-query.js';
import { undeclaredSortField, undeclaredSortMessage } from '../../wire/api/query-fields.js';
import { STOCK_COLUMNS } from './stock-view.js';

export type InventoryListFlags = ListFlags & { outOfStock?: boolean; below?: string };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('list')
    .alias('ls')
    .description("Each variant's stock: product, choices, SKU, tracked or not, quantity or in/out of stock, availability");
  addListFlags(command, {
    limitHelp: 'how many variants to show (default 50)',
    sortHelp: `by a field of the rows --json prints: ${STOCK_ROW_FIELDS.sortable.join(', ')} (e.g. quantity:desc; comma-separate several); default: by product name, then each product's variants by their choices`,
    filterHelp: `a filter object on those fields (${Object.keys(STOCK_ROW_FIELDS.filterable).join(', ')}), e.g. '{"quantity":{"$lt":5}}'`,
  });
  command.option('--out-of-stock', 'only variants out of stock').option('--below <n>', 'only counted variants with fewer than N in stock');
  completeOption(command, '--sort', { words: STOCK_ROW_FIELDS.sortable });
  withExamples(
    command,
    'store inventory list',
    'store inventory list --out-of-stock',
    'store inventory list --below 5 --all --jsonl',
    'store inventory list --sort quantity:desc --limit 10',
    `store inventory list --filter '{"sku":{"$startsWith":"MUG"}}' --json`,
    `store inventory list --filter '{"tracked":true,"quantity":{"$lte":3}}' --sort product,quantity`,
  );
  command.action((flags: InventoryListFlags) => runInventoryList(flags, ctx));
}

export async function runInventoryList(flags: InventoryListFlags, ctx: Context): Promise<void> {
  // Everything is checked before the store is asked: the filter's fields and operators, the sort's fields.
  const { query, paging } = toListRequest(flags, STOCK_ROW_FIELDS);
  const unsortable = undeclaredSortField(query.sort, STOCK_ROW_FIELDS);
  if (unsortable) throw new UsageError(`--sort: ${undeclaredSortMessage(unsortable, STOCK_ROW_FIELDS)}`);
  const test = query.filter ? stockRowTest(query.filter) : undefined;
  const below = flags.below === undefined ? undefined : parseWholeNumber('--below', flags.below);
  const catalog = await storeCatalog(ctx);
  const listing = listStock(catalog.inventory(), { outOfStock: flags.outOfStock === true, below }, { test, sort: query.sort }, paging);
  await printListing(ctx, listing, paging, { columns: STOCK_COLUMNS, empty: 'No variants.', noun: 'variants' });
}
