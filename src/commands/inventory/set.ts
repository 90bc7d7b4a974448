import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { parseStockLevel } from '../shared/stock-args.js';
import { collect } from '../shared/choice-flags.js';
import { withExamples } from '../shared/help.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { printStockAfter } from './after-change.js';
import { stockTarget } from './target.js';

export interface InventorySetOptions {
  target: string;
  level: string;
  choice?: string[];
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('set')
    .argument('<sku|product>', "a variant's SKU, or a product id or slug (with --choice when it has several variants)")
    .argument('<level>', 'a quantity (the variant is then counted), in-stock or out-of-stock (then it is not)')
    .option('--choice <Option=Choice>', 'the variants with this choice (repeatable)', collect)
    .description("Set variants' stock to a quantity, or to in or out of stock");
  withExamples(command, 'store inventory set MUG-001 25', 'store inventory set sun-hat --choice Size=L out-of-stock', 'store inventory track sun-hat --quantity 10 && store inventory set sun-hat --choice Size=M 12 --json');
  command.action((target: string, level: string, flags: { choice?: string[] }) => runInventorySet({ ...flags, target, level }, ctx));
}

export async function runInventorySet(options: InventorySetOptions, ctx: Context): Promise<void> {
  const level = parseStockLevel(options.level);
  const catalog = await storeCatalog(ctx, { admin: true });
  const rows = await stockTarget(catalog, options.target, options.choice);
  const inventory = catalog.inventory();
  await inventory.set(rows.map((row) => ({ row, level })));
  await printStockAfter(ctx, inventory, rows);
}
