// The stock arguments `store inventory set|adjust` and `store bulk set|adjust stock` share: an absolute level
// (a quantity, in-stock or out-of-stock) and a signed move (+N / -N), checked before anything is sent.
import type { StockLevel } from '../../catalog/core/inventory.js';
import { UsageError } from '../../io/cli-errors.js';
import { MAX_STOCK_QUANTITY } from '../../wire/api/catalog-v1/variant.js';

/** `12` → a quantity (the variant is then counted); `in-stock` / `out-of-stock` → not counted. */
export function parseStockLevel(text: string, what = 'level'): StockLevel {
  const word = text.trim().toLowerCase();
  if (word === 'in-stock') return { inStock: true };
  if (word === 'out-of-stock') return { inStock: false };
  if (/^\d+$/.test(word) && Number(word) <= MAX_STOCK_QUANTITY) return { quantity: Number(word) };
  throw new UsageError(`${what}: expected a quantity (0–${MAX_STOCK_QUANTITY}), in-stock or out-of-stock, got "${text}"`, { hint: 'To add or remove stock, use `store inventory adjust SKU +N`.' });
}

/** `+5` → 5, `-3` → -3; the sign is required so a move is never taken for a level. */
export function parseStockDelta(text: string, what = 'delta'): number {
  const match = /^([+-])(\d+)$/.exec(text.trim());
  const by = match ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : NaN;
  if (!match || by === 0 || Math.abs(by) > MAX_STOCK_QUANTITY) {
    throw new UsageError(`${what}: expected +N or -N (1–${MAX_STOCK_QUANTITY}), got "${text}"`, { hint: 'To set an absolute quantity, use `store inventory set SKU N`.' });
  }
  return by;
}
