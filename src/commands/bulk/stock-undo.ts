// `store bulk undo FILE` for a stock backup (`bulk set|adjust stock`): each variant back to its level before the
// change, sales made since kept (catalog/core/bulk/stock-undo-runner.ts plans and writes it; this renders it).
import { levelAfterUndo, planStockRestore, restoreStock, type StockUndoPlan } from '../../catalog/core/bulk/stock-undo-runner.js';
import type { StockBackup } from '../../catalog/core/bulk/backup-model.js';
import { levelOf, levelText, type CatalogInventory } from '../../catalog/core/inventory.js';
import { countRequests } from '../../catalog/core/import/request-counter.js';
import type { BackupUndoRecord, UndoClaim } from '../../catalog/core/bulk/undo-record.js';
import { UsageError } from '../../io/cli-errors.js';
import { commandLine } from '../../io/command-line.js';
import { printMessage } from '../../io/present.js';
import type { Context } from '../../context.js';
import { costLine, jobEstimate } from '../shared/job-estimate.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { concurrencyOf, type RunFlags } from './bulk-flags.js';
import { failIfPartial, isJson, printOutcome, printPreview } from './bulk-output.js';
import { confirmChange, previewOnScreen } from './preview-confirm.js';
import { backupTarget, SCREEN_ROWS, storeOf } from './run-change.js';
import { previewRow } from './stock.js';
import { undoHint } from './undo-hint.js';

/** `store bulk undo FILE` for a stock backup: each variant back to its level before the change, sales since kept. */
export async function runStockUndo(file: string, saved: StockBackup, flags: RunFlags & { force?: boolean }, record: BackupUndoRecord, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx, { admin: true });
  if (catalog.version !== saved.catalog) {
    throw new UsageError(`${file} holds Catalog ${saved.catalog.toUpperCase()} stock and this store runs Catalog ${catalog.version.toUpperCase()}`);
  }
  const inventory = catalog.inventory();
  // The planning's reads: a dry run's estimate counts them (the real undo makes them again).
  const reads = countRequests(await ctx.client({ admin: true }));
  const plan = await planStockRestore(inventory, saved, { concurrency: concurrencyOf(flags), force: flags.force, earlierBackups: record.unfinished?.undoBackups ?? [] });
  reads.stop();
  const { todo, moved, issues, productIds } = plan;
  const estimate = await jobEstimate(ctx, (flags.dryRun ? reads.count : 0) + plan.requests);
  const soldNote = moved.length > 0 ? ` — ${moved.length} moved since the change (sales kept: each is moved back by the change's own amount, not set)` : '';
  const summary = `undo of \`${saved.command}\` (${saved.createdAt}): ${saved.variants.length} variants saved — ${todo.length} to restore${issues.length ? `, ${issues.length} left as is` : ''}${soldNote}\n${costLine(estimate, flags.dryRun === true)}`;
  const rows = todo.map((s) => {
    const after = levelText(levelAfterUndo(s));
    return previewRow(s.entry, levelText(levelOf(s.now)), s.movedSince !== undefined ? `${after} (${s.movedSince > 0 ? '+' : ''}${s.movedSince} since, kept)` : after);
  });
  const onScreen = previewOnScreen(ctx, { dryRun: flags.dryRun, changes: todo.length });
  if (!isJson(ctx) && !onScreen) await printPreview(ctx, summary, rows.slice(0, SCREEN_ROWS), rows.length);
  const movedSince = moved.map((s) => ({ variant: s.entry.sku ?? s.entry.product, choices: s.entry.choices, since: s.movedSince }));
  const counts = { matched: saved.variants.length, restored: 0, failed: issues.length, movedSince, backup: null as string | null };
  if (flags.dryRun) return printOutcome(ctx, { ...counts, dryRun: true, estimate, preview: { restore: todo.length } }, 'Dry run: nothing was changed.', issues);
  if (todo.length === 0) {
    await record.settle(commandLine(['store', 'bulk', 'undo', file]), issues.length === 0, new Date(ctx.clock.now()));
    await printOutcome(ctx, counts, 'Every variant is already as saved.', issues);
    return failIfPartial(issues, productIds.length, 'could not be restored', undoHint(issues));
  }
  if (!(await confirmChange(ctx, onScreen, { summary, rows: rows.slice(0, SCREEN_ROWS) }, `Restore the stock of ${todo.length} variant${todo.length === 1 ? '' : 's'}?`))) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  const claim = await record.claim(commandLine(['store', 'bulk', 'undo', file]), new Date(ctx.clock.now()));
  let complete = false;
  try {
    complete = await restoreAndReport(file, plan, counts, { inventory, catalog: catalog.version }, flags, claim, ctx);
  } finally {
    await claim.finish(complete, new Date(ctx.clock.now()));
  }
}

/** The writes of a stock undo, once confirmed and claimed, and their report: true when nothing is left undone. */
async function restoreAndReport(
  file: string,
  plan: StockUndoPlan,
  counts: Record<string, unknown>,
  { inventory, catalog }: { inventory: CatalogInventory; catalog: StockBackup['catalog'] },
  flags: RunFlags,
  claim: UndoClaim,
  ctx: Context,
): Promise<boolean> {
  const { todo, issues, moved, productIds } = plan;
  const meta = { createdAt: new Date(ctx.clock.now()).toISOString(), command: `store bulk undo ${file}`, store: await storeOf(ctx) };
  const { backup, failures } = await restoreStock(inventory, plan, { meta, catalog, backupTo: backupTarget(ctx, flags.backup), concurrency: concurrencyOf(flags), onBackup: (path) => claim.note(path) });
  const all = [...issues, ...failures];
  const restored = todo.length - failures.length;
  const soldText = moved.length > 0 ? `\n${moved.length} variant${moved.length === 1 ? '' : 's'} had moved since the change (sales): moved back by the change's amount, so those sales are kept.` : '';
  await printOutcome(ctx, { ...counts, restored, failed: all.length, backup }, `Restored the stock of ${restored} of ${todo.length} variants to the values in ${file}.${soldText}\nThe levels it replaced are in ${backup}`, all);
  failIfPartial(all, productIds.length, 'could not be restored', undoHint(all));
  return true;
}
