import type { Command } from 'commander';
import { openSavedBackup, type BackupReader } from '../../catalog/core/bulk/backup-reader.js';
import type { BackupMeta } from '../../catalog/core/bulk/engine.js';
import type { PlanRow } from '../../catalog/core/bulk/plan.js';
import type { UndoReport } from '../../catalog/core/bulk/undo-report.js';
import { InterruptedError } from '../../io/cli-errors.js';
import { oneLine } from '../../io/terminal-text.js';
import { previewLine, type PreviewLine } from '../../catalog/core/bulk/preview.js';
import { storeTarget } from '../../config/store-target.js';
import type { Context } from '../../context.js';
import { printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { addRunFlags, concurrencyOf, type RunFlags } from './bulk-flags.js';
import { commandLine } from '../../io/command-line.js';
import { failIfPartial, isJson, jobProgress, printDryRunJson, printOutcome, printPreview, progress } from './bulk-output.js';
import { confirmChange, previewOnScreen } from './preview-confirm.js';
import { backupTarget, SCREEN_ROWS, storeOf } from './run-change.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { countRequests } from '../../catalog/core/import/request-counter.js';
import type { RequestEstimate } from '../../catalog/core/request-estimate.js';
import { costLine, jobEstimate } from '../shared/job-estimate.js';
import { BulkUndoRun } from '../../catalog/core/bulk/undo-runner.js';
import { checkSameStore } from '../../catalog/core/bulk/same-store.js';
import { runStockUndo } from './stock-undo.js';
import { undoHint } from './undo-hint.js';
import { undoRecordOf, type BackupUndoRecord } from '../../catalog/core/bulk/undo-record.js';
import { undoRecordDir } from '../shared/backup-dir.js';

export type BulkUndoOptions = RunFlags & { file: string; otherSite?: boolean; force?: boolean };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('undo')
    .argument('<backup>', 'a backup file written by `store bulk set` or `store bulk adjust`')
    .description('Put back every value a bulk change replaced, product and variant level, exactly as saved');
  addRunFlags(command, 'restoring (undoing that file re-applies the change)');
  command.option('--other-site', 'restore a backup made against another store (site, API URL or sandbox) onto this one');
  command.option('--force', 'also put back values changed since the bulk change (without it they are left as is and listed)');
  withExamples(
    command,
    'store bulk undo ~/.local/share/store/backups/bulk-2030-01-31T12-00-00-000Z.json --yes',
    'store bulk undo prices-before.json --dry-run',
    'store bulk undo prices-before.json --yes --json',
    'store bulk undo staging-prices.json --other-site --yes   # a backup of another site, onto this one',
    'store bulk undo prices-before.json --force --yes          # also over values changed since the change',
  );
  command.action((file: string, flags: RunFlags & { otherSite?: boolean; force?: boolean }) => runBulkUndo({ ...flags, file }, ctx));
}

export async function runBulkUndo(options: BulkUndoOptions, ctx: Context): Promise<void> {
  const store = await storeOf(ctx);
  const opened = await openSavedBackup(options.file);
  // A `bulk set|adjust stock` backup (its head's field) has its own undo (stock.ts): sales since the change are kept.
  if (opened.field === 'stock') {
    warnOtherStore(ctx, checkSameStore(options.file, opened.stock.store, store, options.otherSite));
    return runStockUndo(options.file, opened.stock, options, await undoRecord(options.file, ctx), ctx);
  }
  const backup = opened.values;
  warnOtherStore(ctx, checkSameStore(options.file, backup.head.store, store, options.otherSite));
  const record = await undoRecord(options.file, ctx);
  const engine = await (await storeCatalog(ctx, { admin: true })).bulk();
  const jsonDryRun = options.dryRun === true && isJson(ctx);
  // The planning's reads: a dry run's estimate counts them (the real undo makes them again).
  const reads = countRequests(await ctx.client({ admin: true }));
  const saveTo = options.dryRun ? undefined : backupTarget(ctx, options.backup);
  const run = await BulkUndoRun.plan({ engine, backup, concurrency: concurrencyOf(options), saveTo, keepRows: jsonDryRun ? 0 : SCREEN_ROWS, listRows: jsonDryRun, force: options.force });
  reads.stop();
  const estimate = await jobEstimate(ctx, (options.dryRun ? reads.count : 0) + run.plan.requests);
  try {
    await decideAndUndo(options, ctx, { backup, run, store, record, estimate });
  } finally {
    await run.discard();
  }
}

