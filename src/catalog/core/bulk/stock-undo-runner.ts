// The run of `store bulk undo FILE` for a stock backup (`bulk set|adjust stock`), on either catalog version through
// StoreCatalog.inventory(): plan (the saved variants read as they are now, product by product, each planned by the
// undo rule: stock.ts planStockUndo) → the undo's own backup (the levels it replaces, written before the first write)
// → each product's writes (a relative move where a counted quantity moved since, so those sales are kept) → what
// failed. The command maps its flags to these calls and renders the preview, the question and the report.
import { forEachConcurrently } from '../../../client/batching.js';
import type { CatalogInventory, StockLevel, StockRow } from '../inventory.js';
import type { ItemFailure } from './apply.js';
import { earlierUndoWrites, planStockUndo, saveStockBackup, stockEntry, stockKey, stockUndoRequests, undoWrites, type StockUndoWrite } from './stock.js';
import type { StockBackup } from './backup-model.js';
import { perProduct, stockFailure, writeFailure, type StockBackupMeta } from './stock-runner.js';
import { CHANGED_SINCE } from './undo-rule.js';

export interface StockUndoPlan {
  /** The saved variants' products. */
  productIds: string[];
  /** The variants the undo writes. */
  todo: StockUndoWrite[];
  /** Those of `todo` that moved since the change: moved back by the change's own amount, so the moves are kept. */
  moved: StockUndoWrite[];
  /** Variants left as is, and why (changed since, gone). */
  issues: ItemFailure[];
  /** The requests its writes send when nothing fails. */
  requests: number;
}

/** The level a variant has once its undo step is written. */
export const levelAfterUndo = (s: StockUndoWrite): StockLevel => (s.action.kind === 'set' ? s.action.level : { quantity: (s.now.quantity ?? 0) + s.action.by });

/**
 * Reads the saved variants' products as they are now and plans each variant's undo; `earlierBackups`: the own
 * backups of earlier attempts of this undo that did not finish (undo-record.ts), whose writes are not made twice.
 */
export async function planStockRestore(
  inventory: CatalogInventory,
  saved: StockBackup,
  options: { concurrency: number; force?: boolean; earlierBackups: readonly string[] },
): Promise<StockUndoPlan> {
  const productIds = [...new Set(saved.variants.map((v) => v.productId))];
  const now = new Map<string, StockRow>();
  await forEachConcurrently(productIds, options.concurrency, async (id) => {
    const rows = await inventory.ofProduct(id).catch(() => []);
    for (const row of rows) now.set(stockKey(row), row);
  });
  const earlier = await earlierUndoWrites(options.earlierBackups);
  const steps = saved.variants.map((entry) => planStockUndo(entry, now.get(stockKey(entry)), options.force, earlier.get(stockKey(entry))));
  const todo = steps.filter((s): s is StockUndoWrite => s.action !== undefined && s.now !== undefined);
  const issues = steps.flatMap((s) => (s.issue ? [stockFailure(s.now ?? s.entry, s.now ? CHANGED_SINCE : 'VARIANT_GONE', s.issue)] : []));
  const moved = todo.filter((s) => s.movedSince !== undefined);
  return { productIds, todo, moved, issues, requests: stockUndoRequests(inventory, todo) };
}

/**
 * Writes the undo's own backup (so it can be undone in turn) and hands its path to `onBackup` (the undo's claim
 * notes it) before the first write, then each product's steps; where the backup went, and what failed.
 */
export async function restoreStock(
  inventory: CatalogInventory,
  plan: Pick<StockUndoPlan, 'todo'>,
  options: { meta: StockBackupMeta; catalog: StockBackup['catalog']; backupTo: { path: string; unique: boolean }; concurrency: number; onBackup: (path: string) => Promise<void> },
): Promise<{ backup: string; failures: ItemFailure[] }> {
  const { meta, catalog, backupTo, concurrency, onBackup } = options;
  const variants = plan.todo.map((s) => stockEntry(s.now, levelAfterUndo(s)));
  const backup = await saveStockBackup({ ...meta, catalog, variants }, backupTo);
  await onBackup(backup);
  const failures = await perProduct(plan.todo, concurrency, (group) => restore(inventory, group), (s, error) => writeFailure(s.now, error));
  return { backup, failures };
}

/** One product's undo steps: absolute levels in one set, relative moves by amount. */
async function restore(inventory: CatalogInventory, steps: readonly StockUndoWrite[]): Promise<void> {
  const { sets, moves } = undoWrites(steps);
  if (sets.length > 0) await inventory.set(sets);
  for (const [by, rows] of moves) await inventory.adjust(rows, by);
}
