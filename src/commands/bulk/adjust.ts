import type { Command } from 'commander';
import { parseAdjustChange, parseBulkField } from '../../catalog/core/bulk/delta.js';
import type { Context } from '../../context.js';
import { NUMERIC_FIELDS } from '../../catalog/core/model/change.js';
import { completeArgument } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';
import { addRunFlags, addTargetFlags, type RunFlags, type TargetFlagValues } from './bulk-flags.js';
import { runChange } from './run-change.js';
import { isStockField, parseStockAdjust, runStockChange, STOCK_FIELD } from './stock.js';

export type BulkAdjustOptions = TargetFlagValues & RunFlags & { field: string; delta: string; round?: boolean };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('adjust')
    .argument('<field>', 'price, cost, weight or stock')
    .argument('<delta>', 'a percentage (+10%, -5%) or an amount (+2.50, -1); stock: +N or -N; the sign is required')
    .description('Raise or lower one number on many products (each managed variant from its own value), after a preview and a backup')
    .option('--round', 'round percentage results to whole numbers (otherwise to 2 decimals)')
    // `-5%` looks like an option to commander; it arrives as the DELTA argument instead (anything else left over is
    // still refused as an excess argument).
    .allowUnknownOption();
  completeArgument(command, 0, { words: [...NUMERIC_FIELDS, STOCK_FIELD] });
  addTargetFlags(command);
  addRunFlags(command, 'changing anything');
  withExamples(
    command,
    'store bulk adjust price +10% --collection summer --yes',
    'store bulk adjust price -15% --round --collection gifts --yes',
    'store bulk adjust cost +0.75 --ids ceramic-mug,chefs-knife --dry-run',
    'store bulk adjust weight -5% --all --yes --json',
    'store bulk adjust stock +10 --ids ceramic-mug,sun-hat --yes   # counted variants, relative: sales meanwhile are kept',
  );
  command.action((field: string, delta: string, flags: TargetFlagValues & RunFlags & { round?: boolean }) => runBulkAdjust({ ...flags, field, delta }, ctx));
}

export async function runBulkAdjust(options: BulkAdjustOptions, ctx: Context): Promise<void> {
  const { field: fieldText, delta, round, ...flags } = options;
  if (isStockField(fieldText)) return runStockChange(parseStockAdjust(delta), flags, ['store', 'bulk', 'adjust', 'stock', delta], ctx);
  const change = parseAdjustChange(parseBulkField(fieldText, 'adjust'), delta, { round });
  await runChange({ change, flags, words: ['store', 'bulk', 'adjust', change.field, delta, round ? '--round' : undefined] }, ctx);
}
