// V1 by nature: V1's pricing (discount, price per unit, profit) and variant generation; V3 variants carry their
// own prices (v3-products.test.ts) and V3 discounts are bulk jobs (v3-bulk-jobs.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { DEFAULT_VARIANT_ID, variantSpecs } from '../../../src/sandbox/domain/v1/variant-generation.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const create = async (product: Record<string, unknown>) => (await admin('POST', paths.products.create(), { product })).body.product;
const sizes = { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) };
const colors = { name: 'Color', optionType: 'color', choices: ['Red', 'Blue'].map((v) => ({ value: v, description: v })) };

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('pricing', () => {
  it('applies a PERCENT discount, rounded to cents, with profit and margin', async () => {
    const p = await create({ name: 'Kettle', priceData: { price: 1234.5 }, discount: { type: 'PERCENT', value: 15 }, costAndProfitData: { itemCost: 400 } });
    expect(p.priceData).toMatchObject({ price: 1234.5, discountedPrice: 1049.33, formatted: { price: '$1,234.50', discountedPrice: '$1,049.33' } });
    expect(p.costAndProfitData).toEqual({
      itemCost: 400,
      formattedItemCost: '$400.00',
      profit: 649.33,
      formattedProfit: '$649.33',
      profitMargin: 0.6188,
    });
    expect(p.discount).toEqual({ type: 'PERCENT', value: 15 });
  });

  it('applies an AMOUNT discount and never goes below zero', async () => {
    const a = await create({ name: 'Towel', priceData: { price: 24 }, discount: { type: 'AMOUNT', value: 4 } });
    expect(a.priceData.discountedPrice).toBe(20);
    const b = await create({ name: 'Freebie', priceData: { price: 3 }, discount: { type: 'AMOUNT', value: 5 }, costAndProfitData: { itemCost: 1 } });
    expect(b.priceData).toMatchObject({ discountedPrice: 0, formatted: { discountedPrice: '$0.00' } });
    expect(b.costAndProfitData).toMatchObject({ profit: -1, formattedProfit: '-$1.00', profitMargin: 0 });
  });

  it('recomputes derived prices when the price changes', async () => {
    const p = await create({ name: 'Lamp', priceData: { price: 100 }, discount: { type: 'PERCENT', value: 10 }, costAndProfitData: { itemCost: 30 } });
    const res = await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, priceData: { price: 50 } } });
    expect(res.body.product.priceData).toMatchObject({ price: 50, discountedPrice: 45 });
    expect(res.body.product.costAndProfitData).toMatchObject({ profit: 15, profitMargin: 0.3333 });
  });

  it('computes the price per unit from pricePerUnitData', async () => {
    const p = await create({
      name: 'Olive Oil',
      priceData: { price: 12 },
      pricePerUnitData: { totalQuantity: 500, totalMeasurementUnit: 'ML', baseQuantity: 100, baseMeasurementUnit: 'ML' },
    });
    expect(p.priceData).toMatchObject({ pricePerUnit: 2.4, formatted: { pricePerUnit: '$2.40' } });
  });
});

describe('variants', () => {
  it('generates the cartesian product of choices in option order', async () => {
    const p = await create({ name: 'Shirt', priceData: { price: 20 }, sku: 'SH', weight: 0.25, discount: { type: 'AMOUNT', value: 2 }, productOptions: [sizes, colors] });
    expect(p.variants.map((v: any) => v.choices)).toEqual([
      { Size: 'S', Color: 'Red' }, { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Red' }, { Size: 'M', Color: 'Blue' },
      { Size: 'L', Color: 'Red' }, { Size: 'L', Color: 'Blue' },
    ]);
    expect(new Set(p.variants.map((v: any) => v.id)).size).toBe(6);
    expect(p.variants[0]).toMatchObject({
      variant: { priceData: { price: 20, discountedPrice: 18 }, weight: 0.25, sku: 'SH', visible: true },
      stock: { trackQuantity: false, inStock: true },
    });
    expect(p.productOptions[0]).toMatchObject({ optionType: 'drop_down', choices: [{ value: 'S', description: 'S', inStock: true, visible: true }, {}, {}] });
    expect(p.productOptions[1].optionType).toBe('color');
  });

  it('keeps variant ids across an unrelated update and for kept combinations', async () => {
    const p = await create({ name: 'Cap', priceData: { price: 10 }, productOptions: [sizes] });
    const renamed = (await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, name: 'Cap 2', priceData: { price: 11 } } })).body.product;
    expect(renamed.variants.map((v: any) => v.id)).toEqual(p.variants.map((v: any) => v.id));

    const grown = (await admin('PATCH', paths.products.update(p.id), { product: { id: p.id, productOptions: [{ ...sizes, choices: [...sizes.choices, { value: 'XL', description: 'XL' }] }] } })).body.product;
    expect(grown.variants.slice(0, 3).map((v: any) => v.id)).toEqual(p.variants.map((v: any) => v.id));
    expect(grown.variants).toHaveLength(4);
  });

  it('reflects variant overrides in variant data and ranges (demo Sun Hat)', async () => {
    t.sandbox.reset();
    const query = await admin('POST', paths.products.query(), { query: { filter: { name: 'Sun Hat' } } });
    const hat = query.body.products[0];
    const large = hat.variants.filter((v: any) => v.choices.Size === 'L');
    expect(large.map((v: any) => v.variant.priceData.price)).toEqual([32, 32]);
    expect(hat.variants.filter((v: any) => v.choices.Size !== 'L').every((v: any) => v.variant.priceData.price === 29)).toBe(true);
    expect(hat.priceRange).toEqual({ minValue: 29, maxValue: 32 });
    expect(large[0].variant.costAndProfitData).toMatchObject({ itemCost: 9, profit: 23 });
  });

  it('rejects options that would create more than 1000 variants', async () => {
    const big = (name: string) => ({ name, choices: Array.from({ length: 11 }, (_, i) => ({ value: `${i}`, description: `${i}` })) });
    const res = await admin('POST', paths.products.create(), { product: { name: 'Huge', priceData: { price: 1 }, productOptions: [big('A'), big('B'), big('C')] } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'product.productOptions', violatedRule: 'MAX_SIZE' });
  });

  it('gives a product without options one default variant with the all-zero id', () => {
    const specs = variantSpecs('p1', []);
    expect(specs).toEqual([{ id: '00000000-0000-0000-0000-000000000000', choices: {} }]);
    expect(DEFAULT_VARIANT_ID).toBe(specs[0].id);
  });
});
