import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { CollectionInputSchema } from '../../wire/api/catalog-v1/collection.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addCollectionFlags, collectionBody, type CollectionFlags } from './collection-flags.js';
import { collectionDetails } from '../../io/views/collection-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('create').description('Create a collection');
  addCollectionFlags(command);
  withExamples(command, 'store collections create --name "Summer sale"', 'store collections create --name Hats --slug hats --json');
  command.action((flags: CollectionFlags) => runCollectionsCreate(flags, ctx));
}

export async function runCollectionsCreate(flags: CollectionFlags, ctx: Context): Promise<void> {
  const body = await collectionBody(ctx, flags);
  if (Object.keys(body).length === 0) throw new UsageError('nothing to create: pass --name, or --from FILE');
  const input = parseFlags(CollectionInputSchema, body);
  const client = await ctx.client({ admin: true });
  const collection = await client.collections.create(input);
  await printEntity(ctx.output(), collection, { view: collectionDetails(collection) });
}
