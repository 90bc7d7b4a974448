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

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('update')
    .argument('<product>', 'product id or slug')
    .description('Change a product: only the fields given are sent');
  addProductFlags(command);
  withExamples(
    command,
    'store products update ceramic-mug --price 17.50',
    'store products update ceramic-mug --hidden --ribbon Sale --discount AMOUNT:2',
    'store products update ceramic-mug --from changes.json',
  );
  command.action((product: string, flags: ProductFlags) => runProductsUpdate({ ...flags, product }, ctx));
}

export async function runProductsUpdate(options: ProductFlags & { product: string }, ctx: Context): Promise<void> {
  const { product: target, ...flags } = options;
  const { draft, base, empty } = await productInput(ctx, flags);
  if (empty) {
    // No flags: a form on a terminal; elsewhere the flags are needed.
    return updateProductInForm(ctx, target, () => new UsageError('nothing to update: pass the fields to change (e.g. --price 12) or --from FILE'));
  }
  const catalog = await storeCatalog(ctx, { admin: true });
  const existing = await catalog.products.resolve(target);
  const { body, schema } = (await catalog.products.writer()).prepareUpdate(existing, draft, base);
  const patch = parseFlags(schema, body, flagForProductPath);
  const product = await catalog.products.update(existing, patch as Record<string, unknown>);
  await printEntity(ctx.output(), product, { view: summaryDetails(catalog.products.summary(product)) });
}
