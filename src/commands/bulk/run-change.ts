// `store bulk set` and `store bulk adjust`: their flags as a job of the bulk runner (catalog/core/bulk/change-runner.ts:
// plan, backup, apply), and its preview, confirmation (or --yes) and report. Nothing is written before the
// confirmation and the backup.
import type { BulkChange } from '../../catalog/core/model/change.js';
import type { ApplyReport } from '../../catalog/core/bulk/apply.js';
import { defaultBackupPath } from '../../catalog/core/bulk/backup.js';
import { BulkChangeRun } from '../../catalog/core/bulk/change-runner.js';
import { InterruptedError } from '../../io/cli-errors.js';
import { planSummary } from '../../catalog/core/bulk/preview.js';
import { countRequests } from '../../catalog/core/import/request-counter.js';
import type { RequestEstimate } from '../../catalog/core/request-estimate.js';
import { costLine, jobEstimate } from '../shared/job-estimate.js';
import { backupDir } from '../shared/backup-dir.js';
import { storeTarget } from '../../config/store-target.js';
import { progressFor } from '../shared/progress.js';
import type { Context } from '../../context.js';
import { printMessage } from '../../io/present.js';
import { checkTargetFilter, concurrencyOf, targetWords, type RunFlags, type TargetFlagValues, toTargetSpec } from './bulk-flags.js';
import { commandLine } from '../../io/command-line.js';
import { retryHint } from './retry-failed.js';
import { failIfPartial, isJson, jobProgress, printDryRunJson, printOutcome, printPreview, progress } from './bulk-output.js';
import { confirmByTypingCount, confirmChange, previewOnScreen } from './preview-confirm.js';
import { storeCatalog } from '../shared/store-catalog.js';

export interface ChangeRun {
  change: BulkChange;
  flags: TargetFlagValues & RunFlags;
  /** The command's words before its target flags (`store bulk adjust price +10%`). */
  words: ReadonlyArray<string | undefined>;
}

/** The command line, recorded in the backup. */
const commandOf = (run: ChangeRun) => commandLine([...run.words, ...targetWords(run.flags)]);

/** Changed rows kept for the preview screen (the printed preview shows the first 20; the summary counts them all). */
export const SCREEN_ROWS = 1000;

/** Where the backup goes and whether another free name may be picked (only for the default name). */
export function backupTarget(ctx: Context, flag: string | undefined): { path: string; unique: boolean } {
  return flag ? { path: flag, unique: false } : { path: defaultBackupPath(backupDir(ctx), new Date(ctx.clock.now())), unique: true };
}

/** The store the backup's values belong to, so a reader can tell which store to undo against. */
export async function storeOf(ctx: Context): Promise<{ apiUrl?: string; siteId?: string }> {
  const settings = await ctx.settings();
  return settings.mode === 'sandbox' ? { apiUrl: `sandbox:${settings.dataFile}` } : { apiUrl: settings.apiUrl ?? 'https://www.wixapis.com', siteId: settings.siteId };
}

export async function runChange(run: ChangeRun, ctx: Context): Promise<void> {
  const { change, flags } = run;
  const target = await toTargetSpec(flags);
  const concurrency = concurrencyOf(flags);
  const catalog = await storeCatalog(ctx, { admin: true });
  // The reads of the targets: a dry run's estimate counts them (the real run makes them again).
  const reads = countRequests(await ctx.client({ admin: true }));
  const engine = await catalog.bulk();
  checkTargetFilter(target, engine.filterFields, catalog.products.fields);
  const backupTo = flags.dryRun ? undefined : backupTarget(ctx, flags.backup);
  const job = await BulkChangeRun.open({ engine, target, change, concurrency, backupTo, keepRows: SCREEN_ROWS, listRows: flags.dryRun === true && isJson(ctx) });
  const reading = progressFor(ctx, 'Reading', 'products');
  // Ctrl-C while reading: the read stops, nothing was written and no backup either, and this run's spools go (at once
  // on a second Ctrl-C).
  const readInterrupt = ctx.interruptible({ unfinished: 'nothing was changed; no backup was written.', beforeExit: () => job.removeNow() });
  try {
    try {
      await job.plan({ onProduct: () => reading.add(), isStopping: readInterrupt.isStopping });
    } finally {
      readInterrupt.dispose();
    }
    reading.end();
    const { tally } = job;
    if (readInterrupt.isStopping()) {
      const read = tally.counts.matched;
      await printOutcome(ctx, { matched: read, changed: 0, failed: 0, backup: null, interrupted: true }, `Interrupted while reading the products (${read} read): nothing was changed, no backup was written.`, []);
      throw new InterruptedError(`interrupted while reading: nothing was changed`);
    }
    // What the change costs: a dry run the whole of it (these reads again, then the writes), a real run what is to come.
    const estimate = await jobEstimate(ctx, (flags.dryRun ? reads.count : 0) + (await job.writeRequests()));
    reads.stop();
    if (job.lines) return await printDryRunJson(ctx, { matched: tally.counts.matched, changed: 0, failed: 0, backup: null, dryRun: true, estimate, preview: { ...tally.counts, store: storeTarget(await ctx.settings()) } }, job.lines.rows(), tally.refused);
    return await decideAndApply(run, ctx, job, estimate);
  } finally {
    reading.end();
    await job.close();
  }
}

