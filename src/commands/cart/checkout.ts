import type { Command } from 'commander';
import * as z from 'zod';
import type { StoreClient } from '../../client/index.js';
import type { RedirectCallbacks } from '../../wire/api/redirects/redirect-session.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity, printMessage } from '../../io/present.js';
import { addSessionOptions, callbacksFrom, offerUrl, type SessionFlags } from '../redirect-session/session-output.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { cartCall } from './cart-access.js';

interface CheckoutFlags extends SessionFlags {
  email?: string;
  shippingOption?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('checkout')
    .description('Create the checkout from the cart and a hosted checkout page for it; print (or --open) its URL')
    .option('--email <email>', "the buyer's email")
    .option('--shipping-option <code>', 'the shipping option to check out with');
  addSessionOptions(command, ['thankYouPageUrl', 'postFlowUrl', 'cartPageUrl']);
  withExamples(command, 'store cart checkout', 'store cart checkout --email ada@example.com --open', 'store cart checkout --json');
  command.action((flags: CheckoutFlags) => runCartCheckout(flags, ctx));
}

export async function runCartCheckout(flags: CheckoutFlags, ctx: Context): Promise<void> {
  parseFlags(z.looseObject({ email: z.email().optional() }), flags);
  const callbacks = callbacksFrom(flags);
  const { checkoutId, url } = await cartCall(ctx, (client) => createCheckoutPage(client, flags, callbacks));
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, url);
  else await printEntity(out, { checkoutId, url });
  if (out.format === 'table' && ctx.io.isStderrTTY) await write(ctx.io.stderr, `Checkout ${checkoutId} is ready.\n`);
  await offerUrl(ctx, url, flags.open);
}

/** The checkout for the cart and a hosted page for it (also the interactive cart's Enter). */
export async function createCheckoutPage(
  client: StoreClient,
  flags: Pick<CheckoutFlags, 'email' | 'shippingOption'> = {},
  callbacks?: RedirectCallbacks,
): Promise<{ checkoutId: string; url: string }> {
  const { checkoutId } = await client.cart.createCheckout({
    channelType: 'WEB',
    ...(flags.email ? { email: flags.email } : {}),
    ...(flags.shippingOption ? { selectedShippingOption: { code: flags.shippingOption } } : {}),
  });
  const session = await client.redirects.createSession({ ecomCheckout: { checkoutId }, ...(callbacks ? { callbacks } : {}) });
  return { checkoutId, url: session.fullUrl };
}
