// Issue #25 item 10: an import row is checked against what the store holds. A merge row for an existing product
// needs only the columns it changes (`slug,price` changes the price and nothing else); a row for a new product still
// needs what a new product needs. Issue #37 item 10: that row is a bad row, found by a read-only look-up before
// anything is written (exit 2, nothing written); a dry run says the same. One body, a V1 and a V3 store.
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, tempFile } from '../../../../helpers/catalog.js';
import { storeOnSandbox } from '../../support/store-against.js';

/** Three products with a value in every column a price-only row must leave alone. */
const FULL = [
  CSV_HEADER,
  'lamp,Desk Lamp,A warm light,30,12,1.5,LAMP-1,true,Lumen,New,,,,,,,,,,,,,',
  'vase,Glass Vase,Hand blown,18,7,0.8,VASE-1,false,Clear,,,,,,,,,,,,,,',
  'rug,Wool Rug,Thick pile,120,60,4,RUG-1,true,,Sale,,,,,,,,,,,,,',
].join('\n');

describe.each(['v1', 'v3'] as const)('a merge row with only the columns it changes, on a Catalog %s store', (catalog) => {
  const store = storeOnSandbox(catalog, { demo: true });

  /** The catalog as `products export --format csv` gives it (every cell of every product), by slug. */
  async function catalogBySlug(): Promise<Map<string, Record<string, unknown>>> {
    const exported = await store(['products', 'export', '--format', 'csv']);
    expect(exported.code).toBe(0);
    const [header, ...lines] = exported.stdout.trim().split('\n');
    const columns = header.split(',');
    return new Map(lines.map((line) => {
      const cells = line.split(',');
      const row = Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
      return [row.slug, row];
    }));
  }

  it('slug,price changes only the prices; an unknown slug is a bad row naming name, nothing written; a dry run says the same', async () => {
    expect((await store(['products', 'import', tempFile('full.csv', FULL), '--json'])).code).toBe(0);
    const before = await catalogBySlug();
    expect(before.get('lamp')).toMatchObject({ name: 'Desk Lamp', description: 'A warm light', sku: 'LAMP-1', brand: 'Lumen', ribbon: 'New', cost: '12' });

    // (a) Only prices, for existing products: written, nothing else touched.
    const prices = tempFile('prices.csv', 'slug,price\nlamp,35\nvase,20\n');
    const priced = await store(['products', 'import', prices, '--json']);
    expect(priced.stderr).toBe('');
    expect(priced.code).toBe(0);
    expect(JSON.parse(priced.stdout)).toMatchObject({ created: 0, updated: 2, unchanged: 0, invalid: 0, failed: 0 });
    const after = await catalogBySlug();
    expect(after.get('lamp')).toEqual({ ...before.get('lamp'), price: '35' });
    expect(after.get('vase')).toEqual({ ...before.get('vase'), price: '20' });
    expect(after.get('rug')).toEqual(before.get('rug'));

    // (b) The same file with one unknown slug: a bad row (row 3, column name), exit 2, nothing written.
    const withNew = tempFile('with-new.csv', 'slug,price\nlamp,36\nghost,9\nrug,125\n');
    const ghost = { row: 3, column: 'name', value: '', reason: 'name is required: a new product needs it (no product has slug "ghost")' };
    const real = await store(['products', 'import', withNew, '--json']);
    expect(real.code).toBe(2);
    expect(JSON.parse(real.stderr).error.details.invalid).toEqual([ghost]);
    expect(await catalogBySlug()).toEqual(after);

    // (c) A dry run: the same verdict, the other rows planned.
    const dry = await store(['products', 'import', withNew, '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, create: 0, update: 2, unchanged: 0, invalid: 1, failed: 0 });
    expect(await catalogBySlug()).toEqual(after);
  });
});
