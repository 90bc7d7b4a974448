import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { printList } from '../../../io/present.js';
import { withExamples } from '../../shared/help.js';
import { VARIANT_COLUMNS } from '../variant-view.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('reset')
    .argument('<product>', 'product id or slug')
    .description("Give every variant the product's price, cost, weight, SKU and visibility again");
  withExamples(command, 'store products variants reset sun-hat', 'store products variants reset sun-hat --json');
  command.action((product: string) => runProductsVariantsReset({ product }, ctx));
}

/** Prints the variants as they are after the reset. */
export async function runProductsVariantsReset(options: { product: string }, ctx: Context): Promise<void> {
  (await storeCatalog(ctx, { admin: true })).requireV1('products variants reset');
  const client = await ctx.client({ admin: true });
  const product = await client.products.resolve(options.product);
  await client.products.resetVariants(product.id);
  await printList(ctx.output(), client.products.listVariants(product.id, {}, { all: true }), { columns: VARIANT_COLUMNS, empty: 'No variants.' });
}
