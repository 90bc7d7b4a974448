import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { printList } from '../../../io/present.js';
import { withExamples } from '../../shared/help.js';
import { MEDIA_COLUMNS } from '../variant-view.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('list')
    .alias('ls')
    .argument('<product>', 'product id or slug')
    .description("List a product's media items with their ids and the choices that show them");
  withExamples(command, 'store products media list sun-hat', 'store products media list sun-hat --json');
  command.action((product: string) => runProductsMediaList({ product }, ctx));
}

/** `--json` prints the product's media items as the platform has them. */
export async function runProductsMediaList(options: { product: string }, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx);
  const product = await catalog.products.resolve(options.product);
  const out = ctx.output();
  if (out.format === 'table') await printList(out, catalog.products.mediaRows(product), { columns: MEDIA_COLUMNS, empty: 'No media.' });
  else await printList(out, catalog.products.mediaItems(product), { columns: [] });
}
