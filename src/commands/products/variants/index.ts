// `store products variants list|update|reset PRODUCT`.
import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { withExamples } from '../../shared/help.js';
import * as list from './list.js';
import * as reset from './reset.js';
import * as update from './update.js';

export function register(products: Command, ctx: Context): void {
  const group = products.command('variants').description("List a product's variants, give them their own values, or reset them");
  for (const verb of [list, update, reset]) verb.register(group, ctx);
  withExamples(group, 'store products variants list sun-hat', 'store products variants update sun-hat --choice Size=L --price 32');
}
