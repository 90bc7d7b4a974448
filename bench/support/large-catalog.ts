// Seeds a sandbox data file with a large catalog straight through the sandbox's domain layer (createProduct, the
// collection service) in one write transaction: 100,000 products over HTTP would take minutes on a shared machine.
// Bundled by bench/large.bench.mjs with esbuild (the bench runs plain Node on dist/, this file imports src/).
import { openSandboxDb, writeTransaction } from '../../src/sandbox/db.js';
import { createClock } from '../../src/sandbox/clock.js';
import { ensureCredentials } from '../../src/sandbox/domain/credentials.js';
import { initializeCatalog } from '../../src/sandbox/demo.js';
import { createProduct } from '../../src/sandbox/domain/v1/product-service.js';
import { addProductsToCollection, createCollection } from '../../src/sandbox/domain/v1/collection-service.js';
import { withoutChanges } from '../../src/sandbox/domain/outbox.js';
import { addItemsToCategory, createCategoryV3 } from '../../src/sandbox/domain/v3/categories.js';
import { createProductV3 } from '../../src/sandbox/domain/v3/product-service.js';

export { startSandbox } from '../../src/sandbox/server.js';
export { paths } from '../../src/wire/api/paths.js';
export { catalogV3Paths } from '../../src/wire/api/catalog-v3/paths.js';

/**
 * `count` simple products `p-<i>` (SKU `SKU-<i>`, price 1 + i/100 so each price is unique) and a collection `bench`
 * holding the first `members` of them. Returns the admin key and site id of the file.
 */
export function seedLargeCatalog(dataFile: string, count: number, members = 50): { apiKey: string; siteId: string } {
  const db = openSandboxDb(dataFile);
  try {
    const { apiKey, siteId } = ensureCredentials(db);
    const env = { db, clock: createClock(db), baseUrl: 'http://127.0.0.1' };
    // A Catalog V1 site (these are V1 products; a new data file is V3 otherwise), without the demo catalog.
    initializeCatalog(env, false, 'v1');
    writeTransaction(db, () => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const product = createProduct(env, { name: `Product ${i}`, slug: `p-${i}`, sku: `SKU-${i}`, priceData: { price: 1 + i / 100 } });
        if (i < members) ids.push(product.id);
      }
      const collection = createCollection(env, { name: 'Bench', slug: 'bench' });
      addProductsToCollection(env, collection.id, ids);
    });
    return { apiKey, siteId };
  } finally {
    db.close();
  }
}

/**
 * The same catalog on a Catalog V3 site: `count` products `p-<i>` of one variant each (SKU `SKU-<i>`, actual price
 * 1 + i/100 as an exact decimal), and a category `bench` holding the first `members`. No domain events are recorded
 * (nobody listens to a seeded file; the outbox would only make the file bigger).
 */
export function seedLargeCatalogV3(dataFile: string, count: number, members = 50): { apiKey: string; siteId: string; categoryId: string } {
  const db = openSandboxDb(dataFile);
  try {
    const { apiKey, siteId } = ensureCredentials(db);
    const env = { db, clock: createClock(db), baseUrl: 'http://127.0.0.1' };
    initializeCatalog(env, false, 'v3');
    let categoryId = '';
    writeTransaction(db, () =>
      withoutChanges(db, () => {
        const ids: string[] = [];
        for (let i = 0; i < count; i++) {
          const amount = (100 + i) / 100;
          const product = createProductV3(env, {
            name: `Product ${i}`,
            slug: `p-${i}`,
            productType: 'PHYSICAL',
            variantsInfo: { variants: [{ sku: `SKU-${i}`, choices: [], price: { actualPrice: { amount: String(amount) } }, physicalProperties: { weight: 1 } }] },
          } as never);
          if (i < members) ids.push(product.id);
        }
        const category = createCategoryV3(env, { name: 'Bench', slug: 'bench' } as never);
        categoryId = category.id;
        if (ids.length > 0) addItemsToCategory(env, category.id, ids);
      }),
    );
    return { apiKey, siteId, categoryId };
  } finally {
    db.close();
  }
}
