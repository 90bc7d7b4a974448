import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { cartCall } from './cart-access.js';
import { printCart } from './cart-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('show').alias('get').description('Show the cart: its lines (numbered for remove/quantity) and subtotal');
  withExamples(command, 'store cart show', 'store cart show --json', 'store cart show --fields lineItems,subtotal.amount --json');
  command.action(() => runCartShow(ctx));
}

export async function runCartShow(ctx: Context): Promise<void> {
  await printCart(ctx, await cartCall(ctx, (client) => client.cart.get()));
}
