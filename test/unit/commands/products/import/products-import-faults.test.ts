// Imports under faults end with exactly the file's catalog, on a V1 and a V3 store from one test body: injected 5xx and dropped connections, answers lost
// after the store applied a create (a lossy proxy), and 429 bursts with Retry-After. No product missing, none
// duplicated, every price, variant, image and membership right.
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../../../../src/context.js';
import { createMemoryIo } from '../../../../../src/io/memory-io.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { dropConnection, sendJson, startRecordingServer, type RecordingServer } from '../../../../helpers/recording-server.js';
import { FakeClock } from '../../../client/support/fake-clock.js';
import { amount, CSV_HEADER, neutralCollectionMembers, neutralProducts, tempFile } from '../../../../helpers/catalog.js';
import type { CatalogVersion } from '../../../../../src/wire/api/catalog-version.js';
import { remoteEnvAt, tempHome, withoutVersionProbe } from '../../support/harness.js';

const SIMPLE = 30;
const WITH_OPTIONS = 8;

/** 30 simple products (some with images, in collections Alpha/Beta) and 8 with sizes where L costs 3 more. */
function mixedCatalogCsv(): string {
  const rows: string[] = [];
  for (let i = 1; i <= SIMPLE; i++) {
    const collections = [i % 2 ? 'Alpha' : '', i % 3 === 0 ? 'Beta' : ''].filter(Boolean).join(';');
    const media = i % 5 === 0 ? `https://img.test/s-${i}.jpg` : '';
    rows.push(`s-${i},Simple ${i},,${i}.25,,,S-${i},true,,,,,${collections},${media},,,,,,,,,`);
  }
  for (let i = 1; i <= WITH_OPTIONS; i++) {
    const base = 10 + i;
    rows.push(`v-${i},Sized ${i},,${base},,,,true,,,,,Beta,https://img.test/v-${i}.jpg,Size,S,,,${base},,,V${i}-S,true`);
    rows.push(`v-${i},,,,,,,,,,,,,,Size,M,,,${base},,,V${i}-M,true`);
    rows.push(`v-${i},,,,,,,,,,,,,,Size,L,,,${base + 3},,,V${i}-L,true`);
  }
  return [CSV_HEADER, ...rows].join('\n') + '\n';
}

async function expectExactCatalog(sandbox: TestSandbox, catalog: CatalogVersion): Promise<void> {
  sandbox.sandbox.setFaults({ faultRate: 0, rateLimitPerMinute: 0 });
  const products = await neutralProducts(sandbox, catalog);
  expect(products.size).toBe(SIMPLE + WITH_OPTIONS);
  for (const [slug, copies] of products) expect(copies, `${slug} exists once`).toHaveLength(1);
  for (let i = 1; i <= SIMPLE; i++) {
    const [p] = products.get(`s-${i}`)!;
    expect(amount(p.variants[0].price)).toBe(i + 0.25);
    expect(p.media.map((m) => m.url)).toEqual(i % 5 === 0 ? [`https://img.test/s-${i}.jpg`] : []);
  }
  for (let i = 1; i <= WITH_OPTIONS; i++) {
    const [p] = products.get(`v-${i}`)!;
    expect(p.variants.map((v) => [v.choices.Size, amount(v.price), v.sku])).toEqual([
      ['S', 10 + i, `V${i}-S`],
      ['M', 10 + i, `V${i}-M`],
      ['L', 13 + i, `V${i}-L`],
    ]);
    expect(p.media).toHaveLength(1);
  }
  const members = await neutralCollectionMembers(sandbox, catalog);
  expect([...members.keys()].sort()).toEqual(['Alpha', 'Beta']);
  expect(members.get('Alpha')).toEqual(Array.from({ length: SIMPLE }, (_, i) => i + 1).filter((i) => i % 2).map((i) => `s-${i}`).sort());
  expect(members.get('Beta')).toHaveLength(SIMPLE / 3 + WITH_OPTIONS);
}

