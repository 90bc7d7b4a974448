// What `store bulk set|adjust|undo` need of a catalog version (docs/design.md "Two catalog versions, one product"): the
// commands speak to this; V1 (v1-engine.ts: product-level bulk calls) and V3 (v3/engine.ts: by-filter jobs and bulk
// update) sit behind it, chosen by the catalog interface. Plans, backups and reports have one shape for both.
import type { BulkChange } from '../model/change.js';
import type { QueryFields } from '../../../wire/api/query-fields.js';
import type { ApplyOptions, ApplyReport, ItemFailure } from './apply.js';
import type { BackupFile } from './backup.js';
import type { Backup, BackupHead, ProductBackup } from './backup-model.js';
import type { BackupReader } from './backup-reader.js';
import type { BulkPlan, PlanRow, ProductPlan } from './plan.js';
import type { TargetSpec } from './target-spec.js';
import type { UndoOptions, UndoReport } from './undo-report.js';

export type BackupMeta = Pick<Backup, 'command' | 'createdAt' | 'store'>;

export type { BackupFile };

export interface BulkEngine {
  /** The fields a `--filter` may name (checked before anything is sent); none: not checked. */
  readonly filterFields?: QueryFields;
  /**
   * Each target product, as its plan and its prior values, as the pages arrive (the products are not kept in memory;
   * with `forApply`, what `apply` will need of them may be kept on disk until `release`).
   */
  targets(spec: TargetSpec, change: BulkChange, concurrency: number, options?: { forApply?: boolean }): AsyncIterable<{ plan: ProductPlan; prior: ProductBackup }>;
  /** Drops what `targets` kept for `apply` (called when the run ends, applied or not). */
  release?(): Promise<void>;
  /** The backup file's content for these prior values (marked with the catalog version). */
  backup(entries: ProductBackup[], field: Backup['field'], meta: BackupMeta): Backup;
  /** The head of that backup (everything but the products): what a spooled backup is written under. */
  backupHead(field: Backup['field'], meta: BackupMeta): BackupHead;
  /**
   * The requests `apply` sends for this plan when nothing fails (an async job counted at one poll): what a preview and
   * a dry run say the change costs (request-estimate.ts). Planned from what `targets` read, as `apply` plans them.
   */
  applyRequests(plan: BulkPlan): Promise<number>;
  /** Writes the backup, then the change. */
  apply(plan: BulkPlan, backup: BackupFile, options: ApplyOptions): Promise<ApplyReport>;
  /** Reads the backed-up products as they are now and compares; a backup of the other catalog version is a UsageError. */
  planUndo(backup: BackupReader, concurrency: number, options: UndoPlanOptions): Promise<PlannedUndo>;
}

export interface UndoPlanOptions {
  /** Where the undo's own backup (the values it replaces) goes; absent: a dry run (`undo` cannot be called). */
  saveTo?: { path: string; unique: boolean };
  /** Rows kept for the preview (default: all). */
  keepRows?: number;
  /** Every row is kept for `allRows` (a JSON dry run lists them all). */
  listRows?: boolean;
  /** Values changed since the change are put back too (`--force`), not left as is (undo-rule.ts). */
  force?: boolean;
}

/** A backup's undo, planned: what the preview, the question and the report need, whichever the catalog version. */
export interface PlannedUndo {
  /** Products in the backup. */
  products: number;
  /** Products with some value to put back. */
  toRestore: string[];
  /** The first rows to put back (`before`: the value now, `after`: the saved one); `rowCount` of them in all. */
  rows: PlanRow[];
  rowCount: number;
  /** Every row, in order (planned with `listRows`). */
  allRows(): AsyncIterable<PlanRow>;
  /** What cannot be restored, found before anything is written. */
  issues: ItemFailure[];
  /**
   * The requests `undo` sends when nothing fails: its writes (as it plans them; an async job at one poll) and the
   * check, which reads the backed-up products again as the planning read them (request-estimate.ts).
   */
  requests: number;
  /** Saves the values it replaces (a backup described by `meta`, at `saveTo`), restores, verifies. */
  undo(meta: BackupMeta, options: UndoOptions): Promise<UndoReport>;
  /** Drops what the plan kept on disk (when the run ends, undone or not). */
  discard(): Promise<void>;
}
