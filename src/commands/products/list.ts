import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addListFlags, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { PRODUCT_COLUMNS, PRODUCT_FIELDS } from '../../io/views/product-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List products');
  addListFlags(command);
  withExamples(
    command,
    'store products list',
    'store products list --limit 10 --sort priceData.price:desc',
    `store products list --filter '{"visible":false}' --json`,
    'store products list --all --jsonl > catalog.jsonl',
    'store products list --fields id,name,priceData.price',
  );
  command.action((flags: ListFlags) => runProductsList(flags, ctx));
}

export async function runProductsList(flags: ListFlags, ctx: Context): Promise<void> {
  const { query, paging } = toListRequest(flags, PRODUCT_FIELDS, ctx.globals.fields);
  const client = await ctx.client();
  await printListing(ctx, client.products.list(query, paging), paging, { columns: PRODUCT_COLUMNS, empty: 'No products.', noun: 'products' });
}
