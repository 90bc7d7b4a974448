// `store products options availability|delete PRODUCT`.
import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { withExamples } from '../../shared/help.js';
import * as availability from './availability.js';
import * as del from './delete.js';

export function register(products: Command, ctx: Context): void {
  const group = products.command('options').description("Check a selection of choices, or delete a product's options");
  for (const verb of [availability, del]) verb.register(group, ctx);
  withExamples(
    group,
    'store products options availability sun-hat --choice Size=L --choice Color=Navy   # Catalog V1',
    'store products options delete linen-apron --yes   # Catalog V1',
  );
}
