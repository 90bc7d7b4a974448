// A Catalog V3 import under faults ends with exactly the file's catalog (what both versions do under faults is one
// test body in products-import-faults.test.ts): bulk create / bulk update / category create answers lost after the
// store applied them (a lossy proxy). A lost bulk
// answer is re-checked by look-up, never re-sent blind: no product or category duplicated, none missing.
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../../../../src/context.js';
import { createMemoryIo } from '../../../../../src/io/memory-io.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { dropConnection, sendJson, startRecordingServer, type RecordingServer } from '../../../../helpers/recording-server.js';
import { CSV_HEADER, tempFile } from '../../../../helpers/catalog.js';
import { remoteEnvAt, tempHome } from '../../support/harness.js';

const COUNT = 150;
const catalogCsv = (priceOffset = 0) =>
  [CSV_HEADER, ...Array.from({ length: COUNT }, (_, i) => `p-${i + 1},Product ${i + 1},,${i + 1 + priceOffset}.5,,,,true,,,,,${i % 2 ? 'Odd' : 'Even'},,,,,,,,,,`)].join('\n') + '\n';

let sandbox: TestSandbox | undefined;
let proxy: RecordingServer | undefined;
afterEach(async () => {
  await proxy?.close();
  await sandbox?.close();
  proxy = sandbox = undefined;
});

async function importAt(baseUrl: string, info: TestSandbox['info'], csv: string) {
  const io = createMemoryIo();
  const ctx = createContext({ io, env: { ...tempHome(), ...remoteEnvAt(baseUrl, info) } });
  ctx.setGlobals({ json: true });
  try {
    await runProductsImport(tempFile('v3.csv', csv), {}, ctx);
  } finally {
    await ctx.close();
  }
  return JSON.parse(io.stdoutText());
}

async function admin(path: string, body: unknown): Promise<any> {
  return (await callSandbox(sandbox!.baseUrl, 'POST', path, { body, headers: { authorization: sandbox!.info.apiKey, 'wix-site-id': sandbox!.info.siteId } })).body;
}

async function expectExactCatalog(priceOffset = 0): Promise<void> {
  sandbox!.sandbox.setFaults({ faultRate: 0, rateLimitPerMinute: 0 });
  const products: any[] = [];
  let cursor: string | undefined;
  do {
    const page = await admin('/stores/v3/products/query', { query: { cursorPaging: { limit: 100, ...(cursor ? { cursor } : {}) } } });
    products.push(...page.products);
    cursor = page.pagingMetadata?.hasNext ? page.pagingMetadata.cursors.next : undefined;
  } while (cursor);
  expect(products.map((p) => p.slug).sort()).toEqual(Array.from({ length: COUNT }, (_, i) => `p-${i + 1}`).sort());
  const variants = (await admin('/stores/v3/products/query-variants', { query: { cursorPaging: { limit: 1000 } } })).variants;
  expect(variants).toHaveLength(COUNT);
  for (const v of variants) expect(Number(v.price.actualPrice.amount)).toBe(Number(v.productData.slug.slice(2)) + priceOffset + 0.5);
  const categories = (await admin('/categories/v1/categories/query', { treeReference: { appNamespace: '@wix/stores' }, query: {}, returnNonVisibleCategories: true })).categories;
  expect(categories.map((c: any) => c.name).filter((n: string) => n === 'Odd' || n === 'Even').sort()).toEqual(['Even', 'Odd']);
}

describe('V3 import under injected faults', () => {
  it('bulk create, bulk update and category create answers lost after the store applied them are re-checked, not re-sent', async () => {
    sandbox = await startTestSandbox({ demo: false, catalog: 'v3' });
    const upstream = sandbox;
    const lost: string[] = [];
    let writes = 0;
    proxy = await startRecordingServer(async (request, res) => {
      const answer = await callSandbox(upstream.baseUrl, request.method, `${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`, {
        body: request.body ? JSON.parse(request.body) : undefined,
        headers: { authorization: request.headers.authorization ?? '', 'wix-site-id': request.headers['wix-site-id'] ?? '' },
      });
      const isWrite = request.method === 'POST' && /^\/stores\/v3\/bulk\/products\/(create|update)$|^\/categories\/v1\/categories$/.test(request.path);
      // Every other write is applied upstream, then the connection drops before the answer arrives.
      if (isWrite && ++writes % 2 === 1) {
        lost.push(request.path);
        return dropConnection(res);
      }
      sendJson(res, answer.status, answer.body);
    });
    expect(await importAt(proxy.baseUrl, sandbox.info, catalogCsv())).toMatchObject({ created: COUNT, failed: 0 });
    expect(lost).toContain('/stores/v3/bulk/products/create');
    await expectExactCatalog();

    lost.length = 0;
    expect(await importAt(proxy.baseUrl, sandbox.info, catalogCsv(1000))).toMatchObject({ updated: COUNT, failed: 0 });
    expect(lost).toContain('/stores/v3/bulk/products/update');
    await expectExactCatalog(1000);
    // The bulk calls the store never re-received: each lost one was followed by a look-up, not the same call again.
    const bodies = proxy.requests.filter((r) => r.path === '/stores/v3/bulk/products/update').map((r) => r.body);
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});
