import type { Command } from 'commander';
import { UsageError } from '../../../io/cli-errors.js';
import { MediaSourcesSchema } from '../../../wire/api/catalog-v1/media.js';
import type { Context } from '../../../context.js';
import { collect } from '../../shared/choice-flags.js';
import { resolveChoices } from '../../../catalog/core/choice-match.js';
import { withExamples } from '../../shared/help.js';
import { parseFlags } from '../../shared/parse-flags.js';
import { plural, printChangedProduct } from '../after-change.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export interface MediaAddFlags {
  mediaId?: string[];
  choice?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('add')
    .argument('<product>', 'product id or slug')
    .argument('[urls...]', 'image URLs to add (the first media item is the main one)')
    .description('Add images to a product by URL (or site media by id), optionally shown for one choice')
    .option('--media-id <id>', 'media already on the site (repeatable)', collect)
    .option('--choice <Option=Choice>', 'show the added media for this choice (one option per product may have choice media)');
  withExamples(
    command,
    'store products media add sun-hat https://example.com/hat-front.jpg https://example.com/hat-back.jpg',
    'store products media add sun-hat https://example.com/hat-navy.jpg --choice Color=Navy   # Catalog V1',
    'store products media add sun-hat --media-id nsplsh_abc~mv2.jpg --json',
  );
  command.action((product: string, urls: string[], flags: MediaAddFlags) => runProductsMediaAdd({ ...flags, product, urls }, ctx));
}

export async function runProductsMediaAdd(options: MediaAddFlags & { product: string; urls: string[] }, ctx: Context): Promise<void> {
  const ids = options.mediaId ?? [];
  if (options.urls.length + ids.length === 0) {
    throw new UsageError('nothing to add: pass image URLs or --media-id ID', { hint: 'e.g. store products media add sun-hat https://example.com/hat.jpg' });
  }
  const sources = [...options.urls.map((url) => ({ url })), ...ids.map((mediaId) => ({ mediaId }))];
  // Check the URLs before anything is sent; the choice is checked against the product below.
  const flagFor = (path: string) => (/^\d+\.url/.test(path) ? `URL ${options.urls[Number(path.split('.')[0])]}` : '--media-id');
  parseFlags(MediaSourcesSchema, sources, flagFor);
  const catalog = await storeCatalog(ctx, { admin: true });
  const product = await catalog.products.resolve(options.product);
  const selection = options.choice ? resolveChoices(catalog.products.choiceOptions(product), [options.choice]) : {};
  const [choice] = Object.entries(selection).map(([option, value]) => ({ option, choice: value }));
  const after = await catalog.products.addMedia(product, sources, choice);
  await printChangedProduct(ctx, after, {
    message: `Added ${plural(sources.length, 'media item')} to ${after.name}${choice ? ` for ${choice.option}: ${choice.choice}` : ''}.`,
    media: catalog.products.mediaRows(after),
  });
}
