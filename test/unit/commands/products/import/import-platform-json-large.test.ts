// Issue #39 item 6: the platform's own JSON answer `{"products": [...]}` of 20,000 products, in the Catalog V1 and the
// Catalog V3 (Get Product) shape (bench/support/foreign-catalogs.ts: the catalog the CSV formats are measured with),
// dry-run by the built binary with the heap capped at 24 MB, half the cap of bench/large.bench.mjs: read product by
// product (json-source.ts), it completes at a peak RSS within a quarter of the own CSV's of the same catalog, and
// costs the requests the own CSV costs, on a V1 and a V3 store from one body. Why 20,000 at 24 MB (measured with
// json-source.ts changed to hold every parsed product before planning): such a reader runs out of memory in all four
// runs, while at 10,000 under 24 MB one of four still completes, and at 10,000 under the bench's 48 MB all do; the
// streaming reader completes here, and still at 20 MB. (40,000 under 48 MB proved the same at twice the time.) Its
// import's requests against the floor are import-foreign-request-budget.test.ts (500 products) and
// `npm run bench -- foreign-import` (10,000, with peak RSS).
import { describe, expect, it } from 'vitest';
import { FOREIGN_FILES, foreignCatalogLines, ownCatalogLines } from '../../../../../bench/support/foreign-catalogs.js';
import { tempFile } from '../../../../helpers/catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { cappedDryRun, RSS_ROOM, type CappedDryRun } from '../../support/capped-dry-run.js';

const PRODUCTS = 20_000;
/** Old space (MB) under which a reader holding 20,000 parsed products runs out, and the streaming one does not. */
const HEAP_MB = 24;
const JSON_FORMATS = ['platform-v1', 'platform-v3'] as const;

describe.each(['v1', 'v3'] as const)('a 20,000-product platform JSON answer on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  let ownRun: Promise<CappedDryRun> | undefined;
  /** The own CSV's dry run, once for both shapes. */
  const ownCsv = () => (ownRun ??= cappedDryRun(sandbox, tempFile(`own-${PRODUCTS}.csv`, [...ownCatalogLines(PRODUCTS)].join('')), HEAP_MB));

  it.each(JSON_FORMATS)('in the %s shape dry-runs under the capped heap at the own CSV’s requests and memory', { timeout: 180_000 }, async (format) => {
    const own = await ownCsv();
    const answer = await cappedDryRun(sandbox, tempFile(`${format}-${PRODUCTS}.${FOREIGN_FILES[format].extension}`, [...foreignCatalogLines(format, PRODUCTS)].join('')), HEAP_MB);
    expect(own.plan).toMatchObject({ format: 'store', create: PRODUCTS, invalid: 0 });
    expect(answer.plan).toMatchObject({ format: FOREIGN_FILES[format].layout, create: PRODUCTS, invalid: 0, notCarried: [] });
    expect(answer.requests).toBe(own.requests);
    expect(answer.rssKb, `peak RSS ${answer.rssKb} kB vs the own CSV's ${own.rssKb} kB`).toBeLessThanOrEqual(own.rssKb * RSS_ROOM);
  });
});