/** Preview, confirmation, undo, report: the part of an undo after the backup was compared with the store. */
async function decideAndUndo(
  options: BulkUndoOptions,
  ctx: Context,
  { backup, run, store, record, estimate }: { backup: BackupReader; run: BulkUndoRun; store: BackupMeta['store']; record: BackupUndoRecord; estimate: RequestEstimate },
): Promise<void> {
  const { plan } = run;
  const matched = plan.products;
  const blocked = new Set(plan.issues.map((issue) => issue.id)).size;
  const summary = `undo of \`${backup.head.command}\` (${backup.head.createdAt}): ${matched} products saved — ${plan.toRestore.length} to restore${blocked > 0 ? `, ${blocked} cannot be restored` : ''}\n${costLine(estimate, options.dryRun === true)}`;
  const onScreen = previewOnScreen(ctx, { dryRun: options.dryRun, changes: plan.toRestore.length });
  if (!isJson(ctx) && !onScreen) await printPreview(ctx, summary, plan.rows, plan.rowCount);
  if (options.dryRun) {
    const outcome = { matched, changed: 0, restored: 0, failed: blocked, backup: null, dryRun: true, estimate, preview: { restore: plan.toRestore.length, store: storeTarget(await ctx.settings()) } };
    if (isJson(ctx)) return printDryRunJson(ctx, outcome, previewLines(plan.allRows()), plan.issues);
    await printOutcome(ctx, outcome, 'Dry run: nothing was changed.', plan.issues);
    return;
  }
  if (plan.toRestore.length === 0) {
    await record.settle(commandLine(['store', 'bulk', 'undo', options.file]), plan.issues.length === 0, new Date(ctx.clock.now()));
    await printOutcome(ctx, { matched, changed: 0, restored: matched - blocked, failed: blocked, backup: null }, 'Every value is already as saved.', plan.issues);
    failIfPartial(plan.issues, matched, 'could not be restored', undoHint(plan.issues));
    return;
  }
  const question = `Restore ${plan.toRestore.length} product${plan.toRestore.length === 1 ? '' : 's'}?`;
  if (!(await confirmChange(ctx, onScreen, { summary, rows: plan.rows }, question))) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  const meta = { command: commandLine(['store', 'bulk', 'undo', options.file]), createdAt: new Date(ctx.clock.now()).toISOString(), store };
  // Ctrl-C: what is in flight finishes, nothing more is sent; the same undo, run again, restores the rest.
  const again = commandLine(['store', 'bulk', 'undo', options.file]);
  const interrupt = ctx.interruptible({ unfinished: `the products being restored may or may not be. Finish with: ${again}` });
  let report: UndoReport;
  try {
    report = await run.undo(record, meta, {
      clock: ctx.clock,
      onJob: jobProgress(ctx),
      onProgress: (stage, done, total) => progress(ctx, `restoring ${stage}`)(done, total),
      isStopping: interrupt.isStopping,
    });
  } finally {
    interrupt.dispose();
  }
  if (report.interrupted) {
    await printOutcome(ctx, { matched, changed: 0, restored: 0, failed: 0, backup: report.backup, interrupted: true }, `Interrupted: part of ${options.file} was restored. Finish with: ${again}\nThe values it replaced so far are in ${report.backup}`, report.failures);
    throw new InterruptedError(`undo interrupted`);
  }
  const failed = new Set(report.failures.map((f) => f.id));
  const changed = plan.toRestore.filter((id) => !failed.has(id)).length;
  // The counts of the question ("Restore N products?"): those the undo wrote, and apart, those already as saved.
  const already = matched - plan.toRestore.length - blocked;
  const alreadyText = already > 0 ? ` (${already} more already had them)` : '';
  const message = `Restored ${changed} of ${plan.toRestore.length} products to the values in ${options.file}${alreadyText}.\nThe values it replaced are in ${report.backup}`;
  await printOutcome(ctx, { matched, changed, restored: report.restored, failed: failed.size, backup: report.backup }, message, report.failures);
  failIfPartial(report.failures, plan.toRestore.length + blocked, 'could not be fully restored', undoHint(report.failures));
}

/**
 * The record of this backup's undos on this machine (catalog/core/bulk/undo-record.ts): a backup already undone is
 * refused here, before anything is read from the store; an unfinished earlier attempt is said to be finished now.
 */
async function undoRecord(file: string, ctx: Context): Promise<BackupUndoRecord> {
  const record = await undoRecordOf(undoRecordDir(ctx), file);
  if (record.unfinished) ctx.io.stderr.write(`note: finishing an undo of this backup that did not finish: \`${oneLine(record.unfinished.command)}\` (started ${record.unfinished.startedAt})\n`);
  return record;
}

/** The warning of an undo onto another store than its backup's (--other-site). */
const warnOtherStore = (ctx: Context, warning: string | undefined) => warning && ctx.io.stderr.write(`warning: ${warning}\n`);

async function* previewLines(rows: AsyncIterable<PlanRow>): AsyncGenerator<PreviewLine> {
  for await (const row of rows) yield previewLine(row);
}
