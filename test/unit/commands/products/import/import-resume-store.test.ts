// Issue #14 finding 3: the resume journal belongs to one store and one file. `--resume` against another store,
// or after the store was reset, re-checks every row by look-up instead of reporting success with 0 writes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsImport, type ProductsImportFlags } from '../../../../../src/commands/products/import.js';
import { storeIdentity } from '../../../../../src/config/settings.js';
import { CSV_HEADER, neutralCollectionMembers, neutralProducts, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../../support/harness.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let a: TestSandbox;
  let b: TestSandbox;
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestSandbox({ catalog, demo: false }), startTestSandbox({ catalog, demo: false })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  const csv = [CSV_HEADER, ...Array.from({ length: 12 }, (_, i) => `r-${i},Resumed ${i},,${i + 1},,,,true,,,,,${i % 2 ? 'Odd' : 'Even'},,,,,,,,,,`)].join('\n');

  async function importInto(sandbox: TestSandbox, home: Record<string, string>, file: string, flags: ProductsImportFlags = {}) {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true } });
    try {
      await runProductsImport(file, flags, h.ctx);
    } finally {
      await h.ctx.close();
    }
    return h.json();
  }

  describe('--resume and the store its journal belongs to', () => {
    it('against another store it imports every row (nothing skipped)', async () => {
      const home = tempHome();
      const file = tempFile('resume.csv', csv);
      expect(await importInto(a, home, file)).toMatchObject({ created: 12 });
      expect(await importInto(b, home, file, { resume: true })).toMatchObject({ created: 12, unchanged: 0, failed: 0 });
      expect((await neutralProducts(b, catalog)).size).toBe(12);
      expect(Object.fromEntries(await neutralCollectionMembers(b, catalog))).toEqual(Object.fromEntries(await neutralCollectionMembers(a, catalog)));
      // One journal per store.
      expect(readdirSync(join(home.XDG_DATA_HOME, 'store', 'journals'))).toHaveLength(2);
    });

    it('after the store was reset it re-checks by look-up: every product and membership is back', async () => {
      const home = tempHome();
      const file = tempFile('resume.csv', csv);
      a.sandbox.reset({ demo: false });
      await importInto(a, home, file);
      a.sandbox.reset({ demo: false });
      expect(await importInto(a, home, file, { resume: true })).toMatchObject({ created: 12, failed: 0 });
      expect((await neutralProducts(a, catalog)).size).toBe(12);
      expect(Object.fromEntries(await neutralCollectionMembers(a, catalog))).toEqual({ Even: ['r-0', 'r-10', 'r-2', 'r-4', 'r-6', 'r-8'], Odd: ['r-1', 'r-11', 'r-3', 'r-5', 'r-7', 'r-9'] });
    });

    it('against the same unchanged store it still skips, with one confirming look-up and no write', async () => {
      const home = tempHome();
      const file = tempFile('resume.csv', csv);
      a.sandbox.reset({ demo: false });
      await importInto(a, home, file);
      a.requests.length = 0;
      expect(await importInto(a, home, file, { resume: true })).toMatchObject({ created: 0, updated: 0, unchanged: 12 });
      expect(writesOf(a)).toEqual([]);
    });

    it('the store identity: sandbox data file, else API URL and site', () => {
      expect(storeIdentity({ mode: 'sandbox', dataFile: '/d/sandbox.db' })).toBe('sandbox /d/sandbox.db');
      expect(storeIdentity({ mode: 'remote', dataFile: '/d/sandbox.db', siteId: 's1' })).toBe('https://www.wixapis.com site s1');
      expect(storeIdentity({ mode: 'remote', dataFile: '', apiUrl: 'http://127.0.0.1:4010/', siteId: 's1' })).not.toBe(storeIdentity({ mode: 'remote', dataFile: '', apiUrl: 'http://127.0.0.1:4010', siteId: 's2' }));
    });
  });
});
