// Issue #25 item 8: a V3 import resolves brands, ribbons and categories once per run, not once per batch. 1,000 new
// products sharing one brand, one ribbon and four categories: 10 look-ups, 10 variant reads, 10 bulk creates, one
// get-or-create per brand and ribbon, the categories read once, 4 created and filled — ≤ 35 requests (47 before this test); the
// same file again writes nothing. V3 only: V1 has no bulk create and no brand or ribbon entities (a V1 product holds
// their names), so there is nothing to resolve once there.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSV_HEADER, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { tempHome, withoutVersionProbe } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
  sandbox.sandbox.reset({ demo: false });
});
afterAll(() => sandbox.close());

const home = tempHome();
async function importFile(file: string) {
  sandbox.requests.length = 0;
  const { h, error } = await runImport(sandbox, file, {}, { json: true }, home);
  if (error) throw error;
  const requests = withoutVersionProbe(sandbox.requests);
  const byPath = new Map<string, number>();
  for (const r of requests) byPath.set(`${r.method} ${r.path}`, (byPath.get(`${r.method} ${r.path}`) ?? 0) + 1);
  return { summary: h.json(), requests: requests.length, byPath: Object.fromEntries(byPath), writes: writesOf(sandbox).length };
}

const rows = Array.from({ length: 1000 }, (_, i) => `item-${i + 1},Item ${i + 1},,${i + 1}.5,,,,true,Acme,Sale,,,Hats;Caps;Summer;Gifts,,,,,,,,,,`);
const FILE = tempFile('thousand.csv', [CSV_HEADER, ...rows].join('\n') + '\n');

it('1,000 products, one brand, one ribbon, four categories: ≤ 35 requests, one get-or-create per brand and ribbon, categories read twice in all', async () => {
  const first = await importFile(FILE);
  expect(first.summary).toMatchObject({ created: 1000, failed: 0, invalid: 0 });
  expect(first.byPath['POST /stores/v3/bulk/brands/get-or-create'] ?? 0).toBe(1);
  expect(first.byPath['POST /stores/v3/bulk/ribbons/get-or-create'] ?? 0).toBe(1);
  expect(first.byPath['POST /categories/v1/categories/query']).toBe(2); // the names before, the created ones re-read once
  expect(first.requests).toBeLessThanOrEqual(35);

  const again = await importFile(FILE);
  expect(again.summary).toMatchObject({ created: 0, updated: 0, unchanged: 1000 });
  expect(again.writes).toBe(0);
});
