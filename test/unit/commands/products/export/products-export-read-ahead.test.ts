// Issue #40 item 4: `store products export` hides a page's second reads behind the next page's query. Asserted by the
// sandbox's events (a request's arrival and its answer), never by time: on V3 the next page's query is on its way
// before this page's variants and stock have answered, and the page after waits for this page to be complete (at
// most two pages held). The requests stay those of one page after the other: counted on V1 and V3.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsExport } from '../../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import type { RecordedRequest } from '../../../../../src/sandbox/server.js';
import { catalogV1Paths } from '../../../../../src/wire/api/catalog-v1/paths.js';
import { catalogV3Paths } from '../../../../../src/wire/api/catalog-v3/paths.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { simpleProductsCsv, tempFile } from '../../../../helpers/catalog.js';
import { harness, remoteEnv } from '../../support/harness.js';

/** Three pages of 100: the last one short. */
const PRODUCTS = 250;
const PAGES = 3;

type Event = { kind: 'arrived' | 'answered'; request: RecordedRequest };
/** What a request of the export reads, by its path (the wire's path tables). */
type Read = 'products' | 'variants' | 'stock';
const READS = new Map<string, Read>([
  [catalogV1Paths.products.query(), 'products'],
  [catalogV1Paths.products.queryClassic(), 'products'],
  [catalogV3Paths.products.query(), 'products'],
  [catalogV3Paths.products.search(), 'products'],
  [catalogV3Paths.readOnlyVariants.query(), 'variants'],
  [catalogV3Paths.readOnlyVariants.search(), 'variants'],
  [catalogV3Paths.inventoryItems.query(), 'stock'],
  [catalogV3Paths.inventoryItems.search(), 'stock'],
]);
const readOf = (path: string): Read | undefined => READS.get(path);

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  const events: Event[] = [];
  beforeAll(async () => {
    sandbox = await startTestSandbox({
      catalog,
      demo: false,
      onRequest: (request) => events.push({ kind: 'arrived', request }),
      onAnswer: (request) => events.push({ kind: 'answered', request }),
    });
    const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    // One at a time, so the store's order (creation) is the file's.
    await runProductsImport(tempFile('many.csv', simpleProductsCsv(PRODUCTS, 'ahead')), { concurrency: '1' }, h.ctx);
    await h.ctx.close();
  });
  afterAll(() => sandbox.close());

  async function exportAll(): Promise<{ csv: string; events: Event[] }> {
    events.length = 0;
    const output = tempFile('catalog.csv', '');
    const h = harness({ env: remoteEnv(sandbox) });
    try {
      await runProductsExport({ output }, h.ctx);
    } finally {
      await h.ctx.close();
    }
    return { csv: readFileSync(output, 'utf8'), events: [...events] };
  }

  it('reads each page once: the same requests as one page after the other, every product in order', async () => {
    const { csv, events: log } = await exportAll();
    const reads = log.filter((e) => e.kind === 'arrived').map((e) => readOf(e.request.path));
    const count = (read: Read) => reads.filter((r) => r === read).length;
    // V1 products carry their variants and stock; V3 reads both per page of products.
    expect({ products: count('products'), variants: count('variants'), stock: count('stock') }).toEqual(
      catalog === 'v1' ? { products: PAGES, variants: 0, stock: 0 } : { products: PAGES, variants: PAGES, stock: PAGES },
    );
    const slugs = csv.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
    expect(slugs).toEqual(Array.from({ length: PRODUCTS }, (_, i) => `ahead-${i + 1}`));
  });

  it.runIf(catalog === 'v3')('the next page is asked for while this page\'s variants and stock are read, the one after only once this page is complete', async () => {
    // Latency makes every answer wait: requests sent together are all under way before any answers.
    sandbox.sandbox.setFaults({ latencyMs: 200 });
    try {
      const { events: log } = await exportAll();
      /** Where in the log page `page`'s read arrived or was answered. */
      const at = (kind: Event['kind'], read: Read, page: number) => {
        const request = log.filter((e) => e.kind === 'arrived' && readOf(e.request.path) === read)[page]?.request;
        expect(request, `${read} of page ${page + 1}`).toBeDefined();
        return log.findIndex((e) => e.kind === kind && e.request === request);
      };
      for (let page = 0; page < PAGES - 1; page++) {
        const nextQuery = at('arrived', 'products', page + 1);
        // Overlap: page k+1's query arrived before page k's variants and stock were answered.
        expect(nextQuery, `page ${page + 2}'s query arrives before page ${page + 1}'s stock is answered`).toBeLessThan(at('answered', 'stock', page));
        expect(nextQuery, `page ${page + 2}'s query arrives before page ${page + 1}'s variants are answered`).toBeLessThan(at('answered', 'variants', page));
        // ... but only after page k's own query was answered (its cursor).
        expect(nextQuery).toBeGreaterThan(at('answered', 'products', page));
        // Bounded: page k+2's query waits until page k is complete.
        if (page + 2 < PAGES) {
          expect(at('arrived', 'products', page + 2)).toBeGreaterThan(at('answered', 'stock', page));
          expect(at('arrived', 'products', page + 2)).toBeGreaterThan(at('answered', 'variants', page));
        }
      }
    } finally {
      sandbox.sandbox.setFaults({ latencyMs: 0 });
    }
  });
});