/** Preview, confirmation, backup, apply, report: the part of a run after its targets were read. */
async function decideAndApply(run: ChangeRun, ctx: Context, job: BulkChangeRun, estimate: RequestEstimate): Promise<void> {
  const { flags } = run;
  const plan = job.planned();
  const previewSummary = `${planSummary(plan)}\n${costLine(estimate, flags.dryRun === true)}`;
  const { rows, changedRows } = job.tally;
  const empty = { matched: plan.counts.matched, changed: 0, failed: 0, backup: null };

  // Every product of a real store: the count is typed back instead of a y/N (and so no preview screen).
  const typeBack = flags.all === true && (await ctx.settings()).mode !== 'sandbox';
  const onScreen = !typeBack && previewOnScreen(ctx, { dryRun: flags.dryRun, changes: plan.idsToSend.length });
  if (!isJson(ctx) && !onScreen) await printPreview(ctx, previewSummary, rows, changedRows);
  if (flags.dryRun) {
    // (A JSON dry run was answered as its targets streamed in: runChange.)
    await printMessage(ctx.output(), 'Dry run: nothing was changed.');
    return;
  }
  // Products refused before anything is sent (a discount above the new price) are not changed: exit 6,
  // as for a product the store refuses; the others go ahead.
  const total = plan.idsToSend.length + plan.refused.length;
  if (plan.idsToSend.length === 0) {
    const refusedHint = 'Change their discount first (store products update SLUG --discount …), or pick a higher price.';
    await printOutcome(ctx, { ...empty, failed: plan.refused.length }, plan.counts.matched === 0 ? 'No products matched: nothing to change.' : 'Nothing to change.', plan.refused);
    failIfPartial(plan.refused, total, 'could not be changed', refusedHint);
    return;
  }
  const question = `Change ${plan.idsToSend.length} product${plan.idsToSend.length === 1 ? '' : 's'}?`;
  const confirmed = typeBack
    ? await confirmByTypingCount(ctx, plan.idsToSend.length)
    : await confirmChange(ctx, onScreen, { summary: previewSummary, rows, failing: plan.counts.predictedFailures + plan.counts.refused }, question);
  if (!confirmed) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  let saved: string | undefined;
  // Ctrl-C: the chunk in flight finishes, no further chunk is sent, and the way back is printed (exit 130). The
  // backup is on disk before the first write, so even a second Ctrl-C leaves the way back.
  const interrupt = ctx.interruptible({
    unfinished: () => (saved ? `the chunk in flight may or may not be changed. Undo with: store bulk undo ${saved}` : 'nothing was changed yet.'),
  });
  let report: ApplyReport;
  try {
    const meta = { command: commandOf(run), createdAt: new Date(ctx.clock.now()).toISOString(), store: await storeOf(ctx) };
    report = await job.apply(meta, {
      onBackup: (path) => (saved = path),
      onChunk: progress(ctx, 'chunk'),
      onJob: jobProgress(ctx),
      isStopping: interrupt.isStopping,
    });
  } finally {
    interrupt.dispose();
  }
  const summary = { matched: plan.counts.matched, changed: report.changed, failed: new Set(report.failures.map((f) => f.id)).size, backup: report.backup };
  const undo = `Undo with: store bulk undo ${report.backup}`;
  if (report.interrupted) {
    await printOutcome(ctx, { ...summary, interrupted: true, notSent: report.notSent }, `Interrupted: changed ${report.changed} of ${plan.idsToSend.length} products; ${report.notSent} not sent. Backup: ${report.backup}\n${undo}`, report.failures);
    throw new InterruptedError(`interrupted after changing ${report.changed} of ${plan.idsToSend.length} products`);
  }
  const message = `Changed ${report.changed} of ${total} products. Backup: ${report.backup}\n${undo}`;
  const retry = await retryHint(report, run.words);
  await printOutcome(ctx, { ...summary, ...(retry?.file ? { failedIds: retry.file } : {}) }, message, report.failures);
  failIfPartial(report.failures, total, 'could not be changed', retry?.hint);
}
