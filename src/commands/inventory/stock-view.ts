// How a variant's stock reads to a person (`store inventory`, `products get`). JSON prints the StockRow itself.
import type { StockRow } from '../../catalog/core/inventory.js';
import type { Column } from '../../io/present.js';
import { choicesText, stockText } from '../../catalog/core/summary-text.js';

/** "5 in stock" when counted, else in or out of stock: as every table shows stock. */
export const stockLevelText = (row: StockRow): string => stockText({ trackQuantity: row.tracked, quantity: row.quantity, inStock: row.inStock });

export const statusText = (row: StockRow): string => row.status.toLowerCase().replace(/_/g, ' ');

export const STOCK_COLUMNS: Column<StockRow>[] = [
  { header: 'product', value: (r) => r.product, flex: true },
  { header: 'choices', value: (r) => choicesText(r.choices), flex: true },
  { header: 'sku', value: (r) => r.sku, drop: 2 },
  { header: 'tracked', value: (r) => (r.tracked ? 'yes' : 'no') },
  { header: 'stock', value: stockLevelText },
  { header: 'status', value: statusText, drop: 1 },
  { header: 'product id', value: (r) => r.productId, whole: true, drop: 3 },
];

/** Each variant's stock on one line, for a product's details: "Size: S 4 in stock; Size: M out of stock" (one variant: "4 in stock"). */
export function stockDetail(rows: readonly StockRow[]): string {
  if (rows.length === 1 && Object.keys(rows[0].choices).length === 0) return stockLevelText(rows[0]);
  return rows.map((r) => `${choicesText(r.choices)} ${stockLevelText(r)}`).join('; ');
}
