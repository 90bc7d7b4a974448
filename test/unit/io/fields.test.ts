// --fields paths on any JSON: the catalog version is irrelevant to the picker (a V1-shaped and a V3-shaped product
// below); which fields each version's entity has is unknown-fields.test.ts's matrix.
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
    const v3 = { id: 'p3', variantsInfo: { variants: [{ sku: 'A', price: { actualPrice: { amount: '10' } } }, { sku: 'B' }] } };
    expect(pickFields(v3, ['variantsInfo.variants.sku'])).toEqual({ variantsInfo: { variants: [{ sku: 'A' }, { sku: 'B' }] } });
    expect(getPath(v3, 'variantsInfo.variants.price.actualPrice.amount')).toEqual(['10', undefined]);
  });

  it('leaves absent paths out instead of inventing them', () => {
    expect(pickFields(product, ['id', 'nope.deeper', 'name.length'])).toEqual({ id: 'p1' });
    expect(getPath(product, 'nope.deeper')).toBeUndefined();
  });
});
