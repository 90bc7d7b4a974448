import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { checkFilterFields } from '../shared/query-flags.js';
import { addListFlags, checkListFields, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { COLLECTION_FIELDS, collectionColumns } from '../../ui/views/collection-view.js';
import { checkedFields, storeCatalog } from '../shared/store-catalog.js';
import { V3_COLLECTION_FIELDS } from '../../catalog/v3/entity-fields.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List collections');
  addListFlags(command);
  withExamples(command, 'store collections list', 'store collections list --sort name --json', 'store collections list --fields id,name');
  command.action((flags: ListFlags) => runCollectionsList(flags, ctx));
}

export async function runCollectionsList(flags: ListFlags, ctx: Context): Promise<void> {
  const { query, paging } = toListRequest(flags);
  checkListFields(query, ctx.globals.fields, await checkedFields(ctx, COLLECTION_FIELDS, V3_COLLECTION_FIELDS));
  const catalog = await storeCatalog(ctx);
  checkFilterFields(query.filter, catalog.collections.queryFields);
  await printListing(ctx, catalog.collections.list(query, paging), paging, { columns: collectionColumns(catalog.collections.summary), empty: 'No collections.', noun: 'collections' });
}
