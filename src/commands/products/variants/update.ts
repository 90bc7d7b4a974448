import { Option, type Command } from 'commander';
import { UsageError } from '../../../io/cli-errors.js';
import * as z from 'zod';
import { LIMITED } from '../../../catalog/core/file-limits.js';
import type { Context } from '../../../context.js';
import { write } from '../../../io/io.js';
import { stripControl } from '../../../io/terminal-text.js';
import { printList } from '../../../io/present.js';
import { collect } from '../../shared/choice-flags.js';
import { resolveChoices } from '../../../catalog/core/choice-match.js';
import { withExamples } from '../../shared/help.js';
import { parseDecimal, parseFlags, parseNumber } from '../../shared/parse-flags.js';
import type { VariantValues } from '../../../catalog/core/store-catalog.js';
import { MAX_STORED_VALUE } from '../../../catalog/core/model/change.js';
import { boundProblem, type Money } from '../../../catalog/core/model/money.js';
import { variantColumns } from '../variant-view.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export interface VariantsUpdateFlags {
  choice?: string[];
  variantId?: string[];
  price?: string;
  cost?: string;
  weight?: string;
  sku?: string;
  visible?: boolean;
  hidden?: boolean;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('update')
    .argument('<product>', 'product id or slug')
    .description('Give variants their own price, cost, weight, SKU or visibility (turns on manageVariants if needed)')
    .option('--choice <Option=Choice>', 'variants with this choice (repeatable; a partial selection updates every match)', collect)
    .option('--variant-id <id>', 'this variant (repeatable)', collect)
    .option('--price <amount>', 'variant price')
    .option('--cost <amount>', 'variant cost of goods')
    .option('--weight <n>', 'variant weight')
    .option('--sku <sku>', 'variant SKU')
    .addOption(new Option('--visible', 'show the variants to shoppers').conflicts('hidden'))
    .option('--hidden', 'hide the variants from shoppers');
  withExamples(
    command,
    'store products variants update sun-hat --choice Size=L --price 32',
    'store products variants update sun-hat --choice Size=S --choice Color=Navy --sku HAT-S-NVY --hidden',
    'store products variants update sun-hat --variant-id 5c89a8f1-… --weight 0.25 --json',
  );
  command.action((product: string, flags: VariantsUpdateFlags) => runProductsVariantsUpdate({ ...flags, product }, ctx));
}

/**
 * What the flags may hold on either catalog version (the limits every version keeps: file-limits.ts), checked before
 * the store is asked: a selection by choices or by ids, a weight and a SKU. Price and cost are checked as decimal
 * strings (moneyFlag).
 */
const VariantFlagsSchema = z.object({
  choices: z.record(LIMITED.choice, LIMITED.choice).optional(),
  variantIds: z.array(z.string().min(1)).min(1).optional(),
  weight: LIMITED.weight.optional(),
  sku: LIMITED.sku.optional(),
});

/** Body path → the flag that sets it, so a validation problem names what to fix. */
const flagFor = (path: string) => (path === 'variantIds' ? '--variant-id' : path === 'visible' ? '--visible/--hidden' : `--${path.split('.')[0]}`);

/** A money flag as the model's decimal string, refused outside what a store keeps (the model's boundProblem). */
function moneyFlag(flag: string, value: string | undefined): Money | undefined {
  if (value === undefined) return undefined;
  const amount = parseDecimal(flag, value);
  const problem = boundProblem(amount, MAX_STORED_VALUE);
  if (problem) throw new UsageError(`${flag} ${problem}`);
  return amount;
}

function overrideFromFlags(flags: VariantsUpdateFlags): VariantValues {
  const number = (flag: string, value: string | undefined) => (value === undefined ? undefined : parseNumber(flag, value));
  const fields = {
    price: moneyFlag('--price', flags.price),
    cost: moneyFlag('--cost', flags.cost),
    weight: number('--weight', flags.weight),
    sku: flags.sku,
    visible: flags.visible ? true : flags.hidden ? false : undefined,
  };
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) throw new UsageError('nothing to update: pass --price, --cost, --weight, --sku, --visible or --hidden');
  return set;
}

export async function runProductsVariantsUpdate(options: VariantsUpdateFlags & { product: string }, ctx: Context): Promise<void> {
  const byChoice = (options.choice?.length ?? 0) > 0;
  const byId = (options.variantId?.length ?? 0) > 0;
  if (byChoice === byId) {
    throw new UsageError(byChoice ? 'pass --choice or --variant-id, not both' : 'which variants? pass --choice Option=Choice or --variant-id ID', {
      hint: 'e.g. --choice Size=L updates every variant in size L',
    });
  }
  const values = overrideFromFlags(options);
  const catalog = await storeCatalog(ctx, { admin: true });
  const product = await catalog.products.resolve(options.product);
  const productOptions = catalog.products.choiceOptions(product);
  if (productOptions.length === 0) {
    throw new UsageError(`${product.name} has no options, so its only variant is the product itself`, {
      hint: `Change the product instead: store products update ${product.slug} --price …`,
    });
  }
  const target = byChoice ? { choices: resolveChoices(productOptions, options.choice!) } : { variantIds: options.variantId };
  const { choices, variantIds } = parseFlags(VariantFlagsSchema, { ...target, weight: values.weight, sku: values.sku }, flagFor);
  const { variants, notes } = await catalog.products.updateVariants(product, { choices, variantIds }, values);
  for (const note of notes) await write(ctx.io.stderr, `${stripControl(note)}\n`);
  await printList(ctx.output(), variants, { columns: variantColumns(catalog.products.variantRow), empty: 'No variant matched.' });
}
