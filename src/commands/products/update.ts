import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { ProductPatchSchema } from '../../wire/api/catalog-v1/product.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addProductFlags, flagForProductPath, productBody, type ProductFlags } from './product-flags.js';
import { updateProductInForm } from './product-form-screen.js';
import { productDetails } from '../../io/views/product-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('update')
    .argument('<product>', 'product id or slug')
    .description('Change a product: only the fields given are sent');
  addProductFlags(command);
  withExamples(
    command,
    'store products update blue-shirt --price 17.50',
    'store products update blue-shirt --hidden --ribbon Sale --discount AMOUNT:2',
    'store products update blue-shirt --from changes.json',
  );
  command.action((product: string, flags: ProductFlags) => runProductsUpdate({ ...flags, product }, ctx));
}

export async function runProductsUpdate(options: ProductFlags & { product: string }, ctx: Context): Promise<void> {
  const { product: target, ...flags } = options;
  const body = await productBody(ctx, flags);
  if (Object.keys(body).length === 0) {
    // No flags: a form on a terminal; elsewhere the flags are needed.
    return updateProductInForm(ctx, target, () => new UsageError('nothing to update: pass the fields to change (e.g. --price 12) or --from FILE'));
  }
  const patch = parseFlags(ProductPatchSchema, body, flagForProductPath);
  const client = await ctx.client({ admin: true });
  const existing = await client.products.resolve(target);
  const product = await client.products.update(existing.id, patch);
  await printEntity(ctx.output(), product, { view: productDetails(product) });
}
