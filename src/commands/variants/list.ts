import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { checkFilterFields } from '../shared/query-flags.js';
import { addListFlags, checkListFields, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { storeVariantColumns } from '../products/variant-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List store variants: every managed variant, and every product without managed variants');
  addListFlags(command);
  withExamples(
    command,
    'store variants list',
    `store variants list --filter '{"productId":"<product id>"}'`,
    `store variants list --filter '{"stock.inStock":false}' --json   # Catalog V1`,
    `store variants list --filter '{"inventoryStatus.inStock":false}' --json   # Catalog V3`,
    'store variants list --sort sku --all --jsonl',
  );
  command.action((flags: ListFlags) => runVariantsList(flags, ctx));
}

export async function runVariantsList(flags: ListFlags, ctx: Context): Promise<void> {
  const { query, paging } = toListRequest(flags);
  const catalog = await storeCatalog(ctx);
  await checkListFields(query, ctx.globals.fields, catalog.variants.fields);
  checkFilterFields(query.filter, catalog.variants.queryFields);
  await printListing(ctx, catalog.variants.list(query, paging), paging, { columns: storeVariantColumns(catalog.variants.summary), empty: 'No variants.', noun: 'variants' });
}
