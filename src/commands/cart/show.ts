import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { cartCall, isNoCart } from './cart-access.js';
import { printCart } from './cart-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('show').alias('get').description('Show the cart: its lines (numbered for remove/quantity) and subtotal');
  withExamples(command, 'store cart show', 'store cart show --json', 'store cart show --fields lineItems,subtotal.amount --json');
  command.action(() => runCartShow(ctx));
}

/**
 * No cart yet is an empty cart to the person asking (docs/product.md §3: "no results" is exit 0): "The cart is empty." and,
 * with --json, `null` (no cart entity exists). Other verbs still need a cart and say how to start one.
 */
export async function runCartShow(ctx: Context): Promise<void> {
  const cart = await cartCall(ctx, (client) => client.cart.get()).catch((error: unknown) => {
    if (isNoCart(error)) return undefined;
    throw error;
  });
  if (cart) return printCart(ctx, cart);
  const out = ctx.output();
  if (out.format === 'table') await write(ctx.io.stdout, 'The cart is empty. Add an item with: store cart add PRODUCT\n');
  else await printEntity(out, null);
}
