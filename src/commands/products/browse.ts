import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { canRenderScreens, renderBrowse } from '../../ui/render.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import type { BrowseFlags } from '../shared/browse-search.js';
import { productBrowseSource } from './browse-source.js';
import { runProductsList } from './list.js';
import { addCollectionFlag, collectionScope, type CollectionFlag } from './collection-flag.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { checkListFields } from '../shared/list-flags.js';
import { parseSorts } from '../shared/query-flags.js';
import { PRODUCT_SORT_NAMES, withStoreSortFields } from './sort-aliases.js';
import { completeOption } from '../shared/completion-values.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('browse')
    .description('Browse products in a full-screen table: search, sort, details, edit, delete, open (plain list when not on a terminal)')
    .option('--sort <field[:asc|desc]>', 'initial sort: name, price or updated (on every catalog version) or a field of the store\'s, e.g. price:desc (`s` cycles others)')
    .option('--filter <json>', `only products matching the platform's filter object, e.g. '{"visible":true}'`);
  addCollectionFlag(command);
  completeOption(command, '--sort', { words: PRODUCT_SORT_NAMES });
  withExamples(command, 'store products browse', `store products browse --filter '{"visible":false}'`, 'store products browse --sort price:desc', 'store products browse --collection kitchen');
  withNotes(command, `\nKeys: ↑↓ PgUp PgDn g G move · Enter details · / search (V1: name or slug starts with; V3: name or SKU contains) · s sort · e edit · d delete (y, Enter to confirm) · o open the product page · r reload · Esc back · q quit\nNot on a terminal (or with --json) it prints the same rows as \`list\`.\n`);
  command.action((flags: BrowseFlags & CollectionFlag) => runProductsBrowse(flags, ctx));
}

export async function runProductsBrowse(flags: BrowseFlags & CollectionFlag, ctx: Context): Promise<void> {
  // Not on a terminal (or --json): the same rows `products list` prints, so a pipe gets data and never waits.
  if (!canRenderScreens(ctx)) return runProductsList(flags, ctx);
  const catalog = await storeCatalog(ctx);
  // --sort checked against the store's version before the screen starts (exit 2 listing the valid fields).
  if (flags.sort !== undefined) {
    await checkListFields({ sort: withStoreSortFields(parseSorts(flags.sort), catalog.products.sortFields) }, undefined, catalog.products.fields);
  }
  const collection = await collectionScope(catalog, flags);
  const source = productBrowseSource(catalog, { ...flags, collection, openUrl: (url) => ctx.openUrl(url) });
  await renderBrowse(ctx, { kind: 'products', data: { ...source, store: await ctx.describeStore() } }, () => runProductsList(flags, ctx));
}
