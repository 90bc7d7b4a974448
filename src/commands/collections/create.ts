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
  const command = parent.command('create').description('Create a collection');
  addCollectionFlags(command);
  withExamples(command, 'store collections create --name "Summer sale"', 'store collections create --name Hats --slug hats --json');
  command.action((flags: CollectionFlags) => runCollectionsCreate(flags, ctx));
}

export async function runCollectionsCreate(flags: CollectionFlags, ctx: Context): Promise<void> {
  const body = await collectionBody(ctx, flags);
  if (Object.keys(body).length === 0) throw new UsageError('nothing to create: pass --name, or --from FILE');
  const catalog = await storeCatalog(ctx, { admin: true });
  const input = parseFlags((await catalog.collections.writeSchemas()).create, body) as Record<string, unknown>;
  const collection = await catalog.collections.create(input);
  await printEntity(ctx.output(), collection, { view: collectionSummaryDetails(catalog.collections.summary(collection)) });
}
