// Issue #40 item 4: `store products export` of 2,000 products with stock from a Catalog V3 `store sandbox serve` at
// 200 ms latency. Each page of 100 costs three requests (products by cursor, their variants, their stock); the
// products query of page k+1 needs page k's cursor, but page k's variants and stock go while it is on its way
// (src/catalog/core/export/read-ahead.ts), so the export takes about one round trip a page. Printed: the time over
// pages × latency (goal ≤ 1.5; one page after the other is about 3), with and without the CLI's start-up, and the
// requests (the same as one page after the other: 3 a page, plus the category names).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedEnv, reset, run, serve, setLatency, tracedCli } from './support.mjs';

const LATENCY_MS = 200;
const PAGE = 100;

/** `count` simple products with counted stock (the columns every export carries). */
function stockedCsv(count) {
  const rows = Array.from({ length: count }, (_, i) => `export-${i + 1},Export product ${i + 1},${(i % 50) + 0.99},true,${i % 30}`);
  return `${['slug,name,price,track_quantity,quantity', ...rows].join('\n')}\n`;
}

export default async function runBench() {
  const count = Number(process.env.BENCH_EXPORT_PRODUCTS ?? 2000);
  const pages = Math.ceil(count / PAGE);
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-export-v3-'));
  const file = join(dir, 'products.csv');
  writeFileSync(file, stockedCsv(count));
  const sandbox = await serve(0, 'v3');
  try {
    const env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId, STORE_CATALOG: 'v3' });
    await reset(sandbox);
    const imported = JSON.parse(await run(['products', 'import', file, '--json'], env));
    if (imported.created !== count) throw new Error(`the import did not create every product: ${JSON.stringify(imported)}`);
    const output = join(dir, 'export.csv');
    const args = ['products', 'export', '--output', output];
    // A warm sandbox (a real platform's servers are): its first pages compile its own code. Then the same export
    // without latency: the sandbox's own work (one thread, every page re-reads the catalog), which the pipelined
    // requests of a page share. When it is near pages × latency (a busy machine), it, not the latency, sets the pace.
    await run(args, env);
    const work = await tracedCli(args, env);
    await setLatency(sandbox, LATENCY_MS);
    const measured = await tracedCli(args, env);

    const floorMs = pages * LATENCY_MS;
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`${count} products with stock from a Catalog V3 sandbox, ${LATENCY_MS} ms injected latency: ${pages} pages of ${PAGE}`);
    console.log(`  store products export       ${String(measured.requests).padStart(4)} req  ${seconds(measured.ms).padStart(8)}  ${(measured.ms / floorMs).toFixed(2)}× pages × latency (${seconds(floorMs)}; goal ≤ 1.5)`);
    console.log(`    first request to last answer        ${seconds(measured.requestsMs).padStart(8)}  ${(measured.requestsMs / floorMs).toFixed(2)}×`);
    console.log(`  the same at 0 ms latency (the sandbox's work) ${seconds(work.requestsMs).padStart(8)}  ${(work.requestsMs / floorMs).toFixed(2)}× (well under 1 for the ratio above to measure the latency)`);
    console.log(`    one request after the other would take ${seconds(measured.requests * LATENCY_MS)} (${((measured.requests * LATENCY_MS) / floorMs).toFixed(2)}×); expected ${3 * pages + 1} (3 a page + the category names)`);
  } finally {
    sandbox.stop();
  }
}
