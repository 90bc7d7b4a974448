// An undo planned with everything in memory (Catalog V1: the plan holds the backup and the products it read) as the
// version-neutral PlannedUndo the command speaks to.
import type { BackupFile } from './backup.js';
import type { Backup, ProductBackup } from './backup-model.js';
import type { BackupMeta, PlannedUndo, UndoPlanOptions } from './engine.js';
import type { UndoOptions, UndoReport } from './undo-report.js';
import type { UndoPlan } from './undo-plan.js';

export function heldUndo(
  plan: UndoPlan<unknown>,
  requests: number,
  options: UndoPlanOptions,
  backupOf: (entries: ProductBackup[], meta: BackupMeta) => Backup,
  run: (current: BackupFile, options: UndoOptions) => Promise<UndoReport>,
): PlannedUndo {
  return {
    products: plan.backup.products.length,
    toRestore: plan.toRestore,
    rows: plan.rows.slice(0, options.keepRows ?? Infinity),
    rowCount: plan.rows.length,
    async *allRows() {
      yield* plan.rows;
    },
    issues: plan.issues,
    requests,
    undo(meta, undoOptions) {
      if (!options.saveTo) throw new Error('bulk undo: planned without a place for its backup (a dry run)');
      return run({ data: backupOf(plan.current, meta), ...options.saveTo }, undoOptions);
    },
    discard: async () => undefined,
  };
}
