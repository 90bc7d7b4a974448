// Import: `store products import` of 1,000 new simple products into `store sandbox serve --latency 25`, against
// the ideal (requests × latency ÷ concurrency) and against two scripts doing the same job with the official SDK
// (@wix/stores createProduct, ApiKeyStrategy): one sequential, one with the same concurrency (8). The job is
// the same for all three: a re-runnable upsert by slug (look the slug up, create it if missing).
// Goals (docs/product.md §6): ≤ 1.1 requests per product, ≤ 1.2× the ideal, faster than both SDK scripts. Printed only. The
// import runs BENCH_IMPORT_RUNS times (default 3) and the median run is the figure; every run is printed too.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedEnv, reset, run, serve } from './support.mjs';

const LATENCY_MS = 25;
const CONCURRENCY = 8;
const STORE_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);

/** requests × latency ÷ concurrency: every request costing exactly the latency, the pool always full. */
const idealOf = (summary) => (summary.requests * LATENCY_MS) / CONCURRENCY;

/** The SDK's fetch, routed from the platform's hosts to the sandbox (what test/conformance/sdk-harness.ts does). */
function routedFetch(baseUrl) {
  const platform = /^https:\/\/(www|edge)\.wixapis\.com/;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const routed = url.replace(platform, baseUrl);
    return typeof input === 'string' || input instanceof URL ? fetch(routed, init) : fetch(new Request(routed, input), init);
  };
}

/** The SDK version of the job: per product, look the slug up and create the product when it is missing. */
async function sdkImport(sandbox, items, concurrency) {
  const [{ createClient, ApiKeyStrategy }, { products }] = await Promise.all([import('@wix/sdk'), import('@wix/stores')]);
  let requests = 0;
  const route = routedFetch(sandbox.baseUrl);
  const client = createClient({
    modules: { products },
    auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }),
    fetch: (input, init) => {
      requests++;
      return route(input, init);
    },
  });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      const found = await client.products.queryProducts().eq('slug', item.slug).limit(1).find();
      if (found.items.length === 0) {
        await client.products.createProduct({ name: item.name, slug: item.slug, productType: products.ProductType.physical, priceData: { price: item.price } });
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: performance.now() - started, requests };
}

export default async function runBench() {
  const count = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 1000);
  const items = Array.from({ length: count }, (_, i) => ({ slug: `bench-${i + 1}`, name: `Bench product ${i + 1}`, price: i + 0.99 }));
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-import-'));
  const file = join(dir, 'products.csv');
  writeFileSync(file, ['slug,name,price', ...items.map((p) => `${p.slug},${p.name},${p.price}`)].join('\n') + '\n');

  const sandbox = await serve(LATENCY_MS);
  try {
    await reset(sandbox);
    const env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId });
    const args = (path) => ['products', 'import', path, '--json', '--concurrency', String(CONCURRENCY)];
    // The fixed cost of a CLI run (start-up, reading a file, building the client) with nothing to send.
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, 'slug,name,price\n');
    await run(args(empty), env);
    const startupStarted = performance.now();
    await run(args(empty), env);
    const startupMs = performance.now() - startupStarted;

    // The import itself, STORE_RUNS times into an emptied catalog: the median run is the figure (one run on a
    // small shared machine can be a few percent off either way); every run is printed.
    const runs = [];
    for (let i = 0; i < STORE_RUNS; i++) {
      await reset(sandbox);
      const started = performance.now();
      const summary = JSON.parse(await run(args(file), env));
      const ms = performance.now() - started;
      if (summary.created !== count || summary.failed !== 0) throw new Error(`import did not create every product: ${JSON.stringify(summary)}`);
      runs.push({ summary, ms });
    }
    const { summary, ms: storeMs } = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(STORE_RUNS / 2)];
    const idealMs = idealOf(summary);

    await reset(sandbox);
    const sequential = await sdkImport(sandbox, items, 1);
    await reset(sandbox);
    const concurrent = await sdkImport(sandbox, items, CONCURRENCY);
    const roundTripMs = sequential.ms / sequential.requests;

    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
    const line = (label, requests, ms, note) =>
      console.log(`${label.padEnd(34)} ${requests === '' ? ' '.repeat(23) : `${String(requests).padStart(5)} req ${`(${(requests / count).toFixed(2)}/product)`.padEnd(14)}`}  ${seconds(ms)}  ${note}`);
    console.log(`${count} new simple products, ${LATENCY_MS} ms injected latency, concurrency ${CONCURRENCY}; ideal = requests × latency ÷ concurrency`);
    line(`store products import (median of ${STORE_RUNS})`, summary.requests, storeMs, `${(storeMs / idealMs).toFixed(2)}× ideal (${seconds(idealMs).trim()}; goals ≤ 1.20× and ≤ 1.10 req/product)`);
    console.log(`${'  every run'.padEnd(34)} ${runs.map((r) => `${(r.ms / idealOf(r.summary)).toFixed(2)}×`).join('  ')}`);
    line(`  without CLI start-up (${startupMs.toFixed(0)} ms)`, '', storeMs - startupMs, `${((storeMs - startupMs) / idealMs).toFixed(2)}× ideal`);
    line('SDK upsert, sequential', sequential.requests, sequential.ms, `store is ${(sequential.ms / storeMs).toFixed(2)}× faster`);
    line(`SDK upsert, concurrency ${CONCURRENCY}`, concurrent.requests, concurrent.ms, `store is ${(concurrent.ms / storeMs).toFixed(2)}× faster`);
    console.log(
      `One request's round trip on this sandbox (SDK, sequential): ${roundTripMs.toFixed(1)} ms for ${LATENCY_MS} ms of latency, ` +
        `so even perfect overlap is ${(roundTripMs / LATENCY_MS).toFixed(2)}× ideal here.`,
    );
  } finally {
    sandbox.stop();
  }
}
