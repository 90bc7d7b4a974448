// The products the stock tests start from, on either catalog version: "<prefix> Mug" (SKU MUG-1, no options) and
// "<prefix> Hat" (Size S and M, SKUs HAT-S and HAT-M), created through the commands, all in stock, none counted.
import type { Context } from '../../../../src/context.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsVariantsUpdate } from '../../../../src/commands/products/variants/update.js';

export async function createStockProducts(run: (verb: (ctx: Context) => Promise<void>) => Promise<unknown>, prefix: string): Promise<void> {
  const hat = `${prefix.toLowerCase()}-hat`;
  await run((ctx) => runProductsCreate({ name: `${prefix} Mug`, price: '9', sku: 'MUG-1' }, ctx));
  await run((ctx) => runProductsCreate({ name: `${prefix} Hat`, price: '20', option: ['Size=S,M'] }, ctx));
  await run((ctx) => runProductsVariantsUpdate({ product: hat, choice: ['Size=S'], sku: 'HAT-S' }, ctx));
  await run((ctx) => runProductsVariantsUpdate({ product: hat, choice: ['Size=M'], sku: 'HAT-M' }, ctx));
}
