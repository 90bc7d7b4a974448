// The client against the real sandbox (same code path as the platform): round trips, membership, errors, auth.
// The products and collections cases are V1 by nature: they call the V1 REST client's own methods (query-platformized,
// findBySlugs, V1 collection writes and V2 reads — src/wire/api/catalog-v1/paths.ts); V3's are the catalog
// interface's, checked on both versions by the command matrix. Visitor tokens and rate limits run on both versions
// through the catalog interface.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { OAuthAuth } from '../../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../../src/auth/token-store.js';
import { ApiAuthError, ApiError, ApiNotFoundError, NotFoundError } from '../../../src/client/errors.js';
import { createStoreClient, type StoreClient } from '../../../src/client/index.js';
import { catalogFor } from '../../../src/catalog/core/catalog-for.js';
import { draftFromFlags, type ProductFlags } from '../../../src/commands/products/product-flags.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { FakeClock } from './support/fake-clock.js';

let sandbox: TestSandbox;
let admin: StoreClient;

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v1' }); // V1 by nature (see the header)
  admin = createStoreClient({
    apiUrl: sandbox.baseUrl,
    auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }),
    rateLimit: false,
  });
});
afterAll(async () => {
  await admin.close();
  await sandbox.close();
});
beforeEach(() => {
  sandbox.sandbox.reset({ demo: false });
  sandbox.sandbox.setFaults({ latencyMs: 0, jitterMs: 0, faultRate: 0, rateLimitPerMinute: 0 });
  sandbox.requests.length = 0;
});

