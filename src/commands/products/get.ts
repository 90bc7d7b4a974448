import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { summaryDetails } from '../../io/views/product-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('get').alias('show').argument('<product>', 'product id or slug').description('Show one product');
  withExamples(command, 'store products get blue-shirt', 'store products get 1f2e… --json', 'store products get blue-shirt --fields priceData.price');
  command.action((product: string) => runProductsGet({ product }, ctx));
}

export async function runProductsGet(options: { product: string }, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx);
  const product = await catalog.products.resolve(options.product);
  await printEntity(ctx.output(), product, { view: summaryDetails(catalog.products.summary(product)) });
}
