import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { adjustFrom } from '../../catalog/core/inventory.js';
import { UsageError } from '../../io/cli-errors.js';
import { parseStockDelta } from '../shared/stock-args.js';
import { collect } from '../shared/choice-flags.js';
import { withExamples } from '../shared/help.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { printStockAfter } from './after-change.js';
import { stockTarget } from './target.js';

export interface InventoryAdjustOptions {
  target: string;
  delta: string;
  choice?: string[];
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('adjust')
    .argument('<sku|product>', "a variant's SKU, or a product id or slug (with --choice when it has several variants)")
    .argument('<delta>', 'how many to add (+N) or remove (-N); the sign is required')
    .option('--choice <Option=Choice>', 'the variants with this choice (repeatable)', collect)
    .description('Add or remove stock of counted variants, relative to what the store holds (a sale made meanwhile is kept)')
    // `-3` looks like an option to commander; it arrives as the DELTA argument instead.
    .allowUnknownOption();
  withExamples(command, 'store inventory adjust MUG-001 +10', 'store inventory adjust MUG-001 -2', 'store inventory adjust sun-hat --choice Size=L +5 --json');
  command.action((target: string, delta: string, flags: { choice?: string[] }) => runInventoryAdjust({ ...flags, target, delta }, ctx));
}

export async function runInventoryAdjust(options: InventoryAdjustOptions, ctx: Context): Promise<void> {
  const by = parseStockDelta(options.delta);
  const catalog = await storeCatalog(ctx, { admin: true });
  const rows = await stockTarget(catalog, options.target, options.choice);
  // What an adjust can move: catalog/core/inventory.ts adjustFrom (a V3 variant with no item yet counts from 0).
  const untracked = rows.filter((row) => adjustFrom(row) === undefined);
  if (untracked.length > 0) {
    throw new UsageError(`${untracked[0].product} does not count its stock, so it cannot be adjusted`, { hint: `Run \`store inventory track ${untracked[0].productId}\` first.` });
  }
  const inventory = catalog.inventory();
  await inventory.adjust(rows, by);
  await printStockAfter(ctx, inventory, rows);
}
