import type { Command } from 'commander';
import { UsageError } from '../../../io/cli-errors.js';
import { MediaIdsSchema } from '../../../wire/api/catalog-v1/media.js';
import type { Context } from '../../../context.js';
import { confirmOrStop, refuseUnlessAnswerable } from '../../shared/ask-first.js';
import { withExamples } from '../../shared/help.js';
import { parseFlags } from '../../shared/parse-flags.js';
import { plural, printChangedProduct } from '../after-change.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('remove')
    .alias('rm')
    .argument('<product>', 'product id or slug')
    .argument('[mediaIds...]', 'ids of the media items to remove (see `store products media list`)')
    .description('Remove media items from a product (and from its choices); --all removes every one (asks first on a terminal; --yes otherwise)')
    .option('--all', 'remove every media item');
  withExamples(command, 'store products media remove sun-hat 54e9456f9f5b1699~hat.jpg --yes', 'store products media remove sun-hat --all --yes --yes --json');
  command.action((product: string, mediaIds: string[], flags: { all?: boolean }) =>
    runProductsMediaRemove({ ...flags, product, mediaIds }, ctx),
  );
}

export async function runProductsMediaRemove(options: { product: string; mediaIds: string[]; all?: boolean }, ctx: Context): Promise<void> {
  if ((options.all === true) === (options.mediaIds.length > 0)) {
    throw new UsageError(options.all ? 'pass media ids or --all, not both' : 'which media? pass media ids or --all', {
      hint: 'store products media list PRODUCT shows the ids',
    });
  }
  // The platform takes an empty list as "all".
  const mediaIds = options.all ? [] : parseFlags(MediaIdsSchema, options.mediaIds, () => 'MEDIA_ID');
  refuseUnlessAnswerable(ctx);
  const catalog = await storeCatalog(ctx, { admin: true });
  const product = await catalog.products.resolve(options.product);
  const before = catalog.products.mediaRows(product).length;
  const what = options.all ? `all ${plural(before, 'media item')}` : mediaIds.join(', ');
  if (!(await confirmOrStop(ctx, `Remove ${what} from ${product.name} (${product.slug})?`))) return;
  const after = await catalog.products.removeMedia(product, mediaIds);
  const left = catalog.products.mediaRows(after);
  await printChangedProduct(ctx, after, {
    message: `Removed ${plural(before - left.length, 'media item')} from ${after.name}; ${left.length} left.`,
    media: left,
  });
}
