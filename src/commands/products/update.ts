import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addProductFlags, flagForProductPath, productInput, type ProductFlags } from './product-flags.js';
import { updateProductInForm } from './product-form-screen.js';
import { summaryDetails } from '../../ui/views/product-view.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { timedBackupPath } from '../shared/backup-dir.js';
import { writePrivateJson } from '../../io/private-file.js';
import { write } from '../../io/io.js';
import { oneLine } from '../../io/terminal-text.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('update')
    .argument('<product>', 'product id or slug')
    .description('Change a product: only the fields given are sent');
  addProductFlags(command);
  command.option('--all-variants', "--price goes to every variant, also those with a price of their own (else they keep it)");
  withExamples(
    command,
    'store products update ceramic-mug --price 17.50',
    'store products update sun-hat --price 30 --all-variants    # also the variants priced apart (L)',
    'store products update ceramic-mug --hidden --ribbon Sale --discount AMOUNT:2',
    'store products update ceramic-mug --from changes.json',
  );
  command.action((product: string, flags: ProductFlags & { allVariants?: boolean }) => runProductsUpdate({ ...flags, product }, ctx));
}

export async function runProductsUpdate(options: ProductFlags & { product: string; allVariants?: boolean }, ctx: Context): Promise<void> {
  const { product: target, allVariants, ...flags } = options;
  const { draft, base, empty } = await productInput(ctx, flags);
  if (empty) {
    // No flags: a form on a terminal; elsewhere the flags are needed.
    return updateProductInForm(ctx, target, () => new UsageError('nothing to update: pass the fields to change (e.g. --price 12) or --from FILE'));
  }
  const catalog = await storeCatalog(ctx, { admin: true });
  const existing = await catalog.products.resolve(target);
  const { body, schema, losses, notes, variantsToo } = (await catalog.products.writer()).prepareUpdate(existing, draft, base, { allVariants });
  const patch = parseFlags(schema, body, flagForProductPath);
  if (losses?.length) await sayLossesFirst(ctx, existing, losses);
  if (notes?.length) await write(ctx.io.stderr, `${notes.map((note) => oneLine(`Note: ${note}`)).join('\n')}\n`);
  let product = await catalog.products.update(existing, patch as Record<string, unknown>);
  if (variantsToo) {
    await catalog.products.updateVariants(product, variantsToo.selection, variantsToo.values);
    product = await catalog.products.get(product.id);
  }
  await printEntity(ctx.output(), product, { view: summaryDetails(catalog.products.summary(product)) });
}

/**
 * What the update cannot keep that was not asked for (a variant's id and SKU when its choice becomes several
 * variants), said on stderr before anything is sent, with the product as it was saved to a backup first.
 */
async function sayLossesFirst(ctx: Context, existing: { id: string; slug?: string }, losses: readonly string[]): Promise<void> {
  const path = timedBackupPath(ctx, `product-${existing.slug ?? existing.id}`);
  await writePrivateJson(path, existing);
  await write(ctx.io.stderr, `${losses.map((loss) => oneLine(`Note: ${loss}.`)).join('\n')}\nThe product as it was: ${path}\n`);
}
