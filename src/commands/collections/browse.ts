import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { canRenderScreens, renderBrowse } from '../../ui/render.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import type { BrowseFlags } from '../shared/browse-search.js';
import { collectionBrowseSource } from './browse-source.js';
import { runCollectionsList } from './list.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { checkListFields } from '../shared/list-flags.js';
import { parseSorts } from '../shared/query-flags.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('browse')
    .description('Browse collections and their products full-screen: add, remove, delete (plain list when not on a terminal)')
    .option('--sort <field[:asc|desc]>', 'initial sort, e.g. name:desc')
    .option('--filter <json>', `only collections matching the platform's filter object`);
  withExamples(command, 'store collections browse', 'store collections browse --sort name:desc');
  withNotes(command, `\nKeys: ↑↓ move · Enter the collection's products (a add one, x take one out) · / search by name · s sort · d delete · (y, Enter confirms a delete or a removal) · Esc back · q quit\nNot on a terminal (or with --json) it prints the same rows as \`list\`.\n`);
  command.action((flags: BrowseFlags) => runCollectionsBrowse(flags, ctx));
}

export async function runCollectionsBrowse(flags: BrowseFlags, ctx: Context): Promise<void> {
  // Not on a terminal (or --json): the same rows `collections list` prints.
  if (!canRenderScreens(ctx)) return runCollectionsList(flags, ctx);
  const catalog = await storeCatalog(ctx);
  if (flags.sort !== undefined) await checkListFields({ sort: parseSorts(flags.sort) }, undefined, catalog.collections.fields);
  await renderBrowse(ctx, { kind: 'collections', data: { ...collectionBrowseSource(catalog, flags), store: await ctx.describeStore() } }, () => runCollectionsList(flags, ctx));
}
