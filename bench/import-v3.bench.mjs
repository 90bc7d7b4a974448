// Catalog V3 at scale (issue #13, docs/product.md §6): `store products import` of 1,000 new simple products into a V3
// `store sandbox serve --latency 25`, against the ideal (requests × latency ÷ concurrency), its re-import (0 writes),
// and the official SDK's productsV3 doing the same job one product at a time (createProduct, concurrency 8) and with
// its bulk call (bulkCreateProducts, 100 per call). Goals: ≤ 30 requests, ≤ 1.3× the ideal. Printed only. The
// import is also timed at 200 ms latency, where the sandbox's single-threaded work no longer sets the pace.
// The bulk price change + undo on V3 is measured by bulk-v3.bench.mjs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedEnv, run, serve, setLatency } from './support.mjs';

const LATENCY_MS = 25;
/** A latency nearer a real platform's bulk calls, where the sandbox's own work hides inside each answer's wait. */
const SLOW_LATENCY_MS = 200;
const CONCURRENCY = 8;

async function reset(sandbox) {
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"demo":false,"catalog":"v3"}' });
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

/** The SDK's fetch, routed from the platform's hosts to the sandbox, counting requests. */
async function sdkClient(sandbox) {
  const [{ createClient, ApiKeyStrategy }, { productsV3 }] = await Promise.all([import('@wix/sdk'), import('@wix/stores')]);
  const platform = /^https:\/\/(www|edge)\.wixapis\.com/;
  const counter = { requests: 0 };
  const client = createClient({
    modules: { productsV3 },
    auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }),
    fetch: (input, init) => {
      counter.requests++;
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const routed = url.replace(platform, sandbox.baseUrl);
      return typeof input === 'string' || input instanceof URL ? fetch(routed, init) : fetch(new Request(routed, input), init);
    },
  });
  return { client, counter };
}

const v3Product = (item) => ({
  name: item.name,
  slug: item.slug,
  productType: 'PHYSICAL',
  physicalProperties: {},
  variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: String(item.price) } } }] },
});

async function sdkOneByOne(sandbox, items) {
  const { client, counter } = await sdkClient(sandbox);
  let next = 0;
  const worker = async () => {
    while (next < items.length) await client.productsV3.createProduct(v3Product(items[next++]));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ms: performance.now() - started, requests: counter.requests };
}

async function sdkBulk(sandbox, items) {
  const { client, counter } = await sdkClient(sandbox);
  const chunks = [];
  for (let i = 0; i < items.length; i += 100) chunks.push(items.slice(i, i + 100).map(v3Product));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) await client.productsV3.bulkCreateProducts(chunks[next++]);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ms: performance.now() - started, requests: counter.requests };
}

/**
 * One measured import of `file` into an empty store at `latencyMs`, after a warm-up import (then a reset): a real
 * platform's servers are warm, and a cold sandbox process spends its first calls compiling its own code. The CLI's
 * fixed cost is measured on an empty file just before.
 */
async function measureImport(sandbox, env, file, empty, count, latencyMs) {
  await setLatency(sandbox, latencyMs);
  const args = ['products', 'import', file, '--json', '--concurrency', String(CONCURRENCY)];
  const emptyArgs = ['products', 'import', empty, '--json'];
  await reset(sandbox);
  await run(args, env);
  await reset(sandbox);
  await run(emptyArgs, env);
  let started = performance.now();
  await run(emptyArgs, env);
  const startupMs = performance.now() - started;
  started = performance.now();
  const summary = JSON.parse(await run(args, env));
  const ms = performance.now() - started;
  if (summary.created !== count || summary.failed !== 0) throw new Error(`import did not create every product: ${JSON.stringify(summary)}`);
  return { summary, ms, startupMs, idealMs: (summary.requests * latencyMs) / CONCURRENCY };
}

