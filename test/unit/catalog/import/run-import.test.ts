// The import runner on its own (issue #38 item 3): `products import` is one call to importProducts, which plans the
// file against the store, dry-runs it without a write, imports it, and finds nothing to do on a second run — on a V1
// and on a V3 store, through each one's real import target, against a sandbox on port 0.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../../src/auth/api-key.js';
import { catalogFor, type StoreCatalog } from '../../../../src/catalog/core/catalog-for.js';
import { ImportProgress, type ImportPhase } from '../../../../src/catalog/core/import/progress.js';
import { importProducts, type ImportOptions } from '../../../../src/catalog/core/import/run-import.js';
import type { PlanList } from '../../../../src/catalog/core/import/plan-spool.js';
import { createStoreClient, type StoreClient } from '../../../../src/client/index.js';
import { systemClock } from '../../../../src/client/types.js';
import { productSlugs, writesOf } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';

/** examples/catalog.csv: three products (one with four variants), in the collections Kitchen, Gifts and Summer. */
const FILE = 'examples/catalog.csv';
const SLUGS = ['enamel-mug', 'gift-card-note', 'linen-shirt'];

async function slugsOf(list: PlanList<{ slug?: string }>): Promise<string[]> {
  const slugs: string[] = [];
  for await (const item of list.items()) slugs.push(item.slug ?? '');
  return slugs.sort();
}

describe.each(['v1', 'v3'] as const)('importProducts, the import runner (%s store)', (catalog) => {
  let sb: TestSandbox;
  let client: StoreClient;
  let store: StoreCatalog;
  beforeAll(async () => {
    sb = await startTestSandbox({ catalog, demo: false });
    client = createStoreClient({ apiUrl: sb.baseUrl, auth: new ApiKeyAuth({ apiKey: sb.info.apiKey, siteId: sb.info.siteId }), rateLimit: false });
    store = await catalogFor(client, catalog);
  });
  afterAll(async () => {
    await client.close();
    await sb.close();
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'store-run-import-'));
  const run = (overrides: Partial<ImportOptions> = {}) =>
    importProducts(() => store.importTarget(), {
      file: FILE,
      match: 'slug',
      mode: 'merge',
      concurrency: 4,
      dryRun: false,
      skipInvalid: false,
      resume: false,
      dataDir,
      store: `run-import-${catalog}`,
      clock: systemClock,
      stdin: process.stdin,
      ...overrides,
    });

  it('plans and dry-runs with no write, imports, and a second run writes nothing', async () => {
    const dry = await run({ dryRun: true });
    try {
      expect(writesOf(sb)).toEqual([]);
      expect(dry.summary).toMatchObject({ created: 3, updated: 0, unchanged: 0, invalid: 0, failed: 0 });
      expect(await slugsOf(dry.plan!.create)).toEqual(SLUGS);
      expect(dry.plan!.update.count + dry.plan!.unchanged.count).toBe(0);
      expect([...dry.plan!.newCollections].sort()).toEqual(['Gifts', 'Kitchen', 'Summer']);
      // The real run's requests: the reads the dry run made, and the writes it planned.
      expect(dry.estimatedRequests).toBeGreaterThan(dry.summary.requests);
      expect(dry.journal).toBeUndefined();
    } finally {
      dry.plan?.close();
    }
    expect(await productSlugs(sb, catalog)).toEqual([]);

    const events = new ImportProgress();
    const phases: ImportPhase[] = [];
    events.on('phase', ({ phase }) => phases.push(phase));
    const first = await run({ events });
    expect(first.failures).toEqual([]);
    expect(first.summary).toMatchObject({ created: 3, updated: 0, unchanged: 0, invalid: 0, failed: 0 });
    expect(first.plan).toBeUndefined();
    expect(first.journal).toContain(dataDir);
    expect(phases).toEqual(['validating', 'importing', 'collections', 'done']);
    expect(await productSlugs(sb, catalog)).toEqual(SLUGS);
    expect(writesOf(sb).length).toBeGreaterThan(0);

    sb.requests.length = 0;
    const again = await run();
    expect(again.failures).toEqual([]);
    expect(again.summary).toMatchObject({ created: 0, updated: 0, unchanged: 3, invalid: 0, failed: 0 });
    expect(writesOf(sb)).toEqual([]);
    expect(await productSlugs(sb, catalog)).toEqual(SLUGS);
  });
});
