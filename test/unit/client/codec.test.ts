// NaN/Infinity ↔ strings at the listed float paths (docs/wire/catalog-v1.md §3.2).
import { describe, expect, it } from 'vitest';
import { decodeFloats, encodeFloats, underKey } from '../../../src/client/codec.js';
import { PRODUCT_FLOAT_PATHS } from '../../../src/wire/api/catalog-v1/product.js';

const PATHS = underKey('product', PRODUCT_FLOAT_PATHS);

describe('encodeFloats (request)', () => {
  it('turns non-finite numbers at listed paths into their names and leaves the rest', () => {
    const input = {
      product: {
        weight: Number.NaN,
        priceData: { price: Infinity, discountedPrice: 3 },
        discount: { type: 'AMOUNT', value: -Infinity },
        name: 'NaN',
        extra: Infinity,
      },
    };
    expect(encodeFloats(input, PATHS)).toEqual({
      product: {
        weight: 'NaN',
        priceData: { price: 'Infinity', discountedPrice: 3 },
        discount: { type: 'AMOUNT', value: '-Infinity' },
        name: 'NaN',
        extra: Infinity,
      },
    });
    expect(input.product.weight).toBeNaN();
  });

  it('walks arrays transparently (variants.variant.weight)', () => {
    const encoded = encodeFloats({ product: { variants: [{ variant: { weight: Infinity } }, { variant: { weight: 2 } }] } }, PATHS);
    expect(encoded.product.variants.map((v) => v.variant.weight)).toEqual(['Infinity', 2]);
  });

  it('passes null and numeric strings through', () => {
    expect(encodeFloats({ product: { weight: null, priceData: { price: '12.5' } } }, PATHS)).toEqual({
      product: { weight: null, priceData: { price: '12.5' } },
    });
  });
});

describe('decodeFloats (response)', () => {
  it('turns exactly "NaN"/"Infinity"/"-Infinity" into numbers', () => {
    const decoded = decodeFloats(
      { products: [{ weight: 'NaN', priceRange: { minValue: '-Infinity', maxValue: 'Infinity' }, priceData: { price: '10' } }] },
      underKey('products', PRODUCT_FLOAT_PATHS),
    );
    const [product] = decoded.products;
    expect(product.weight).toBeNaN();
    expect(product.priceRange).toEqual({ minValue: -Infinity, maxValue: Infinity });
    expect(product.priceData.price).toBe('10');
  });

  it('leaves unlisted paths alone', () => {
    expect(decodeFloats({ product: { sku: 'NaN', ribbon: 'Infinity' } }, PATHS)).toEqual({ product: { sku: 'NaN', ribbon: 'Infinity' } });
  });

  it('round-trips', () => {
    const value = { product: { weight: Infinity, costAndProfitData: { itemCost: Number.NaN } } };
    const back = decodeFloats(JSON.parse(JSON.stringify(encodeFloats(value, PATHS))), PATHS);
    expect(back.product.weight).toBe(Infinity);
    expect(back.product.costAndProfitData.itemCost).toBeNaN();
  });
});

describe('copies only what changes', () => {
  it('returns the very same objects when no listed value needs a transform (the import hot path)', () => {
    const product = { weight: 1, priceData: { price: 2 }, variants: [{ variant: { weight: 3, priceData: { price: 4 } } }] };
    const response = { product };
    expect(decodeFloats(response, PATHS)).toBe(response);
    expect(encodeFloats(response, PATHS)).toBe(response);
  });

  it('copies the path to a changed value and shares every untouched sibling', () => {
    const untouched = { variant: { weight: 3 } };
    const response = { product: { weight: 'NaN', variants: [untouched, { variant: { weight: 'Infinity' } }] } };
    const decoded = decodeFloats(response, PATHS) as any;
    expect(decoded).not.toBe(response);
    expect(decoded.product.weight).toBeNaN();
    expect(decoded.product.variants[0]).toBe(untouched);
    expect(decoded.product.variants[1].variant.weight).toBe(Infinity);
    expect(response.product.weight).toBe('NaN');
  });
});
