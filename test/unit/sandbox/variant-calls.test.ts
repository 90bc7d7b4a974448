// V1 by nature: V1's variant calls (options availability, manageVariants, update by choices, reset); V3 variants
// are written with the product (v3-products.test.ts, v3-bulk-jobs.test.ts).
// Product variant calls of the sandbox over HTTP: options availability, the variants query, update by choices or ids,
// reset to the product's values, and the manageVariants rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const sizes = { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) };
const colors = { name: 'Color', choices: ['Red', 'Blue'].map((v) => ({ value: v, description: v })) };

async function shirt(extra: Record<string, unknown> = {}) {
  const product = { name: 'Shirt', priceData: { price: 20 }, sku: 'SH', weight: 0.5, costAndProfitData: { itemCost: 8 }, productOptions: [sizes, colors], ...extra };
  const res = await admin('POST', paths.products.create(), { product });
  expect(res.status).toBe(200);
  return res.body.product;
}
const availability = (id: string, options: Record<string, string>) => admin('POST', paths.products.optionsAvailability(id), { id, options });
const update = (id: string, variants: unknown[]) => admin('PATCH', paths.products.updateVariants(id), { id, variants });
const get = async (id: string) => (await admin('GET', `${paths.products.get(id)}?id=${id}`)).body.product;
const setStock = (productId: string, inventoryItem: Record<string, unknown>) =>
  admin('PATCH', paths.inventory.updateVariants(productId), { inventoryItem: { productId, ...inventoryItem } });
