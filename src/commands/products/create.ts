import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { ProductInputSchema } from '../../wire/api/catalog-v1/product.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addProductFlags, flagForProductPath, productBody, type ProductFlags } from './product-flags.js';
import { createProductInForm } from './product-form-screen.js';
import { productDetails } from '../../io/views/product-view.js';

/** What a new product cannot do without, and the flag that gives it. */
const REQUIRED_FOR_CREATE: ReadonlyArray<[key: string, flag: string]> = [
  ['name', '--name'],
  ['priceData', '--price'],
];

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('create').description('Create a product');
  addProductFlags(command);
  withExamples(
    command,
    'store products create --name "Blue shirt" --price 19.99',
    'store products create --name Tee --price 12 --option "Size=S,M,L" --option "Color=Red,Blue"',
    'store products create --name Mug --price 9 --discount PERCENT:10 --hidden --json',
    'store products get tee --json | store products create --from - --name "Tee 2" --slug tee-2',
  );
  command.action((flags: ProductFlags) => runProductsCreate(flags, ctx));
}

export async function runProductsCreate(flags: ProductFlags, ctx: Context): Promise<void> {
  const body = await productBody(ctx, flags);
  if (Object.keys(body).length === 0) {
    // No flags: a form on a terminal; elsewhere the flags are needed.
    return createProductInForm(ctx, () => new UsageError('nothing to create: pass --name and --price, or --from FILE', {
      hint: 'e.g. store products create --name "Blue shirt" --price 19.99',
    }));
  }
  const missing = REQUIRED_FOR_CREATE.filter(([key]) => body[key] === undefined).map(([, flag]) => flag);
  if (missing.length > 0) {
    throw new UsageError(`${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} required for a new product`, {
      hint: 'e.g. store products create --name "Blue shirt" --price 19.99 (or put them in the --from file)',
    });
  }
  const input = parseFlags(ProductInputSchema, body, flagForProductPath);
  const client = await ctx.client({ admin: true });
  const product = await client.products.create(input);
  await printEntity(ctx.output(), product, { view: productDetails(product) });
}
