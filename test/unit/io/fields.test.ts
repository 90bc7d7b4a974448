import { describe, expect, it } from 'vitest';
import { getPath, parseFieldList, pickFields } from '../../../src/io/fields.js';

const product = {
  id: 'p1',
  name: 'Mug',
  priceData: { price: 10, currency: 'USD', formatted: { price: '$10.00' } },
  variants: [
    { id: 'v1', variant: { sku: 'A' } },
    { id: 'v2', variant: { sku: 'B' } },
  ],
};

describe('--fields', () => {
  it('parses a comma-separated list, dropping blanks', () => {
    expect(parseFieldList(' id, name ,,priceData.price ')).toEqual(['id', 'name', 'priceData.price']);
  });

  it('keeps only the given dotted paths, nested', () => {
    expect(pickFields(product, ['id', 'priceData.price', 'priceData.formatted.price'])).toEqual({
      id: 'p1',
      priceData: { price: 10, formatted: { price: '$10.00' } },
    });
  });

  it('maps paths through arrays', () => {
    expect(pickFields(product, ['variants.id', 'variants.variant.sku'])).toEqual({
      variants: [
        { id: 'v1', variant: { sku: 'A' } },
        { id: 'v2', variant: { sku: 'B' } },
      ],
    });
    expect(getPath(product, 'variants.variant.sku')).toEqual(['A', 'B']);
  });

  it('leaves absent paths out instead of inventing them', () => {
    expect(pickFields(product, ['id', 'nope.deeper', 'name.length'])).toEqual({ id: 'p1' });
    expect(getPath(product, 'nope.deeper')).toBeUndefined();
  });
});
