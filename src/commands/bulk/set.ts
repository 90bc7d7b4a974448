import type { Command } from 'commander';
import { parseBulkField, parseSetChange } from '../../catalog/core/bulk/delta.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addRunFlags, addTargetFlags, targetWords, type RunFlags, type TargetFlagValues } from './bulk-flags.js';
import { commandLine } from '../shared/command-line.js';
import { runChange } from './run-change.js';

export type BulkSetOptions = TargetFlagValues & RunFlags & { field: string; value: string };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('set')
    .argument('<field>', 'price, cost, weight, brand or ribbon')
    .argument('<value>', 'the new value ("" clears a brand or ribbon)')
    .description('Set one field on many products (every managed variant too), after a preview and a backup');
  addTargetFlags(command);
  addRunFlags(command, 'changing anything');
  withExamples(
    command,
    'store bulk set price 19.99 --ids blue-shirt,red-hat',
    'store bulk set brand Homestead --collection kitchen --yes',
    'store bulk set ribbon "" --collection sale --yes      # clears the ribbon',
    'store bulk set weight 0.5 --all --dry-run',
  );
  command.action((field: string, value: string, flags: TargetFlagValues & RunFlags) => runBulkSet({ ...flags, field, value }, ctx));
}

export async function runBulkSet(options: BulkSetOptions, ctx: Context): Promise<void> {
  const { field: fieldText, value, ...flags } = options;
  const change = parseSetChange(parseBulkField(fieldText, 'set'), value);
  const command = commandLine(['store', 'bulk', 'set', change.field, value, ...targetWords(flags)]);
  await runChange({ change, flags, command }, ctx);
}
