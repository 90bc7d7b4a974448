// Text both catalog versions show the same way: a variant's choices and its stock.

export const choicesText = (choices: Record<string, string>): string =>
  Object.entries(choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');

export interface StockLike {
  trackQuantity?: boolean;
  quantity?: number | null;
  inStock?: boolean;
}

export function stockText(stock: StockLike | undefined): string {
  if (!stock) return '';
  if (stock.trackQuantity) return `${stock.quantity ?? 0} in stock`;
  return stock.inStock ? 'in stock' : 'out of stock';
}
