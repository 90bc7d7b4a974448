// Address flags shared by `cart update` (the contact address) and `cart totals` (where to estimate for).
import type { Command } from 'commander';
import type { Address } from '../../wire/api/cart/cart.js';

export interface AddressFlags {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
}

export function addAddressOptions(command: Command): Command {
  return command
    .option('--country <code>', 'ISO country code, e.g. US, GB, DE')
    .option('--subdivision <code>', 'state or region, e.g. US-CA (or CA with --country US)')
    .option('--city <name>', 'city')
    .option('--postal-code <code>', 'postal code')
    .option('--address-line <text>', 'street and number');
}

/** The address the flags describe (undefined when none was given); codes are upper-cased as the platform wants. */
export function addressFrom(flags: AddressFlags): Address | undefined {
  const country = flags.country?.trim().toUpperCase();
  const subdivision = flags.subdivision?.trim().toUpperCase();
  const address: Address = {
    ...(country ? { country } : {}),
    ...(subdivision ? { subdivision: country && !subdivision.includes('-') ? `${country}-${subdivision}` : subdivision } : {}),
    ...(flags.city ? { city: flags.city } : {}),
    ...(flags.postalCode ? { postalCode: flags.postalCode } : {}),
    ...(flags.addressLine ? { addressLine: flags.addressLine } : {}),
  };
  return Object.keys(address).length > 0 ? address : undefined;
}
