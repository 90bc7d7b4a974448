import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { printEntity } from '../../../io/present.js';
import { collect } from '../../shared/choice-flags.js';
import { resolveChoices } from '../../../catalog/core/choice-match.js';
import { withExamples } from '../../shared/help.js';
import { availabilityDetails } from '../variant-view.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('availability')
    .argument('<product>', 'product id or slug')
    .description('What a selection of choices leads to: the variant (once every option is chosen) and which choices are in stock')
    .option('--choice <Option=Choice>', 'a chosen choice (repeatable)', collect);
  withExamples(
    command,
    'store products options availability sun-hat --choice Size=L --choice Color=Navy   # Catalog V1',
    'store products options availability sun-hat --choice Color=Navy --json   # Catalog V1',
  );
  command.action((product: string, flags: { choice?: string[] }) => runProductsOptionsAvailability({ ...flags, product }, ctx));
}

export async function runProductsOptionsAvailability(options: { product: string; choice?: string[] }, ctx: Context): Promise<void> {
  (await storeCatalog(ctx)).requireV1('products options availability');
  const client = await ctx.client();
  const product = await client.products.resolve(options.product);
  const selection = resolveChoices(product.productOptions, options.choice ?? []);
  const result = await client.products.optionsAvailability(product.id, selection);
  await printEntity(ctx.output(), result, { view: availabilityDetails(result) });
}
