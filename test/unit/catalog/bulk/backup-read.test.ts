// Every backup file is read into the same model (backup-read.ts), whichever version wrote it: format version 2 of any
// field (values and stock), version 1 of `store-bulk-backup` (numbers read as the decimals they print as) and version 1
// of `store-stock-backup` (a flat list of variants). A file of version 2 that holds money as anything but plain decimal
// text is refused, saying where and why.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFrom, writeBackup } from '../../../../src/catalog/core/bulk/backup.js';
import type { ProductBackup, StockBackup } from '../../../../src/catalog/core/bulk/backup-model.js';
import { readSavedBackup, readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';
import { earlierUndoWrites, saveStockBackup, stockKey } from '../../../../src/catalog/core/bulk/stock.js';
import { toText } from '../../../../src/wire/money.js';

const FIXTURES = resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'bulk-backups', 'v1-format');
const meta = { command: 'store bulk adjust price -10% --all', createdAt: '2030-01-01T00:00:00.000Z', store: { apiUrl: 'sandbox:x', siteId: 's' } };
const dir = () => mkdtempSync(join(tmpdir(), 'store-backup-read-'));
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

const priced: ProductBackup = {
  id: 'p1',
  slug: 'mug',
  name: 'Mug',
  manageVariants: true,
  value: null,
  variants: [{ id: 'v1', choices: { Size: 'M' }, value: '19.65', sale: '15', after: '17.69', saleAfter: '13.5' }],
};
const stock = (catalog: 'v1' | 'v3'): StockBackup => ({
  ...meta,
  catalog,
  variants: [
    { productId: 'p1', product: 'Hat', variantId: 'v1', choices: { Size: 'S' }, sku: 'HAT-S', before: { inStock: true }, after: { quantity: 7 } },
    { productId: 'p1', product: 'Hat', variantId: 'v2', choices: { Size: 'M' }, before: { quantity: 2 }, after: { quantity: 7 } },
    { productId: 'p2', product: 'Mug', variantId: 'v3', choices: {}, before: { inStock: false }, after: { quantity: 7 } },
  ],
});

describe.each(['v1', 'v3'] as const)('reading the backups of a Catalog %s store', (catalog) => {
  it('version 2 of values: the model as written (a V3 price is a list price)', async () => {
    const written = backupFrom([priced], 'price', meta, catalog);
    const path = await writeBackup(join(dir(), 'b.json'), written);
    expect(await readSavedBackup(path)).toEqual({ field: 'price', backup: written });
    expect((await readValuesBackup(path)).buyersPrices).toBeUndefined();
  });

  it('version 2 of stock: the model as written, each product once with its variants', async () => {
    const path = await saveStockBackup(stock(catalog), { path: join(dir(), 's.json'), unique: false });
    const file = JSON.parse(readFileSync(path, 'utf8'));
    expect(file).toMatchObject({ format: 'store-bulk-backup', version: 2, catalog, field: 'stock', ids: ['p1', 'p2'] });
    expect(file.products.map((p: { variants: unknown[] }) => p.variants.length)).toEqual([2, 1]);
    expect(await readSavedBackup(path)).toEqual({ field: 'stock', stock: stock(catalog) });
    await expect(readValuesBackup(path)).rejects.toThrow(/is a stock backup/);
  });

  it('version 1 of store-bulk-backup: its numbers as the decimals they print as, its text as text', async () => {
    for (const kind of ['price', 'cost', 'weight', 'brand', 'ribbon']) {
      const saved = fixture(`${catalog}-${kind}.json`);
      const read = await readSavedBackup(join(FIXTURES, `${catalog}-${kind}.json`));
      if (read.field === 'stock') throw new Error('read as stock');
      expect(read.backup).toMatchObject({ command: saved.command, createdAt: saved.createdAt, store: saved.store, catalog, field: kind, ids: saved.ids });
      // Only a V3 price file without `v3Price: "list"` holds the buyers' prices.
      expect(read.backup.buyersPrices).toBe(catalog === 'v3' && kind === 'price' && saved.v3Price !== 'list' ? true : undefined);
      const text = (value: unknown) => (typeof value === 'number' ? toText(value) : value);
      type Saved = { value: unknown; after?: unknown; variants: Array<{ value: unknown; after?: unknown; sale?: unknown; saleAfter?: unknown }> };
      const values = (products: readonly Saved[]): unknown[] => products.flatMap((p) => [p.value, p.after, ...p.variants.flatMap((v) => [v.value, v.after, v.sale, v.saleAfter])]);
      expect(values(read.backup.products)).toEqual(values(saved.products).map(text));
      expect(values(read.backup.products).every((value) => value === null || value === undefined || typeof value === 'string')).toBe(true);
    }
  });

  it('version 1 of store-stock-backup: its variants as they are', async () => {
    for (const kind of ['stock-set', 'stock-adjust']) {
      const { format: _format, version: _version, ...saved } = fixture(`${catalog}-${kind}.json`);
      expect(await readSavedBackup(join(FIXTURES, `${catalog}-${kind}.json`))).toEqual({ field: 'stock', stock: saved });
    }
  });
});

