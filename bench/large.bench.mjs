// Large catalogs (#16): how the sandbox and the CLI behave as the catalog grows from 1,000 to 100,000 products.
// - Filtered queries (slug, SKU, collection, price band) at 100k vs 1k: indexes make them cost the same (goal ≤ 2×).
// - `products export` at 10k and 100k: peak RSS of the CLI process (goal: flat), wall time, requests.
// - `products import --dry-run` of 100,000 new rows: peak RSS and wall time (it used to hold its whole plan, ≈280 MB);
//   the same of a WooCommerce export of 100,000 products whose variations come last (kept on disk until the file ends).
// - `bulk set --all --dry-run` over 100,000 products: peak RSS and wall time.
// - `bulk set ribbon --all` over 10,000 and 100,000 products, a dry run and a real run (backup written, every product
//   changed): peak RSS and wall time (goal: flat); on V3 also its `bulk undo` (goal: flat too).
// Each figure is taken on a Catalog V1 site and on a Catalog V3 site (the V3 queries: slug, SKU by the products'
// variants and by the read-only variants, category, lowest actual price band; the V3 bulk change is
// `bulk set price --all`, the field whose values live on the variants).
// Printed only, never asserted. Catalogs are seeded straight through the sandbox's domain layer (bench/support/
// large-catalog.ts, bundled here with esbuild), not over HTTP. BENCH_LARGE_MAX (default 100000) caps the sizes;
// BENCH_LARGE_ONLY=bulk runs only the bulk figures, =other all but them; BENCH_LARGE_CATALOG=v1|v3 runs one catalog version only.
import { mkdtempSync, readFileSync, writeFileSync, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { CAPPED_HEAP, runCli } from './support/rss-run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX = Number(process.env.BENCH_LARGE_MAX ?? 100_000);
const QUERY_RUNS = 40;
const ONLY = process.env.BENCH_LARGE_ONLY;
const CATALOGS = process.env.BENCH_LARGE_CATALOG ? [process.env.BENCH_LARGE_CATALOG] : ['v1', 'v3'];

async function loadHelper(dir) {
  const outfile = join(dir, 'large-catalog.mjs');
  await build({
    entryPoints: [join(root, 'bench', 'support', 'large-catalog.ts')],
    outfile, bundle: true, format: 'esm', platform: 'node', target: 'node22', logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return import(pathToFileURL(outfile).href);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function withSandbox(helper, dataFile, run) {
  let requests = 0;
  const sandbox = await helper.startSandbox({ dataFile, port: 0, demo: false, onRequest: () => requests++ });
  try {
    const info = sandbox.info();
    return await run({ baseUrl: sandbox.baseUrl, info, requests: () => requests });
  } finally {
    await sandbox.close();
  }
}

let paths;
let v3Paths;

/** Median time of one POST answering 2xx; `body` is the whole request body. */
async function queryMs(s, body, path = paths.products.query()) {
  const headers = { 'content-type': 'application/json', authorization: s.info.apiKey, 'wix-site-id': s.info.siteId };
  const once_ = async () => {
    const started = performance.now();
    const res = await fetch(`${s.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = await res.json();
    if (!res.ok) throw new Error(`POST ${path} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(answer)}`);
    return { ms: performance.now() - started, body: answer };
  };
  for (let i = 0; i < 3; i++) await once_();
  const times = [];
  let last;
  for (let i = 0; i < QUERY_RUNS; i++) ({ ms: times[i], body: last } = await once_());
  return { ms: median(times), body: last };
}

/** What each query must find, checked once (a query that matches nothing would be fast for the wrong reason). */
function expectCount(name, items, atLeast) {
  if (items.length < atLeast) throw new Error(`${name}: ${items.length} results, expected at least ${atLeast}`);
}

async function filteredQueries(s, size) {
  const mid = Math.floor(size / 2);
  const bench = (await queryMs(s, { query: { filter: { name: 'Bench' } } }, paths.collections.query())).body.collections[0].id;
  const price = 1 + mid / 100;
  const cases = {
    slug: [{ filter: { slug: `p-${mid}` } }, 1],
    sku: [{ filter: { sku: { $in: [`SKU-${mid}`, `SKU-${mid + 1}`] } } }, 2],
    collection: [{ filter: { collectionIds: { $hasSome: [bench] } }, paging: { limit: 100 } }, 50],
    'price band': [{ filter: { 'priceData.price': { $gte: price, $lt: price + 0.5 } }, paging: { limit: 100 } }, 50],
    'numericId page': [{ sort: [{ fieldName: 'numericId', order: 'ASC' }], paging: { limit: 100 } }, 100],
  };
  const out = {};
  for (const [name, [query, atLeast]] of Object.entries(cases)) {
    const { ms, body } = await queryMs(s, { query });
    expectCount(name, body.products, atLeast);
    out[name] = ms;
  }
  return out;
}

/** The same look-ups on a Catalog V3 site (Query/Search Products, Search Variants). */
async function filteredQueriesV3(s, size, categoryId) {
  const mid = Math.floor(size / 2);
  const price = (100 + mid) / 100;
  const products = v3Paths.products;
  const cases = {
    slug: [products.query(), { query: { filter: { slug: `p-${mid}` } } }, 1],
    'sku (product variants)': [products.search(), { search: { filter: { 'variantsInfo.variants': { $matchItems: [{ sku: `SKU-${mid}` }] } } } }, 1],
    'sku (read-only variants)': [v3Paths.readOnlyVariants.search(), { search: { filter: { sku: { $in: [`SKU-${mid}`, `SKU-${mid + 1}`] } } } }, 2],
    category: [products.search(), { search: { filter: { 'directCategoriesInfo.categories': { $matchItems: [{ id: categoryId }] } }, cursorPaging: { limit: 100 } } }, 50],
    'price band': [products.search(), { search: { filter: { 'actualPriceRange.minValue.amount': { $gte: price, $lt: price + 0.5 } }, cursorPaging: { limit: 100 } } }, 50],
    'plain page': [products.query(), { query: { cursorPaging: { limit: 100 } } }, 100],
  };
  const out = {};
  for (const [name, [path, body, atLeast]] of Object.entries(cases)) {
    const { ms, body: answer } = await queryMs(s, body, path);
    expectCount(name, answer.products ?? answer.variants ?? [], atLeast);
    out[name] = ms;
  }
  return out;
}

function cliEnv(dir, s) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STORE_')));
  return {
    ...env, HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data'), CI: 'true',
    STORE_API_URL: s.baseUrl, STORE_API_KEY: s.info.apiKey, STORE_SITE_ID: s.info.siteId,
  };
}

async function writeImportCsv(file, count) {
  const out = createWriteStream(file);
  const header = readFileSync(join(root, 'examples', 'catalog.csv'), 'utf8').split('\n')[0].split(',');
  const row = (i) => header.map((h) => ({ slug: `new-${i}`, name: `New ${i}`, price: String(1 + (i % 500)), sku: `NEW-${i}` })[h] ?? '').join(',');
  out.write(`${header.join(',')}\n`);
  for (let i = 0; i < count; i++) if (!out.write(`${row(i)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * A WooCommerce export of `count` products: every tenth variable, its two variations written after all other products
 * (the rows the import keeps waiting on disk, formats/scattered-groups.ts, until the file ends).
 */
async function writeWooCsv(file, count) {
  const out = createWriteStream(file);
  const header = ['ID', 'Type', 'SKU', 'Name', 'Published', 'Stock', 'Regular price', 'Parent', 'Attribute 1 name', 'Attribute 1 value(s)'];
  const row = (cells) => header.map((h) => cells[h] ?? '').join(',');
  out.write(`${header.join(',')}\n`);
  for (let i = 0; i < count; i++) {
    const cells = i % 10 === 0
      ? { ID: String(i), Type: 'variable', SKU: `WOO-${i}`, Name: `Woo ${i}`, Published: '1', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': '"S, M"' }
      : { ID: String(i), Type: 'simple', SKU: `WOO-${i}`, Name: `Woo ${i}`, Published: '1', Stock: '3', 'Regular price': String(1 + (i % 500)) };
    if (!out.write(`${row(cells)}\n`)) await once(out, 'drain');
  }
  for (let i = 0; i < count; i += 10) {
    for (const size of ['S', 'M']) {
      const cells = { Type: 'variation', SKU: `WOO-${i}-${size}`, Name: `Woo ${i} - ${size}`, Published: '1', Stock: '2', 'Regular price': '9', Parent: `id:${i}`, 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': size };
      if (!out.write(`${row(cells)}\n`)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}

/** One CLI run against a sandbox on `file`: its figures, or why it failed (e.g. out of memory under the cap). */
const measure = (helper, dir, file, args, nodeFlags) =>
  withSandbox(helper, file, async (s) => {
    const before = s.requests();
    try {
      const result = await runCli(args, cliEnv(dir, s), join(dir, 'rss'), nodeFlags);
      return { ...result, requests: s.requests() - before };
    } catch (error) {
      return { error: error.message.split('\n')[0] };
    }
  });
const show = (r) => (r.error ? `FAILED (${r.error.slice(0, 120)})` : `peak RSS ${mb(r.rssKb)}, ${secs(r.ms)}, ${r.requests} requests`);

export default async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-large-'));
  const helper = await loadHelper(dir);
  ({ paths, catalogV3Paths: v3Paths } = helper);
  const sizes = [1_000, 10_000, 100_000].filter((n) => n <= MAX);
  for (const catalog of CATALOGS) {
    console.log(`— Catalog ${catalog.toUpperCase()} —`);
    const files = {};
    const seeded = {};
    for (const size of sizes) {
      const started = performance.now();
      files[size] = join(dir, `catalog-${catalog}-${size}.db`);
      seeded[size] = catalog === 'v3' ? helper.seedLargeCatalogV3(files[size], size) : helper.seedLargeCatalog(files[size], size);
      console.log(`seeded ${size.toLocaleString('en-US')} products in ${secs(performance.now() - started)}`);
    }
    const context = { catalog, sizes, files, seeded };
    if (ONLY !== 'bulk') await otherFigures(helper, dir, context);
    if (ONLY !== 'other') await bulkFigures(helper, dir, context);
  }
  writeFileSync(join(dir, 'done'), '');
}

/** Filtered queries, export and import figures. */
async function otherFigures(helper, dir, { catalog, sizes, files, seeded }) {
  const small = sizes[0];
  const large = sizes.at(-1);
  const times = {};
  for (const size of [small, large]) {
    times[size] = await withSandbox(helper, files[size], (s) => (catalog === 'v3' ? filteredQueriesV3(s, size, seeded[size].categoryId) : filteredQueries(s, size)));
  }
  console.log(`filtered query, median of ${QUERY_RUNS} (goal: ${large.toLocaleString('en-US')} within 2× of ${small.toLocaleString('en-US')})`);
  for (const name of Object.keys(times[small])) {
    const ratio = times[large][name] / times[small][name];
    console.log(`  ${name.padEnd(26)} ${times[small][name].toFixed(2)} ms → ${times[large][name].toFixed(2)} ms  ${ratio.toFixed(2)}×`);
  }


  for (const [label, flags] of [['default heap', []], [`heap capped (${CAPPED_HEAP.join(' ')})`, CAPPED_HEAP]]) {
    const exports = {};
    for (const size of sizes.filter((n) => n >= 10_000)) {
      exports[size] = await measure(helper, dir, files[size], ['products', 'export', '--format', 'csv', '--output', join(dir, `export-${catalog}-${size}.csv`)], flags);
      console.log(`export ${size.toLocaleString('en-US')}, ${label}: ${show(exports[size])}`);
    }
    const [a, b] = Object.keys(exports).map(Number);
    if (b && !exports[a].error && !exports[b].error) {
      console.log(`  peak RSS ${b.toLocaleString('en-US')} vs ${a.toLocaleString('en-US')}: ${(exports[b].rssKb / exports[a].rssKb).toFixed(2)}× (goal: flat)`);
    }
  }

  if (large >= 100_000 && catalog === 'v1') {
    const empty = join(dir, 'empty.db');
    helper.seedLargeCatalog(empty, 0, 0);
    for (const rows of [10_000, 100_000]) {
      const csv = join(dir, `import-${rows}.csv`);
      await writeImportCsv(csv, rows);
      for (const [label, flags] of [['default heap', []], ['heap capped', CAPPED_HEAP]]) {
        console.log(`import --dry-run of ${rows.toLocaleString('en-US')} new rows, ${label}: ${show(await measure(helper, dir, empty, ['products', 'import', csv, '--dry-run', '--json'], flags))}`);
      }
      const woo = join(dir, `import-woo-${rows}.csv`);
      await writeWooCsv(woo, rows);
      for (const [label, flags] of [['default heap', []], ['heap capped', CAPPED_HEAP]]) {
        console.log(`import --dry-run of a WooCommerce file of ${rows.toLocaleString('en-US')} products (variations last), ${label}: ${show(await measure(helper, dir, empty, ['products', 'import', woo, '--dry-run', '--json'], flags))}`);
      }
    }
  }
}

/**
 * `bulk set … --all` at 10k and 100k: a dry run, then a real run (backup written, every product changed). V1 sets the
 * ribbon; V3 sets the price (its values are the variants', which the V3 engine reads and keeps for the writes).
 */
async function bulkFigures(helper, dir, { catalog, sizes, files }) {
  const [field, first, second] = catalog === 'v3' ? ['price', '7.5', '8.25'] : ['ribbon', 'Big', 'Capped'];
  for (const size of sizes.filter((n) => n >= 10_000)) {
    for (const [label, flags] of [['default heap', []], ['heap capped', CAPPED_HEAP]]) {
      // Each run sets a value no product holds yet, so the dry run and the real run change every product.
      const value = label === 'heap capped' ? second : first;
      const dry = await measure(helper, dir, files[size], ['bulk', 'set', field, value, '--all', '--dry-run', '--json'], flags);
      console.log(`bulk set ${field} --all --dry-run --json over ${size.toLocaleString('en-US')}, ${label}: ${show(dry)}`);
      const backup = join(dir, `bulk-${catalog}-${size}-${flags.length}.json`);
      const real = await measure(helper, dir, files[size], ['bulk', 'set', field, value, '--all', '--yes', '--backup', backup], flags);
      console.log(`bulk set ${field} --all (backup, every product changed) over ${size.toLocaleString('en-US')}, ${label}: ${show(real)}`);
      if (catalog !== 'v3' || real.error) continue;
      // Its undo reads the backup and the store a window of products at a time (v3/undo.ts): every product restored.
      const undo = await measure(helper, dir, files[size], ['bulk', 'undo', backup, '--yes', '--backup', `${backup}.undo.json`], flags);
      console.log(`bulk undo of it (its own backup, every product restored) over ${size.toLocaleString('en-US')}, ${label}: ${show(undo)}`);
    }
  }
}
