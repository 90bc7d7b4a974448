// What every catalog version's bulk undo reports, and the check both make after restoring: a fresh read of every
// backed-up product compared with its saved values (v1/bulk/undo.ts, v3/bulk/undo.ts).
import type { ApplyOptions, ItemFailure } from './apply.js';
import type { Backup, ProductBackup } from './backup-model.js';
import type { PlanRow } from './plan.js';
import type { UndoPlan } from './undo-plan.js';

export interface UndoReport {
  /** Products in the backup. */
  products: number;
  /** Products whose every saved value is in place after the undo. */
  restored: number;
  failures: ItemFailure[];
  /** The values the undo replaced, saved first (undoing this file re-applies the change). */
  backup: string;
  /** Stopped on request (Ctrl-C) before every write was sent: nothing was verified; the same undo finishes it. */
  interrupted: boolean;
}

export interface UndoOptions {
  /** After each write request of a stage (1-based), for progress on stderr. */
  onProgress?: (stage: 'product values' | 'variants', done: number, total: number) => void;
  /** Checked before each write: true stops sending (what is in flight finishes). */
  isStopping?: () => boolean;
  /** Requests in flight at most, as the change had (default 1). */
  concurrency?: number;
  /** After each poll of an async job (Catalog V3 by-filter writes), for progress on stderr. */
  onJob?: ApplyOptions['onJob'];
}

/** What the check found: values still not as saved, and the products whose every value is. */
export type Check = { mismatches: ItemFailure[]; matching: Set<string> };

/** Compares every backed-up product as it is now (`current`) with its saved values: what still differs, and who matches. */
export function checkRestored<P>(
  backup: Backup,
  current: ReadonlyMap<string, P>,
  differs: (entry: ProductBackup, product: P) => { rows: PlanRow[]; issues: ItemFailure[] },
): Check {
  const mismatches: ItemFailure[] = [];
  const matching = new Set<string>();
  for (const entry of backup.products) {
    const product = current.get(entry.id);
    if (!product) continue;
    const { rows, issues } = differs(entry, product);
    if (rows.length === 0 && issues.length === 0) matching.add(entry.id);
    for (const row of rows) {
      const where = row.variantId ? `variant ${row.variantId}` : 'product';
      mismatches.push({ id: entry.id, slug: entry.slug, name: entry.name, variantId: row.variantId, code: 'NOT_RESTORED', description: `${backup.field} of ${where} is ${row.before ?? '(none)'}, expected ${row.after ?? '(none)'}` });
    }
  }
  return { mismatches, matching };
}

/**
 * The undo's report: what could not be restored up front, what failed to write, then what the fresh read still found
 * different (a failure of the whole product already explains every value of it that is still wrong).
 */
export function undoReport(
  plan: Pick<UndoPlan<unknown>, 'backup' | 'issues'>,
  writeFailures: readonly ItemFailure[],
  check: { mismatches: ItemFailure[]; matching: Set<string> },
  backupPath: string,
): UndoReport {
  const known = [...plan.issues, ...writeFailures];
  const key = (failure: ItemFailure, variantId = failure.variantId) => `${failure.id}/${variantId ?? ''}`;
  const reported = new Set(known.map((failure) => key(failure)));
  const failures = [...known, ...check.mismatches.filter((m) => !reported.has(key(m)) && !reported.has(key(m, '')))];
  const failed = new Set(failures.map((failure) => failure.id));
  return { products: plan.backup.products.length, restored: [...check.matching].filter((id) => !failed.has(id)).length, failures, backup: backupPath, interrupted: false };
}
