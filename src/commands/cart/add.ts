import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { MAX_LINE_ITEM_QUANTITY, STORES_APP_ID } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { collect } from '../shared/choice-flags.js';
import { withExamples } from '../shared/help.js';
import { parseWholeNumber } from '../shared/parse-flags.js';
import { cartCall } from './cart-access.js';
import { printCart } from './cart-view.js';
import { chooseVariant, type VariantFlags } from './variant-choice.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('add')
    .argument('<product>', 'product id or slug')
    .description('Add a product to the cart (the same variant again adds to its quantity)')
    .option('--variant <id>', 'the variant to add')
    .option('--option <Option=Choice>', 'a choice for one of the product options (repeatable)', collect)
    .option('--quantity <n>', 'how many', '1');
  withExamples(
    command,
    'store cart add ceramic-mug',
    'store cart add sun-hat --option Size=L --option Color=Navy --quantity 2',
    'store cart add sun-hat --variant 6f1c… --json',
  );
  command.action((product: string, flags: VariantFlags & { quantity: string }) => runCartAdd({ ...flags, product }, ctx));
}

export async function runCartAdd(options: VariantFlags & { product: string; quantity: string }, ctx: Context): Promise<void> {
  const quantity = parseWholeNumber('--quantity', options.quantity);
  if (quantity < 1 || quantity > MAX_LINE_ITEM_QUANTITY) throw new UsageError(`--quantity: expected 1 to ${MAX_LINE_ITEM_QUANTITY}, got ${quantity}`);
  const client = await ctx.client({ shopper: true });
  const product = await client.products.resolve(options.product);
  const choice = await chooseVariant(client, product, options);
  const cart = await cartCall(ctx, (c) =>
    c.cart.addItems({ lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: product.id, ...(choice ? { options: choice } : {}) }, quantity }] }),
  );
  const line = cart.lineItems.find((l) => l.catalogReference?.catalogItemId === product.id && (!choice?.variantId || l.catalogReference.options?.variantId === choice.variantId));
  const capped = line && line.availability.quantityAvailable !== undefined && line.quantity === line.availability.quantityAvailable;
  await printCart(ctx, cart, `Added ${quantity} × ${product.name}.${capped ? ` Only ${line.quantity} in stock: the line holds ${line.quantity}.` : ''}`);
}
