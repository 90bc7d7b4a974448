// V1 by nature: V1's bulk update/adjust product properties endpoints; V3's bulk and by-filter calls are tested
// in v3-bulk-jobs.test.ts and v3-bulk-items.test.ts.
// The sandbox's bulk endpoints over HTTP: per-item results, per-variant application, validation envelopes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const create = async (product: Record<string, unknown>) => (await t.admin('POST', paths.products.create(), { product })).body.product;
const get = async (id: string) => (await t.admin('GET', `${paths.products.get(id)}?id=${id}`)).body.product;
const bulkSet = (ids: string[], set: Record<string, unknown>) => t.admin('POST', paths.bulk.update(), { ids, set });
const bulkAdjust = (ids: string[], adjust: Record<string, unknown>) => t.admin('POST', paths.bulk.adjust(), { adjust, ids });
const sizes = { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) };
const variantPrices = (product: any) => Object.fromEntries(product.variants.map((v: any) => [v.choices.Size, v.variant.priceData.price]));
const UNKNOWN = '11111111-2222-4333-8444-555555555555';

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('POST bulk/products/update', () => {
  it('sets the field on each product and answers one result per id plus the counters', async () => {
    const a = await create({ name: 'A', priceData: { price: 10 } });
    const b = await create({ name: 'B', priceData: { price: 20 } });
    const res = await bulkSet([a.id, b.id], { price: 7.5 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [
        { itemMetadata: { id: a.id, originalIndex: 0, success: true } },
        { itemMetadata: { id: b.id, originalIndex: 1, success: true } },
      ],
      bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 },
    });
    expect((await get(a.id)).priceData).toMatchObject({ price: 7.5, formatted: { price: '$7.50' } });
    expect((await get(b.id)).priceData.price).toBe(7.5);
  });

  it('an unknown id fails that item only', async () => {
    const a = await create({ name: 'A', priceData: { price: 10 }, weight: 1 });
    const res = await bulkSet([UNKNOWN, a.id], { weight: 2.25 });
    expect(res.body.results[0].itemMetadata).toEqual({
      id: UNKNOWN,
      originalIndex: 0,
      success: false,
      error: { code: 'PRODUCT_NOT_FOUND', description: `Product ${UNKNOWN} not found`, data: { id: UNKNOWN } },
    });
    expect(res.body.results[1].itemMetadata.success).toBe(true);
    expect(res.body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect((await get(a.id)).weight).toBe(2.25);
  });

  it('sets and clears brand and ribbon (an empty string clears)', async () => {
    const a = await create({ name: 'A', priceData: { price: 10 }, brand: 'Old', ribbon: 'Sale' });
    await bulkSet([a.id], { brand: 'Acme' });
    expect((await get(a.id)).brand).toBe('Acme');
    await bulkSet([a.id], { brand: '' });
    await bulkSet([a.id], { ribbon: '' });
    const cleared = await get(a.id);
    expect(cleared).not.toHaveProperty('brand');
    expect(cleared).not.toHaveProperty('ribbon');
    expect(cleared.ribbons).toEqual([]);
  });

  it('with managed variants, every variant takes the set value', async () => {
    const p = await create({ name: 'Hat', priceData: { price: 20 }, manageVariants: true, productOptions: [sizes] });
    await bulkSet([p.id], { price: 15 });
    expect(variantPrices(await get(p.id))).toEqual({ S: 15, M: 15, L: 15 });
  });

  it('rejects a bad request with the validation envelope: no set, two fields, more than 100 ids, no ids', async () => {
    const p = await create({ name: 'A', priceData: { price: 10 } });
    const noField = await bulkSet([p.id], {});
    expect(noField.status).toBe(400);
    expect(noField.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'set' });
    expect((await bulkSet([p.id], { price: 1, cost: 2 })).status).toBe(400);
    expect((await bulkSet([p.id], { price: -1 })).status).toBe(400);
    const many = await bulkSet(Array.from({ length: 101 }, () => p.id), { price: 1 });
    expect(many.status).toBe(400);
    expect(many.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'ids', violatedRule: 'MAX_SIZE' });
    expect((await bulkSet([], { price: 1 })).status).toBe(400);
    expect((await get(p.id)).priceData.price).toBe(10);
  });

  it('refuses a visitor token', async () => {
    const res = await fetch(`${t.baseUrl}${paths.bulk.update()}`, {
      method: 'POST',
      headers: { Authorization: 'not-a-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [UNKNOWN], set: { price: 1 } }),
    });
    expect(res.status).toBe(401);
  });
});

