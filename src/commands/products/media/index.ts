// `store products media list|add|remove PRODUCT`.
import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { withExamples } from '../../shared/help.js';
import * as add from './add.js';
import * as list from './list.js';
import * as remove from './remove.js';

export function register(products: Command, ctx: Context): void {
  const group = products.command('media').description("List, add and remove a product's images");
  for (const verb of [list, add, remove]) verb.register(group, ctx);
  withExamples(
    group,
    'store products media list sun-hat',
    'store products media add sun-hat https://example.com/hat.jpg',
    'store products media remove sun-hat --all --yes',
  );
}
