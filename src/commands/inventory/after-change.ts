// What `inventory set|adjust|track` print: the changed variants as the store holds them now.
import type { CatalogInventory, StockRow } from '../../catalog/core/inventory.js';
import type { Context } from '../../context.js';
import { printList } from '../../io/present.js';
import { STOCK_COLUMNS } from './stock-view.js';

export async function printStockAfter(ctx: Context, inventory: CatalogInventory, changed: readonly StockRow[]): Promise<void> {
  const variantIds = new Set(changed.map((row) => row.variantId));
  const productIds = [...new Set(changed.map((row) => row.productId))];
  const now = (await Promise.all(productIds.map((id) => inventory.ofProduct(id)))).flat().filter((row) => variantIds.has(row.variantId));
  await printList(ctx.output(), now, { columns: STOCK_COLUMNS });
}
