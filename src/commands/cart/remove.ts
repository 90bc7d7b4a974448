import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { cartCall, findLines } from './cart-access.js';
import { printCart } from './cart-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('remove')
    .alias('rm')
    .argument('<lines...>', 'line numbers (as `store cart show` prints them), line item ids, or product slugs')
    .description('Remove lines from the cart');
  withExamples(command, 'store cart remove 2', 'store cart remove sun-hat', 'store cart remove 1 3 --json');
  command.action((lines: string[]) => runCartRemove({ lines }, ctx));
}

export async function runCartRemove(options: { lines: string[] }, ctx: Context): Promise<void> {
  const cart = await cartCall(ctx, async (client) => {
    const current = await client.cart.get();
    const ids = [...new Set(options.lines.flatMap((key) => findLines(current, key).map((line) => line.id)))];
    return client.cart.removeItems(ids);
  });
  await printCart(ctx, cart);
}
