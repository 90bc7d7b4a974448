// V1 by nature: Catalog V1's product routes (priceData, numericId, the query-string id copy); the V3 product
// routes are tested in v3-products.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const create = async (product: Record<string, unknown>) => {
  const res = await admin('POST', paths.products.create(), { product });
  expect(res.status).toBe(200);
  return res.body.product;
};

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('product CRUD', () => {
  it('creates, reads, updates and deletes a product', async () => {
    const created = await create({ name: 'Tea Pot', priceData: { price: 20 }, sku: 'TP-1' });
    const got = await admin('GET', `${paths.products.get(created.id)}?id=${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body.product).toEqual(created);

    const updated = await admin('PATCH', paths.products.update(created.id), { product: { id: created.id, description: 'Holds tea', priceData: { price: 22 } } });
    expect(updated.status).toBe(200);
    expect(updated.body.product).toMatchObject({ id: created.id, name: 'Tea Pot', sku: 'TP-1', description: 'Holds tea', slug: 'tea-pot' });
    expect(updated.body.product.priceData.price).toBe(22);

    const deleted = await admin('DELETE', `${paths.products.delete(created.id)}?id=${created.id}`);
    expect(deleted).toMatchObject({ status: 200, body: {} });
    const gone = await admin('GET', `${paths.products.get(created.id)}?id=${created.id}`);
    expect(gone.status).toBe(404);
  });

  it('renders every always-present field with its default', async () => {
    const p = await create({ name: 'Plain Thing', priceData: { price: 10 } });
    expect(p).toMatchObject({
      name: 'Plain Thing',
      slug: 'plain-thing',
      visible: true,
      productType: 'physical',
      description: '',
      sku: '',
      weight: 0,
      weightRange: { minValue: 0, maxValue: 0 },
      priceRange: { minValue: 10, maxValue: 10 },
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
      priceData: { currency: 'USD', price: 10, discountedPrice: 10, formatted: { price: '$10.00', discountedPrice: '$10.00' } },
      additionalInfoSections: [],
      ribbons: [],
      media: { items: [] },
      customTextFields: [],
      manageVariants: false,
      productOptions: [],
      productPageUrl: { base: `${t.baseUrl}/`, path: '/product-page/plain-thing' },
      discount: { type: 'NONE', value: 0 },
      collectionIds: [],
    });
    expect(p.price).toEqual(p.priceData);
    expect(p.convertedPriceData).toEqual(p.priceData);
    expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.inventoryItemId).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.numericId).toMatch(/^\d+$/);
    expect(Date.parse(p.createdDate)).not.toBeNaN();
    expect(p.lastUpdated).toBe(p.createdDate);
    expect(p).not.toHaveProperty('costAndProfitData');
    expect(p).not.toHaveProperty('variants');
    expect(p).not.toHaveProperty('_id');
  });

  it('gives ascending numeric ids and unique generated slugs', async () => {
    const a = await create({ name: 'Blue Bowl!', priceData: { price: 1 } });
    const b = await create({ name: 'blue  bowl', priceData: { price: 1 } });
    const c = await create({ name: 'Blue-Bowl', priceData: { price: 1 } });
    expect([a.slug, b.slug, c.slug]).toEqual(['blue-bowl', 'blue-bowl-2', 'blue-bowl-3']);
    expect(BigInt(b.numericId)).toBe(BigInt(a.numericId) + 1n);
    expect(BigInt(c.numericId)).toBe(BigInt(b.numericId) + 1n);
  });

  it('rejects an explicit slug another product uses with 409', async () => {
    await create({ name: 'One', slug: 'taken', priceData: { price: 1 } });
    const res = await admin('POST', paths.products.create(), { product: { name: 'Two', slug: 'taken', priceData: { price: 1 } } });
    expect(res.status).toBe(409);
    expect(res.body.details.applicationError).toMatchObject({ code: 'SLUG_ALREADY_EXISTS', data: { slug: 'taken' } });
  });

  it('answers an unknown product with the 404 envelope and a request id', async () => {
    const res = await admin('GET', `${paths.products.get('nope')}?id=nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-wix-request-id')).toMatch(/\S{8,}/);
    expect(res.body).toEqual({
      message: 'Product not found',
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND', description: 'Product nope not found', data: { id: 'nope' } } },
    });
  });

  it('answers a missing name with a validation envelope on product.name', async () => {
    const res = await admin('POST', paths.products.create(), { product: { priceData: { price: 5 } } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations).toEqual([
      { field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: null, data: {} },
    ]);
  });

  it('names each violated rule with the wire field path', async () => {
    const res = await admin('POST', paths.products.create(), {
      product: { name: 'x'.repeat(81), priceData: { price: -1 }, discount: { type: 'HALF', value: 1 } },
    });
    expect(res.status).toBe(400);
    const rules = Object.fromEntries(res.body.details.validationError.fieldViolations.map((v: any) => [v.field, v.violatedRule]));
    expect(rules).toEqual({ 'product.name': 'MAX_LENGTH', 'product.priceData.price': 'MIN', 'product.discount.type': 'INVALID_ENUM_VALUE' });
  });

  it('trusts the query-string copy of an id over the raw path segment', async () => {
    const p = await create({ name: 'Raw Path', priceData: { price: 3 } });
    const res = await admin('GET', `/stores-reader/v1/products/garbled%20segment?id=${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.product.id).toBe(p.id);
  });

  it('answers every response with 200 JSON and a fresh request id', async () => {
    const a = await admin('POST', paths.products.create(), { product: { name: 'A', priceData: { price: 1 } } });
    const b = await admin('DELETE', `${paths.products.delete(a.body.product.id)}?id=${a.body.product.id}`);
    expect(b.headers.get('content-type')).toMatch(/application\/json/);
    expect(a.headers.get('x-wix-request-id')).not.toBe(b.headers.get('x-wix-request-id'));
  });
});
