import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { checkFields } from '../../io/entity-fields.js';
import { COLLECTION_FIELDS, collectionSummaryDetails } from '../../ui/views/collection-view.js';
import { checkedFields, storeCatalog } from '../shared/store-catalog.js';
import { V3_COLLECTION_FIELDS } from '../../catalog/v3/entity-fields.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('get')
    .alias('show')
    .argument('<collection>', 'collection id, slug or name')
    .description('Show one collection');
  withExamples(command, 'store collections get summer', 'store collections get "Summer sale" --json');
  command.action((collection: string) => runCollectionsGet({ collection }, ctx));
}

export async function runCollectionsGet(options: { collection: string }, ctx: Context): Promise<void> {
  checkFields(ctx.globals.fields, await checkedFields(ctx, COLLECTION_FIELDS, V3_COLLECTION_FIELDS));
  const catalog = await storeCatalog(ctx);
  const collection = await catalog.collections.resolve(options.collection);
  await printEntity(ctx.output(), collection, { view: collectionSummaryDetails(catalog.collections.summary(collection)) });
}
