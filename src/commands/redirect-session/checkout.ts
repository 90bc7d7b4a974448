import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addSessionOptions, createSession, type SessionFlags } from './session-output.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('checkout')
    .description('A hosted checkout page for a checkout (see `store cart checkout` to make one from the cart)')
    .option('--checkout-id <id>', 'the checkout to pay for');
  addSessionOptions(command, ['thankYouPageUrl', 'postFlowUrl', 'cartPageUrl', 'loginUrl']);
  withExamples(
    command,
    'store redirect-session checkout --checkout-id 1b2c… --thank-you-url https://shop.example/thanks',
    'store redirect-session checkout --checkout-id 1b2c… --json',
  );
  command.action((flags: SessionFlags & { checkoutId?: string }) => runRedirectSessionCheckout(flags, ctx));
}

export async function runRedirectSessionCheckout(flags: SessionFlags & { checkoutId?: string }, ctx: Context): Promise<void> {
  if (!flags.checkoutId) throw new UsageError('--checkout-id is required', { hint: 'Create a checkout with `store cart checkout`.' });
  await createSession(ctx, { ecomCheckout: { checkoutId: flags.checkoutId } }, flags);
}
