// A V3 undo reads its backup a window of products at a time (openBackup), never the whole file at once: the same
// head and entries readValuesBackup gives, from any backup file — written by writeBackup, by the spool, or by hand
// (compact, members in another order, strings with escapes and non-ASCII across read chunks) — and the same errors.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBackup, openSavedBackup, WHOLE_BACKUP } from '../../../../src/catalog/core/bulk/backup-reader.js';
import { saveStockBackup } from '../../../../src/catalog/core/bulk/stock.js';
import type { StockBackup, Backup, ProductBackup } from '../../../../src/catalog/core/bulk/backup-model.js';
import { backupFrom, writeBackup } from '../../../../src/catalog/core/bulk/backup.js';
import { readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';

const meta = { command: 'store bulk set price 1 --all', createdAt: '2030-01-01T00:00:00.000Z', store: { apiUrl: 'sandbox:x' } };
const entry = (i: number): ProductBackup => ({
  id: `id-${i}`,
  slug: `p-${i}`,
  // Quotes, brackets, commas, backslashes and multi-byte characters inside strings.
  name: `P "${i}" [a, {b}] \\ ü ${'€'.repeat(i % 7)}`,
  manageVariants: i % 2 === 0,
  value: i % 3 === 0 ? null : String(i + 0.5),
  variants: i % 2 === 0 ? [{ id: `v-${i}`, choices: { Size: 'M', 'Co,lor': '}]' }, value: String(i) }] : [],
});
const dir = () => mkdtempSync(join(tmpdir(), 'store-backup-reader-'));

async function readAll(path: string, size: number) {
  const reader = await openBackup(path);
  const windows: ProductBackup[][] = [];
  for await (const window of reader.windows(size)) windows.push(window);
  return { reader, windows };
}

const whole = { ...WHOLE_BACKUP };
// Every file here is small: streamed as a large one would be, unless a test says otherwise.
beforeEach(() => Object.assign(WHOLE_BACKUP, { maxBytes: 0 }));
afterEach(() => Object.assign(WHOLE_BACKUP, whole));

describe('openBackup', () => {
  it.each([0, 1, 2500])('%i products written by writeBackup: the head, the count, every entry in windows', async (count) => {
    const entries = Array.from({ length: count }, (_, i) => entry(i));
    const backup: Backup = backupFrom(entries, 'price', meta, 'v3');
    const path = await writeBackup(join(dir(), 'b.json'), backup);
    const { reader, windows } = await readAll(path, 1000);
    const { ids: _ids, products: _products, ...head } = await readValuesBackup(path);
    expect(reader.head).toEqual(head);
    expect(reader.count).toBe(count);
    expect(windows.map((w) => w.length)).toEqual(count === 2500 ? [1000, 1000, 500] : count === 0 ? [] : [1]);
    expect(windows.flat()).toEqual(entries);
  });

  it('a compact file with its members in another order (an older or hand-made backup) reads the same', async () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i));
    const written = await writeBackup(join(dir(), 'pretty.json'), backupFrom(entries, 'cost', meta, 'v1'));
    const { products, ids, ...head } = JSON.parse(readFileSync(written, 'utf8'));
    const path = join(dir(), 'compact.json');
    writeFileSync(path, JSON.stringify({ products, ids, ...head }));
    const { reader, windows } = await readAll(path, 7);
    const { ids: _ids, products: _products, ...model } = await readValuesBackup(written);
    expect(reader.head).toEqual(model);
    expect(windows.map((w) => w.length)).toEqual([7, 7, 7, 7, 2]);
    expect(windows.flat()).toEqual(entries);
  });

  it('a small file is read whole: the same head, count and windows', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(i));
    const path = await writeBackup(join(dir(), 'small.json'), backupFrom(entries, 'price', meta, 'v3'));
    const streamed = await readAll(path, 10);
    Object.assign(WHOLE_BACKUP, whole);
    const held = await readAll(path, 10);
    expect(held.reader.head).toEqual(streamed.reader.head);
    expect(held.reader.count).toBe(25);
    expect(held.windows).toEqual(streamed.windows);
    expect(held.windows.map((w) => w.length)).toEqual([10, 10, 5]);
  });

  it('a stock backup of either version is read whole even when large (its head says so), and is no values backup', async () => {
    const stock: StockBackup = { ...meta, catalog: 'v3', variants: [{ productId: 'p', product: 'P', variantId: 'v', choices: { Size: 'M' }, before: { inStock: true }, after: { quantity: 3 } }] };
    const v2 = await saveStockBackup(stock, { path: join(dir(), 'stock.json'), unique: false });
    expect(await openSavedBackup(v2)).toEqual({ field: 'stock', stock });
    const v1 = join(dir(), 'stock-v1.json');
    writeFileSync(v1, JSON.stringify({ format: 'store-stock-backup', version: 1, ...stock }));
    expect(await openSavedBackup(v1)).toEqual({ field: 'stock', stock });
    await expect(openBackup(v2)).rejects.toThrow(/is a stock backup, not one of prices/);
  });

  it.each(['streamed', 'whole'])('refuses (%s) what readValuesBackup refuses, with its messages, before any product is used', async (how) => {
    if (how === 'whole') Object.assign(WHOLE_BACKUP, whole);
    const d = dir();
    const write = (name: string, text: string) => {
      writeFileSync(join(d, name), text);
      return join(d, name);
    };
    const good = readFileSync(await writeBackup(join(d, 'good.json'), backupFrom([entry(1), entry(2)], 'price', meta, 'v1')), 'utf8');
    await expect(openBackup(write('cut.json', good.slice(0, -40)))).rejects.toThrow(/is not valid JSON/);
    await expect(openBackup(write('array.json', '[1, 2]'))).rejects.toThrow(/is not (valid JSON|a bulk backup)/);
    await expect(openBackup(write('bad-item.json', good.replace('"value": "1.5"', '"value": true')))).rejects.toThrow(/is not a bulk backup: products\.0\.value/);
    // Format version 2 holds money as decimal text only: a JSON number, or text that is not plain, is refused.
    await expect(openBackup(write('number.json', good.replace('"value": "1.5"', '"value": 1.5')))).rejects.toThrow(/is not a bulk backup: products\.0\.value must be a string/);
    await expect(openBackup(write('exponent.json', good.replace('"value": "1.5"', '"value": "1e3"')))).rejects.toThrow(/products\.0\.value: must be a decimal in its plain form, like "19.65" \(not "1e3"\)/);
    await expect(openBackup(write('no-field.json', good.replace('"field": "price",', '')))).rejects.toThrow(/is not a bulk backup: field/);
    await expect(openBackup(write('other.json', '{"format":"something-else"}'))).rejects.toThrow(/is not a bulk backup/);
    await expect(openBackup(join(d, 'missing.json'))).rejects.toThrow(/^backup: no such file: .*missing.json$/);
  });
});