let sandbox: TestSandbox | undefined;
let proxy: RecordingServer | undefined;
afterEach(async () => {
  await proxy?.close();
  await sandbox?.close();
  proxy = sandbox = undefined;
});

async function importAt(baseUrl: string, info: TestSandbox['info'], clock?: FakeClock) {
  const io = createMemoryIo();
  const env = { ...tempHome(), ...remoteEnvAt(baseUrl, info) };
  const ctx = createContext({ io, env, clock });
  ctx.setGlobals({ json: true });
  try {
    await runProductsImport(tempFile('mixed.csv', mixedCatalogCsv()), {}, ctx);
  } finally {
    await ctx.close();
  }
  return JSON.parse(io.stdoutText());
}

/** The calls that create something, per version: a lost answer to one of them must not create it twice. */
const CREATES = { v1: /^\/stores\/v1\/(products|collections)$/, v3: /^\/stores\/v3\/bulk\/products\/create$|^\/categories\/v1\/categories$/ };

describe.each(['v1', 'v3'] as const)('import under injected faults on a %s store', (catalog) => {
  it('5xx answers and dropped connections (20% of requests): the exact catalog, nothing duplicated', async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    sandbox.sandbox.setFaults({ faultRate: 0.2 });
    const summary = await importAt(sandbox.baseUrl, sandbox.info);
    expect(summary).toMatchObject({ created: SIMPLE + WITH_OPTIONS, failed: 0 });
    // Faulted attempts were sent and counted too.
    expect(summary.requests).toBe(withoutVersionProbe(sandbox.requests).length);
    await expectExactCatalog(sandbox, catalog);
  });

  it('creates applied by the store whose answer was lost are not repeated', async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    const upstream = sandbox;
    let creates = 0;
    let lost = 0;
    proxy = await startRecordingServer(async (request, res) => {
      const answer = await callSandbox(upstream.baseUrl, request.method, `${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`, {
        body: request.body ? JSON.parse(request.body) : undefined,
        headers: { authorization: request.headers.authorization ?? '', 'wix-site-id': request.headers['wix-site-id'] ?? '' },
      });
      const isCreate = request.method === 'POST' && CREATES[catalog].test(request.path);
      // Every third create is applied upstream, then the connection drops before the answer arrives.
      if (isCreate && ++creates % 3 === 0) {
        lost++;
        return dropConnection(res);
      }
      sendJson(res, answer.status, answer.body);
    });
    const summary = await importAt(proxy.baseUrl, sandbox.info);
    // V1 creates one product per call (a lost one is looked up, then created only if missing); V3 all 38 in one
    // bulk call and a category per call: the third, lost, is looked up and not sent again.
    expect(lost).toBeGreaterThan(0);
    if (catalog === 'v1') expect(creates).toBeGreaterThan(SIMPLE + WITH_OPTIONS);
    else expect(creates).toBe(3);
    expect(summary).toMatchObject({ created: SIMPLE + WITH_OPTIONS, failed: 0 });
    await expectExactCatalog(sandbox, catalog);
  });

  it('429 bursts with Retry-After (a virtual clock shared with the sandbox): the exact catalog', async () => {
    const clock = new FakeClock(Date.now());
    sandbox = await startTestSandbox({ catalog, demo: false, now: () => clock.now() });
    // V3 sends a handful of bulk calls where V1 sends one per product: a lower limit for the same bursts.
    sandbox.sandbox.setFaults({ rateLimitPerMinute: catalog === 'v1' ? 15 : 3 });
    const summary = await importAt(sandbox.baseUrl, sandbox.info, clock);
    expect(summary).toMatchObject({ created: SIMPLE + WITH_OPTIONS, failed: 0 });
    expect(clock.sleeps.some((ms) => ms >= 1000)).toBe(true);
    await expectExactCatalog(sandbox, catalog);
  });
});
