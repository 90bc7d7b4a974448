// Issue #37 item 10: a file is checked as a whole before the first write, and every problem is told at once, by row
// and column (exit 2, nothing written): a bad cell and a new product without a name together (whether a product is
// new is a read-only look-up made before judging), a SKU repeated inside the file, an amount with more decimals than
// the currency has (refused, never rounded), a decimal comma (the message names the "." separator). One body, a V1
// and a V3 store.
import { describe, expect, it } from 'vitest';
import { tempFile, writesOf } from '../../../../helpers/catalog.js';
import { storeAgainst } from '../../support/store-against.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { tempHome } from '../../support/harness.js';

const FILE = ['slug;name;price;sku', 'ceramic-mug;;12.3456;', 'new-lamp;;20;LAMP-9', 'bowl;Bowl;12,50;BOWL-1', 'plate;Plate;8;LAMP-9', 'cup;Cup;3;CUP-1'].join('\n');

const PROBLEMS = [
  { row: 2, column: 'price', value: '12.3456', reason: 'USD amounts have 2 decimals (3 on a Catalog V3 store): write 12.34 or 12.35 (nothing is rounded for you)' },
  { row: 3, column: 'name', value: '', reason: 'name is required: a new product needs it (no product has slug "new-lamp")' },
  { row: 4, column: 'price', value: '12,50', reason: 'not a number: the decimal separator is "." and numbers have no thousands separator: write 12.50' },
  { row: 5, column: 'sku', value: 'LAMP-9', reason: `SKU "LAMP-9" is also on row 3: a SKU names one product's variant, so give each its own` },
];

describe.each(['v1', 'v3'] as const)('checking an import file on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);

  it('every problem at once, by row and column; exit 2 and nothing written', async () => {
    const file = tempFile('check.csv', FILE);
    sandbox.requests.length = 0;
    const json = await store(['products', 'import', file, '--delimiter', ';', '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr).error.details.invalid).toEqual(PROBLEMS);
    expect(writesOf(sandbox)).toEqual([]);

    const text = await store(['products', 'import', file, '--delimiter', ';']);
    expect(text.code).toBe(2);
    expect(text.stderr).toContain(`4 invalid rows in ${file}; nothing was written`);
    for (const problem of PROBLEMS) expect(text.stderr).toContain(`row ${problem.row}, column ${problem.column}, value ${JSON.stringify(problem.value)}: ${problem.reason}`);
    expect(writesOf(sandbox)).toEqual([]);

    // --skip-invalid imports the one good row only.
    const skipped = await store(['products', 'import', file, '--delimiter', ';', '--skip-invalid', '--json']);
    expect(JSON.parse(skipped.stdout)).toMatchObject({ created: 1, updated: 0, invalid: 4, failed: 0 });
  });

  it('a product that exists needs no name: the look-up clears it', async () => {
    const file = tempFile('reprice.csv', 'slug,price\nceramic-mug,13.50\n');
    const result = await store(['products', 'import', file, '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ updated: 1, invalid: 0, failed: 0 });
  });
});
