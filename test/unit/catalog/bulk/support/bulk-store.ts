// The bulk tests' store on either catalog version: a real in-memory sandbox (no demo catalog), emptied and filled
// before every test by importing `test/fixtures/bulk/bulk-catalog.csv` — 3 plain products and 2 with options whose
// variants carry their own prices, costs and weights, all in the "Bulk" collection — through `products import`, so
// the same file gives the same catalog on V1 and V3. Reads go through the version-neutral catalog (summaries and
// variant rows), so one test body checks both versions.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ApiKeyAuth } from '../../../../../src/auth/api-key.js';
import { catalogFor, type ProductSummary, type ProductVariantRow, type StoreCatalog } from '../../../../../src/catalog/core/catalog-for.js';
import { createStoreClient, type StoreClient } from '../../../../../src/client/index.js';
import type { CatalogVersion } from '../../../../../src/wire/api/catalog-version.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { runImport } from '../../../commands/support/import-run.js';

export const BULK_CATALOG_CSV = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'bulk', 'bulk-catalog.csv');

/** What a bulk change may touch, per product, in the neutral view: the summary and every variant's row. */
export interface BulkProductState {
  summary: Omit<ProductSummary, 'updated'>;
  variants: ProductVariantRow[];
}

export interface BulkStore {
  sandbox: TestSandbox;
  catalog: CatalogVersion;
  /** Every product by slug, read as the tables read it (admin reads, hidden products included). */
  bySlug(): Promise<Map<string, BulkProductState>>;
  /** The values a bulk change may touch, for whole-catalog comparisons (ids included, so a re-created variant shows). */
  state(): Promise<Array<[string, BulkProductState]>>;
  /** A product's list price as a number (the price "price" means on both versions). */
  listPrice(slug: string): Promise<number>;
  /** Empties the store and imports the bulk catalog again. */
  reseed(): Promise<void>;
  /** Adds `count` plain products (price 5), for runs of several chunks. */
  addPlainProducts(count: number): Promise<void>;
  /** The store's writes since the test began (no reads, queries, searches or counts). */
  writes(): TestSandbox['requests'];
}

/** A shown price ("$12.50", "12.5" or 12.5) as a number. */
export const amount = (shown: string | number | undefined) => Number(String(shown).replace(/[^0-9.-]/g, ''));

const isRead = (r: { method: string; path: string }) => r.method === 'GET' || /query|search|count/i.test(r.path) || r.path.endsWith('/catalog-versioning/v1/catalog-version');

/** Registers the file's (or the describe block's) hooks; the returned store is usable from the first test on. */
export function bulkStorePerTest(catalog: CatalogVersion): BulkStore {
  const sandbox = {} as TestSandbox;
  let client: StoreClient;
  let store: StoreCatalog;
  const reseed = async () => {
    sandbox.sandbox.reset({ demo: false });
    const { error } = await runImport(sandbox, BULK_CATALOG_CSV, {}, { json: true, quiet: true });
    if (error) throw error;
    sandbox.requests.length = 0;
  };
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox({ catalog, demo: false }));
    client = createStoreClient({ apiUrl: sandbox.baseUrl, auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }), rateLimit: false });
    store = await catalogFor(client, catalog);
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });
  beforeEach(reseed);

  const bySlug = async () => {
    const all = new Map<string, BulkProductState>();
    for await (const product of store.products.list({}, { all: true })) {
      const full = await store.products.get(product.id);
      const variants: ProductVariantRow[] = [];
      for await (const variant of store.products.listVariants(full, {}, { all: true })) variants.push(store.products.variantRow(variant));
      // When it was last changed is not a value a bulk change sets (an exact undo still changes it).
      const { updated: _, ...summary } = store.products.summary(full);
      all.set(product.slug, { summary, variants });
    }
    return all;
  };
  return {
    sandbox,
    catalog,
    bySlug,
    state: async () => [...(await bySlug()).entries()].sort(([a], [b]) => a.localeCompare(b)),
    listPrice: async (slug) => {
      const first = (await bySlug()).get(slug)?.variants[0];
      if (!first) throw new Error(`no product ${slug}`);
      return amount(first.listPrice ?? first.price);
    },
    reseed,
    addPlainProducts: async (count) => {
      const rows = Array.from({ length: count }, (_, i) => `item-${i},Item ${i},5`);
      const file = join(mkdtempSync(join(tmpdir(), 'bulk-items-')), 'items.csv');
      writeFileSync(file, ['slug,name,price', ...rows].join('\n'));
      const { error } = await runImport(sandbox, file, {}, { json: true, quiet: true });
      if (error) throw error;
      sandbox.requests.length = 0;
    },
    writes: () => sandbox.requests.filter((r) => !isRead(r)),
  };
}
