import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { deleteMany } from '../shared/delete-many.js';
import { withExamples } from '../shared/help.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('delete')
    .alias('rm')
    .argument('<collections...>', 'collection ids, slugs or names')
    .description('Delete collections (their products stay; asks first on a terminal, --yes otherwise)');
  withExamples(command, 'store collections delete summer --yes', 'store collections delete summer gifts --yes');
  command.action((collections: string[]) => runCollectionsDelete({ collections }, ctx));
}

export async function runCollectionsDelete(options: { collections: string[] }, ctx: Context): Promise<void> {
  await deleteMany(ctx, {
    keys: options.collections,
    noun: ['collection', 'collections'],
    resolve: async (key) => (await storeCatalog(ctx, { admin: true })).collections.resolve(key),
    remove: async (id) => (await storeCatalog(ctx, { admin: true })).collections.delete(id),
    describe: (collection) => collection.name,
  });
}
