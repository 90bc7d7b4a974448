// `store cart discount AMOUNT [--line KEY…] | --clear`: the admin's merchant discount on the shopper's cart
// (cart update `merchantDiscounts`, elevated with the admin key). The platform replaces the whole list on each
// update and the cart does not show which lines an earlier one named, so this sets the cart's one merchant
// discount: a new one replaces the previous, and --clear removes it.
import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { MerchantDiscountInput } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { collect } from '../shared/choice-flags.js';
import { withExamples } from '../shared/help.js';
import { parseMoney } from '../shared/parse-flags.js';
import { cartCall, elevatedCartCall, findLines } from './cart-access.js';
import { printCart } from './cart-view.js';

export interface DiscountFlags {
  line?: string[];
  clear?: boolean;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('discount')
    .argument('[amount]', 'the amount off, e.g. 5 or 2.50 (split across the lines in proportion to their price)')
    .description("Admin: a merchant discount on the cart's lines, or the whole cart (replaces the previous one; needs the admin key)")
    .option('--line <line>', 'a line to discount: its number in `store cart show`, its id, or the product slug (repeatable; default: every line)', collect)
    .option('--clear', 'remove the merchant discount');
  withExamples(command, 'store cart discount 5 --line 1', 'store cart discount 2.50 --line ceramic-mug --line oak-cutting-board', 'store cart discount --clear');
  command.action((amount: string | undefined, flags: DiscountFlags) => runCartDiscount({ ...flags, amount }, ctx));
}

export async function runCartDiscount(flags: DiscountFlags & { amount?: string }, ctx: Context): Promise<void> {
  if (flags.clear && (flags.amount !== undefined || flags.line?.length)) throw new UsageError('--clear takes no amount and no --line');
  if (!flags.clear && flags.amount === undefined) throw new UsageError('Give the amount off, e.g. `store cart discount 5 --line 1`, or --clear');
  let discounts: MerchantDiscountInput[] = [];
  if (!flags.clear) {
    const amount = parseMoney('amount', flags.amount!);
    const cart = await cartCall(ctx, (c) => c.cart.get());
    const lineItemIds = [...new Set((flags.line ?? []).flatMap((key) => findLines(cart, key).map((line) => line.id)))];
    discounts = [{ amount, ...(lineItemIds.length ? { lineItemIds } : {}) }];
  }
  const cart = await elevatedCartCall(ctx, (c, call) => c.cart.update({ merchantDiscounts: discounts }, call));
  const said = flags.clear ? 'Removed the merchant discount.' : `$${discounts[0].amount} off ${flags.line?.length ? `line${flags.line.length > 1 ? 's' : ''} ${flags.line.join(', ')}` : 'the cart'}.`;
  await printCart(ctx, cart, said);
}
