import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { MAX_LINE_ITEM_QUANTITY } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { parseWholeNumber } from '../shared/parse-flags.js';
import { cartCall, findOneLine } from './cart-access.js';
import { printCart } from './cart-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('quantity')
    .argument('<line>', 'line number (as `store cart show` prints it), line item id, or product slug')
    .argument('<quantity>', 'the new quantity (capped at the stock left; 0 removes the line)')
    .description("Set a line's quantity");
  withExamples(command, 'store cart quantity 1 3', 'store cart quantity ceramic-mug 2 --json', 'store cart quantity 2 0');
  command.action((line: string, quantity: string) => runCartQuantity({ line, quantity }, ctx));
}

export async function runCartQuantity(options: { line: string; quantity: string }, ctx: Context): Promise<void> {
  const quantity = parseWholeNumber('<quantity>', options.quantity);
  if (quantity > MAX_LINE_ITEM_QUANTITY) throw new UsageError(`<quantity>: at most ${MAX_LINE_ITEM_QUANTITY}`);
  let capped = false;
  const cart = await cartCall(ctx, async (client) => {
    const line = findOneLine(await client.cart.get(), options.line);
    // The platform's quantities start at 1; zero means the line goes.
    if (quantity === 0) return client.cart.removeItems([line.id]);
    const updated = await client.cart.updateQuantities([{ id: line.id, quantity }]);
    capped = (updated.lineItems.find((l) => l.id === line.id)?.quantity ?? quantity) < quantity;
    return updated;
  });
  await printCart(ctx, cart, capped ? 'Not that many in stock: the quantity was capped at the stock left.' : undefined);
}
