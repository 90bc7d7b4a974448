// The default order of stock rows within a product (catalog/core/stock-order.ts): the store sorts by product, no
// query sorts by choices, so the CLI orders a product's variants by their choices itself.
import { describe, expect, it } from 'vitest';
import type { StockRow } from '../../../src/catalog/core/inventory.js';
import { inProductRunOrder, inStockRowOrder } from '../../../src/catalog/core/stock-order.js';

const row = (product: string, productId: string, variantId: string, choices: Record<string, string>): StockRow =>
  ({ product, productId, variantId, choices, tracked: false, inStock: true, status: 'IN_STOCK' });
const labels = (rows: readonly StockRow[]) => rows.map((r) => `${r.product}:${Object.values(r.choices).join('/')}`);

describe('stock row order', () => {
  it("a product's variants by their choices, option by option, numbers by value, case aside", () => {
    const shoes = [row('Shoe', 'p1', 'v1', { Size: '10', Color: 'red' }), row('Shoe', 'p1', 'v2', { Size: '9', Color: 'Red' }), row('Shoe', 'p1', 'v3', { Size: '9', Color: 'blue' })];
    expect(labels(inStockRowOrder(shoes))).toEqual(['Shoe:9/blue', 'Shoe:9/Red', 'Shoe:10/red']);
  });

  it('a stream sorted by product keeps the products where they are and orders each one\'s variants', async () => {
    async function* sortedByStore() {
      yield* [row('Zeta', 'p9', 'a', { Size: 'S' }), row('Zeta', 'p9', 'b', { Size: 'M' }), row('Alpha', 'p1', 'c', { Size: 'L' }), row('Alpha', 'p1', 'd', { Size: 'XL' }), row('Alpha', 'p1', 'e', { Size: 'M' })];
    }
    const rows: StockRow[] = [];
    for await (const r of inProductRunOrder(sortedByStore())) rows.push(r);
    // The products stay in the store's order (this stream's, Zeta first); only each product's variants move.
    expect(labels(rows)).toEqual(['Zeta:M', 'Zeta:S', 'Alpha:L', 'Alpha:M', 'Alpha:XL']);
  });

  it('rows read whole: by product name, then product id, then choices', () => {
    const rows = [row('mug', 'p2', 'v1', {}), row('Hat', 'p3', 'v2', { Size: 'S' }), row('Hat', 'p1', 'v3', { Size: 'M' }), row('Hat', 'p1', 'v4', { Size: 'L' })];
    expect(inStockRowOrder(rows).map((r) => r.variantId)).toEqual(['v4', 'v3', 'v2', 'v1']);
  });
});
