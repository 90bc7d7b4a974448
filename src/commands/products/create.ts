import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addProductFlags, flagForProductPath, productInput, type ProductFlags } from './product-flags.js';
import { createProductInForm } from './product-form-screen.js';
import { summaryDetails } from '../../ui/views/product-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('create').description('Create a product');
  addProductFlags(command);
  withExamples(
    command,
    'store products create --name "Blue shirt" --price 19.99',
    'store products create --name Tee --price 12 --option "Size=S,M,L" --option "Color=Red,Blue"',
    'store products create --name Mug --price 9 --discount PERCENT:10 --hidden --json',
    'store products get ceramic-mug --json | store products create --from - --name "Mug 2" --slug mug-2 --sku MUG-002',
  );
  command.action((flags: ProductFlags) => runProductsCreate(flags, ctx));
}

export async function runProductsCreate(flags: ProductFlags, ctx: Context): Promise<void> {
  const { draft, base, empty } = await productInput(ctx, flags);
  if (empty) {
    // No flags: a form on a terminal; elsewhere the flags are needed.
    return createProductInForm(ctx, () => new UsageError('nothing to create: pass --name and --price, or --from FILE', {
      hint: 'e.g. store products create --name "Blue shirt" --price 19.99',
    }));
  }
  const catalog = await storeCatalog(ctx, { admin: true });
  const { body, schema } = (await catalog.products.writer()).prepareCreate(draft, base);
  const input = parseFlags(schema, body, flagForProductPath);
  const product = await catalog.products.create(input as Record<string, unknown>);
  await printEntity(ctx.output(), product, { view: summaryDetails(catalog.products.summary(product)) });
}