describe('products', () => {
  it('create → get → query → update → resolve → delete', async () => {
    const created = await admin.products.create({ name: 'Blue Shirt', priceData: { price: 25 }, sku: 'BS-1', visible: true });
    expect(created).toMatchObject({ name: 'Blue Shirt', priceData: { price: 25 }, sku: 'BS-1' });
    expect(typeof created.id).toBe('string');

    expect((await admin.products.get(created.id)).name).toBe('Blue Shirt');
    const { products, metadata } = await admin.products.query({ filter: { sku: 'BS-1' } });
    expect(products.map((p) => p.id)).toEqual([created.id]);
    expect(metadata.total).toBe(1);

    const updated = await admin.products.update(created.id, { priceData: { price: 30 } });
    expect(updated.priceData.price).toBe(30);
    expect(updated.name).toBe('Blue Shirt');

    expect((await admin.products.resolve(created.slug)).id).toBe(created.id);
    expect((await admin.products.resolve(created.id)).id).toBe(created.id);

    await admin.products.delete(created.id);
    await expect(admin.products.get(created.id)).rejects.toBeInstanceOf(ApiNotFoundError);
    await expect(admin.products.resolve(created.slug)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists every page with --all and finds products by slug in batches', async () => {
    const created = [];
    for (let i = 0; i < 120; i++) created.push(await admin.products.create({ name: `Item ${i}`, priceData: { price: i + 1 } }));
    const all = await admin.products.list({ sort: [{ fieldName: 'name', order: 'ASC' }] }, { all: true }).toArray();
    expect(all).toHaveLength(120);
    expect(sandbox.requests.filter((r) => r.path.endsWith('/query-platformized'))).toHaveLength(2);

    const slugs = created.map((p) => p.slug);
    const found = await admin.products.findBySlugs([...slugs, 'no-such-slug']);
    expect(new Set(found.map((p) => p.slug))).toEqual(new Set(slugs));
  });

  it('a query too long for GET goes by POST and still answers', async () => {
    await admin.products.create({ name: 'Needle', priceData: { price: 1 }, sku: 'NEEDLE' });
    const skus = ['NEEDLE', ...Array.from({ length: 400 }, (_, i) => `missing-sku-${i}`)];
    const { products } = await admin.products.query({ filter: { sku: { $in: skus } } });
    expect(products.map((p) => p.sku)).toEqual(['NEEDLE']);
    expect(sandbox.requests.at(-1)?.method).toBe('POST');
  });

  it('validation errors come back normalised', async () => {
    const error = await admin.products.create({ name: '', priceData: { price: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_ARGUMENT');
    expect((error as ApiError).message).toMatch(/^INVALID_ARGUMENT: "product\.name" /);
    expect((error as ApiError).requestId).toBeTruthy();
  });
});

describe('collections', () => {
  it('create, membership, v2 reads, resolve and delete', async () => {
    const shirt = await admin.products.create({ name: 'Shirt', priceData: { price: 10 } });
    const hat = await admin.products.create({ name: 'Hat', priceData: { price: 5 } });
    const sale = await admin.collections.create({ name: 'Summer Sale', slug: 'summer-sale' });

    await admin.collections.addProducts(sale.id, [shirt.id, hat.id]);
    expect((await admin.collections.get(sale.id)).numberOfProducts).toBe(2);
    expect((await admin.products.get(shirt.id)).collectionIds).toContain(sale.id);
    const members = await admin.products.list({ filter: { collectionIds: { $hasSome: [sale.id] } } }).toArray();
    expect(members.map((p) => p.id).sort()).toEqual([shirt.id, hat.id].sort());

    await admin.collections.removeProducts(sale.id, [hat.id]);
    expect((await admin.collections.get(sale.id)).numberOfProducts).toBe(1);

    expect((await admin.collections.getBySlug('summer-sale')).id).toBe(sale.id);
    expect((await admin.collections.getBySlugV1('summer-sale')).id).toBe(sale.id);
    expect((await admin.collections.resolve('Summer Sale')).id).toBe(sale.id);
    expect((await admin.collections.resolve('summer-sale')).id).toBe(sale.id);
    expect((await admin.collections.resolve(sale.id)).id).toBe(sale.id);
    expect((await admin.collections.findByNames(['Summer Sale', 'Nope'])).map((c) => c.id)).toEqual([sale.id]);

    const renamed = await admin.collections.update(sale.id, { name: 'Winter Sale' });
    expect(renamed.name).toBe('Winter Sale');
    const { collections } = await admin.collections.query({ filter: { name: 'Winter Sale' } });
    expect(collections.map((c) => c.id)).toEqual([sale.id]);

    await admin.collections.delete(sale.id);
    await expect(admin.collections.get(sale.id)).rejects.toBeInstanceOf(ApiNotFoundError);
    await expect(admin.collections.resolve('Winter Sale')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let store: TestSandbox;
  let owner: StoreClient;
  beforeAll(async () => {
    store = await startTestSandbox({ catalog, demo: false });
    owner = createStoreClient({ apiUrl: store.baseUrl, auth: new ApiKeyAuth({ apiKey: store.info.apiKey, siteId: store.info.siteId }), rateLimit: false });
  });
  afterAll(async () => {
    await owner.close();
    await store.close();
  });

  /** Creates a product through the catalog interface, with the body the flags make on this version. */
  async function create(client: StoreClient, flags: ProductFlags) {
    const products = (await catalogFor(client, catalog)).products;
    const { body } = (await products.writer()).prepareCreate(draftFromFlags(flags), {});
    return products.create(body);
  }

  describe('visitor tokens', () => {
    it('a visitor reads the catalog, cannot write, and keeps its session', async () => {
      await create(owner, { name: 'Public', price: '1' });
      await create(owner, { name: 'Hidden', price: '1', hidden: true });
      const tokenStore = new MemoryTokenStore();
      const visitor = createStoreClient({
        apiUrl: store.baseUrl,
        rateLimit: false,
        auth: (oauth) => new OAuthAuth({ clientId: store.info.clientId, tokenStore, oauth }),
      });
      try {
        const products = (await catalogFor(visitor, catalog)).products;
        const names = (await products.list({}, { all: true }).toArray()).map((p) => p.name);
        expect(names).toEqual(['Public']);
        await expect(create(visitor, { name: 'X', price: '1' })).rejects.toBeInstanceOf(ApiAuthError);
        expect(tokenStore.load()?.refreshToken.role).toBe('visitor');
        const info = await visitor.oauth.tokenInfo(tokenStore.load()!.accessToken.value);
        expect(info).toMatchObject({ active: true, subjectType: 'VISITOR' });
      } finally {
        await visitor.close();
      }
    });
  });

  describe('rate limits', () => {
    it('429 with Retry-After from the sandbox is waited out and retried', async () => {
      const clock = new FakeClock(Date.now());
      const limited = await startTestSandbox({ catalog, now: () => clock.now(), faults: { rateLimitPerMinute: 2 } });
      const client = createStoreClient({
        apiUrl: limited.baseUrl,
        auth: new ApiKeyAuth({ apiKey: limited.info.apiKey, siteId: limited.info.siteId }),
        rateLimit: false,
        clock,
      });
      try {
        const products = (await catalogFor(client, catalog)).products;
        for (let i = 0; i < 5; i++) expect(await products.list({}, { limit: 1 }).toArray()).toHaveLength(1);
        expect(clock.sleeps.length).toBeGreaterThan(0);
        expect(clock.sleeps.every((ms) => ms >= 1000)).toBe(true);
        expect(limited.requests.length).toBeGreaterThan(5);
      } finally {
        await client.close();
        await limited.close();
      }
    });
  });
});
