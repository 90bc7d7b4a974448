// Bulk undo: `store bulk adjust price …` over a catalog, then `store bulk undo` of its backup, both against
// `store sandbox serve --latency 25`, at the same concurrency. Goal (SPEC §6): the undo takes at most 1.5× the
// wall time of the change it undoes. Printed only (ratios, never asserted). Requests are counted from --verbose.
// The catalog: BENCH_BULK_PRODUCTS products (default 1,000) on 40 price points, every fifth with three sizes whose
// variants have prices of their own (managed variants), as a real shop's catalog would.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedEnv, reset, run, runCli, serve } from './support.mjs';

const LATENCY_MS = 25;
const CONCURRENCY = 8;

function catalogCsv(count) {
  const header = 'slug,name,price,option1_name,option1_value,variant_price';
  const rows = [];
  for (let i = 0; i < count; i++) {
    const price = (4.99 + (i % 40)).toFixed(2);
    if (i % 5 !== 0) rows.push(`bulk-${i},Bulk product ${i},${price},,,`);
    else ['S', 'M', 'L'].forEach((size, k) => rows.push(`bulk-${i},${k === 0 ? `Bulk product ${i}` : ''},${k === 0 ? price : ''},Size,${size},${(Number(price) + k).toFixed(2)}`));
  }
  return `${[header, ...rows].join('\n')}\n`;
}

const requestsIn = (stderr) => stderr.split('\n').filter((line) => line.startsWith('→ ')).length;

async function timed(args, env) {
  const started = performance.now();
  const { stdout, stderr } = await runCli([...args, '--yes', '--json', '--verbose'], env);
  return { ms: performance.now() - started, requests: requestsIn(stderr), result: JSON.parse(stdout) };
}

export default async function runBench() {
  const count = Number(process.env.BENCH_BULK_PRODUCTS ?? 1000);
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-bulk-'));
  const file = join(dir, 'catalog.csv');
  writeFileSync(file, catalogCsv(count));
  const sandbox = await serve(LATENCY_MS);
  try {
    const env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId });
    console.log(`${count} products (every fifth with 3 managed variants), ${LATENCY_MS} ms injected latency, concurrency ${CONCURRENCY}`);
    for (const delta of ['+10%', '+2.50']) {
      await reset(sandbox);
      await run(['products', 'import', file, '--json'], env);
      const backup = join(dir, `backup-${delta.replace(/\W/g, '')}.json`);
      const change = await timed(['bulk', 'adjust', 'price', delta, '--all', '--backup', backup, '--concurrency', String(CONCURRENCY)], env);
      const undo = await timed(['bulk', 'undo', backup, '--concurrency', String(CONCURRENCY)], env);
      if (undo.result.restored !== count) throw new Error(`undo did not restore every product: ${JSON.stringify(undo.result)}`);
      const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `adjust price ${delta.padEnd(6)} change ${seconds(change.ms).padStart(7)} (${change.requests} req)   undo ${seconds(undo.ms).padStart(7)} (${undo.requests} req)   ` +
          `undo = ${(undo.ms / change.ms).toFixed(2)}× change (goal ≤ 1.50×)`,
      );
    }
  } finally {
    sandbox.stop();
  }
}
