// Issue #29 item 8: an option the store cannot honour is refused before the first row, not row by row. `--match
// sku` finds a Catalog V1 product by its own SKU; a Catalog V3 product has none (SKUs belong to its variants, and
// Query Products declares no SKU filter: docs/wire/catalog-v3.md §3), so on V3 the run stops at once: exit 2, no
// product read, nothing written. `--dry-run --resume` cannot work on any store (a dry run reads no journal) and is
// refused before the file is read. One body, a V1 and a V3 store.
import { describe, expect, it } from 'vitest';
import { exitCodeOf, UsageError } from '../../../../../src/io/cli-errors.js';
import { CSV_HEADER, productSlugs, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { withoutVersionProbe } from '../../support/harness.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

// 300 rows: a run that failed row by row would read the store three times before it said anything.
const ROWS = Array.from({ length: 300 }, (_, i) => `sku-row-${i + 1},Row ${i + 1},,${i + 1}.5,,,ROW-${i + 1},true,,,,,,,,,,,,,,,`);

const EXPECTED = {
  v1: { refused: false },
  v3: { refused: true },
} as const;

describe.each(['v1', 'v3'] as const)('products import --match sku on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: true });

  const file = () => tempFile('by-sku.csv', `${CSV_HEADER}\n${ROWS.join('\n')}\n`);

  it(EXPECTED[catalog].refused ? 'is refused before the first row, naming why and what to use instead' : 'matches rows by SKU', async () => {
    const before = await productSlugs(sandbox, catalog);
    sandbox.requests.length = 0;
    const { h, error } = await runImport(sandbox, file(), { match: 'sku' });
    if (!EXPECTED[catalog].refused) {
      expect(error).toBeUndefined();
      expect(h.json()).toMatchObject({ created: 300, failed: 0 });
      return;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect(exitCodeOf(error)).toBe(2);
    const message = (error as UsageError).message;
    expect(message).toContain('--match sku cannot work here');
    expect(message).toContain('Catalog V3');
    expect(message).toContain('Nothing was imported');
    expect((error as UsageError).hint).toContain('slug');
    // Not a single product read or write: only the question which catalog the store speaks.
    expect(withoutVersionProbe(sandbox.requests)).toEqual([]);
    expect(writesOf(sandbox)).toEqual([]);
    expect(await productSlugs(sandbox, catalog)).toEqual(before);
  });
});

describe.each(['v1', 'v3'] as const)('products import --dry-run --resume on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });

  it('is refused before the file is read or the store asked: a dry run reads no journal', async () => {
    const { error } = await runImport(sandbox, tempFile('any.csv', `${CSV_HEADER}\n${ROWS[0]}\n`), { dryRun: true, resume: true });
    expect(exitCodeOf(error)).toBe(2);
    expect((error as UsageError).message).toContain('--resume and --dry-run do not go together');
    expect((error as UsageError).hint).toBe('Leave out --resume to see the whole plan, or --dry-run to continue the import.');
    expect(sandbox.requests).toEqual([]);
  });
});
