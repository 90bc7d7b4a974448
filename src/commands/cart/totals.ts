import type { Command } from 'commander';
import { PAID_PLANS_APP_ID, type EstimateTotalsRequest } from '../../wire/api/cart/cart.js';
import { collect } from '../shared/choice-flags.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addAddressOptions, addressFrom, type AddressFlags } from './address-flags.js';
import { cartCall } from './cart-access.js';
import { printEstimate } from './cart-view.js';

interface TotalsFlags extends AddressFlags {
  shippingOption?: string;
  /** `--no-tax` sets this to false. */
  tax: boolean;
  membership?: string[];
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('totals')
    .description('Estimate the totals: subtotal, discounts, shipping options, tax and total (for an address, if given)')
    .option('--shipping-option <code>', 'price this shipping option (standard, express, pickup, …)')
    .option('--no-tax', 'leave tax out')
    .option('--membership <id>', 'pay the lines this membership covers with it (repeatable; `store cart totals` lists the eligible ones)', collect);
  addAddressOptions(command);
  withExamples(
    command,
    'store cart totals',
    'store cart totals --country US --subdivision CA --postal-code 94103',
    'store cart totals --country GB --shipping-option express --json',
    'store cart totals --membership 7c3e1a52-0d4b-4f0e-9a61-5b2f8c9d1e07',
  );
  command.action((flags: TotalsFlags) => runCartTotals(flags, ctx));
}

export async function runCartTotals(flags: TotalsFlags, ctx: Context): Promise<void> {
  const shippingAddress = addressFrom(flags);
  const request: EstimateTotalsRequest = {
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(flags.shippingOption ? { selectedShippingOption: { code: flags.shippingOption } } : {}),
    ...(flags.tax === false ? { calculateTax: false } : {}),
    ...(flags.membership?.length ? { selectedMemberships: { memberships: flags.membership.map((id) => ({ id, appId: PAID_PLANS_APP_ID })) } } : {}),
  };
  await printEstimate(ctx, await cartCall(ctx, (client) => client.cart.estimateTotals(request)));
}
