// Bulk undo: `store bulk adjust price …` over a catalog, then `store bulk undo` of its backup, both against
// `store sandbox serve --latency 25`, at the same concurrency. Goal (docs/product.md §6): the undo takes at most 1.5× the
// wall time of the change it undoes. Printed only (ratios, never asserted); requests are counted from --verbose.
// Two catalogs of BENCH_BULK_PRODUCTS products (default 1,000) on 40 price points: simple products only, and one
// where every fifth product has three sizes with prices of their own (managed variants). Each change is run
// BENCH_BULK_RUNS times (default 3; the undo puts the catalog back for the next run) and the median ratio is shown.
// Under each row, the floor at this concurrency (support/undo-floor.mjs: the fewest requests any exact undo needs
// with the V1 API, from the undo's own --dry-run plan, × latency ÷ concurrency, plus the undo run's measured start-up
// and exit) and the best ratio it allows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bulkCatalogCsv, isolatedEnv, reset, run, serve, timedCli } from './support.mjs';
import { undoFloor } from './support/undo-floor.mjs';

const LATENCY_MS = 25;
// BENCH_BULK_CONCURRENCY: the same change and undo at another --concurrency (both at the same one).
const CONCURRENCY = Number(process.env.BENCH_BULK_CONCURRENCY ?? 8);
const RUNS = Number(process.env.BENCH_BULK_RUNS ?? 3);


const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export default async function runBench() {
  const count = Number(process.env.BENCH_BULK_PRODUCTS ?? 1000);
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-bulk-'));
  const sandbox = await serve(LATENCY_MS);
  try {
    const env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId });
    console.log(`${count} products on 40 price points, ${LATENCY_MS} ms injected latency, concurrency ${CONCURRENCY}, median of ${RUNS} runs`);
    for (const withVariants of [false, true]) {
      const file = join(dir, `catalog-${withVariants}.csv`);
      writeFileSync(file, bulkCatalogCsv(count, withVariants));
      await reset(sandbox);
      await run(['products', 'import', file, '--json'], env);
      for (const delta of ['+10%', '+2.50']) {
        const runs = [];
        let floor;
        for (let i = 0; i < RUNS; i++) {
          const backup = join(dir, `backup-${withVariants}-${delta.replace(/\W/g, '')}-${i}.json`);
          const change = await timedCli(['bulk', 'adjust', 'price', delta, '--all', '--backup', backup], env, CONCURRENCY);
          // The same plan every run (the undo puts the catalog back): read once, outside the timed runs.
          floor ??= undoFloor(JSON.parse(await run(['bulk', 'undo', backup, '--dry-run', '--json'], env)), { latencyMs: LATENCY_MS, concurrency: CONCURRENCY });
          const undo = await timedCli(['bulk', 'undo', backup], env, CONCURRENCY);
          if (undo.result.restored !== count) throw new Error(`undo did not restore every product: ${JSON.stringify(undo.result)}`);
          runs.push({ change, undo, ratio: undo.ms / change.ms });
        }
        const middle = runs.find((r) => r.ratio === median(runs.map((x) => x.ratio)));
        const label = `${withVariants ? 'with variants' : 'simple       '}  adjust price ${delta.padEnd(6)}`;
        console.log(
          `${label} change ${seconds(middle.change.ms).padStart(7)} (${middle.change.requests} req)   undo ${seconds(middle.undo.ms).padStart(7)} (${middle.undo.requests} req)   ` +
            `undo = ${middle.ratio.toFixed(2)}× change (goal ≤ 1.50×; runs ${runs.map((r) => r.ratio.toFixed(2)).join(' ')})`,
        );
        const startup = middle.undo.ms - middle.undo.requestsMs;
        const best = startup + floor.ms;
        console.log(
          `${' '.repeat(label.length)} floor  ${seconds(best).padStart(7)} = ${floor.requests} req (${floor.reads} reads + ${floor.bulkCalls} bulk + ${floor.variantCalls} per-product variant) × ${LATENCY_MS} ms ÷ ${CONCURRENCY} ` +
            `+ ${seconds(startup)} start-up and exit   best reachable: undo = ${(best / middle.change.ms).toFixed(2)}× change`,
        );
      }
    }
  } finally {
    sandbox.stop();
  }
}
