import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addCollectionFlags, collectionBody, type CollectionFlags } from './collection-flags.js';
import { collectionSummaryDetails } from '../../ui/views/collection-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('update')
    .argument('<collection>', 'collection id, slug or name')
    .description('Change a collection: only the fields given are sent');
  addCollectionFlags(command);
  withExamples(command, 'store collections update summer --name "Summer 2025"', 'store collections update gifts --hidden');
  command.action((collection: string, flags: CollectionFlags) => runCollectionsUpdate({ ...flags, collection }, ctx));
}

export async function runCollectionsUpdate(options: CollectionFlags & { collection: string }, ctx: Context): Promise<void> {
  const { collection: target, ...flags } = options;
  const body = await collectionBody(ctx, flags);
  if (Object.keys(body).length === 0) throw new UsageError('nothing to update: pass --name, --slug, --description, --visible/--hidden or --from');
  const catalog = await storeCatalog(ctx, { admin: true });
  const patch = parseFlags((await catalog.collections.writeSchemas()).update, body) as Record<string, unknown>;
  const existing = await catalog.collections.resolve(target);
  const collection = await catalog.collections.update(existing, patch);
  await printEntity(ctx.output(), collection, { view: collectionSummaryDetails(catalog.collections.summary(collection)) });
}
