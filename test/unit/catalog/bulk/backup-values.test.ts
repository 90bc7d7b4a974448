// A backup keeps money exactly: the model's decimal strings go to the file as the same strings (format version 2: never
// through a JavaScript number) and come back as they were; a brand or ribbon stays text.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFrom, writeBackup } from '../../../../src/catalog/core/bulk/backup.js';
import type { ProductBackup } from '../../../../src/catalog/core/bulk/backup-model.js';
import { readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';
import { MAX_STORED_VALUE } from '../../../../src/wire/api/value-limits.js';

const meta = { command: 'store bulk adjust price +10% --all', createdAt: '2030-01-01T00:00:00.000Z', store: { apiUrl: 'sandbox:x' } };
// Values a double cannot hold exactly (0.1, 0.3, 12.345…) and the largest the platform stores.
const AMOUNTS = ['0.1', '0.3', '0.001', '12.345', '19.99', '123456789.125', MAX_STORED_VALUE, '0'];

const priced = (value: string, i: number): ProductBackup => ({
  id: `id-${i}`,
  slug: `p-${i}`,
  name: `P ${i}`,
  manageVariants: true,
  value: null,
  after: null,
  variants: [{ id: `v-${i}`, choices: { Size: 'M' }, value, sale: value, after: value, saleAfter: value }],
});

describe('backup values', () => {
  it('money: the same decimals in the file and read back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-backup-values-'));
    const entries = AMOUNTS.map(priced);
    const path = await writeBackup(join(dir, 'b.json'), backupFrom(entries, 'price', meta, 'v3'));
    const variants = (JSON.parse(readFileSync(path, 'utf8')) as { products: Array<{ variants: Array<Record<string, unknown>> }> }).products.map((p) => p.variants[0]);
    // Each value of the file is the decimal it was, as text.
    expect(variants.map((v) => [v.value, v.sale, v.after, v.saleAfter])).toEqual(AMOUNTS.map((a) => [a, a, a, a]));
    expect((await readValuesBackup(path)).products).toEqual(entries);
  });

  it('text fields stay text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-backup-values-'));
    const entries: ProductBackup[] = [{ id: 'a', slug: 'a', name: 'A', manageVariants: false, value: '12.50', after: 'Acme', variants: [] }];
    const path = await writeBackup(join(dir, 'b.json'), backupFrom(entries, 'brand', meta, 'v1'));
    expect((JSON.parse(readFileSync(path, 'utf8')) as { products: Array<{ value: unknown }> }).products[0].value).toBe('12.50');
    expect((await readValuesBackup(path)).products).toEqual(entries);
  });
});
