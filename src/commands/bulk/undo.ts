import type { Command } from 'commander';
import { readBackup } from '../../catalog/bulk/backup.js';
import type { UndoReport } from '../../catalog/bulk/undo.js';
import { InterruptedError } from '../../io/cli-errors.js';
import { previewLine } from '../../catalog/bulk/preview.js';
import { storeTarget } from '../../config/store-target.js';
import type { Context } from '../../context.js';
import { printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { addRunFlags, commandLine, concurrencyOf, type RunFlags } from './bulk-flags.js';
import { failIfPartial, isJson, jobProgress, printOutcome, printPreview, progress } from './bulk-output.js';
import { confirmChange, previewOnScreen } from './preview-confirm.js';
import { backupTarget, storeOf } from './run-change.js';
import { storeCatalog } from '../shared/store-catalog.js';

export type BulkUndoOptions = RunFlags & { file: string };

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('undo')
    .argument('<backup>', 'a backup file written by `store bulk set` or `store bulk adjust`')
    .description('Put back every value a bulk change replaced, product and variant level, exactly as saved');
  addRunFlags(command, 'restoring (undoing that file re-applies the change)');
  withExamples(
    command,
    'store bulk undo ~/.local/share/store/backups/bulk-2030-01-31T12-00-00-000Z.json',
    'store bulk undo prices-before.json --dry-run',
    'store bulk undo prices-before.json --yes --json',
  );
  command.action((file: string, flags: RunFlags) => runBulkUndo({ ...flags, file }, ctx));
}

export async function runBulkUndo(options: BulkUndoOptions, ctx: Context): Promise<void> {
  const engine = (await storeCatalog(ctx, { admin: true })).bulk();
  const backup = await readBackup(options.file);
  const store = await storeOf(ctx);
  if (JSON.stringify(store) !== JSON.stringify(backup.store)) {
    ctx.io.stderr.write(`warning: ${options.file} was made against ${backup.store.apiUrl ?? 'another store'}; this command acts on ${store.apiUrl}\n`);
  }
  const concurrency = concurrencyOf(options);
  const plan = await engine.planUndo(backup, concurrency);
  const matched = backup.products.length;
  const blocked = new Set(plan.issues.map((issue) => issue.id)).size;
  const summary = `undo of \`${backup.command}\` (${backup.createdAt}): ${matched} products saved — ${plan.toRestore.length} to restore${blocked > 0 ? `, ${blocked} cannot be restored` : ''}`;
  const onScreen = previewOnScreen(ctx, { dryRun: options.dryRun, changes: plan.toRestore.length });
  if (!isJson(ctx) && !onScreen) await printPreview(ctx, summary, plan.rows);
  if (options.dryRun) {
    const preview = { restore: plan.toRestore.length, store: storeTarget(await ctx.settings()), rows: plan.rows.map(previewLine) };
    await printOutcome(ctx, { matched, changed: 0, restored: 0, failed: blocked, backup: null, dryRun: true, preview }, 'Dry run: nothing was changed.', plan.issues);
    return;
  }
  if (plan.toRestore.length === 0) {
    await printOutcome(ctx, { matched, changed: 0, restored: matched - blocked, failed: blocked, backup: null }, 'Every value is already as saved.', plan.issues);
    failIfPartial(plan.issues, matched, 'could not be restored');
    return;
  }
  const question = `Restore ${plan.toRestore.length} product${plan.toRestore.length === 1 ? '' : 's'}?`;
  if (!(await confirmChange(ctx, onScreen, { summary, rows: plan.rows }, question))) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  const current = engine.backup(plan.current, backup.field, {
    command: commandLine(['store', 'bulk', 'undo', options.file]),
    createdAt: new Date(ctx.clock.now()).toISOString(),
    store,
  });
  // Ctrl-C: what is in flight finishes, nothing more is sent; the same undo, run again, restores the rest.
  const interrupt = ctx.interruptible();
  let report: UndoReport;
  try {
    report = await engine.undo(plan, { data: current, ...backupTarget(ctx, options.backup) }, {
      concurrency,
      onJob: jobProgress(ctx),
      onProgress: (stage, done, total) => progress(ctx, `restoring ${stage}`)(done, total),
      isStopping: interrupt.isStopping,
    });
  } finally {
    interrupt.dispose();
  }
  if (report.interrupted) {
    const again = commandLine(['store', 'bulk', 'undo', options.file]);
    await printOutcome(ctx, { matched, changed: 0, restored: 0, failed: 0, backup: report.backup, interrupted: true }, `Interrupted: part of ${options.file} was restored. Finish with: ${again}\nThe values it replaced so far are in ${report.backup}`, report.failures);
    throw new InterruptedError(`undo interrupted`);
  }
  const failed = new Set(report.failures.map((f) => f.id));
  const changed = plan.toRestore.filter((id) => !failed.has(id)).length;
  const message = `Restored ${report.restored} of ${report.products} products to the values in ${options.file}.\nThe values it replaced are in ${report.backup}`;
  await printOutcome(ctx, { matched, changed, restored: report.restored, failed: failed.size, backup: report.backup }, message, report.failures);
  failIfPartial(report.failures, matched, 'could not be fully restored');
}
