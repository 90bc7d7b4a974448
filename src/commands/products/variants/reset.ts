import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { printList } from '../../../io/present.js';
import { confirmOrStop, refuseUnlessAnswerable } from '../../shared/ask-first.js';
import { withExamples } from '../../shared/help.js';
import { variantColumns } from '../variant-view.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('reset')
    .argument('<product>', 'product id or slug')
    .description("Give every variant the product's price, cost, weight, SKU and visibility again (asks first on a terminal; --yes otherwise)");
  withExamples(command, 'store products variants reset sun-hat --yes   # Catalog V1', 'store products variants reset sun-hat --yes --json   # Catalog V1');
  command.action((product: string) => runProductsVariantsReset({ product }, ctx));
}

/** Prints the variants as they are after the reset. */
export async function runProductsVariantsReset(options: { product: string }, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx, { admin: true });
  catalog.requireV1('products variants reset');
  // Before any write, and before the product is read: a script without --yes stops here.
  refuseUnlessAnswerable(ctx);
  const client = await ctx.client({ admin: true });
  const product = await client.products.resolve(options.product);
  const question = `Reset every variant of ${product.name} (${product.slug}) to the product's price, cost, weight, SKU and visibility? Their own values are lost.`;
  if (!(await confirmOrStop(ctx, question))) return;
  await client.products.resetVariants(product.id);
  await printList(ctx.output(), client.products.listVariants(product.id, {}, { all: true }), { columns: variantColumns(catalog.products.variantRow), empty: 'No variants.' });
}
