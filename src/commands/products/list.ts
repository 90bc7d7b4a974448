import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { checkFilterFields } from '../shared/query-flags.js';
import { addListFlags, checkListFields, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { PRODUCT_FIELDS, summaryColumns } from '../../io/views/product-view.js';
import { checkedFields, storeCatalog } from '../shared/store-catalog.js';
import { V3_PRODUCT_FIELDS } from '../../io/views/v3-entity-fields.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List products');
  addListFlags(command);
  withExamples(
    command,
    'store products list',
    'store products list --limit 10 --sort priceData.price:desc',
    `store products list --filter '{"sku":{"$startsWith":"MUG"}}' --json`,
    'store products list --all --jsonl > catalog.jsonl',
    'store products list --fields id,name,priceData.price',
  );
  command.action((flags: ListFlags) => runProductsList(flags, ctx));
}

export async function runProductsList(flags: ListFlags, ctx: Context): Promise<void> {
  const { query, paging } = toListRequest(flags);
  checkListFields(query, ctx.globals.fields, await checkedFields(ctx, PRODUCT_FIELDS, V3_PRODUCT_FIELDS));
  const catalog = await storeCatalog(ctx);
  checkFilterFields(query.filter, catalog.products.queryFields);
  await printListing(ctx, catalog.products.list(query, paging), paging, { columns: summaryColumns(catalog.products.summary), empty: 'No products.', noun: 'products' });
}
