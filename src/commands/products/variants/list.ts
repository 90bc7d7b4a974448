import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { printList } from '../../../io/present.js';
import { withExamples } from '../../shared/help.js';
import { collect } from '../../shared/choice-flags.js';
import { resolveChoices } from '../../../catalog/core/choice-match.js';
import { toPagingOptions } from '../../shared/list-flags.js';
import { variantColumns } from '../variant-view.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export interface VariantsListFlags {
  choice?: string[];
  variantId?: string[];
  limit?: string;
  offset?: string;
  all?: boolean;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('list')
    .alias('ls')
    .argument('<product>', 'product id or slug')
    .description("List a product's variants (all, or those matching the choices / ids given)")
    .option('--choice <Option=Choice>', 'only variants with this choice (repeatable; one option selects many)', collect)
    .option('--variant-id <id>', 'only this variant (repeatable)', collect)
    .option('--limit <n>', 'how many to show (default 50)')
    .option('--offset <n>', 'skip this many first')
    .option('--all', 'every variant, in pages of 100');
  withExamples(
    command,
    'store products variants list sun-hat',
    'store products variants list sun-hat --choice Color=Navy',
    'store products variants list sun-hat --all --json',
  );
  command.action((product: string, flags: VariantsListFlags) => runProductsVariantsList({ ...flags, product }, ctx));
}

export async function runProductsVariantsList(options: VariantsListFlags & { product: string }, ctx: Context): Promise<void> {
  const paging = toPagingOptions(options);
  const catalog = await storeCatalog(ctx);
  const product = await catalog.products.resolve(options.product);
  const choices = options.choice?.length ? resolveChoices(catalog.products.choiceOptions(product), options.choice) : undefined;
  const selection = { ...(choices ? { choices } : {}), ...(options.variantId?.length ? { variantIds: options.variantId } : {}) };
  const out = ctx.output();
  // A person sees each counted variant's quantity (V3 keeps it on the inventory items: one more read); JSON keeps the store's variants.
  const stock = out.format === 'table' && !out.fields?.length ? await catalog.products.variantStock(product) : undefined;
  await printList(out, catalog.products.listVariants(product, selection, paging), {
    columns: variantColumns((variant) => catalog.products.variantRow(variant, stock)),
    empty: 'No variants.',
  });
}
