import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { deleteMany } from '../shared/delete-many.js';
import { withExamples } from '../shared/help.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('delete')
    .alias('rm')
    .argument('<products...>', 'product ids or slugs')
    .description('Delete products (asks first on a terminal; --yes otherwise)');
  withExamples(command, 'store products delete ceramic-mug --yes', 'store products delete sun-hat picnic-basket --yes', 'store products delete linen-apron --yes --json');
  command.action((products: string[]) => runProductsDelete({ products }, ctx));
}

export async function runProductsDelete(options: { products: string[] }, ctx: Context): Promise<void> {
  await deleteMany(ctx, {
    keys: options.products,
    noun: ['product', 'products'],
    resolve: async (key) => (await storeCatalog(ctx, { admin: true })).products.resolve(key),
    remove: async (id) => (await storeCatalog(ctx, { admin: true })).products.delete(id),
    describe: (product) => `${product.name} (${product.slug})`,
  });
}