describe('POST bulk/products/adjust-properties', () => {
  it('adjusts by percentage with 2 decimals, or whole numbers with roundToInt', async () => {
    const a = await create({ name: 'A', priceData: { price: 29 } });
    const b = await create({ name: 'B', priceData: { price: 12.34 } });
    await bulkAdjust([a.id, b.id], { price: { percentage: { rate: 13 } } });
    expect((await get(a.id)).priceData.price).toBe(32.77);
    expect((await get(b.id)).priceData.price).toBe(13.94);
    await bulkAdjust([a.id, b.id], { price: { percentage: { rate: 13, roundToInt: true } } });
    expect((await get(a.id)).priceData.price).toBe(37);
    expect((await get(b.id)).priceData.price).toBe(16);
  });

  it('adjusts by amount; a result below zero fails that item with the value, the others still change', async () => {
    const cheap = await create({ name: 'Cheap', priceData: { price: 1 }, costAndProfitData: { itemCost: 0.5 } });
    const dear = await create({ name: 'Dear', priceData: { price: 9 }, costAndProfitData: { itemCost: 4 } });
    const res = await bulkAdjust([cheap.id, dear.id], { cost: { amount: -1.25 } });
    expect(res.body.results[0].itemMetadata).toMatchObject({
      id: cheap.id,
      success: false,
      error: { code: 'NEGATIVE_VALUE', data: { id: cheap.id, field: 'cost', value: -0.75 } },
    });
    expect(res.body.results[0].itemMetadata.error.description).toContain('below 0');
    expect(res.body.results[1].itemMetadata.success).toBe(true);
    expect((await get(cheap.id)).costAndProfitData.itemCost).toBe(0.5);
    expect((await get(dear.id)).costAndProfitData.itemCost).toBe(2.75);
  });

  it('leaves a product without a cost without one (nothing to adjust)', async () => {
    const p = await create({ name: 'A', priceData: { price: 10 } });
    const res = await bulkAdjust([p.id], { cost: { amount: 5 } });
    expect(res.body.results[0].itemMetadata.success).toBe(true);
    expect(await get(p.id)).not.toHaveProperty('costAndProfitData');
  });

  it('with managed variants, adjusts every variant; one variant going negative fails the whole product', async () => {
    const p = await create({ name: 'Hat', priceData: { price: 20 }, weight: 1, manageVariants: true, productOptions: [sizes] });
    await bulkAdjust([p.id], { price: { percentage: { rate: 10 } } });
    const after = await get(p.id);
    expect(after.priceData.price).toBe(22);
    expect(variantPrices(after)).toEqual({ S: 22, M: 22, L: 22 });
    expect(after.priceRange).toEqual({ minValue: 22, maxValue: 22 });
    const res = await bulkAdjust([p.id], { weight: { amount: -1.5 } });
    expect(res.body.results[0].itemMetadata.error).toMatchObject({ code: 'NEGATIVE_VALUE', data: { value: -0.5 } });
    expect((await get(p.id)).weight).toBe(1);
  });

  it('rejects a rate outside −100..1000, a fractional rate, and two fields at once', async () => {
    const p = await create({ name: 'A', priceData: { price: 10 } });
    for (const adjust of [
      { price: { percentage: { rate: 1001 } } },
      { price: { percentage: { rate: -101 } } },
      { price: { percentage: { rate: 2.5 } } },
      { price: { amount: 1 }, cost: { amount: 1 } },
      { price: { amount: 1, percentage: { rate: 1 } } },
    ]) {
      const res = await bulkAdjust([p.id], adjust);
      expect(res.status, JSON.stringify(adjust)).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toMatch(/^adjust/);
    }
    expect((await get(p.id)).priceData.price).toBe(10);
  });
});
