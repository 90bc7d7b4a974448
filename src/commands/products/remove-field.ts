// `store products brand remove PRODUCT` and `store products ribbon remove PRODUCT`: the same command for two fields.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { printEntity, printMessage } from '../../io/present.js';
import { storeCatalog } from '../shared/store-catalog.js';

type Field = 'brand' | 'ribbon';

export function register(products: Command, ctx: Context, field: Field): void {
  const group = products.command(field).description(`Remove a product's ${field}`);
  withExamples(group, `store products ${field} remove oak-cutting-board`);
  const command = group.command('remove').alias('rm').argument('<product>', 'product id or slug').description(`Remove the ${field} of a product`);
  withExamples(command, `store products ${field} remove oak-cutting-board`, `store products ${field} remove oak-cutting-board --json`);
  command.action((product: string) => runProductsRemoveField({ product, field }, ctx));
}

export async function runProductsRemoveField(options: { product: string; field: Field }, ctx: Context): Promise<void> {
  const { field } = options;
  const catalog = await storeCatalog(ctx, { admin: true });
  const product = await catalog.products.resolve(options.product);
  const before = catalog.products.summary(product)[field];
  const after = await catalog.products[field === 'brand' ? 'removeBrand' : 'removeRibbon'](product);
  const out = ctx.output();
  if (out.format !== 'table') return printEntity(out, after);
  await printMessage(out, before ? `Removed the ${field} "${before}" from ${product.name}.` : `${product.name} has no ${field}.`);
}
