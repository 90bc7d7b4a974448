// The flow `store bulk set` and `store bulk adjust` share: resolve the products, read them, preview, confirm (or
// --yes), save the backup, apply in chunks, report. Nothing is written before the confirmation and the backup.
import { join } from 'node:path';
import type { BulkChange } from '../../wire/api/catalog-v1/bulk-arithmetic.js';
import { executeBulk } from '../../catalog/bulk/apply.js';
import { backupFrom, defaultBackupPath, productBackup, type ProductBackup } from '../../catalog/bulk/backup.js';
import { changedRows, planOf, productPlan, type ProductPlan } from '../../catalog/bulk/plan.js';
import { planSummary, previewLine } from '../../catalog/bulk/preview.js';
import { streamTargets } from '../../catalog/bulk/targets.js';
import { dataDir } from '../../config/paths.js';
import type { Context } from '../../context.js';
import { printMessage } from '../../io/present.js';
import { concurrencyOf, type RunFlags, type TargetFlagValues, toTargetSpec } from './bulk-flags.js';
import { failIfPartial, isJson, printOutcome, printPreview, progress } from './bulk-output.js';
import { confirmChange, previewOnScreen } from './preview-confirm.js';

export interface ChangeRun {
  change: BulkChange;
  flags: TargetFlagValues & RunFlags;
  /** The command line, recorded in the backup. */
  command: string;
}

export const backupDir = (ctx: Context): string => join(dataDir(ctx.env), 'backups');

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
  const target = toTargetSpec(flags);
  const concurrency = concurrencyOf(flags);
  const client = await ctx.client({ admin: true });
  // Each product is reduced to its plan and its prior values as it arrives: `--all` over 100,000 products never
  // holds the products themselves.
  const plans: ProductPlan[] = [];
  const priorValues: ProductBackup[] = [];
  for await (const product of streamTargets(client, target, concurrency)) {
    plans.push(productPlan(product, change));
    priorValues.push(productBackup(product, change.field));
  }
  const plan = planOf(plans, change);
  const rows = changedRows(plan);
  const empty = { matched: plan.counts.matched, changed: 0, failed: 0, backup: null };

  const onScreen = previewOnScreen(ctx, { dryRun: flags.dryRun, changes: plan.idsToSend.length });
  if (!isJson(ctx) && !onScreen) await printPreview(ctx, planSummary(plan), rows);
  if (flags.dryRun) {
    const preview = { ...plan.counts, rows: rows.map(previewLine) };
    await printOutcome(ctx, { ...empty, dryRun: true, preview }, 'Dry run: nothing was changed.', []);
    return;
  }
  if (plan.idsToSend.length === 0) {
    await printOutcome(ctx, empty, plan.counts.matched === 0 ? 'No products matched: nothing to change.' : 'Nothing to change.', []);
    return;
  }
  const question = `Change ${plan.idsToSend.length} product${plan.idsToSend.length === 1 ? '' : 's'}?`;
  if (!(await confirmChange(ctx, onScreen, { summary: planSummary(plan), rows }, question))) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  const backup = backupFrom(priorValues, change.field, { command: run.command, createdAt: new Date(ctx.clock.now()).toISOString(), store: await storeOf(ctx) });
  const report = await executeBulk(client, plan, { data: backup, ...backupTarget(ctx, flags.backup) }, { onChunk: progress(ctx, 'chunk'), concurrency });
  const summary = { matched: plan.counts.matched, changed: report.changed, failed: new Set(report.failures.map((f) => f.id)).size, backup: report.backup };
  const message = `Changed ${report.changed} of ${plan.idsToSend.length} products. Backup: ${report.backup}\nUndo with: store bulk undo ${report.backup}`;
  await printOutcome(ctx, summary, message, report.failures);
  failIfPartial(report.failures, plan.idsToSend.length, 'could not be changed');
}