describe('an unfinished stock undo\'s own backups', () => {
  it('are read in either format version, the latest attempt\'s entry for each variant; one that cannot be read is passed over', async () => {
    const older = join(FIXTURES, 'v1-stock-set.json');
    const { variants } = fixture('v1-stock-set.json');
    const later: StockBackup = { ...meta, catalog: 'v1', variants: [{ ...variants[0], before: { quantity: 7 }, after: { inStock: true } }] };
    const path = await saveStockBackup(later, { path: join(dir(), 'own.json'), unique: false });
    const writes = await earlierUndoWrites([older, join(dir(), 'gone.json'), path]);
    expect([...writes.keys()]).toEqual(variants.map(stockKey));
    expect(writes.get(stockKey(variants[0]))).toEqual(later.variants[0]);
    expect(writes.get(stockKey(variants[1]))).toEqual(variants[1]);
  });
});

describe('a backup file that is not one', () => {
  it('is refused, saying where and why: money not as plain decimal text in version 2, a version not known', async () => {
    const d = dir();
    const good = readFileSync(await writeBackup(join(d, 'good.json'), backupFrom([priced], 'price', meta, 'v1')), 'utf8');
    const variant = (json: string) => {
      const path = join(d, `${Math.random()}.json`);
      writeFileSync(path, good.replace('"value": "19.65"', `"value": ${json}`));
      return readSavedBackup(path);
    };
    await expect(variant('19.65')).rejects.toThrow(/is not a bulk backup: products\.0\.variants\.0\.value must be a string/);
    for (const text of ['1e3', '19.650', '+19.65', '.5', '-0', ' 19.65', 'abc']) {
      await expect(variant(JSON.stringify(text))).rejects.toThrow(`products.0.variants.0.value: must be a decimal in its plain form, like "19.65" (not ${JSON.stringify(text)})`);
    }
    await expect(variant('"1000000000"')).rejects.toThrow(/products\.0\.variants\.0\.value: must be at most 999999999\.99/);
    await expect(variant('"-1"')).rejects.toThrow(/products\.0\.variants\.0\.value: must be at least 0/);
    const stockInValues = join(d, 'level.json');
    writeFileSync(stockInValues, good.replace('"value": "19.65"', '"value": {"quantity": 3}'));
    await expect(readSavedBackup(stockInValues)).rejects.toThrow(/products\.0\.variants\.0\.value must be a string/);
    const future = join(d, 'future.json');
    writeFileSync(future, good.replace('"version": 2', '"version": 3'));
    await expect(readSavedBackup(future)).rejects.toThrow(/is not a bulk backup: version must be one of: 1, 2/);
    const noCatalog = join(d, 'no-catalog.json');
    writeFileSync(noCatalog, good.replace('"catalog": "v1",', ''));
    await expect(readSavedBackup(noCatalog)).rejects.toThrow(/is not a bulk backup: catalog must be one of: v1, v3/);
  });
});
