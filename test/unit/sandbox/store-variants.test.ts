// V1 by nature: V1's store variants (`<productId>-<variantId>` rows) and their V1 events; V3's read-only variants
// are tested in v3-entities.test.ts and v3-variant-page-lookups.test.ts.
// Store variants over HTTP (ids, rows per managed variant, media, visibility, query) and the catalog v1 events the new
// write calls record in the outbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { createClock } from '../../../src/sandbox/clock.js';
import { openSandboxDb } from '../../../src/sandbox/db.js';
import { addChoiceMedia, addProductMedia } from '../../../src/sandbox/domain/v1/media-service.js';
import { changesSince } from '../../../src/sandbox/domain/outbox.js';
import { createProduct, type CatalogEnv } from '../../../src/sandbox/domain/v1/product-service.js';
import { deleteProductOptions, removeBrand, removeRibbon } from '../../../src/sandbox/domain/v1/product-edits.js';
import { resetVariants, updateVariants } from '../../../src/sandbox/domain/v1/variant-service.js';
import { productsTable } from '../../../src/sandbox/tables/v1/products.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const sizes = { name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) };
const colors = { name: 'Color', choices: ['Red', 'Blue'].map((v) => ({ value: v, description: v })) };
const create = async (product: Record<string, unknown>) => (await admin('POST', paths.products.create(), { product })).body.product;
const queryVariants = (query: Record<string, unknown>, headers = t.adminHeaders) =>
  callSandbox(t.baseUrl, 'POST', paths.storeVariants.query(), { body: { query }, headers });

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('store variants', () => {
  it('lists one row per managed variant with id <productId>-<variantId>, and one row for any other product', async () => {
    const managed = await create({ name: 'Tee', priceData: { price: 10 }, sku: 'TEE', manageVariants: true, productOptions: [sizes, colors] });
    const plain = await create({ name: 'Mug', priceData: { price: 5 }, sku: 'MUG', productOptions: [sizes] });
    const res = await queryVariants({});
    expect(res.status).toBe(200);
    const rows = res.body.variants;
    expect(rows).toHaveLength(5);
    expect(res.body.metadata).toMatchObject({ count: 5, offset: 0, total: 5 });
    expect(rows[0]).toEqual({
      id: `${managed.id}-${managed.variants[0].id}`,
      variantId: managed.variants[0].id,
      productId: managed.id,
      variantName: 'S / Red',
      productName: 'Tee',
      managedVariant: true,
      sku: 'TEE',
      stock: { trackQuantity: false, inStock: true },
      choices: { Size: 'S', Color: 'Red' },
      collectionIds: [],
      preorderInfo: { enabled: false },
      customFields: {},
    });
    expect(rows[4]).toMatchObject({
      id: `${plain.id}-00000000-0000-0000-0000-000000000000`,
      managedVariant: false,
      variantName: 'Mug',
      choices: {},
      sku: 'MUG',
    });
  });

  it('gets one by id, with the choice image when the choice has one, else the main image', async () => {
    const p = await create({ name: 'Tee', priceData: { price: 10 }, manageVariants: true, productOptions: [colors] });
    await admin('POST', paths.products.addMedia(p.id), { id: p.id, media: [{ url: 'https://img.example/main.jpg' }, { url: 'https://img.example/blue.jpg', choice: { option: 'Color', choice: 'Blue' } }] });
    const product = (await admin('GET', `${paths.products.get(p.id)}?id=${p.id}`)).body.product;
    const [main, blue] = product.media.items;
    const get = (variantId: string) => admin('GET', `${paths.storeVariants.get(`${p.id}-${variantId}`)}?id=${p.id}-${variantId}`);
    const red = await get(p.variants[0].id);
    expect(red.status).toBe(200);
    expect(red.body.variant.media).toEqual({ image: { id: main.id, url: 'https://img.example/main.jpg', width: 1000, height: 1000 } });
    expect((await get(p.variants[1].id)).body.variant.media.image.id).toBe(blue.id);
    const missing = await get('00000000-0000-0000-0000-000000000001');
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('VARIANT_NOT_FOUND');
  });

  it('filters, sorts and pages with the platform query; productId narrows', async () => {
    const a = await create({ name: 'A', priceData: { price: 1 }, manageVariants: true, productOptions: [sizes] });
    await create({ name: 'B', priceData: { price: 1 }, manageVariants: true, productOptions: [sizes] });
    const mine = await queryVariants({ filter: { productId: a.id }, sort: [{ fieldName: 'variantName', order: 'DESC' }] });
    expect(mine.body.variants.map((v: any) => v.variantName)).toEqual(['S', 'M']);
    const page = await queryVariants({ filter: { 'choices.Size': 'M' }, paging: { limit: 1, offset: 1 } });
    expect(page.body.variants.map((v: any) => v.productName)).toEqual(['B']);
    expect(page.body.metadata).toMatchObject({ count: 1, offset: 1, total: 2 });
  });

  it('hides hidden products and hidden variants from visitors', async () => {
    await create({ name: 'Secret', priceData: { price: 1 }, visible: false });
    const shown = await create({ name: 'Shown', priceData: { price: 1 }, manageVariants: true, productOptions: [sizes] });
    await admin('PATCH', paths.products.updateVariants(shown.id), { id: shown.id, variants: [{ choices: { Size: 'M' }, visible: false }] });
    const token = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
    const visitor = await queryVariants({}, { Authorization: token.body.access_token });
    expect(visitor.body.variants.map((v: any) => v.variantName)).toEqual(['S']);
    expect((await queryVariants({})).body.variants).toHaveLength(3);
  });
});

