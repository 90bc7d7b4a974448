// Foreign files at size (issue #39 item 6): a generated Shopify product CSV, a dashboard product CSV and the
// platform's own JSON answer `{"products": [...]}` in the Catalog V1 and the Catalog V3 shape, of 10,000 products (bench/support/foreign-catalogs.ts: every tenth with 6 variants of two options, SKUs, counted stock,
// sales) imported through the built binary into an empty `store sandbox serve` on a Catalog V1 and a Catalog V3 site,
// every request passing a counting proxy. For each: `--dry-run`, then the import, each with the heap capped as
// large.bench.mjs caps it (an import that held the file would run out of memory there), printing the CLI's peak RSS,
// its time, and the import's requests against the own CSV's floor for the same catalog (bench/support/
// request-floors.ts, "import (new)"). The process exits 1 when a ratio is above 1.2 (requests.bench.mjs's goal).
// BENCH_FOREIGN_PRODUCTS: the size (default 10000); BENCH_FOREIGN_CATALOG=v1|v3: one catalog version only;
// BENCH_FOREIGN_FORMATS=platform-v1,platform-v3 (comma-separated): these formats only.
import { createWriteStream, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { isolatedEnv, reset, serve } from './support.mjs';
import { countingProxy } from './support/counting-proxy.mjs';
import { CAPPED_HEAP, runCli } from './support/rss-run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Number(process.env.BENCH_FOREIGN_PRODUCTS ?? 10_000);
const CATALOGS = process.env.BENCH_FOREIGN_CATALOG ? [process.env.BENCH_FOREIGN_CATALOG] : ['v1', 'v3'];
const ONLY_FORMATS = process.env.BENCH_FOREIGN_FORMATS?.split(',');
const GOAL = 1.2;

/** The generator and the floors, bundled (they import src/'s column and wire facts). */
async function loadSupport(dir) {
  const load = async (name) => {
    const outfile = join(dir, `${name}.mjs`);
    await build({ entryPoints: [join(root, 'bench', 'support', `${name}.ts`)], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node22', logLevel: 'warning' });
    return import(pathToFileURL(outfile).href);
  };
  return { ...(await load('foreign-catalogs')), ...(await load('request-floors')) };
}

async function writeLines(file, lines) {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default async function runBench() {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-foreign-'));
  const support = await loadSupport(dir);
  const shape = support.foreignCatalogShape(PRODUCTS);
  console.log(`N = ${shape.products} products, O = ${shape.withOptions} with two options (V = ${shape.variants} variants, every one counted, with a SKU); heap capped: ${CAPPED_HEAP.join(' ')}`);
  console.log(`${'catalog format'.padEnd(16)} ${'dry run'.padEnd(22)} ${'import'.padEnd(22)} ${'requests'.padStart(8)} ${'floor'.padStart(6)} ${'ratio'.padStart(6)}  floor formula`);
  const ratios = [];
  for (const catalog of CATALOGS) {
    const floor = (catalog === 'v1' ? support.v1Floors : support.v3Floors)(shape)['import (new)'];
    for (const format of support.FOREIGN_FORMATS.filter((name) => !ONLY_FORMATS || ONLY_FORMATS.includes(name))) {
      const file = join(dir, `${format}-${PRODUCTS}.${support.FOREIGN_FILES[format].extension}`);
      await writeLines(file, support.foreignCatalogLines(format, PRODUCTS));
      const sandbox = await serve(0, catalog);
      const proxy = await countingProxy(sandbox.baseUrl);
      try {
        await reset(sandbox);
        const env = isolatedEnv({ STORE_API_URL: proxy.baseUrl, STORE_API_KEY: sandbox.apiKey, STORE_SITE_ID: sandbox.siteId, STORE_CATALOG: catalog });
        const rss = join(dir, 'rss');
        const dry = await runCli(['products', 'import', file, '--dry-run', '--json'], env, rss, CAPPED_HEAP);
        proxy.take();
        // Exits 0 only when every product was created (a failed product is exit 6).
        const imported = await runCli(['products', 'import', file, '--json'], env, rss, CAPPED_HEAP);
        const requests = proxy.take().length;
        const ratio = requests / floor.requests;
        ratios.push({ name: `${catalog} ${format}`, ratio });
        console.log(
          `${`${catalog} ${format}`.padEnd(16)} ${`${mb(dry.rssKb)}, ${secs(dry.ms)}`.padEnd(22)} ${`${mb(imported.rssKb)}, ${secs(imported.ms)}`.padEnd(22)} ` +
            `${String(requests).padStart(8)} ${String(floor.requests).padStart(6)} ${ratio.toFixed(2).padStart(6)}${ratio > GOAL ? '!' : ' '} ${floor.formula}`,
        );
      } finally {
        await proxy.close();
        sandbox.stop();
      }
    }
  }
  const over = ratios.filter((r) => r.ratio > GOAL);
  console.log(over.length === 0 ? `Every ratio ≤ ${GOAL}: yes (${ratios.length} imports)` : `Every ratio ≤ ${GOAL}: no — ${over.map((r) => `${r.name} ${r.ratio.toFixed(2)}`).join(', ')}`);
  if (over.length > 0) process.exitCode = 1;
}
