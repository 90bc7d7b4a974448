// Requests (issue #40 item 2): the platform allows 200 requests a minute per site, so a job's request count is its
// duration on a real store. Runs every catalog job the CLI has — import (new), import (the store's own export,
// unchanged), import (prices changed), export, bulk adjust price, its undo, inventory set from a stock file, and a
// seed re-run — through the built binary against `store sandbox serve` (port 0) on a Catalog V1 and a Catalog V3
// store whose products have tracked stock, and some of them options with variants of their own SKU, price and stock.
// Every request the CLI sends passes a counting proxy in this process. For each job it prints the requests, the
// floor (the fewest any client needs, from the API's page and batch sizes: bench/support/request-floors.ts, with
// its formula), their ratio and the time the requests take at 200 requests/minute. The last line says whether every
// ratio is ≤ 1.2, and the process exits 1 when one is not (a real check, not only a print).
// BENCH_REQUESTS_V1 / BENCH_REQUESTS_V3: catalog sizes (default 500 and 1,000). BENCH_REQUESTS_DETAIL=1 prints
// each job's requests by method and path.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { isolatedEnv, reset, run, serve } from './support.mjs';
import { undoFloor } from './support/undo-floor.mjs';
import { countingProxy } from './support/counting-proxy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = { v1: Number(process.env.BENCH_REQUESTS_V1 ?? 500), v3: Number(process.env.BENCH_REQUESTS_V3 ?? 1000) };
const DETAIL = process.env.BENCH_REQUESTS_DETAIL === '1';
const RATE_PER_MINUTE = 200;
const GOAL = 1.2;
/** SKUs in the stock file (simple products' and variants'). */
const STOCK_SKUS = 200;

