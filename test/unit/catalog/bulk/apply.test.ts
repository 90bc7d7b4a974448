// Backups and chunked application: the backup is on disk, complete, before the first write; chunk failures are
// reported per item and stop the run. The first case runs the command on a V1 and a V3 store. The others are V1 by
// nature: they drive executeBulk, V1's product-level bulk calls of at most 100 ids (src/catalog/v1/bulk/engine.ts);
// V3 writes by-filter jobs and bulk updates instead, whose backup-first order and failures are checked in
// commands/bulk-v3.test.ts, bulk-v3-windows.test.ts and the matrix of commands/bulk*.test.ts. The backup file's own
// rules need no store.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BulkChange } from '../../../../src/catalog/core/model/change.js';
import { ApiError } from '../../../../src/client/errors.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { executeBulk, type BulkClient } from '../../../../src/catalog/v1/bulk/apply.js';
import { defaultBackupPath, writeBackup } from '../../../../src/catalog/core/bulk/backup.js';
import type { Backup } from '../../../../src/catalog/core/bulk/backup-model.js';
import { readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';
import { backupOf } from '../../../../src/catalog/v1/bulk/prior.js';
import { buildPlan } from '../../../../src/catalog/v1/bulk/plan.js';
import { resolveTargets } from '../../../../src/catalog/v1/bulk/targets.js';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { isWrite } from '../../../helpers/catalog.js';
import { harness, remoteEnv } from '../../commands/support/harness.js';
import { bulkStorePerTest } from './support/bulk-store.js';
import { bulkCatalogPerTest, bulkFields, productsBySlug } from './support/catalog.js';

describe.each(['v1', 'v3'] as const)('the backup of a bulk change on a %s store', (version) => {
  /** What the backup file was when the store got its first write: its text and its mode. */
  let atFirstWrite: { text: string; mode: number } | undefined;
  let backupPath = '';
  const store = bulkStorePerTest(version, {
    onRequest: (request) => {
      if (!backupPath || atFirstWrite || !isWrite(request)) return;
      atFirstWrite = { text: readFileSync(backupPath, 'utf8'), mode: statSync(backupPath).mode & 0o777 };
    },
  });

  it('is complete on disk (0600) before the first write request', async () => {
    backupPath = join(mkdtempSync(join(tmpdir(), 'store-bulk-')), 'before.json');
    const h = harness({ env: remoteEnv(store.sandbox), globals: { yes: true, json: true } });
    await runBulkAdjust({ field: 'price', delta: '+10%', all: true, backup: backupPath }, h.ctx);
    await h.ctx.close();
    expect(h.json()).toMatchObject({ changed: 5, failed: 0 });
    expect(atFirstWrite?.mode).toBe(0o600);
    // The file the first write found is the whole backup: every product, as the finished run left it.
    expect(atFirstWrite?.text).toBe(readFileSync(backupPath, 'utf8'));
    expect(JSON.parse(atFirstWrite!.text).products.map((p: { slug: string }) => p.slug).sort()).toEqual(['apron', 'board', 'hat', 'mug', 'towel']);
  });
});

const catalog = bulkCatalogPerTest();

const tempFile = (name = 'backup.json') => join(mkdtempSync(join(tmpdir(), 'store-bulk-')), name);
const meta = { command: 'store bulk adjust price +10% --all', createdAt: '2030-01-01T00:00:00.000Z', store: { apiUrl: 'http://127.0.0.1:1' } };
const raise: BulkChange = { kind: 'adjust', field: 'price', by: { percent: 10, roundToWhole: false } };
const busy = () => new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'Service unavailable' });

