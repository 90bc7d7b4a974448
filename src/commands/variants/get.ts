import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { checkFields } from '../../io/entity-fields.js';
import { variantSummaryDetails } from '../products/variant-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('get')
    .alias('show')
    .argument('<id>', 'store variant id: <productId>-<variantId> (as `store variants list` shows it)')
    .description('Show one store variant');
  withExamples(command, 'store variants get 2fe7908e-…-5c89a8f1-…', 'store variants get 2fe7908e-…-5c89a8f1-… --json');
  command.action((id: string) => runVariantsGet({ id }, ctx));
}

export async function runVariantsGet(options: { id: string }, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx);
  await checkFields(ctx.globals.fields, catalog.variants.fields);
  const variant = await catalog.variants.get(options.id);
  await printEntity(ctx.output(), variant, { view: variantSummaryDetails(catalog.variants.summary(variant)) });
}
