// The bulk tests' store on either catalog version: a real in-memory sandbox (no demo catalog), emptied and filled
// before every test by importing `test/fixtures/bulk/bulk-catalog.csv` — 3 plain products and 2 with options whose
// variants carry their own prices, costs and weights, all in the "Bulk" collection — through `products import`, so
// the same file gives the same catalog on V1 and V3. Reads go through the version-neutral catalog (summaries and
// variant rows), so one test body checks both versions.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CatalogVersion } from '../../../../../src/wire/api/catalog-version.js';
import type { RecordedRequest } from '../../../../../src/sandbox/server.js';
import { amount, neutralProducts, writesOf, type NeutralProduct } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { runImport } from '../../../commands/support/import-run.js';

export const BULK_CATALOG_CSV = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'bulk', 'bulk-catalog.csv');

/** What a bulk change may touch, per product, in the neutral view: the summary and every variant's row. */
export type BulkProductState = NeutralProduct;

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

/**
 * Registers the file's (or the describe block's) hooks; the returned store is usable from the first test on.
 * `onRequest` sees every API request as it arrives, before the store answers it.
 */
export function bulkStorePerTest(catalog: CatalogVersion, options: { onRequest?: (request: RecordedRequest) => void } = {}): BulkStore {
  const sandbox = {} as TestSandbox;
  const reseed = async () => {
    sandbox.sandbox.reset({ demo: false });
    const { error } = await runImport(sandbox, BULK_CATALOG_CSV, {}, { json: true, quiet: true });
    if (error) throw error;
    sandbox.requests.length = 0;
  };
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox({ catalog, demo: false, onRequest: options.onRequest }));
  });
  afterAll(() => sandbox.close());
  beforeEach(reseed);

  /** One product per slug (the bulk catalog has no duplicates). */
  const bySlug = async () => new Map([...(await neutralProducts(sandbox, catalog)).entries()].map(([slug, [product]]) => [slug, product]));
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
    writes: () => writesOf(sandbox),
  };
}
