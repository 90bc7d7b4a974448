// Text both catalog versions show the same way, in every table, detail and screen: a variant's choices, a price
// with its sale, and stock. JSON output never goes through here.

export const choicesText = (choices: Record<string, string>): string =>
  Object.entries(choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');

/**
 * A price as a person reads it: "$20.00", or on sale "$20.00 (sale $18.00)" — the list price first, since `price`
 * means the list price on both versions (README "Catalog V1 and V3"), then what the buyer pays.
 * `price` is what the buyer pays; `listPrice` the price before the discount, when there is one.
 */
export function priceText(price: string | number | undefined | null, listPrice?: string | number | null): string {
  if (listPrice !== undefined && listPrice !== null && listPrice !== price) return `${listPrice} (sale ${price ?? ''})`;
  return price === undefined || price === null ? '' : String(price);
}

export interface StockLike {
  /** Counted: the store keeps a quantity. */
  trackQuantity?: boolean;
  quantity?: number | null;
  inStock?: boolean;
}

/** Stock as a person reads it: "5 in stock" when the store counts it, else "in stock" or "out of stock". */
export function stockText(stock: StockLike | undefined): string {
  if (!stock) return '';
  if (stock.trackQuantity) return `${stock.quantity ?? 0} in stock`;
  return stock.inStock ? 'in stock' : 'out of stock';
}
