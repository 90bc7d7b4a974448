// The product form accepts exactly what the flags accept on the store's catalog version: same parsing, the same
// prepared body and zod schema as `create`/`update` with flags, same messages.
import { describe, expect, it } from 'vitest';
import type { StoreClient } from '../../../src/client/index.js';
import { catalogFor } from '../../../src/catalog/core/catalog-for.js';
import type { CatalogProduct } from '../../../src/catalog/core/store-catalog.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { ProductInputSchema } from '../../../src/wire/api/catalog-v1/product.js';
import { draftFromFlags, type ProductFlags } from '../../../src/commands/products/product-flags.js';
import { productCreateForm, productUpdateForm } from '../../../src/commands/products/product-form.js';
import { v1ProductBody } from '../../../src/catalog/v1/store-catalog.js';

// Preparing a body sends nothing: no client is needed.
const v1 = (await catalogFor({} as StoreClient, 'v1')).products;
const v3 = (await catalogFor({} as StoreClient, 'v3')).products;
const v1Writer = await v1.writer();
const v3Writer = await v3.writer();

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
} as unknown as CatalogProduct;

const v3Variant = (id: string, actual: string, compareAt?: string, sku?: string) => ({
  id,
  visible: true,
  sku,
  price: { actualPrice: { amount: actual }, ...(compareAt ? { compareAtPrice: { amount: compareAt } } : {}) },
  revenueDetails: { cost: { amount: '4' } },
  physicalProperties: { weight: 0.4 },
  choices: [],
});
const v3Mug = {
  id: 'p3',
  revision: '7',
  name: 'Mug',
  slug: 'mug',
  visible: true,
  productType: 'PHYSICAL',
  plainDescription: 'A mug',
  brand: { id: 'b1', name: 'Homestead' },
  variantsInfo: { variants: [v3Variant('v1', '10', '12', 'MUG-1')] },
} as unknown as CatalogProduct;

const flagMessage = (flags: ProductFlags) => {
  try {
    draftFromFlags(flags);
  } catch (error) {
    return (error as UsageError).message.replace(/^--[\w-]+: /, '');
  }
  throw new Error('expected the flags to be refused');
};

describe('product form', () => {
  it('has the flags as fields; options only when creating', () => {
    expect(productCreateForm(v1Writer).spec.fields.map((f) => f.key)).toEqual(['name', 'price', 'slug', 'sku', 'cost', 'weight', 'brand', 'ribbon', 'discount', 'visible', 'option', 'description']);
    expect(productUpdateForm(v1, v1Writer, mug).spec.fields.map((f) => f.key)).not.toContain('option');
  });

  it("starts an update with the product's values", () => {
    expect(productUpdateForm(v1, v1Writer, mug).spec.initial).toMatchObject({ name: 'Mug', price: '12.5', cost: '4', weight: '0.4', discount: 'PERCENT:10', visible: 'yes', brand: '' });
  });

  it('reports bad numbers and discounts with the messages of the flags', () => {
    const { validate } = productCreateForm(v1Writer).spec;
    const errors = validate({ name: 'Tee', price: '12,5', discount: 'HALF', visible: 'yes' });
    expect(errors.price).toBe(flagMessage({ price: '12,5' }));
    expect(errors.discount).toBe(flagMessage({ discount: 'HALF' }));
  });

  it("applies the product schema's rules to the fields they belong to", () => {
    const { validate } = productCreateForm(v1Writer).spec;
    expect(validate({ visible: 'yes' })).toEqual({ name: 'is required', price: 'is required' });
    const long = validate({ name: 'x'.repeat(81), price: '1', visible: 'yes' });
    expect(long.name).toBe('must be at most 80 characters');
    // One discount rule for every way a product arrives (issue #15 item 4).
    expect(validate({ name: 'Tee', price: '10', discount: 'PERCENT:150', visible: 'yes' })).toEqual({ discount: 'a PERCENT discount is at most 100' });
    expect(validate({ name: 'Tee', price: '1', visible: 'yes' })).toEqual({});
  });

  it('builds the create body the flags would', () => {
    const values = { name: ' Tee ', price: '12', visible: 'no', option: 'Size=S,M; Color=Red', discount: 'AMOUNT:2' };
    expect(productCreateForm(v1Writer).body(values)).toEqual(
      ProductInputSchema.parse(v1ProductBody(draftFromFlags({ name: 'Tee', price: '12', hidden: true, option: ['Size=S,M', 'Color=Red'], discount: 'AMOUNT:2' }))),
    );
  });

  it('sends only what changed on update; an emptied discount removes it', () => {
    const form = productUpdateForm(v1, v1Writer, mug);
    const values = { ...form.spec.initial, price: '14', discount: '', visible: 'no' };
    expect(form.body(values)).toEqual({ priceData: { price: 14 }, discount: { type: 'NONE', value: 0 }, visible: false });
    expect(form.body(form.spec.initial)).toEqual({});
  });
});

describe('product form on Catalog V3', () => {
  it("starts from the product's variant: the list price, the discount as an amount, cost, SKU, brand by name", () => {
    expect(productUpdateForm(v3, v3Writer, v3Mug).spec.initial).toEqual({
      name: 'Mug', price: '12', slug: 'mug', sku: 'MUG-1', cost: '4', weight: '0.4', brand: 'Homestead', ribbon: '', discount: 'AMOUNT:2', visible: 'yes', description: 'A mug',
    });
  });

  it('builds the V3 update body the flags would: a new price keeps the discount, on every variant', () => {
    const form = productUpdateForm(v3, v3Writer, v3Mug);
    const body = form.body({ ...form.spec.initial, price: '14' });
    expect(body).toEqual(v3Writer.prepareUpdate(v3Mug, { price: 14 }, {}).schema.parse(v3Writer.prepareUpdate(v3Mug, { price: 14 }, {}).body));
    expect((body.variantsInfo as any).variants[0].price).toEqual({ actualPrice: { amount: '12' }, compareAtPrice: { amount: '14' } });
    expect(form.body({ ...form.spec.initial, name: 'Big mug' })).toEqual({ name: 'Big mug' });
    expect(form.body(form.spec.initial)).toEqual({});
  });

  it("names the field a V3 rule refuses (one SKU for a product's several variants)", () => {
    const two = { ...v3Mug, variantsInfo: { variants: [v3Variant('v1', '10'), v3Variant('v2', '10')] } } as unknown as CatalogProduct;
    const form = productUpdateForm(v3, v3Writer, two);
    expect(form.spec.initial.sku).toBe('');
    expect(form.spec.validate({ ...form.spec.initial, sku: 'X-1' }).sku).toMatch(/each variant has its own SKU/);
  });

  it('a V3 create needs a name and a price, reported on their fields', () => {
    const errors = productCreateForm(v3Writer).spec.validate({ visible: 'yes' });
    expect(Object.keys(errors).sort()).toEqual(['name', 'price']);
  });
});
