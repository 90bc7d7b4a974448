// The run of `store bulk set|adjust` (issue #38 item 3), whichever the catalog version: plan (the targets read, each
// product reduced as it arrives to what the run needs — its id, the counts, the first rows of the preview — and its
// prior values spooled for the backup: `--all` over 100,000 products holds ids, not products) → preview (the plan,
// the first rows, the requests the writes take) → backup (written here, before the first write) → apply in chunks →
// report. The command maps its flags to a ChangeJob and renders what comes back; it never touches the backup file.
import type { BulkChange } from '../model/change.js';
import type { ApplyOptions, ApplyReport } from './apply.js';
import { BackupSpool, withAfter } from './backup.js';
import type { BackupMeta, BulkEngine } from './engine.js';
import { PlanTally, type BulkPlan } from './plan.js';
import { previewLine, type PreviewLine } from './preview.js';
import { RowSpool } from './row-spool.js';
import type { TargetSpec } from './target-spec.js';

export interface ChangeJob {
  engine: BulkEngine;
  target: TargetSpec;
  change: BulkChange;
  concurrency: number;
  /** Where the backup goes (`unique`: another free name may be picked); absent: a dry run, which writes nothing. */
  backupTo?: { path: string; unique: boolean };
  /** Changed rows kept for the preview (the summary counts them all). */
  keepRows: number;
  /** Every changed row is spooled as a preview line instead (a JSON dry run prints them all). */
  listRows: boolean;
}

export interface PlanHooks {
  /** After each product read. */
  onProduct(): void;
  /** Checked after each product: true stops the reading (nothing was written then, no backup either). */
  isStopping(): boolean;
}

export class BulkChangeRun {
  private constructor(
    private readonly job: ChangeJob,
    readonly tally: PlanTally,
    private readonly spool: BackupSpool | undefined,
    /** Every changed row (with `listRows`). */
    readonly lines: RowSpool<PreviewLine> | undefined,
  ) {}

  static async open(job: ChangeJob): Promise<BulkChangeRun> {
    const tally = new PlanTally(job.change, job.listRows ? 0 : job.keepRows);
    const spool = job.backupTo ? await BackupSpool.open(job.backupTo.path) : undefined;
    const lines = job.listRows ? await RowSpool.open<PreviewLine>() : undefined;
    return new BulkChangeRun(job, tally, spool, lines);
  }

  /** Reads and plans the targets, as they arrive; stops early when asked to. */
  async plan(hooks: PlanHooks): Promise<void> {
    const { engine, target, change, concurrency } = this.job;
    for await (const { plan, prior } of engine.targets(target, change, concurrency, { forApply: this.spool !== undefined })) {
      this.tally.add(plan);
      hooks.onProduct();
      await this.spool?.add(withAfter(prior, plan.rows));
      if (this.lines) for (const row of plan.rows) if (row.before !== row.after) await this.lines.add(previewLine(row));
      if (hooks.isStopping()) break;
    }
  }

  planned(): BulkPlan {
    return this.tally.plan();
  }

  /** The requests the writes take when nothing fails (request-estimate.ts). */
  writeRequests(): Promise<number> {
    return this.job.engine.applyRequests(this.planned());
  }

  /** Writes the backup (described by `meta`; `onBackup` hears where it went), then the change. */
  apply(meta: BackupMeta, options: ApplyOptions & { onBackup?: (path: string) => void }): Promise<ApplyReport> {
    const { engine, change, backupTo } = this.job;
    const spool = this.spool;
    if (!spool || !backupTo) throw new Error('a dry run applies nothing');
    const head = engine.backupHead(change.field, meta);
    const save = async () => {
      const path = await spool.save(backupTo.path, head, { unique: backupTo.unique });
      options.onBackup?.(path);
      return path;
    };
    return engine.apply(this.planned(), { save }, { concurrency: this.job.concurrency, ...options });
  }

  /** Removes the spools at once (a run ending now, on a second Ctrl-C). */
  removeNow(): void {
    this.spool?.removeNow();
    this.lines?.removeNow();
  }

  /** Drops what the run kept (when it ends, applied or not). */
  async close(): Promise<void> {
    await this.spool?.discard();
    await this.lines?.discard();
    await this.job.engine.release?.();
  }
}