describe('the backup', () => {
  it('is complete on disk (0600) before the first write request; a failed first chunk leaves the catalog as it was', async () => {
    const products = await resolveTargets(catalog.client, { kind: 'all' });
    const before = await productsBySlug(catalog.client);
    const plan = buildPlan(products, raise);
    const path = tempFile();
    let seenAtFirstWrite: Backup | undefined;
    const failing: BulkClient = {
      bulk: {
        apply: async () => {
          seenAtFirstWrite = await readValuesBackup(path);
          expect(statSync(path).mode & 0o777).toBe(0o600);
          throw busy();
        },
      },
    };
    const report = await executeBulk(failing, plan, { data: backupOf(products, 'price', meta), path });
    expect(report.changed).toBe(0);
    expect(report.failures.map((f) => f.slug).sort()).toEqual(['apron', 'board', 'hat', 'mug', 'towel']);
    expect(report.failures[0].description).toContain('may or may not have been applied');

    const saved = seenAtFirstWrite!;
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ format: 'store-bulk-backup', version: 2, catalog: 'v1', field: 'price', command: meta.command });
    expect(saved).toMatchObject({ catalog: 'v1', field: 'price', command: meta.command });
    expect(saved.ids.sort()).toEqual([...before.values()].map((p) => p.id).sort());
    for (const entry of saved.products) {
      const product = before.get(entry.slug)!;
      // The model's decimal strings, as the file holds them.
      expect(entry.value).toBe(String(product.priceData.price));
      expect(entry.manageVariants).toBe(product.manageVariants);
      expect(entry.variants.map((v) => [v.id, v.value])).toEqual((product.variants ?? []).map((v) => [v.id, String(v.variant.priceData.price)]));
    }
    expect(saved.products.find((p) => p.slug === 'hat')!.variants).toHaveLength(8);
    const after = await productsBySlug(catalog.client);
    expect([...after.values()].map(bulkFields)).toEqual([...before.values()].map(bulkFields));
  });

  it('a refused first chunk (4xx) is the command\'s error, after the backup was written', async () => {
    const products = await resolveTargets(catalog.client, { kind: 'all' });
    const path = tempFile();
    const refused: BulkClient = { bulk: { apply: async () => Promise.reject(new ApiError({ status: 403, code: 'PERMISSION_DENIED', message: 'no' })) } };
    await expect(executeBulk(refused, buildPlan(products, raise), { data: backupOf(products, 'price', meta), path })).rejects.toMatchObject({ status: 403 });
    expect((await readValuesBackup(path)).products).toHaveLength(5);
  });

  it('never overwrites an existing file, unless asked to pick a free name', async () => {
    const path = tempFile();
    writeFileSync(path, 'keep me');
    const backup = backupOf([], 'price', meta);
    await expect(writeBackup(path, backup)).rejects.toBeInstanceOf(UsageError);
    expect(await writeBackup(path, backup, { unique: true })).toBe(path.replace(/\.json$/, '-1.json'));
    expect(defaultBackupPath('/data/backups', new Date('2030-01-31T12:00:00.000Z'))).toBe('/data/backups/bulk-2030-01-31T12-00-00-000Z.json');
  });

  it('refuses a file that is not a bulk backup, saying why', async () => {
    const path = tempFile();
    writeFileSync(path, JSON.stringify({ format: 'store-bulk-backup', version: 1, field: 'sku' }));
    await expect(readValuesBackup(path)).rejects.toThrow(/not a bulk backup/);
    writeFileSync(path, '{oops');
    await expect(readValuesBackup(path)).rejects.toThrow(/not valid JSON/);
    await expect(readValuesBackup(join(tmpdir(), 'no-such-backup.json'))).rejects.toThrow(/^backup: no such file: .*no-such-backup.json$/);
  });
});

describe('chunks', () => {
  it('sends at most 100 ids per call; a failing chunk fails its items and the rest are not attempted', async () => {
    for (let i = 0; i < 225; i++) await catalog.client.products.create({ name: `Item ${i}`, slug: `item-${i}`, priceData: { price: 10 } });
    const products = await resolveTargets(catalog.client, { kind: 'filter', filter: { slug: { $startsWith: 'item-' } } });
    const plan = buildPlan(products, raise);
    const sizes: number[] = [];
    const progress: string[] = [];
    const flaky: BulkClient = {
      bulk: {
        apply: async (ids, change, options) => {
          sizes.push(ids.length);
          if (sizes.length === 2) throw busy();
          return catalog.client.bulk.apply(ids, change, options);
        },
      },
    };
    const report = await executeBulk(flaky, plan, { data: backupOf(products, 'price', meta), path: tempFile() }, { onChunk: (d, t) => progress.push(`${d}/${t}`) });
    expect(sizes).toEqual([100, 100]);
    expect(progress).toEqual(['1/3']);
    expect(report.changed).toBe(100);
    expect(report.failures.filter((f) => f.code === 'UNAVAILABLE')).toHaveLength(100);
    expect(report.failures.filter((f) => f.code === 'NOT_ATTEMPTED')).toHaveLength(25);
    const prices = [...(await productsBySlug(catalog.client)).values()].filter((p) => p.slug.startsWith('item-')).map((p) => p.priceData.price);
    expect(prices.filter((p) => p === 11)).toHaveLength(100);
    expect(prices.filter((p) => p === 10)).toHaveLength(125);
  });
});

describe('backupText (#16: a 100,000-product backup is written in pieces)', () => {
  it('is exactly JSON.stringify(backup, null, 2) plus a newline, with and without products', async () => {
    const { backupText } = await import('../../../../src/catalog/core/bulk/backup-file.js');
    // The file holds the model's decimal strings as they are (format version 2).
    const product = { id: 'p1', slug: 'a', name: 'A "quoted"', manageVariants: true, value: '3', variants: [{ id: 'v1', choices: { Size: 'L' }, value: null }] };
    const meta = { createdAt: '2030-01-01T00:00:00.000Z', command: 'store bulk …', store: { apiUrl: 'sandbox:x' } };
    for (const products of [[], [product], [product, { ...product, id: 'p2', variants: [] }]]) {
      const backup = { ...meta, catalog: 'v1' as const, field: 'price' as const, ids: products.map((p) => p.id), products };
      const file = { format: 'store-bulk-backup', version: 2, ...backup };
      expect([...backupText(backup)].join('')).toBe(`${JSON.stringify(file, null, 2)}\n`);
    }
  });
});