const variantOf = (product: any, choices: Record<string, string>) =>
  product.variants.find((v: any) => Object.entries(choices).every(([k, c]) => v.choices[k] === c));

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('options availability', () => {
  it('answers selectedVariant only once every option has a choice', async () => {
    const p = await shirt({ discount: { type: 'PERCENT', value: 10 } });
    const partial = await availability(p.id, { Size: 'M' });
    expect(partial.status).toBe(200);
    expect(partial.body.selectedVariant).toBeUndefined();
    expect(partial.body.availableForPurchase).toBe(false);
    expect(partial.body.productOptions.map((o: any) => o.name)).toEqual(['Size', 'Color']);

    const full = await availability(p.id, { Size: 'M', Color: 'Blue' });
    expect(full.body.availableForPurchase).toBe(true);
    expect(full.body.selectedVariant).toEqual({
      price: { currency: 'USD', price: 20, discountedPrice: 18, formatted: { price: '$20.00', discountedPrice: '$18.00' } },
      convertedPriceData: { currency: 'USD', price: 20, discountedPrice: 18, formatted: { price: '$20.00', discountedPrice: '$18.00' } },
      weight: 0.5,
      sku: 'SH',
      inStock: true,
      visible: true,
    });
  });

  it('marks the choices that lead only to out-of-stock variants, given the other options chosen', async () => {
    const p = await shirt();
    expect((await setStock(p.id, { variants: [{ variantId: variantOf(p, { Size: 'L', Color: 'Red' }).id, inStock: false }] })).status).toBe(200);
    const red = await availability(p.id, { Color: 'Red' });
    const sizeChoices = red.body.productOptions[0].choices;
    expect(sizeChoices.map((c: any) => [c.description, c.inStock])).toEqual([['S', true], ['M', true], ['L', false]]);
    const blue = await availability(p.id, { Color: 'Blue' });
    expect(blue.body.productOptions[0].choices.every((c: any) => c.inStock)).toBe(true);

    const chosen = await availability(p.id, { Size: 'L', Color: 'Red' });
    expect(chosen.body.selectedVariant).toMatchObject({ inStock: false, visible: true });
    expect(chosen.body.availableForPurchase).toBe(false);

    const product = await get(p.id);
    expect(product.stock).toEqual({ trackInventory: false, inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
    expect(variantOf(product, { Size: 'L', Color: 'Red' }).stock).toEqual({ trackQuantity: false, inStock: false });
  });

  it('counts quantities when inventory is tracked', async () => {
    const p = await shirt({ productOptions: [sizes] });
    await setStock(p.id, { trackQuantity: true, variants: p.variants.map((v: any, i: number) => ({ variantId: v.id, quantity: i * 2 })) });
    const product = await get(p.id);
    expect(product.stock).toEqual({ trackInventory: true, quantity: 6, inStock: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
    expect(product.variants.map((v: any) => v.stock)).toEqual([
      { trackQuantity: true, quantity: 0, inStock: false },
      { trackQuantity: true, quantity: 2, inStock: true },
      { trackQuantity: true, quantity: 4, inStock: true },
    ]);
    expect((await availability(p.id, { Size: 'L' })).body.selectedVariant).toMatchObject({ quantity: 4, inStock: true });
  });

  it('rejects an unknown option or choice with a field violation', async () => {
    const p = await shirt();
    const res = await availability(p.id, { Fit: 'Slim' });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe('options.Fit');
    expect((await availability(p.id, { Size: 'XXL' })).status).toBe(400);
  });

  it('returns the chosen choice media, else the product media', async () => {
    const p = await shirt();
    await admin('POST', paths.products.addMedia(p.id), { id: p.id, media: [{ url: 'https://img.example/main.jpg' }, { url: 'https://img.example/red.jpg', choice: { option: 'Color', choice: 'Red' } }] });
    expect((await availability(p.id, { Color: 'Red' })).body.media.items.map((m: any) => m.image.url)).toEqual(['https://img.example/red.jpg']);
    expect((await availability(p.id, { Color: 'Blue' })).body.media.items).toHaveLength(2);
  });
});

describe('query product variants', () => {
  it('filters by partial choices or ids and pages with items/offset/totalResults', async () => {
    const p = await shirt();
    const query = (body: Record<string, unknown>) => admin('POST', paths.products.queryVariants(p.id), { id: p.id, ...body });
    const red = await query({ choices: { Color: 'Red' } });
    expect(red.body.variants.map((v: any) => v.choices.Size)).toEqual(['S', 'M', 'L']);
    expect(red.body).toMatchObject({ metadata: { items: 3, offset: 0 }, totalResults: 3 });
    const byId = await query({ variantIds: [p.variants[4].id] });
    expect(byId.body.variants.map((v: any) => v.id)).toEqual([p.variants[4].id]);
    const page = await query({ paging: { limit: 2, offset: 4 } });
    expect(page.body.variants.map((v: any) => v.id)).toEqual(p.variants.slice(4).map((v: any) => v.id));
    expect(page.body).toMatchObject({ metadata: { items: 2, offset: 4 }, totalResults: 6 });
  });
});

describe('update variants', () => {
  it('is refused while the product does not manage its variants', async () => {
    const p = await shirt();
    const res = await update(p.id, [{ choices: { Size: 'S' }, price: 30 }]);
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError.code).toBe('VARIANTS_NOT_MANAGED');
    expect((await get(p.id)).variants.every((v: any) => v.variant.priceData.price === 20)).toBe(true);

    const plain = (await admin('POST', paths.products.create(), { product: { name: 'Plain', priceData: { price: 5 }, manageVariants: true } })).body.product;
    const noOptions = await update(plain.id, [{ variantIds: ['00000000-0000-0000-0000-000000000000'], price: 6 }]);
    expect(noOptions.status).toBe(428);
    expect(noOptions.body.details.applicationError.description).toMatch(/has no options/);
  });

  it('updates every variant matching partial choices, and only those; ranges follow', async () => {
    const p = await shirt({ manageVariants: true });
    const res = await update(p.id, [{ choices: { Size: 'L' }, price: 25, cost: 10, weight: 0.7, sku: 'SH-L' }]);
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: any) => v.choices)).toEqual([{ Size: 'L', Color: 'Red' }, { Size: 'L', Color: 'Blue' }]);
    expect(res.body.variants[0].variant).toMatchObject({
      priceData: { price: 25, formatted: { price: '$25.00' } },
      costAndProfitData: { itemCost: 10, profit: 15, profitMargin: 0.6 },
      weight: 0.7,
      sku: 'SH-L',
    });
    const product = await get(p.id);
    expect(variantOf(product, { Size: 'M', Color: 'Red' }).variant).toMatchObject({ priceData: { price: 20 }, sku: 'SH' });
    expect(product.priceRange).toEqual({ minValue: 20, maxValue: 25 });
    expect(product.costRange).toEqual({ minValue: 8, maxValue: 10 });
    expect(product.weightRange).toEqual({ minValue: 0.5, maxValue: 0.7 });
  });

  it('computes the price per unit of each variant from its own price', async () => {
    const perUnit = { totalQuantity: 500, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' };
    const p = await shirt({ manageVariants: true, productOptions: [sizes], pricePerUnitData: perUnit });
    await update(p.id, [{ choices: { Size: 'L' }, price: 30 }]);
    const large = await availability(p.id, { Size: 'L' });
    expect(large.body.selectedVariant.price).toMatchObject({ price: 30, pricePerUnit: 6, formatted: { pricePerUnit: '$6.00' } });
    expect(variantOf(await get(p.id), { Size: 'S' }).variant.priceData).toMatchObject({ pricePerUnit: 4, formatted: { pricePerUnit: '$4.00' } });
  });

  it('updates by variant ids, later items win, null goes back to the product value, hidden variants leave the ranges', async () => {
    const p = await shirt({ manageVariants: true });
    const [first, second] = p.variants;
    await update(p.id, [{ variantIds: [first.id, second.id], price: 40 }, { variantIds: [second.id], price: 41, visible: false }]);
    let product = await get(p.id);
    expect(variantOf(product, first.choices).variant.priceData.price).toBe(40);
    expect(variantOf(product, second.choices).variant).toMatchObject({ priceData: { price: 41 }, visible: false });
    expect(product.priceRange).toEqual({ minValue: 20, maxValue: 40 });
    expect((await availability(p.id, { Size: 'S' })).body.productOptions[1].choices.map((c: any) => c.visible)).toEqual([true, false]);

    await update(p.id, [{ variantIds: [first.id], price: null }]);
    product = await get(p.id);
    expect(variantOf(product, first.choices).variant.priceData.price).toBe(20);
  });

  it('rejects unknown variant ids, unknown choices and items with both or neither target', async () => {
    const p = await shirt({ manageVariants: true });
    expect((await update(p.id, [{ variantIds: ['nope'], price: 1 }])).status).toBe(404);
    expect((await update(p.id, [{ choices: { Size: 'XL' }, price: 1 }])).status).toBe(400);
    expect((await update(p.id, [{ price: 1 }])).status).toBe(400);
    expect((await update(p.id, [{ choices: { Size: 'S' }, variantIds: [p.variants[0].id], price: 1 }])).status).toBe(400);
    expect((await update(p.id, [{ choices: { Size: 'S' }, price: -1 }])).body.details.validationError.fieldViolations[0].field).toBe('variants[0].price');
  });
});

describe('reset and manageVariants', () => {
  it('reset restores every variant to the product values', async () => {
    const p = await shirt({ manageVariants: true });
    await update(p.id, [{ choices: {}, price: 99, sku: 'X', weight: 3, visible: false }]);
    const reset = await admin('POST', paths.products.resetVariants(p.id), { id: p.id });
    expect(reset).toMatchObject({ status: 200, body: {} });
    const product = await get(p.id);
    expect(product.variants).toEqual(p.variants);
    expect(product.priceRange).toEqual(p.priceRange);
  });

  it('turns manageVariants off only once no variant has values of its own', async () => {
    const p = await shirt({ manageVariants: true });
    await update(p.id, [{ choices: { Size: 'S' }, price: 30 }]);
    const patch = (fields: Record<string, unknown>) => admin('PATCH', paths.products.update(p.id), { product: { id: p.id, ...fields } });
    const refused = await patch({ manageVariants: false });
    expect(refused.status).toBe(428);
    expect(refused.body.details.applicationError.code).toBe('VARIANTS_HAVE_DATA');
    await admin('POST', paths.products.resetVariants(p.id), { id: p.id });
    expect((await patch({ manageVariants: false })).body.product.manageVariants).toBe(false);
  });

  it('refuses manageVariants with more than 300 variants', async () => {
    const many = (name: string, n: number) => ({ name, choices: Array.from({ length: n }, (_, i) => ({ value: `${i}`, description: `${i}` })) });
    const res = await admin('POST', paths.products.create(), { product: { name: 'Big', priceData: { price: 1 }, manageVariants: true, productOptions: [many('A', 20), many('B', 16)] } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe('product.manageVariants');
  });
});
