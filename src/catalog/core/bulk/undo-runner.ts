// The run of `store bulk undo FILE` for a price/cost/weight/brand/ribbon backup (issue #38 item 3), whichever the
// catalog version: plan (the backed-up products read and compared: engine.planUndo) → preview (its rows, issues and
// the requests it takes) → the claim on the backup's undo record → the undo's own backup, the writes and the check,
// in rounds while transient faults last (undo-rounds.ts) → report. The command maps its flags to an UndoJob and
// renders what comes back.
import type { Clock } from '../../../client/types.js';
import type { BackupReader } from './backup-reader.js';
import type { BackupMeta, BulkEngine, PlannedUndo } from './engine.js';
import type { BackupUndoRecord } from './undo-record.js';
import type { UndoOptions, UndoReport } from './undo-report.js';
import { undoInRounds, type Replan } from './undo-rounds.js';

export interface UndoJob {
  engine: BulkEngine;
  backup: BackupReader;
  concurrency: number;
  /** Where the undo's own backup goes; absent: a dry run, which writes nothing. */
  saveTo?: { path: string; unique: boolean };
  /** Rows kept for the preview. */
  keepRows: number;
  /** Every row is kept (a JSON dry run lists them all). */
  listRows: boolean;
  /** Values changed since the change are put back too (`--force`). */
  force?: boolean;
}

export class BulkUndoRun {
  private constructor(
    private readonly job: UndoJob,
    readonly plan: PlannedUndo,
  ) {}

  /** Reads the backed-up products as they are now and plans their undo (kept on disk where large, until `discard`). */
  static async plan(job: UndoJob): Promise<BulkUndoRun> {
    const { engine, backup, concurrency, saveTo, keepRows, listRows, force } = job;
    return new BulkUndoRun(job, await engine.planUndo(backup, concurrency, { saveTo, keepRows, listRows, force }));
  }

  /**
   * Claims the backup's undo record, undoes (rounds after the first, on transient failures, read the store again and
   * keep no preview rows), notes the undo's own backup in the claim and settles it: complete when nothing failed.
   */
  async undo(record: BackupUndoRecord, meta: BackupMeta, options: Omit<UndoOptions, 'concurrency'> & { clock: Clock }): Promise<UndoReport> {
    const { engine, backup, concurrency, force } = this.job;
    const replan: Replan = (saveTo) => engine.planUndo(backup, concurrency, { saveTo, keepRows: 0, force });
    const claim = await record.claim(meta.command, new Date(options.clock.now()));
    let report: UndoReport | undefined;
    try {
      report = await undoInRounds(this.plan, replan, meta, { ...options, concurrency });
      return report;
    } finally {
      if (report) await claim.note(report.backup);
      await claim.finish(report !== undefined && !report.interrupted && report.failures.length === 0, new Date(options.clock.now()));
    }
  }

  discard(): Promise<void> {
    return this.plan.discard();
  }
}
