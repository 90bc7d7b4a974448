import type { Command } from 'commander';
import { StoreError } from '../../../client/errors.js';
import type { Context } from '../../../context.js';
import { confirmOrStop, refuseUnlessAnswerable } from '../../shared/ask-first.js';
import { withExamples } from '../../shared/help.js';
import { plural, printProductAfter } from '../after-change.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('delete')
    .argument('<product>', 'product id or slug')
    .description('Delete every option of a product, and with them its variants (asks first on a terminal; --yes otherwise)');
  withExamples(command, 'store products options delete linen-apron --yes   # Catalog V1', 'store products options delete linen-apron --yes --json   # Catalog V1');
  command.action((product: string) => runProductsOptionsDelete({ product }, ctx));
}

export async function runProductsOptionsDelete(options: { product: string }, ctx: Context): Promise<void> {
  (await storeCatalog(ctx, { admin: true })).requireV1('products options delete');
  // Before any write, and before the product is read: a script without --yes stops here.
  refuseUnlessAnswerable(ctx);
  const client = await ctx.client({ admin: true });
  const product = await client.products.resolve(options.product);
  if (product.manageVariants) {
    // The platform refuses this too (VARIANTS_MANAGED); saying how to get there is the useful part.
    throw new StoreError(`${product.name} manages its variants, so its options cannot be deleted`, {
      hint:
        `Reset the variants, then turn management off: store products variants reset ${product.slug}; ` +
        `echo '{"manageVariants":false}' | store products update ${product.slug} --from -`,
    });
  }
  const names = product.productOptions.map((o) => o.name).join(', ');
  const question = `Delete ${plural(product.productOptions.length, 'option')} (${names}) of ${product.name}?`;
  if (product.productOptions.length > 0 && !(await confirmOrStop(ctx, question, { declined: 'Nothing deleted.' }))) return;
  await client.products.deleteOptions(product.id);
  await printProductAfter(ctx, client, product.id, {
    message: () => (names ? `Deleted the options ${names} of ${product.name}.` : `${product.name} has no options.`),
  });
}
