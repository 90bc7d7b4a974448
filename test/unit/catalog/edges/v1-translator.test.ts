// Catalog V1's edge (issue #38 item 1): the model's decimal strings and discount ↔ V1's numbers and discount rule,
// and a plan (the model) → V1 request bodies. The number exists only in the V1 body.
import { describe, expect, it } from 'vitest';
import { createInput, productPatch, variantOverrides } from '../../../../src/catalog/v1/import/diff.js';
import { v1ProductBody } from '../../../../src/catalog/v1/product-body.js';
import { draftFromFlags } from '../../../../src/commands/products/product-flags.js';
import { modelAmount, modelDiscount, sameAmount, v1Amount, v1Discount } from '../../../../src/catalog/v1/model.js';
import type { ProductPlan } from '../../../../src/catalog/core/import/plan.js';
import type { Product } from '../../../../src/wire/api/catalog-v1/product.js';

const plan = (extra: Partial<ProductPlan> = {}): ProductPlan => ({ row: 2, rows: [2], slug: 'hat', fields: {}, variants: [], ...extra });
const current = (extra: object = {}) =>
  ({ id: 'p1', name: 'Hat', slug: 'hat', priceData: { price: 19.65 }, productOptions: [], manageVariants: false, visible: true, media: { items: [] }, ...extra }) as unknown as Product;

describe('V1 amounts and discounts ↔ the model', () => {
  it('a model amount becomes the V1 number that prints as the same decimal, and back', () => {
    for (const text of ['19.65', '0.1', '21.35', '999999999.99', '0']) {
      expect(String(v1Amount(text))).toBe(text);
      expect(modelAmount(v1Amount(text))).toBe(text);
    }
    expect(modelAmount(undefined)).toBeUndefined();
  });

  it('compares model money with a V1 number exactly (19.65 is 19.65 although the double is not)', () => {
    expect(sameAmount('19.65', 19.65)).toBe(true);
    expect(sameAmount('19.650', 19.65)).toBe(true);
    expect(sameAmount('19.66', 19.65)).toBe(false);
    expect(sameAmount(undefined, undefined)).toBe(true);
    expect(sameAmount('1', undefined)).toBe(false);
  });

  it('a discount: the model keeps text and NONE; V1 numbers and its UNDEFINED, read as NONE', () => {
    expect(v1Discount({ type: 'PERCENT', value: '12.5' })).toEqual({ type: 'PERCENT', value: 12.5 });
    expect(modelDiscount({ type: 'AMOUNT', value: 1.3 })).toEqual({ type: 'AMOUNT', value: '1.3' });
    expect(modelDiscount({ type: 'UNDEFINED', value: 0 })).toEqual({ type: 'NONE', value: '0' });
    expect(modelDiscount(undefined)).toBeUndefined();
  });
});

describe('a plan (the model) → V1 request bodies', () => {
  it('createProduct: prices, cost and discount as V1 numbers', () => {
    const body = createInput(plan({ fields: { name: 'Hat', price: '19.65', cost: '4.35', discount: { type: 'AMOUNT', value: '1.3' } } }));
    expect(body).toMatchObject({ name: 'Hat', priceData: { price: 19.65 }, costAndProfitData: { itemCost: 4.35 }, discount: { type: 'AMOUNT', value: 1.3 } });
  });

  it('updateProduct: only what differs from the store, by exact amount', () => {
    expect(productPatch(plan({ fields: { price: '19.65' } }), current())).toEqual({});
    expect(productPatch(plan({ fields: { price: '19.66' } }), current())).toEqual({ priceData: { price: 19.66 } });
    const discounted = current({ discount: { type: 'PERCENT', value: 12.5 } });
    expect(productPatch(plan({ fields: { discount: { type: 'PERCENT', value: '12.50' } } }), discounted)).toEqual({});
    expect(productPatch(plan({ fields: { discount: { type: 'NONE', value: '0' } } }), current({ discount: { type: 'UNDEFINED', value: 0 } }))).toEqual({});
  });

  it('a variant price the store lacks is a V1 override number', () => {
    const variants = [{ id: 'v-l', choices: { Size: 'L' }, variant: { priceData: { price: 19.65 }, visible: true } }] as unknown as NonNullable<Product['variants']>;
    expect(variantOverrides(plan({ variants: [{ row: 3, choices: { Size: 'L' }, price: '21.35' }] }), variants)).toEqual([{ variantIds: ['v-l'], price: 21.35 }]);
  });
});

describe('a draft (`products create|update` flags) → a V1 body', () => {
  it('the flags are kept as decimal strings; the V1 body has the numbers', () => {
    const draft = draftFromFlags({ name: 'Hat', price: '19.650', cost: '4.35', discount: 'PERCENT:12.5' });
    expect(draft).toMatchObject({ price: '19.65', cost: '4.35', discount: { type: 'PERCENT', value: '12.5' } });
    expect(v1ProductBody(draft)).toEqual({ name: 'Hat', priceData: { price: 19.65 }, costAndProfitData: { itemCost: 4.35 }, discount: { type: 'PERCENT', value: 12.5 } });
  });
});
