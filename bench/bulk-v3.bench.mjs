// Bulk on Catalog V3 (issue #13 item 3/6): `store bulk adjust|set price … --all` over 1,000 products, then
// `store bulk undo` of its backup, against `store sandbox serve --catalog v3 --latency 25`. Goal: the change in
// ≤ 15 requests including its backup (its reads), and its undo similarly cheap. Printed only (never asserted);
// requests are counted from --verbose (the catalog-version probe included). Two catalogs of BENCH_BULK_PRODUCTS
// products (default 1,000) on 40 price points: simple products only, and one where every fifth product has three
// sizes with prices of their own.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bulkCatalogCsv, isolatedEnv, reset, run, serve, timedCli } from './support.mjs';

const LATENCY_MS = 25;
const CONCURRENCY = 8;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;


export default async function runBench() {
  const count = Number(process.env.BENCH_BULK_PRODUCTS ?? 1000);
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-bulk-v3-'));
  const sandbox = await serve(LATENCY_MS, 'v3');
  try {
    const env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId });
    console.log(`Catalog V3: ${count} products on 40 price points, ${LATENCY_MS} ms injected latency, concurrency ${CONCURRENCY}`);
    for (const withVariants of [false, true]) {
      const file = join(dir, `catalog-${withVariants}.csv`);
      writeFileSync(file, bulkCatalogCsv(count, withVariants));
      await reset(sandbox);
      await run(['products', 'import', file, '--json'], env);
      for (const change of [['adjust', 'price', '+10%'], ['adjust', 'price', '+2.50'], ['set', 'price', '9.99']]) {
        const backup = join(dir, `backup-${withVariants}-${change.join('').replace(/\W/g, '')}.json`);
        const done = await timedCli(['bulk', ...change, '--all', '--backup', backup], env, CONCURRENCY);
        const undo = await timedCli(['bulk', 'undo', backup], env, CONCURRENCY);
        if (undo.result.restored !== count) throw new Error(`undo did not restore every product: ${JSON.stringify(undo.result)}`);
        const label = `${withVariants ? 'with variants' : 'simple       '}  ${change.join(' ').padEnd(18)}`;
        console.log(
          `${label} change ${seconds(done.ms).padStart(7)} (${String(done.requests).padStart(3)} req, goal ≤ 15)   undo ${seconds(undo.ms).padStart(7)} (${String(undo.requests).padStart(3)} req)   undo = ${(undo.ms / done.ms).toFixed(2)}× change`,
        );
      }
    }
  } finally {
    sandbox.stop();
  }
}
