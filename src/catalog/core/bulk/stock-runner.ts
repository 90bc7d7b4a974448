// The run of `store bulk set|adjust stock` (issue #38 item 3), on either catalog version through
// StoreCatalog.inventory(): plan (the targets' variants read product by product, each found to change, to be left
// alone or to be refused: stock.ts plannedLevel) → backup (written here, before the first write) → the change, one
// product at a time (an adjust is a relative move, so a sale made meanwhile is kept) → what failed. The command maps
// its flags to these calls and renders the preview, the question and the report.
import { forEachConcurrently } from '../../../client/batching.js';
import type { StoreCatalog } from '../store-catalog.js';
import { holdsLevel, type StockRow } from '../inventory.js';
import { callFailure, type ItemFailure } from './apply.js';
import { byProduct, plannedLevel, saveStockBackup, stockEntry, stockTargets, type StockBulkChange, type StockTodo } from './stock.js';
import type { StockBackup } from './backup-model.js';
import type { TargetSpec } from './target-spec.js';

/** One variant as a failure names it. */
export const stockFailure = (row: Pick<StockRow, 'productId' | 'product' | 'variantId' | 'sku'>, code: string, description: string): ItemFailure => ({
  id: row.productId,
  slug: row.sku ?? row.product,
  name: row.product,
  variantId: row.variantId,
  code,
  description,
});

/** A write that failed, for each variant it carried (an adjust whose answer was lost is marked unsure: apply.ts). */
export const writeFailure = (row: Pick<StockRow, 'productId' | 'product' | 'variantId' | 'sku'>, error: unknown, change?: StockBulkChange): ItemFailure => {
  const { code, description, ...marks } = callFailure(error, change);
  return { ...stockFailure(row, code, description), ...marks };
};

/** Runs `write` per product, `concurrency` at a time; a product that fails is listed, the others go on. */
export async function perProduct<T extends { entry: { productId: string } }>(items: readonly T[], concurrency: number, write: (items: T[]) => Promise<void>, failed: (item: T, error: unknown) => ItemFailure): Promise<ItemFailure[]> {
  const failures: ItemFailure[] = [];
  await forEachConcurrently(byProduct(items), concurrency, async (group) => {
    try {
      await write(group);
    } catch (error) {
      failures.push(...group.map((item) => failed(item, error)));
    }
  });
  return failures;
}

export interface StockPlan {
  /** Products and variants read. */
  matched: number;
  variants: number;
  changes: StockTodo[];
  /** Variants that cannot take the change (found before anything is written). */
  blocked: ItemFailure[];
  /** Variants left alone, and why (an adjust of stock not counted). */
  skipped: Array<{ row: StockRow; note: string }>;
}

/** Reads the targets' variants and plans each; `isStopping` (checked after each product) stops the reading. */
export async function planStockChange(catalog: StoreCatalog, spec: TargetSpec, change: StockBulkChange, isStopping: () => boolean): Promise<StockPlan> {
  const plan: StockPlan = { matched: 0, variants: 0, changes: [], blocked: [], skipped: [] };
  for await (const rows of stockTargets(catalog, spec)) {
    plan.matched++;
    for (const row of rows) {
      plan.variants++;
      const { after, problem, skip } = plannedLevel(row, change);
      if (problem) plan.blocked.push(stockFailure(row, 'NOT_CHANGED', problem));
      else if (skip) plan.skipped.push({ row, note: skip });
      else if (after && !holdsLevel(row, after)) plan.changes.push({ row, entry: stockEntry(row, after) });
    }
    if (isStopping()) break;
  }
  return plan;
}

export type StockBackupMeta = Pick<StockBackup, 'createdAt' | 'command' | 'store'>;

/** Writes the backup of the planned changes, then the changes, product by product; where the backup went, and what failed. */
export async function applyStockChange(
  catalog: StoreCatalog,
  plan: Pick<StockPlan, 'changes'>,
  change: StockBulkChange,
  options: { meta: StockBackupMeta; backupTo: { path: string; unique: boolean }; concurrency: number },
): Promise<{ backup: string; failures: ItemFailure[] }> {
  const { meta, backupTo, concurrency } = options;
  const { changes } = plan;
  const inventory = catalog.inventory();
  const backup = await saveStockBackup({ ...meta, catalog: catalog.version, variants: changes.map((c) => c.entry) }, backupTo);
  const failures = await perProduct(
    changes,
    concurrency,
    (group) => (change.kind === 'adjust' ? inventory.adjust(group.map((c) => c.row), change.by) : inventory.set(group.map(({ row, entry }) => ({ row, level: entry.after })))),
    (c, error) => writeFailure(c.row, error, change),
  );
  return { backup, failures };
}
