import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { checkFields } from '../../io/entity-fields.js';
import { collectionSummaryDetails } from '../../ui/views/collection-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('get')
    .alias('show')
    .argument('<collection>', 'collection id, slug or name')
    .description('Show one collection');
  withExamples(command, 'store collections get summer', 'store collections get "Summer" --json');
  command.action((collection: string) => runCollectionsGet({ collection }, ctx));
}

export async function runCollectionsGet(options: { collection: string }, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx);
  await checkFields(ctx.globals.fields, catalog.collections.fields);
  const collection = await catalog.collections.resolve(options.collection);
  await printEntity(ctx.output(), collection, { view: collectionSummaryDetails(catalog.collections.summary(collection)) });
}
