import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { printListing, toPagingOptions, type ListFlags } from '../shared/list-flags.js';
import { parseWholeNumber } from '../shared/parse-flags.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { Option } from 'commander';
import { STOCK_COLUMNS } from './stock-view.js';

export type InventoryListFlags = Pick<ListFlags, 'limit' | 'offset' | 'all'> & { outOfStock?: boolean; below?: string };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('list')
    .alias('ls')
    .description("Each variant's stock: product, choices, SKU, tracked or not, quantity or in/out of stock, availability")
    .option('--limit <n>', 'how many variants to show (default 50)')
    .option('--offset <n>', 'skip this many first')
    .addOption(new Option('--all', 'every variant, streamed').conflicts('limit'))
    .option('--out-of-stock', 'only variants out of stock')
    .option('--below <n>', 'only counted variants with fewer than N in stock');
  withExamples(command, 'store inventory list', 'store inventory list --out-of-stock', 'store inventory list --below 5 --all --jsonl');
  command.action((flags: InventoryListFlags) => runInventoryList(flags, ctx));
}

export async function runInventoryList(flags: InventoryListFlags, ctx: Context): Promise<void> {
  const paging = toPagingOptions(flags);
  const below = flags.below === undefined ? undefined : parseWholeNumber('--below', flags.below);
  const catalog = await storeCatalog(ctx);
  const listing = catalog.inventory().list({ outOfStock: flags.outOfStock === true, below }, paging);
  await printListing(ctx, listing, paging, { columns: STOCK_COLUMNS, empty: 'No variants.', noun: 'variants' });
}
