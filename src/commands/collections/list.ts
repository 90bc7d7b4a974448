import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { checkFilterFields } from '../shared/query-flags.js';
import { addListFlags, checkListFields, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { collectionColumns } from '../../ui/views/collection-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List collections');
  addListFlags(command);
  withExamples(command, 'store collections list', 'store collections list --sort name --json', 'store collections list --fields id,name');
  command.action((flags: ListFlags) => runCollectionsList(flags, ctx));
}

export async function runCollectionsList(flags: ListFlags, ctx: Context): Promise<void> {
  const { query, paging } = toListRequest(flags);
  const catalog = await storeCatalog(ctx);
  await checkListFields(query, ctx.globals.fields, catalog.collections.fields);
  checkFilterFields(query.filter, catalog.collections.queryFields);
  await printListing(ctx, catalog.collections.list(query, paging), paging, { columns: collectionColumns(catalog.collections.summary), empty: 'No collections.', noun: 'collections' });
}
