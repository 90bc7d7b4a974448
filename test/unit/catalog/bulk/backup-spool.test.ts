// #16 item 4: a bulk run over the whole store streams its backup — each product's prior values go to a spool file as
// the targets arrive — and the backup it then writes is exactly the file `writeBackup` writes for the same values.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackupSpool, backupFrom, writeBackup } from '../../../../src/catalog/core/bulk/backup.js';
import { type ProductBackup, backupHeadOf } from '../../../../src/catalog/core/bulk/backup-model.js';
import { readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';

const meta = { command: 'store bulk set price 1 --all', createdAt: '2030-01-01T00:00:00.000Z', store: { apiUrl: 'sandbox:x' } };
const entry = (i: number): ProductBackup => ({
  id: `id-${i}`,
  slug: `p-${i}`,
  name: `P "${i}"`,
  manageVariants: i % 2 === 0,
  value: i % 3 === 0 ? null : String(i + 0.5),
  variants: i % 2 === 0 ? [{ id: `v-${i}`, choices: { Size: 'M' }, value: String(i) }] : [],
});

describe('BackupSpool', () => {
  it.each([0, 1, 3000])('%i products: the same text as writeBackup, owner-only, and the spool gone', async (count) => {
    const dir = mkdtempSync(join(tmpdir(), 'store-spool-'));
    const entries = Array.from({ length: count }, (_, i) => entry(i));
    const expected = await writeBackup(join(dir, 'expected.json'), backupFrom(entries, 'price', meta, 'v3'));
    const spool = await BackupSpool.open(join(dir, 'spooled.json'));
    for (const e of entries) await spool.add(e);
    const written = await spool.save(join(dir, 'spooled.json'), backupHeadOf('price', meta, 'v3'));
    expect(readFileSync(written, 'utf8')).toBe(readFileSync(expected, 'utf8'));
    expect((await readValuesBackup(written)).products).toEqual(entries);
    expect(statSync(written).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).sort()).toEqual(['expected.json', 'spooled.json']);
  });

  it('discard leaves nothing behind (a dry run, a "no")', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-spool-'));
    const spool = await BackupSpool.open(join(dir, 'b.json'));
    await spool.add(entry(1));
    await spool.discard();
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(join(dir, 'b.json'))).toBe(false);
  });
});
