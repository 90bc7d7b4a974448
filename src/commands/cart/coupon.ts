import type { Command } from 'commander';
import { ApiError, NotFoundError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import { CART_ERROR_CODES } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { cartCall } from './cart-access.js';
import { printCart } from './cart-view.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('coupon')
    .argument('[code]', 'the coupon code to apply (replaces the current one)')
    .option('--remove', 'remove the applied coupon')
    .description('Apply or remove a coupon (the sandbox seeds SAVE10, FIVEOFF and FREESHIP: see `store sandbox info`)');
  withExamples(command, 'store cart coupon SAVE10', 'store cart coupon --remove', 'store cart coupon FREESHIP --json');
  command.action((code: string | undefined, flags: { remove?: boolean }) => runCartCoupon({ code, ...flags }, ctx));
}

export async function runCartCoupon(options: { code?: string; remove?: boolean }, ctx: Context): Promise<void> {
  if (options.remove && options.code) throw new UsageError('Pass a code or --remove, not both');
  if (!options.remove && !options.code?.trim()) throw new UsageError('A coupon code is required (or --remove)', { hint: 'e.g. store cart coupon SAVE10' });
  const cart = await cartCall(ctx, (client) => (options.remove ? client.cart.removeCoupon() : client.cart.update({ couponCode: options.code!.trim() }))).catch(
    (error: unknown) => {
      // An unknown coupon is a thing that does not exist (exit 5), whatever status the platform answers it with.
      if (error instanceof ApiError && error.code === CART_ERROR_CODES.couponNotFound) {
        throw new NotFoundError(`no coupon with the code "${options.code!.trim()}"`, { hint: 'Check the code; `store sandbox info` lists the sandbox\'s coupons.', cause: error });
      }
      throw error;
    },
  );
  await printCart(ctx, cart, options.remove ? 'Coupon removed.' : `Coupon ${options.code!.trim().toUpperCase()} applied; see the discount with \`store cart totals\`.`);
}
