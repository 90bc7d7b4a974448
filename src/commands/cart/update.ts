import type { Command } from 'commander';
import * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import type { CartInfo } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { addAddressOptions, addressFrom, type AddressFlags } from './address-flags.js';
import { cartCall } from './cart-access.js';
import { printCart } from './cart-view.js';

interface UpdateFlags extends AddressFlags {
  note?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
  shippingOption?: string;
}

const FlagsSchema = z.looseObject({ email: z.email().optional(), note: z.string().max(1000).optional() });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('update')
    .description("Set the cart's buyer note, contact details, address and shipping option (only the given fields change)")
    .option('--note <text>', 'a note to the store ("" clears it)')
    .option('--email <email>', "the buyer's email")
    .option('--first-name <name>', 'contact first name')
    .option('--last-name <name>', 'contact last name')
    .option('--phone <phone>', 'contact phone')
    .option('--company <name>', 'contact company')
    .option('--shipping-option <code>', 'preferred shipping option (see `store cart totals`)');
  addAddressOptions(command);
  withExamples(
    command,
    'store cart update --note "Leave at the door"',
    'store cart update --email ada@example.com --first-name Ada --country US --subdivision CA',
    'store cart update --shipping-option express --json',
  );
  command.action((flags: UpdateFlags) => runCartUpdate(flags, ctx));
}

const defined = <T extends object>(value: T): T | undefined =>
  Object.values(value).some((v) => v !== undefined) ? (Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T) : undefined;

export async function runCartUpdate(flags: UpdateFlags, ctx: Context): Promise<void> {
  parseFlags(FlagsSchema, flags);
  const details = defined({ firstName: flags.firstName, lastName: flags.lastName, phone: flags.phone, company: flags.company });
  const address = addressFrom(flags);
  if (flags.note === undefined && !flags.email && !details && !address && !flags.shippingOption) {
    throw new UsageError('Nothing to update', { hint: 'Pass --note, --email, contact or address flags, or --shipping-option.' });
  }
  const cart = await cartCall(ctx, async (client) => {
    const cartInfo: CartInfo = {};
    if (flags.note !== undefined) cartInfo.buyerNote = flags.note;
    if (flags.email) cartInfo.buyerInfo = { email: flags.email };
    if (flags.shippingOption) cartInfo.selectedShippingOption = { code: flags.shippingOption };
    if (details || address) {
      // contactInfo is written whole: merge the flags into what the cart has.
      const current = (await client.cart.get()).contactInfo ?? {};
      cartInfo.contactInfo = {
        ...current,
        ...(details || current.contactDetails ? { contactDetails: { ...current.contactDetails, ...details } } : {}),
        ...(address || current.address ? { address: { ...current.address, ...address } } : {}),
      };
    }
    return client.cart.update({ cartInfo });
  });
  await printCart(ctx, cart, 'Cart updated.');
}
