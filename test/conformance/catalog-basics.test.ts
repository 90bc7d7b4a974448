// V1 by nature: the SDK's Catalog V1 modules (@wix/stores products, collections) against a V1 store; the V3
// modules are in v3-products.test.ts and v3-categories-*.test.ts.
// The official SDK (ApiKeyStrategy, its fetch routed to `store sandbox serve`) runs the foundation's catalog calls
// unchanged, and what it sees agrees with what `store … --json` prints for the same data.
import { beforeAll, describe, expect, it } from 'vitest';
import { products, collections } from '@wix/stores';
import { adminSdkClient, toWire } from './sdk-harness.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';
import { runStore } from '../helpers/run-store.js';

const { served, storeJson } = servedSandboxPerFile(['--memory', '--catalog', 'v1']);
let sdk: ReturnType<typeof adminSdkClient<{ products: typeof products; collections: typeof collections }>>;

beforeAll(() => {
  sdk = adminSdkClient({ products, collections }, served);
});

describe('official SDK against the sandbox: products', () => {
  it('creates, reads, updates and deletes a product, agreeing with the CLI', async () => {
    const created = await sdk.products.createProduct({
      name: 'Conformance Kettle',
      productType: products.ProductType.physical,
      priceData: { price: 42.5 },
      sku: 'KETTLE-1',
      weight: 1.2,
      costAndProfitData: { itemCost: 20 },
      discount: { type: products.DiscountType.PERCENT, value: 10 },
    });
    const product = created.product!;
    expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(product.priceData?.discountedPrice).toBe(38.25);
    expect(product.costAndProfitData?.profit).toBe(18.25);

    const fetched = await sdk.products.getProduct(product._id!);
    expect(fetched.product?.name).toBe('Conformance Kettle');
    expect(fetched.product?.lastUpdated).toBeInstanceOf(Date);

    const fromCli = await storeJson<Record<string, unknown>>(['products', 'get', product._id!]);
    expect(toWire(fetched.product)).toEqual(fromCli);

    const updated = await sdk.products.updateProduct(product._id!, { name: 'Conformance Kettle II', priceData: { price: 50 } });
    expect(updated.product?.name).toBe('Conformance Kettle II');
    expect(updated.product?.priceData?.discountedPrice).toBe(45);
    const fromCliAfterUpdate = await storeJson<{ name: string; priceData: { price: number } }>(['products', 'get', product._id!]);
    expect(fromCliAfterUpdate.name).toBe('Conformance Kettle II');
    expect(fromCliAfterUpdate.priceData.price).toBe(50);

    await expect(sdk.products.deleteProduct(product._id!)).resolves.toBeUndefined();
    const missing = await runStore(['products', 'get', product._id!, '--json'], { env: served.remoteEnv() });
    expect(missing.code).toBe(5);
    await expect(sdk.products.getProduct(product._id!)).rejects.toMatchObject({ details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } } });
  });

  it('queries with filter, sort and paging (hasNext/next) like `store products list`', async () => {
    for (const [index, price] of [7, 3, 9, 5, 1].entries()) {
      await sdk.products.createProduct({ name: `Paged ${index}`, productType: products.ProductType.physical, priceData: { price } });
    }
    const firstPage = await sdk.products
      .queryProducts()
      .startsWith('name', 'paged')
      .ascending('price')
      .limit(2)
      .find();
    expect(firstPage.items.map((p) => p.priceData?.price)).toEqual([1, 3]);
    expect(firstPage.totalCount).toBe(5);
    expect(firstPage.hasNext()).toBe(true);
    const secondPage = await firstPage.next();
    expect(secondPage.items.map((p) => p.priceData?.price)).toEqual([5, 7]);
    const lastPage = await secondPage.next();
    expect(lastPage.items.map((p) => p.priceData?.price)).toEqual([9]);
    expect(lastPage.hasNext()).toBe(false);

    const cheap = await sdk.products.queryProducts().startsWith('name', 'Paged').lt('priceData.price', 6).descending('price').find();
    const fromCli = await storeJson<Array<{ id: string }>>([
      'products',
      'list',
      '--filter',
      JSON.stringify({ name: { $startsWith: 'Paged' }, 'priceData.price': { $lt: 6 } }),
      '--sort',
      'price:desc',
    ]);
    expect(cheap.items.map((p) => p._id)).toEqual(fromCli.map((p) => p.id));
    expect(toWire(cheap.items)).toEqual(fromCli);
  });
});

describe('official SDK against the sandbox: collections', () => {
  it('creates a collection, reads it through v1 and v2, and manages its products', async () => {
    const created = await sdk.products.createCollection({ name: 'Conformance Picks', description: 'Chosen by the SDK' });
    const collection = created.collection!;
    expect(collection._id).toBeTruthy();

    const byId = await sdk.collections.getCollection(collection._id!);
    expect(byId.name).toBe('Conformance Picks');
    const bySlug = await sdk.collections.getCollectionBySlug(collection.slug!);
    expect(bySlug.collection?._id).toBe(collection._id);
    const bySlugV1 = await sdk.products.getCollectionBySlug(collection.slug!);
    expect(bySlugV1.collection?._id).toBe(collection._id);

    const queried = await sdk.collections.queryCollections().eq('name', 'Conformance Picks').find();
    expect(queried.items.map((c) => c._id)).toEqual([collection._id]);

    const item = (await sdk.products.createProduct({ name: 'Picked Thing', productType: products.ProductType.physical, priceData: { price: 3 } })).product!;
    await expect(sdk.products.addProductsToCollection(collection._id!, [item._id!])).resolves.toBeUndefined();
    const withItem = await sdk.products.getProduct(item._id!);
    expect(withItem.product?.collectionIds).toContain(collection._id);
    expect((await sdk.collections.getCollection(collection._id!)).numberOfProducts).toBe(1);

    const fromCli = await storeJson<Record<string, unknown>>(['collections', 'get', collection._id!]);
    expect(toWire(await sdk.collections.getCollection(collection._id!))).toEqual(fromCli);

    await expect(sdk.products.removeProductsFromCollection(collection._id!, [item._id!])).resolves.toBeUndefined();
    const without = await sdk.products.getProduct(item._id!);
    expect(without.product?.collectionIds).not.toContain(collection._id);
    expect((await sdk.collections.getCollection(collection._id!)).numberOfProducts).toBe(0);
  });
});
