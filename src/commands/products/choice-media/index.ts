// `store products choice-media add|remove PRODUCT --choice Option=Choice MEDIA_ID...`.
import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { withExamples } from '../../shared/help.js';
import * as add from './add.js';
import * as remove from './remove.js';

export function register(products: Command, ctx: Context): void {
  const group = products.command('choice-media').description("Show a product's media items for a choice (one option per product)");
  for (const verb of [add, remove]) verb.register(group, ctx);
  withExamples(
    group,
    'store products choice-media add sun-hat --choice Color=Navy MEDIA_ID   # Catalog V1',
    'store products choice-media remove sun-hat --choice Color=Navy --yes   # Catalog V1',
  );
}
