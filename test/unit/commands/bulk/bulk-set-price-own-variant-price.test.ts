// Issue #40 follow-up (a known gap): what `bulk set price` does to a variant with a price of its own, against the rule of
// `products update --price` (README "What price means, on both versions"). A product's new price moves the variants
// at the product's price and leaves a price of its own; `bulk set price` sets every variant (the `--all-variants` of
// bulk: V1's bulk call sets each managed variant, so V3 does the same), and its preview shows each variant's old
// price. One body, a V1 and a V3 store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER, amount, isWrite, neutralProducts, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { tempHome } from '../support/harness.js';
import { storeAgainst } from '../support/store-against.js';

const columns = CSV_HEADER.split(',');
const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '').join(',');
/** S and M at the product's price, L at a price of its own. */
const CATALOG = [CSV_HEADER, ...([
  { slug: 'tee', name: 'Tee', price: '25', visible: 'true', option1_name: 'Size', option1_value: 'S', variant_price: '25' },
  { slug: 'tee', option1_name: 'Size', option1_value: 'M', variant_price: '25' },
  { slug: 'tee', option1_name: 'Size', option1_value: 'L', variant_price: '30' },
] as Array<Record<string, string>>).map(row)].join('\n') + '\n';

describe.each(['v1', 'v3'] as const)('a variant with a price of its own on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);
  /** The tee's variants' list prices by size. */
  const prices = async () => Object.fromEntries((await neutralProducts(sandbox, catalog)).get('tee')![0].variants.map((v) => [v.choices.Size, amount(v.listPrice ?? v.price)]));

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    expect((await store(['products', 'import', tempFile('tee.csv', CATALOG), '--yes'])).code).toBe(0);
  });
  afterAll(() => sandbox.close());

  it('`products update --price` keeps it; `bulk set price` sets every variant, and its preview shows the old price it replaces', async () => {
    expect(await prices()).toEqual({ S: 25, M: 25, L: 30 });
    const update = await store(['products', 'update', 'tee', '--price', '28']);
    expect(update.code, update.stderr).toBe(0);
    expect(update.stderr).toContain('L keeps $30.00, a price of its own');
    expect(await prices()).toEqual({ S: 28, M: 28, L: 30 });

    sandbox.requests.length = 0;
    const dry = await store(['bulk', 'set', 'price', '40', '--ids', 'tee', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/tee\tSize: L\t30\t40/);
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
    const run = await store(['bulk', 'set', 'price', '40', '--ids', 'tee', '--yes']);
    expect(run.code, run.stderr).toBe(0);
    expect(await prices()).toEqual({ S: 40, M: 40, L: 40 });
  });
});