describe('catalog v1 events of the new calls', () => {
  it('records ProductChanged and VariantsChanged with the changed fields', () => {
    const db = openSandboxDb(':memory:');
    const env: CatalogEnv = { db, clock: createClock(db, () => Date.UTC(2025, 0, 1)), baseUrl: 'http://127.0.0.1:1' };
    const p = createProduct(env, { name: 'Tee', priceData: { price: 10 }, brand: 'Acme', ribbon: 'New', manageVariants: true, productOptions: [sizes, colors] });
    const after = changesSince(db, 0).at(-1)!.seq;

    updateVariants(env, p.id, [{ choices: { Size: 'S' }, price: 12, sku: 'T-S' }]);
    updateVariants(env, p.id, [{ choices: { Size: 'S' }, price: 12 }]); // no change → no event
    resetVariants(env, p.id);
    addProductMedia(env, p.id, [{ url: 'https://img.example/a.jpg' }]);
    const mediaId = productsTable.get(db, p.id)!.media[0].id;
    addChoiceMedia(env, p.id, [{ option: 'Color', choice: 'Red', mediaIds: [mediaId] }]);
    removeBrand(env, p.id);
    removeRibbon(env, p.id);

    const events = changesSince(db, after).map((row) => row.change as { eventType: string; payload: any });
    expect(events.map((e) => [e.eventType.split('.').pop(), e.payload.changedFields ?? e.payload.variants.map((v: any) => v.changedFields)])).toEqual([
      ['VariantsChanged', [['priceData.price', 'sku'], ['priceData.price', 'sku']]],
      ['VariantsChanged', [['priceData.price', 'sku'], ['priceData.price', 'sku']]],
      ['ProductChanged', ['media']],
      ['ProductChanged', ['productOptions']],
      ['ProductChanged', ['brand']],
      ['ProductChanged', ['ribbon', 'ribbons']],
    ]);
    expect(events[0].payload).toMatchObject({
      productId: p.id,
      originatedFromVersion: 'V1_CATALOG',
      variants: [{ choices: { Size: 'S', Color: 'Red' }, originatedFromVersion: 'V1_CATALOG' }, { choices: { Size: 'S', Color: 'Blue' } }],
    });

    // Unmanaged products may drop their options; that is a product change too.
    const plain = createProduct(env, { name: 'Plain', priceData: { price: 1 }, productOptions: [sizes] });
    deleteProductOptions(env, plain.id);
    const last = changesSince(db, 0).at(-1)!.change as { eventType: string; payload: any };
    expect(last.payload).toMatchObject({ productId: plain.id, changedFields: ['productOptions', 'variants'] });
    db.close();
  });
});
