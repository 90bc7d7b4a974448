// Issue #36 item 11: an import through a flaky network ends exact in one run, on a V1 and a V3 store from one test
// body. The network (test/helpers/flaky-proxy.ts, seeded so each run is replayable) answers 6 % of requests 503,
// drops 3 % of connections, loses 4 % of answers after the store applied the request, and refuses every 29th
// request with a 429. Ten runs (seeds 1–10), each a create import of 120 products (options, variants, images,
// collections) then an update import of the same rows with new prices, variant prices, images and SKUs: every
// run ends with failed: 0 and exactly the file's catalog.
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../../../../src/context.js';
import { createMemoryIo } from '../../../../../src/io/memory-io.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { startFlakyProxy, type FlakyProxy, type FlakyRates } from '../../../../helpers/flaky-proxy.js';
import { FakeClock } from '../../../client/support/fake-clock.js';
import { amount, CSV_HEADER, neutralCollectionMembers, neutralProducts, tempFile } from '../../../../helpers/catalog.js';
import type { CatalogVersion } from '../../../../../src/wire/api/catalog-version.js';
import { remoteEnvAt, tempHome } from '../../support/harness.js';

const RATES: FlakyRates = { unavailable: 0.06, dropped: 0.03, lostAnswer: 0.04, rateLimitEvery: 29 };
const RUNS = 10;
const SIMPLE = 100;
const WITH_OPTIONS = 20;

/** 100 simple products (every 4th with an image, in collections Alpha/Beta) and 20 with sizes S/M/L; `round` 1 changes every price, SKU and image. */
function catalogCsv(round: number): string {
  const rows: string[] = [];
  for (let i = 1; i <= SIMPLE; i++) {
    const collections = [i % 2 ? 'Alpha' : '', i % 3 === 0 ? 'Beta' : ''].filter(Boolean).join(';');
    const media = i % 4 === 0 ? `https://img.test/s-${i}-${round}.jpg` : '';
    rows.push(`s-${i},Simple ${i},,${i + round * 100}.25,,,S-${i}-${round},true,,,,,${collections},${media},,,,,,,,,`);
  }
  for (let i = 1; i <= WITH_OPTIONS; i++) {
    const base = 10 + i + round * 100;
    rows.push(`v-${i},Sized ${i},,${base},,,,true,,,,,Beta,https://img.test/v-${i}-${round}.jpg,Size,S,,,${base},,,V${i}-S-${round},true`);
    rows.push(`v-${i},,,,,,,,,,,,,,Size,M,,,${base + 1},,,V${i}-M-${round},true`);
    rows.push(`v-${i},,,,,,,,,,,,,,Size,L,,,${base + 3},,,V${i}-L-${round},true`);
  }
  return [CSV_HEADER, ...rows].join('\n') + '\n';
}

async function expectExactCatalog(sandbox: TestSandbox, catalog: CatalogVersion, round: number): Promise<void> {
  const products = await neutralProducts(sandbox, catalog);
  expect(products.size).toBe(SIMPLE + WITH_OPTIONS);
  for (const [slug, copies] of products) expect(copies, `${slug} exists once`).toHaveLength(1);
  for (let i = 1; i <= SIMPLE; i++) {
    const [p] = products.get(`s-${i}`)!;
    expect([amount(p.variants[0].price), p.variants[0].sku], `s-${i}`).toEqual([i + round * 100 + 0.25, `S-${i}-${round}`]);
    expect(p.media.map((m) => m.url), `s-${i}`).toEqual(i % 4 === 0 ? [`https://img.test/s-${i}-${round}.jpg`] : []);
  }
  for (let i = 1; i <= WITH_OPTIONS; i++) {
    const [p] = products.get(`v-${i}`)!;
    const base = 10 + i + round * 100;
    expect(p.variants.map((v) => [v.choices.Size, amount(v.price), v.sku]), `v-${i}`).toEqual([
      ['S', base, `V${i}-S-${round}`],
      ['M', base + 1, `V${i}-M-${round}`],
      ['L', base + 3, `V${i}-L-${round}`],
    ]);
    expect(p.media.map((m) => m.url), `v-${i}`).toEqual([`https://img.test/v-${i}-${round}.jpg`]);
  }
  const members = await neutralCollectionMembers(sandbox, catalog);
  expect([...members.keys()].sort()).toEqual(['Alpha', 'Beta']);
  expect(members.get('Alpha')).toHaveLength(SIMPLE / 2);
  expect(members.get('Beta')).toHaveLength(Math.floor(SIMPLE / 3) + WITH_OPTIONS);
}

let sandbox: TestSandbox | undefined;
let proxy: FlakyProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await sandbox?.close();
  proxy = sandbox = undefined;
});

async function importThrough(proxyUrl: string, info: TestSandbox['info'], csv: string) {
  const io = createMemoryIo();
  const env = { ...tempHome(), ...remoteEnvAt(proxyUrl, info) };
  // Waits (back-off, Retry-After) pass at once on a virtual clock: the run's time is its requests.
  const ctx = createContext({ io, env, clock: new FakeClock(Date.now()) });
  ctx.setGlobals({ json: true });
  try {
    await runProductsImport(tempFile('flaky.csv', csv), {}, ctx);
  } catch (error) {
    return { error: String(error), stdout: io.stdoutText(), stderr: io.stderrText() };
  } finally {
    await ctx.close();
  }
  return JSON.parse(io.stdoutText());
}

describe.each(['v1', 'v3'] as const)('import through a flaky network on a %s store', (catalog) => {
  it(`${RUNS} runs at 6 % 503s, 3 % dropped connections, 4 % lost answers and a 429 every 29th request: each ends exact`, async () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      sandbox = await startTestSandbox({ catalog, demo: false });
      if (proxy) proxy.reconnect(sandbox.baseUrl, seed);
      else proxy = await startFlakyProxy(sandbox.baseUrl, RATES, seed);
      expect(await importThrough(proxy.baseUrl, sandbox.info, catalogCsv(0)), `seed ${seed}, create`).toMatchObject({ created: SIMPLE + WITH_OPTIONS, failed: 0 });
      expect(await importThrough(proxy.baseUrl, sandbox.info, catalogCsv(1)), `seed ${seed}, update`).toMatchObject({ updated: SIMPLE + WITH_OPTIONS, failed: 0 });
      // A product duplicated or left behind by the first import shows here too: its copy keeps round 0's values.
      await expectExactCatalog(sandbox, catalog, 1);
      await sandbox.close();
      sandbox = undefined;
    }
    // Every kind of fault was met (the rates held), answers lost after the store applied the write among them.
    for (const outcome of ['unavailable', 'dropped', 'lost-answer', 'rate-limited'] as const) expect(proxy!.outcomes, outcome).toContain(outcome);
  }, 300_000);
});
