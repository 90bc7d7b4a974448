import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { loadCollectionNames, namesOf } from '../collections/collection-names.js';
import { checkFields } from '../../io/entity-fields.js';
import { PRODUCT_FIELDS, productDetails } from '../../io/views/product-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('get').alias('show').argument('<product>', 'product id or slug').description('Show one product');
  withExamples(command, 'store products get blue-shirt', 'store products get 1f2e… --json', 'store products get blue-shirt --fields priceData.price');
  command.action((product: string) => runProductsGet({ product }, ctx));
}

export async function runProductsGet(options: { product: string }, ctx: Context): Promise<void> {
  checkFields(ctx.globals.fields, PRODUCT_FIELDS);
  const client = await ctx.client();
  const product = await client.products.resolve(options.product);
  const out = ctx.output();
  // A person sees the collections by name, as `browse` shows them; JSON keeps the wire's ids.
  const collections = out.format === 'table' && !out.fields?.length && product.collectionIds?.length ? namesOf(await loadCollectionNames(client), product.collectionIds) : undefined;
  await printEntity(out, product, { view: productDetails(product, collections) });
}
