// What `store bulk set|adjust|undo` need of a catalog version (DESIGN.md "Two catalog versions, one product"): the
// commands speak to this; V1 (v1-engine.ts: product-level bulk calls) and V3 (v3/engine.ts: by-filter jobs and bulk
// update) sit behind it, chosen by the catalog interface. Plans, backups and reports have one shape for both.
import type { BulkChange } from '../../wire/api/catalog-v1/bulk-arithmetic.js';
import type { QueryFields } from '../../wire/api/query-fields.js';
import type { ApplyOptions, ApplyReport } from './apply.js';
import type { Backup, BackupFile, ProductBackup } from './backup.js';
import type { BulkPlan, ProductPlan } from './plan.js';
import type { TargetSpec } from './targets.js';
import type { UndoOptions, UndoReport } from './undo.js';
import type { UndoPlan } from './undo-plan.js';

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
  /** Writes the backup, then the change. */
  apply(plan: BulkPlan, backup: BackupFile, options: ApplyOptions): Promise<ApplyReport>;
  /** Reads the backed-up products as they are now; a backup of the other catalog version is a UsageError. */
  planUndo(backup: Backup, concurrency: number): Promise<UndoPlan<unknown>>;
  /** Saves the current values (`currentBackup`), restores, verifies. */
  undo(plan: UndoPlan<unknown>, currentBackup: BackupFile, options: UndoOptions): Promise<UndoReport>;
}