async function loadFloors(dir) {
  const outfile = join(dir, 'request-floors.mjs');
  await build({ entryPoints: [join(root, 'bench', 'support', 'request-floors.ts')], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node22', logLevel: 'warning' });
  return import(pathToFileURL(outfile).href);
}

/** Product i (1-based) of the catalog: every tenth has a Size option of three variants, the L dearer. */
const hasOptions = (i) => i % 10 === 0;
const SIZES_OF = ['S', 'M', 'L'];

/** The catalog CSV: every variant counted, with a SKU. `priceOf(i)`: product i's price. */
function catalogCsv(count, priceOf = (i) => `${i}.50`) {
  const header = 'slug,name,price,sku,option1_name,option1_value,variant_price,variant_sku,track_quantity,quantity';
  const rows = [];
  for (let i = 1; i <= count; i++) {
    const price = priceOf(i);
    if (!hasOptions(i)) rows.push(`item-${i},Item ${i},${price},SKU-${i},,,,,true,${i % 13}`);
    else
      SIZES_OF.forEach((size, k) =>
        rows.push(`item-${i},${k === 0 ? `Item ${i}` : ''},${k === 0 ? price : ''},,Size,${size},${size === 'L' ? (Number(price) + 2).toFixed(2) : ''},SKU-${i}-${size},true,${(i + k) % 7}`),
      );
  }
  return `${[header, ...rows].join('\n')}\n`;
}

/** A stock-only file: `count` SKUs (simple products' and variants') of the first of `products`, each at a level none has. */
function stockCsv(count, products) {
  const rows = [];
  for (let i = 1; rows.length < count && i <= products; i++) {
    if (!hasOptions(i)) rows.push(`SKU-${i},${50 + (i % 11)}`);
    else SIZES_OF.forEach((size) => rows.length < count && rows.push(`SKU-${i}-${size},${60 + (i % 5)}`));
  }
  return `sku,quantity\n${rows.join('\n')}\n`;
}

/** A seed fixture: three collections, `count` products (every tenth with two options), each in a collection. */
function seedFixture(count) {
  const collections = ['tops', 'bottoms', 'shoes'].map((slug) => ({ slug, name: slug[0].toUpperCase() + slug.slice(1) }));
  const products = [];
  for (let i = 1; i <= count; i++) {
    const product = { slug: `seed-${i}`, name: `Seed ${i}`, price: 5 + (i % 40), sku: hasOptions(i) ? undefined : `SEED-${i}`, collections: [collections[i % 3].slug] };
    if (hasOptions(i)) Object.assign(product, { options: { Size: SIZES_OF, Color: ['Red', 'Blue'] }, variants: [{ choices: { Size: 'L' }, price: 7 + (i % 40) }] });
    products.push(product);
  }
  return JSON.stringify({ collections, products });
}

const atLimit = (requests) => {
  const seconds = (requests / RATE_PER_MINUTE) * 60;
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${(seconds / 60).toFixed(1)} min`;
};

/** The catalog's shape, as the floors need it: products, those with options, variants, the files' reach. */
function shapeOf(count, stock) {
  const withOptions = Math.floor(count / 10);
  const skus = stock.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
  return {
    products: count,
    withOptions,
    variants: count - withOptions + withOptions * SIZES_OF.length,
    pricesChanged: Array.from({ length: count }, (_, i) => i + 1).filter(priceMoves).length,
    stockSkus: skus.length,
    stockProducts: new Set(skus.map((sku) => sku.split('-')[1])).size,
    collections: 3,
  };
}

/** The "prices changed" file moves every fifth product's price (none with options). */
const priceMoves = (i) => i % 5 === 1;

/** Runs every job on one catalog version; answers [job, requests, requests by method and path]. */
async function jobsOn(catalog, count, dir, shape) {
  const sandbox = await serve(0, catalog);
  const proxy = await countingProxy(sandbox.baseUrl);
  const measured = [];
  try {
    await reset(sandbox);
    const env = isolatedEnv({ STORE_API_URL: proxy.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId, STORE_CATALOG: catalog });
    const file = (name, text) => {
      const path = join(dir, `${catalog}-${name}`);
      writeFileSync(path, text);
      return path;
    };
    const job = async (name, args, check) => {
      proxy.take();
      const out = await run([...args, '--json', '--yes'], env);
      const requests = proxy.take();
      const answer = out.trim() === '' ? {} : JSON.parse(out);
      if (!check(answer)) throw new Error(`${catalog} ${name}: unexpected answer ${out.slice(0, 500)}`);
      measured.push({ name, requests });
      return answer;
    };

    const catalogFile = file('catalog.csv', catalogCsv(count));
    await job('import (new)', ['products', 'import', catalogFile], (a) => a.created === count && a.failed === 0);
    const exported = join(dir, `${catalog}-export.csv`);
    await job('export', ['products', 'export', '--format', 'csv', '--output', exported], () => true);
    await job('import (unchanged export)', ['products', 'import', exported], (a) => a.unchanged === count && a.failed === 0);
    const prices = file('prices.csv', catalogCsv(count, (i) => (priceMoves(i) ? `${i}.75` : `${i}.50`)));
    await job('import (prices changed)', ['products', 'import', prices], (a) => a.updated === shape.pricesChanged && a.failed === 0);
    const backup = join(dir, `${catalog}-backup.json`);
    await job('bulk adjust price +10%', ['bulk', 'adjust', 'price', '+10%', '--all', '--backup', backup], (a) => (a.changed ?? a.updated ?? count) === count);
    // The V1 undo's floor comes from its own plan (what differs, current → saved), read before the undo runs.
    if (catalog === 'v1') shape.v1Undo = undoFloor(JSON.parse(await run(['bulk', 'undo', backup, '--dry-run', '--json'], env)), { latencyMs: 0, concurrency: 1 });
    proxy.take();
    await job('bulk undo', ['bulk', 'undo', backup], (a) => a.restored === count);
    const stock = file('stock.csv', stockCsv(shape.stockSkus, count));
    await job('inventory set (stock file)', ['products', 'import', stock], (a) => a.updated === shape.stockSkus && a.failed === 0);
    const fixture = file('seed.json', seedFixture(count));
    await job('seed (first run)', ['seed', fixture], (a) => Object.keys(a.products ?? {}).length === count);
    await job('seed re-run', ['seed', fixture], (a) => Object.keys(a.products ?? {}).length === count);
  } finally {
    await proxy.close();
    sandbox.stop();
  }
  return measured;
}

/** Requests by method and path (ids as {id}), most first. */
function detail(requests) {
  const by = new Map();
  for (const r of requests) by.set(r, (by.get(r) ?? 0) + 1);
  return [...by].sort((a, b) => b[1] - a[1]).map(([r, n]) => `      ${String(n).padStart(5)}  ${r}`);
}

export default async function runBench() {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-requests-'));
  const { v1Floors, v3Floors, SIZES: PAGES } = await loadFloors(dir);
  const rows = [];
  for (const catalog of ['v1', 'v3']) {
    const count = SIZES[catalog];
    const shape = shapeOf(count, stockCsv(STOCK_SKUS, count));
    const measured = await jobsOn(catalog, count, dir, shape);
    const floors = (catalog === 'v1' ? v1Floors : v3Floors)(shape);
    console.log(
      `\nCatalog ${catalog.toUpperCase()}: N = ${shape.products} products, O = ${shape.withOptions} with a Size option of 3 variants (V = ${shape.variants} variants, every one counted, with a SKU), ` +
        `C = ${shape.pricesChanged} prices changed, S = ${shape.stockSkus} SKUs in the stock file (${shape.stockProducts} products), K = ${shape.collections} collections in the seed fixture`,
    );
    console.log(`${'job'.padEnd(27)} ${'requests'.padStart(8)} ${'floor'.padStart(6)} ${'ratio'.padStart(6)}  ${'at 200/min'.padStart(10)}  floor formula`);
    for (const { name, requests } of measured) {
      const floor = floors[name];
      const ratio = requests.length / floor.requests;
      rows.push({ catalog, name, ratio });
      console.log(`${name.padEnd(27)} ${String(requests.length).padStart(8)} ${String(floor.requests).padStart(6)} ${ratio.toFixed(2).padStart(6)}${ratio > GOAL ? '!' : ' '} ${atLimit(requests.length).padStart(10)}  ${floor.formula}`);
      if (DETAIL) for (const line of detail(requests)) console.log(line);
    }
  }
  console.log(`\nPage and batch sizes (src/wire): ${Object.entries(PAGES).map(([name, size]) => `${name} ${size}`).join(', ')}`);
  const over = rows.filter((row) => row.ratio > GOAL);
  console.log(
    over.length === 0
      ? `Every ratio ≤ ${GOAL}: yes (${rows.length} jobs)`
      : `Every ratio ≤ ${GOAL}: no — ${over.map((row) => `${row.catalog} ${row.name} ${row.ratio.toFixed(2)}`).join(', ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
}
