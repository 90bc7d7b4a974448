import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity, printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { isNoCart } from './cart-access.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('clear').description('Delete the cart (asks first on a terminal; --yes otherwise)');
  withExamples(command, 'store cart clear --yes', 'store cart clear --yes');
  command.action(() => runCartClear(ctx));
}

export async function runCartClear(ctx: Context): Promise<void> {
  const client = await ctx.client({ shopper: true });
  const out = ctx.output();
  let cart;
  try {
    cart = await client.cart.get();
  } catch (error) {
    if (!isNoCart(error)) throw error;
    if (out.format === 'table') await write(ctx.io.stderr, 'The cart is already empty.\n');
    else await printEntity(out, { deleted: false });
    return;
  }
  const count = cart.lineItems.reduce((sum, line) => sum + line.quantity, 0);
  if (!(await ctx.confirm(`Delete the cart with ${count} item${count === 1 ? '' : 's'}?`, { flag: '--yes' }))) return;
  await client.cart.delete();
  if (out.format === 'table') await printMessage(out, 'The cart is deleted.');
  else await printEntity(out, { deleted: true, cartId: cart.id });
}
