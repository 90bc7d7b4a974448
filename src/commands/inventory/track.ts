import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { parseWholeNumber } from '../shared/parse-flags.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { printStockAfter } from './after-change.js';

export interface InventoryTrackOptions {
  product: string;
  on: boolean;
  quantity?: string;
}

export function register(parent: Command, ctx: Context): void {
  const track = parent
    .command('track')
    .argument('<product>', 'product id or slug')
    .option('--quantity <n>', 'what variants not counted yet start with (default 0)')
    .description('Count the stock of every variant of a product (variants already counted keep their quantity)');
  withExamples(track, 'store inventory track sun-hat --quantity 10', 'store inventory track sun-hat --json');
  track.action((product: string, flags: { quantity?: string }) => runInventoryTrack({ product, on: true, quantity: flags.quantity }, ctx));

  const untrack = parent
    .command('untrack')
    .argument('<product>', 'product id or slug')
    .description('Stop counting the stock of every variant of a product (each stays in or out of stock as it is)');
  withExamples(untrack, 'store inventory untrack sun-hat');
  untrack.action((product: string) => runInventoryTrack({ product, on: false }, ctx));
}

export async function runInventoryTrack(options: InventoryTrackOptions, ctx: Context): Promise<void> {
  const start = options.quantity === undefined ? 0 : parseWholeNumber('--quantity', options.quantity);
  const catalog = await storeCatalog(ctx, { admin: true });
  const product = await catalog.products.resolve(options.product);
  const inventory = catalog.inventory();
  await inventory.track(product.id, options.on, start);
  await printStockAfter(ctx, inventory, await inventory.ofProduct(product.id));
}
