// Issue #39 item 6: the platform's own JSON answer `{"products": [...]}` of 40,000 products, in the Catalog V1 and the
// Catalog V3 (Get Product) shape (bench/support/foreign-catalogs.ts: the catalog the CSV formats are measured with),
// dry-run by the built binary with the heap capped as bench/large.bench.mjs caps it: read product by product
// (json-source.ts), it completes at a peak RSS within a quarter of the own CSV's of the same catalog, and costs the
// requests the own CSV costs, on a V1 and a V3 store from one body. Why 40,000, four times the bench's file: at
// 10,000 a reader that holds every parsed product still fits under the cap, 5–12 MB above the streaming one (within
// the quarter); at 40,000 it runs out of memory (measured). Its import's requests against the floor are
// import-foreign-request-budget.test.ts (500 products) and `npm run bench -- foreign-import` (10,000, with peak RSS).
import { describe, expect, it } from 'vitest';
import { FOREIGN_FILES, foreignCatalogLines, ownCatalogLines } from '../../../../../bench/support/foreign-catalogs.js';
import { tempFile } from '../../../../helpers/catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { cappedDryRun, RSS_ROOM, type CappedDryRun } from '../../support/capped-dry-run.js';

const PRODUCTS = 40_000;
const JSON_FORMATS = ['platform-v1', 'platform-v3'] as const;

describe.each(['v1', 'v3'] as const)('a 40,000-product platform JSON answer on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  let ownRun: Promise<CappedDryRun> | undefined;
  /** The own CSV's dry run, once for both shapes. */
  const ownCsv = () => (ownRun ??= cappedDryRun(sandbox, tempFile(`own-${PRODUCTS}.csv`, [...ownCatalogLines(PRODUCTS)].join(''))));

  it.each(JSON_FORMATS)('in the %s shape dry-runs under the capped heap at the own CSV’s requests and memory', { timeout: 180_000 }, async (format) => {
    const own = await ownCsv();
    const answer = await cappedDryRun(sandbox, tempFile(`${format}-${PRODUCTS}.${FOREIGN_FILES[format].extension}`, [...foreignCatalogLines(format, PRODUCTS)].join('')));
    expect(own.plan).toMatchObject({ format: 'store', create: PRODUCTS, invalid: 0 });
    expect(answer.plan).toMatchObject({ format: FOREIGN_FILES[format].layout, create: PRODUCTS, invalid: 0, notCarried: [] });
    expect(answer.requests).toBe(own.requests);
    expect(answer.rssKb, `peak RSS ${answer.rssKb} kB vs the own CSV's ${own.rssKb} kB`).toBeLessThanOrEqual(own.rssKb * RSS_ROOM);
  });
});
