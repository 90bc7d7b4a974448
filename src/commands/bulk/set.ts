import type { Command } from 'commander';
import { parseBulkField, parseSetChange } from '../../catalog/core/bulk/delta.js';
import type { Context } from '../../context.js';
import { NUMERIC_FIELDS, TEXT_FIELDS } from '../../catalog/core/model/change.js';
import { completeArgument } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';
import { addRunFlags, addTargetFlags, type RunFlags, type TargetFlagValues } from './bulk-flags.js';
import { runChange } from './run-change.js';
import { isStockField, parseStockSet, runStockChange, STOCK_FIELD } from './stock.js';

export type BulkSetOptions = TargetFlagValues & RunFlags & { field: string; value: string };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('set')
    .argument('<field>', 'price, cost, weight, brand, ribbon or stock')
    .argument('<value>', 'the new value ("" clears a brand or ribbon; stock: a quantity, in-stock or out-of-stock)')
    .description('Set one field on many products (every managed variant too), after a preview and a backup');
  completeArgument(command, 0, { words: [...NUMERIC_FIELDS, ...TEXT_FIELDS, STOCK_FIELD] });
  addTargetFlags(command);
  addRunFlags(command, 'changing anything');
  withExamples(
    command,
    'store bulk set price 19.99 --ids ceramic-mug,sun-hat --yes',
    'store bulk set brand Homestead --collection kitchen --yes',
    'store bulk set ribbon "" --collection kitchen --yes      # clears the ribbon',
    'store bulk set weight 0.5 --all --dry-run',
    'store bulk set stock 20 --collection kitchen --yes   # every variant counted, 20 each',
  );
  command.action((field: string, value: string, flags: TargetFlagValues & RunFlags) => runBulkSet({ ...flags, field, value }, ctx));
}

export async function runBulkSet(options: BulkSetOptions, ctx: Context): Promise<void> {
  const { field: fieldText, value, ...flags } = options;
  if (isStockField(fieldText)) return runStockChange(parseStockSet(value), flags, ['store', 'bulk', 'set', 'stock', value], ctx);
  const change = parseSetChange(parseBulkField(fieldText, 'set'), value);
  await runChange({ change, flags, words: ['store', 'bulk', 'set', change.field, value] }, ctx);
}
