// A real in-memory Catalog V1 sandbox with a catalog built for bulk tests: plain products, products without a cost or a
// brand, and products with managed variants whose variants carry their own prices, costs and weights.
// V1 by nature: it serves the tests of V1's bulk internals (plan, apply and undo over the V1 client and its wire
// products); a bulk test of catalog behaviour uses bulk-store.ts, the same catalog on either version.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ApiKeyAuth } from '../../../../../src/auth/api-key.js';
import { createStoreClient, type StoreClient } from '../../../../../src/client/index.js';
import type { Product } from '../../../../../src/wire/api/catalog-v1/product.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';

export interface BulkCatalog {
  sandbox: TestSandbox;
  /** Admin client of `sandbox`. */
  client: StoreClient;
}

const sizes = { name: 'Size', choices: ['S', 'M', 'L', 'XL'].map((v) => ({ value: v, description: v })) };
const colors = { name: 'Color', choices: ['Sand', 'Navy'].map((v) => ({ value: v, description: v })) };

function clientFor(sandbox: TestSandbox): StoreClient {
  return createStoreClient({ apiUrl: sandbox.baseUrl, auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }), rateLimit: false });
}

/** Fills an empty sandbox: 3 plain products and 2 with managed variants, all in the "Bulk" collection. */
export async function seedBulkCatalog(client: StoreClient): Promise<{ collectionId: string; slugs: string[] }> {
  const collection = await client.collections.create({ name: 'Bulk', slug: 'bulk' });
  const plain = [
    { name: 'Mug', slug: 'mug', priceData: { price: 12.5 }, costAndProfitData: { itemCost: 4.1 }, weight: 0.4, brand: 'Homestead' },
    { name: 'Towel', slug: 'towel', priceData: { price: 24.99 }, weight: 0.65, ribbon: 'Sale' },
    { name: 'Board', slug: 'board', priceData: { price: 34 }, costAndProfitData: { itemCost: 12.35 }, weight: 1.2 },
  ];
  for (const input of plain) await client.products.create(input);
  const hat = await client.products.create({
    name: 'Hat', slug: 'hat', priceData: { price: 29 }, costAndProfitData: { itemCost: 9 }, weight: 0.2, manageVariants: true, productOptions: [sizes, colors],
  });
  await client.products.updateVariants(hat.id, [
    { choices: { Size: 'L' }, price: 32.45 },
    { choices: { Size: 'XL', Color: 'Navy' }, price: 35.1, cost: 11.2, weight: 0.35 },
    { choices: { Size: 'S', Color: 'Sand' }, weight: 0.15 },
  ]);
  const apron = await client.products.create({
    name: 'Apron', slug: 'apron', priceData: { price: 39 }, weight: 0.3, manageVariants: true, productOptions: [colors],
  });
  await client.products.updateVariants(apron.id, [{ choices: { Color: 'Navy' }, price: 41.99, cost: 15 }]);
  const slugs = [...plain.map((p) => p.slug), 'hat', 'apron'];
  const ids: string[] = [];
  for await (const product of client.products.list({ filter: { slug: { $in: slugs } } }, { all: true })) ids.push(product.id);
  await client.collections.addProducts(collection.id, ids);
  return { collectionId: collection.id, slugs };
}

/**
 * Registers the file's hooks: one sandbox (no demo catalog) for the file, emptied and seeded with the bulk catalog
 * before every test so each test starts from the same values. `sandbox` and `client` are filled in before the
 * first test runs, so they may be destructured at once.
 */
export function bulkCatalogPerTest(): BulkCatalog {
  const sandbox = {} as TestSandbox;
  const client = {} as StoreClient;
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox({ catalog: 'v1', demo: false })); // V1 by nature (see the header)
    Object.assign(client, clientFor(sandbox));
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    await seedBulkCatalog(client);
  });
  return { sandbox, client };
}

/** Every product of the catalog, by slug. */
export async function productsBySlug(client: StoreClient): Promise<Map<string, Product>> {
  const all = new Map<string, Product>();
  for await (const product of client.products.list({}, { all: true })) all.set(product.slug, product);
  return all;
}

/** The values a bulk change may touch, at product and variant level, for whole-catalog comparisons. */
export function bulkFields(product: Product) {
  return {
    price: product.priceData.price,
    discounted: product.priceData.discountedPrice,
    cost: product.costAndProfitData?.itemCost,
    weight: product.weight,
    brand: product.brand,
    ribbon: product.ribbon,
    priceRange: product.priceRange,
    costRange: product.costRange,
    weightRange: product.weightRange,
    variants: (product.variants ?? []).map((v) => ({
      id: v.id,
      price: v.variant.priceData.price,
      cost: v.variant.costAndProfitData?.itemCost,
      weight: v.variant.weight,
      sku: v.variant.sku,
    })),
  };
}