export default async function runBench() {
  const count = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 1000);
  const items = Array.from({ length: count }, (_, i) => ({ slug: `bench-${i + 1}`, name: `Bench product ${i + 1}`, price: i + 0.99 }));
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-import-v3-'));
  const file = join(dir, 'products.csv');
  writeFileSync(file, ['slug,name,price', ...items.map((p) => `${p.slug},${p.name},${p.price}`)].join('\n') + '\n');
  // The fixed cost of a CLI run (start-up, version probe, building the client) with nothing to send: with a few
  // dozen requests it outweighs the import itself, so the ratio is also shown without it.
  const empty = join(dir, 'empty.csv');
  writeFileSync(empty, 'slug,name,price\n');

  const sandbox = await serve(LATENCY_MS, 'v3');
  try {
    const env = isolatedEnv({ STORE_API_URL: sandbox.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId, STORE_CATALOG: 'v3' });
    const main = await measureImport(sandbox, env, file, empty, count, LATENCY_MS);
    const started = performance.now();
    const again = JSON.parse(await run(['products', 'import', file, '--json', '--concurrency', String(CONCURRENCY)], env));
    const againMs = performance.now() - started;

    await reset(sandbox);
    const oneByOne = await sdkOneByOne(sandbox, items);
    await reset(sandbox);
    const bulk = await sdkBulk(sandbox, items);
    // The same import where the latency, not the sandbox's own work, is what each round costs.
    const slow = await measureImport(sandbox, env, file, empty, count, SLOW_LATENCY_MS);

    const seconds = (value) => `${(value / 1000).toFixed(2)} s`.padStart(8);
    const line = (label, requests, value, note) => console.log(`${label.padEnd(40)} ${String(requests).padStart(5)} req  ${seconds(value)}  ${note}`);
    const { summary, ms, startupMs, idealMs } = main;
    // Look-ups must answer before their creates, so ⌈requests ÷ concurrency⌉ rounds is the least any client needs.
    const rounds = (run) => Math.ceil(run.summary.requests / CONCURRENCY);
    console.log(`${count} new simple products into a Catalog V3 sandbox, ${LATENCY_MS} ms injected latency, concurrency ${CONCURRENCY} (warm sandbox)`);
    line('store products import', summary.requests, ms, `${(ms / idealMs).toFixed(2)}× ideal (${seconds(idealMs).trim()}; goals ≤ 30 requests, ≤ 1.30×)`);
    line(`  without CLI start-up (${startupMs.toFixed(0)} ms)`, summary.requests, ms - startupMs, `${((ms - startupMs) / idealMs).toFixed(2)}× ideal; ${rounds(main)} rounds of ${LATENCY_MS} ms are ${((rounds(main) * LATENCY_MS) / idealMs).toFixed(2)}×`);
    line('  re-import of the same file', again.requests, againMs, `${again.created + again.updated} writes (goal 0), ${again.unchanged} unchanged`);
    line('SDK productsV3.createProduct, one each', oneByOne.requests, oneByOne.ms, `store is ${(oneByOne.ms / ms).toFixed(2)}× faster`);
    line('SDK productsV3.bulkCreateProducts', bulk.requests, bulk.ms, `store takes ${(ms / bulk.ms).toFixed(2)}× its time, ${((ms - startupMs) / bulk.ms).toFixed(2)}× without start-up (the SDK call does no look-up: not re-runnable)`);
    console.log(`  the SDK's own ${bulk.requests} bulk calls take ${(bulk.ms / ((bulk.requests * LATENCY_MS) / CONCURRENCY)).toFixed(2)}× their ideal: the sandbox works on one thread, so its work per product (not the latency) sets the pace at this size`);
    line(`store products import at ${SLOW_LATENCY_MS} ms latency`, slow.summary.requests, slow.ms, `${(slow.ms / slow.idealMs).toFixed(2)}× ideal (${seconds(slow.idealMs).trim()})`);
    line(`  without CLI start-up (${slow.startupMs.toFixed(0)} ms)`, slow.summary.requests, slow.ms - slow.startupMs, `${((slow.ms - slow.startupMs) / slow.idealMs).toFixed(2)}× ideal; ${rounds(slow)} rounds of ${SLOW_LATENCY_MS} ms are ${((rounds(slow) * SLOW_LATENCY_MS) / slow.idealMs).toFixed(2)}×`);
  } finally {
    sandbox.stop();
  }
}
