// `store bulk undo` puts back every prior value exactly, product and variant level — by writing the saved values,
// never by inverse arithmetic — and says what it could not put back.
// V1 by nature: V1's undo (src/catalog/v1/bulk/undo.ts) over V1 wire products; V3's undo is checked in
// commands/bulk-v3.test.ts and bulk-v3-windows.test.ts, and both versions' in commands/bulk.test.ts and
// bulk-undo-faults.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BulkChange } from '../../../../src/catalog/core/model/change.js';
import type { Product } from '../../../../src/wire/api/catalog-v1/product.js';
import { executeBulk } from '../../../../src/catalog/v1/bulk/apply.js';
import { readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';
import { backupOf } from '../../../../src/catalog/v1/bulk/prior.js';
import { buildPlan } from '../../../../src/catalog/v1/bulk/plan.js';
import { resolveTargets } from '../../../../src/catalog/v1/bulk/targets.js';
import { executeUndo } from '../../../../src/catalog/v1/bulk/undo.js';
import { type UndoReport } from '../../../../src/catalog/core/bulk/undo-report.js';
import { planUndo } from '../../../../src/catalog/v1/bulk/undo-plan.js';
import { bulkCatalogPerTest, productsBySlug } from './support/catalog.js';

const catalog = bulkCatalogPerTest();

const dir = () => mkdtempSync(join(tmpdir(), 'store-undo-'));
const meta = (command: string) => ({ command, createdAt: '2030-01-01T00:00:00.000Z', store: {} });

/** The whole catalog as JSON, without the timestamps a write necessarily moves. */
async function snapshot(): Promise<Record<string, any>> {
  const out: Record<string, Partial<Product>> = {};
  for (const [slug, { lastUpdated: _moved, ...product }] of await productsBySlug(catalog.client)) out[slug] = product;
  return out;
}

async function change(bulk: BulkChange): Promise<string> {
  const products = await resolveTargets(catalog.client, { kind: 'collection', key: 'bulk' });
  const path = join(dir(), 'before.json');
  const report = await executeBulk(catalog.client, buildPlan(products, bulk), { data: backupOf(products, bulk.field, meta('store bulk …')), path });
  expect(report.failures).toEqual([]);
  return report.backup;
}

async function undo(path: string): Promise<UndoReport> {
  const backup = await readValuesBackup(path);
  const plan = await planUndo(catalog.client, backup);
  return executeUndo(catalog.client, plan, { data: backupOf(plan.products, backup.field, meta(`store bulk undo ${path}`)), path: join(dir(), 'replaced.json') });
}

describe('bulk undo', () => {
  it('after price +13% rounded on managed variants with their own prices, every product and variant value is back exactly', async () => {
    const before = await snapshot();
    const backup = await change({ kind: 'adjust', field: 'price', by: { percent: 13, roundToWhole: true } });
    const changed = await snapshot();
    expect(changed.hat.priceData.price).toBe(33);
    expect(changed.hat.variants!.map((v: any) => v.variant.priceData.price)).toEqual([33, 33, 33, 33, 37, 37, 33, 40]);
    expect(changed.mug.priceData.price).toBe(14);

    const report = await undo(backup);
    expect(report).toMatchObject({ products: 5, restored: 5, failures: [] });
    // Whole products, not just the field: derived prices, ranges and profit follow, variant SKUs etc. untouched.
    expect(await snapshot()).toEqual(before);

    // The undo saved what it replaced: undoing that re-applies the change.
    expect((await undo(report.backup)).failures).toEqual([]);
    expect(await snapshot()).toEqual(changed);
  });

  it.each<[string, BulkChange]>([
    ['cost -7%', { kind: 'adjust', field: 'cost', by: { percent: -7, roundToWhole: false } }],
    ['weight +0.05', { kind: 'adjust', field: 'weight', by: { amount: '0.05' } }],
    ['set price 15', { kind: 'set', field: 'price', value: '15' }],
    ['set weight 2', { kind: 'set', field: 'weight', value: '2' }],
    ['set brand', { kind: 'set', field: 'brand', value: 'Acme' }],
    ['clear ribbon', { kind: 'set', field: 'ribbon', value: '' }],
  ])('restores exactly after %s', async (_name, bulk) => {
    const before = await snapshot();
    const report = await undo(await change(bulk));
    expect(report.failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('restores values changed again since, and reports a deleted product and a cost it cannot remove', async () => {
    const before = await snapshot();
    const backup = await change({ kind: 'set', field: 'cost', value: '3.33' });
    await catalog.client.products.update(before.board.id, { costAndProfitData: { itemCost: 99 } });
    await catalog.client.products.delete(before.mug.id);

    const plan = await planUndo(catalog.client, await readValuesBackup(backup));
    expect(plan.issues.map((i) => [i.slug, i.code])).toEqual([
      ['mug', 'PRODUCT_GONE'],
      ['towel', 'CANNOT_REMOVE_COST'],
      ['apron', 'CANNOT_REMOVE_COST'],
    ]);
    const report = await undo(backup);
    expect(report.restored).toBe(2);
    // Apron's Sand variant had no cost either: the product-level issue already explains it, so it is not listed twice.
    expect(report.failures.map((f) => [f.slug, f.code])).toEqual([
      ['mug', 'PRODUCT_GONE'],
      ['towel', 'CANNOT_REMOVE_COST'],
      ['apron', 'CANNOT_REMOVE_COST'],
    ]);
    const after = await snapshot();
    for (const slug of ['board', 'hat']) expect(after[slug]).toEqual(before[slug]);
    // Apron's own-cost variant is back even so.
    expect(after.apron.variants!.find((v: any) => v.choices.Color === 'Navy')!.variant.costAndProfitData?.itemCost).toBe(15);
  });

  it('has nothing to do when every value is already as saved', async () => {
    const backup = await change({ kind: 'adjust', field: 'price', by: { amount: '1' } });
    await undo(backup);
    const plan = await planUndo(catalog.client, await readValuesBackup(backup));
    expect(plan.rows).toEqual([]);
    expect(plan.toRestore).toEqual([]);
  });
});
