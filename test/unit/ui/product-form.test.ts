// The product form accepts exactly what the flags accept: same parsing, same zod schemas, same messages.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/io/cli-errors.js';
import { ProductInputSchema, type Product } from '../../../src/wire/api/catalog-v1/product.js';
import { productFromFlags } from '../../../src/commands/products/product-flags.js';
import { productFormSpec, productFormValues, productInputFromForm, productPatchFromForm } from '../../../src/commands/products/product-form.js';

const mug = {
  id: 'p1',
  name: 'Mug',
  slug: 'mug',
  visible: true,
  priceData: { price: 12.5 },
  costAndProfitData: { itemCost: 4 },
  sku: 'MUG-1',
  weight: 0.4,
  discount: { type: 'PERCENT', value: 10 },
  description: 'A mug',
} as unknown as Product;

const flagMessage = (flags: Record<string, unknown>) => {
  try {
    productFromFlags(flags);
  } catch (error) {
    return (error as UsageError).message.replace(/^--[\w-]+: /, '');
  }
  throw new Error('expected the flags to be refused');
};

describe('product form', () => {
  it('has the flags as fields; options only when creating', () => {
    expect(productFormSpec('create').fields.map((f) => f.key)).toEqual(['name', 'price', 'slug', 'sku', 'cost', 'weight', 'brand', 'ribbon', 'discount', 'visible', 'option', 'description']);
    expect(productFormSpec('update', mug).fields.map((f) => f.key)).not.toContain('option');
  });

  it("starts an update with the product's values", () => {
    expect(productFormValues(mug)).toMatchObject({ name: 'Mug', price: '12.5', cost: '4', weight: '0.4', discount: 'PERCENT:10', visible: 'yes', brand: '' });
  });

  it('reports bad numbers and discounts with the messages of the flags', () => {
    const { validate } = productFormSpec('create');
    const errors = validate({ name: 'Tee', price: '12,5', discount: 'HALF', visible: 'yes' });
    expect(errors.price).toBe(flagMessage({ price: '12,5' }));
    expect(errors.discount).toBe(flagMessage({ discount: 'HALF' }));
  });

  it("applies the product schema's rules to the fields they belong to", () => {
    const { validate } = productFormSpec('create');
    expect(validate({ visible: 'yes' })).toEqual({ name: 'is required', price: 'is required' });
    const long = validate({ name: 'x'.repeat(81), price: '1', visible: 'yes' });
    expect(long.name).toBe('must be at most 80 characters');
    // One discount rule for every way a product arrives (issue #15 item 4).
    expect(validate({ name: 'Tee', price: '10', discount: 'PERCENT:150', visible: 'yes' })).toEqual({ discount: 'a PERCENT discount is at most 100' });
    expect(validate({ name: 'Tee', price: '1', visible: 'yes' })).toEqual({});
  });

  it('builds the create body the flags would', () => {
    const values = { name: ' Tee ', price: '12', visible: 'no', option: 'Size=S,M; Color=Red', discount: 'AMOUNT:2' };
    expect(productInputFromForm(values)).toEqual(
      ProductInputSchema.parse(productFromFlags({ name: 'Tee', price: '12', hidden: true, option: ['Size=S,M', 'Color=Red'], discount: 'AMOUNT:2' })),
    );
  });

  it('sends only what changed on update; an emptied discount removes it', () => {
    const values = { ...productFormValues(mug), price: '14', discount: '', visible: 'no' };
    expect(productPatchFromForm(mug, values)).toEqual({ priceData: { price: 14 }, discount: { type: 'NONE', value: 0 }, visible: false });
    expect(productPatchFromForm(mug, productFormValues(mug))).toEqual({});
  });
});
