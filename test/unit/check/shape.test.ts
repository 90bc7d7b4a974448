// The shape comparison behind `store sandbox check` (src/check/shape.ts): key paths and JSON types, never values.
import { describe, expect, it } from 'vitest';
import { compareShapes, describeShape, describeShapeDifference, shapeOf } from '../../../src/check/shape.js';

const diff = (platform: unknown, sandbox: unknown, dataKeyed?: string[]) =>
  compareShapes(shapeOf(platform, { dataKeyed }), shapeOf(sandbox, { dataKeyed })).map(describeShapeDifference);

describe('shapeOf', () => {
  it('lists every key path with its JSON types, items under [] and the root as ""', () => {
    expect(shapeOf({ products: [{ id: 'p1', price: 10, tags: ['a'] }], total: 1, next: null })).toEqual({
      '': ['object'],
      next: ['null'],
      products: ['array'],
      'products[]': ['object'],
      'products[].id': ['string'],
      'products[].price': ['number'],
      'products[].tags': ['array'],
      'products[].tags[]': ['string'],
      total: ['number'],
    });
  });

  it('keeps no value, only names and types', () => {
    const text = JSON.stringify(shapeOf({ product: { id: 'c8539b66-7a44', name: 'Quokka lamp', price: 4242.42 } }));
    for (const value of ['c8539b66', 'Quokka', '4242']) expect(text).not.toContain(value);
  });

  it('folds the keys of a data-keyed map (option names) and of keys that are not field names (ids, phrases)', () => {
    const shape = shapeOf(
      { variants: [{ choices: { Size: 'S', Colour: 'Red' } }], byId: { 'c8539b66-7a44-fe18': { n: 1 } }, 'Soft and comfy': true },
      { dataKeyed: ['choices'] },
    );
    expect(Object.keys(shape)).toEqual(['', '*', 'byId', 'byId.*', 'byId.*.n', 'variants', 'variants[]', 'variants[].choices', 'variants[].choices.*']);
  });
});

describe('describeShape with the platform\'s field names (issue #36 item 8)', () => {
  it('folds and counts every key not among them, at any depth, and names the rest', () => {
    const fieldNames = new Set(['product', 'extendedFields', 'namespaces', 'details', 'applicationError', 'code', 'data']);
    const { shape, otherKeys } = describeShape(
      {
        product: { extendedFields: { namespaces: { _user_fields: { loyaltyTier: 'gold', giftNote: 'x' }, reviewsApp: { stars: 5 } } } },
        details: { applicationError: { code: 'X', data: { refundPolicy: 'none' } } },
      },
      { fieldNames },
    );
    const text = JSON.stringify(shape);
    for (const name of ['_user_fields', 'loyaltyTier', 'giftNote', 'reviewsApp', 'stars', 'refundPolicy']) expect(text).not.toContain(name);
    expect(otherKeys).toBe(6);
    expect(Object.keys(shape)).toContain('product.extendedFields.namespaces.*.*');
    expect(Object.keys(shape)).toContain('details.applicationError.data.*');
  });

  it('counts folded option names and ids too; nothing folded counts 0', () => {
    expect(describeShape({ choices: { Size: 'S' }, byId: { 'c8539b66-7a44': 1 } }, { dataKeyed: ['choices'] }).otherKeys).toBe(2);
    expect(describeShape({ a: { b: 1 } }).otherKeys).toBe(0);
  });
});

describe('compareShapes', () => {
  it('finds nothing between answers that differ only in values', () => {
    expect(diff({ a: { b: 'x', c: [1, 2] } }, { a: { b: 'y', c: [3] } })).toEqual([]);
  });

  it('tells null from a missing key, and null from another type', () => {
    expect(diff({ a: null }, {})).toEqual(['a: null on the platform, missing in the sandbox']);
    expect(diff({ a: null }, { a: 'x' })).toEqual(['a: null on the platform, string in the sandbox']);
    expect(diff({}, { a: null })).toEqual(['a: missing on the platform, null in the sandbox']);
  });

  it('does not compare the items of an empty array with the other side’s items', () => {
    expect(diff({ items: [] }, { items: [{ id: 'x', nested: [{ n: 1 }] }] })).toEqual([]);
    expect(diff({ items: [{ nested: [] }] }, { items: [{ nested: [{ n: 1 }] }] })).toEqual([]);
    // …but an empty array is still an array.
    expect(diff({ items: [] }, { items: {} })).toEqual(['items: array on the platform, object in the sandbox']);
    // …and an empty data-keyed map has no keys to compare either.
    expect(diff({ choices: {} }, { choices: { Size: 'S' } }, ['choices'])).toEqual([]);
  });

  it('compares a collection by the union of its items’ shapes (mixed item shapes)', () => {
    expect(diff([{ a: 1 }, { a: 2, b: 'x' }], [{ a: 3, b: 'y' }])).toEqual([]);
    expect(diff([{ a: 1 }, { a: '1' }], [{ a: 1 }])).toEqual(['[].a: number|string on the platform, number in the sandbox']);
    expect(diff([{ a: 1 }], [{ a: 1 }, { b: true }])).toEqual(['[].b: missing on the platform, boolean in the sandbox']);
  });

  it('treats a number sent as a string as a string', () => {
    expect(diff({ price: '10' }, { price: 10 })).toEqual(['price: string on the platform, number in the sandbox']);
    expect(diff({ amount: '10.50' }, { amount: 'ten' })).toEqual([]);
  });

  it('reports a missing object once, not once per key under it', () => {
    expect(diff({ a: { b: 1, c: [{ d: 2 }] } }, {})).toEqual(['a: object on the platform, missing in the sandbox']);
  });

  it('compares data-keyed maps by their values’ shapes, whatever the option names', () => {
    expect(diff({ choices: { Size: 'S' } }, { choices: { Colour: 'Red', Fit: 'Slim' } }, ['choices'])).toEqual([]);
    expect(diff({ choices: { Size: 'S' } }, { choices: { Size: 1 } }, ['choices'])).toEqual([
      'choices.*: string on the platform, number in the sandbox',
    ]);
  });
});
