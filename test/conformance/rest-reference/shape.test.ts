// Catalog-free: tests the comparison itself, no store runs.
// The comparison the REST reference replay relies on must catch a missing field and a field of another type.
import { describe, expect, it } from 'vitest';
import { shapeDifferences } from './shape.js';

describe('shapeDifferences', () => {
  const documented = { products: [{ id: 'a', price: { amount: 1 } }], metadata: { items: 1, offset: 0 }, totalResults: 1 };

  it('accepts a response with every documented path and type, whatever the values and extra fields', () => {
    const actual = { products: [{ id: 'z', price: { amount: 9 }, extra: true }, { id: 'y', price: { amount: 2 } }], metadata: { items: 2, offset: 5 }, totalResults: 7 };
    expect(shapeDifferences(documented, actual)).toEqual([]);
  });

  it('names missing paths and type differences', () => {
    const actual = { products: [{ id: 1, price: {} }], metadata: { count: 1, offset: 0 } };
    expect(shapeDifferences(documented, actual)).toEqual([
      'products[].id: documented string, got number',
      'products[].price.amount: missing',
      'metadata.items: missing',
      'totalResults: missing',
    ]);
  });

  it('skips listed gaps and everything under them', () => {
    expect(shapeDifferences(documented, { products: [{ id: 'a' }], metadata: { items: 1, offset: 0 }, totalResults: 1 }, ['products[].price'])).toEqual([]);
  });
});
