// `store bulk undo FILE` for a stock backup (`bulk set|adjust stock`): each variant back to its level before the
// change, sales made since kept (catalog/core/bulk/stock.ts plans it; StoreCatalog.inventory() writes it).
import { forEachConcurrently } from '../../client/batching.js';
import type { ItemFailure } from '../../catalog/core/bulk/apply.js';
import { earlierUndoWrites, planStockUndo, saveStockBackup, stockEntry, stockKey, stockUndoRequests, undoWrites, STOCK_BACKUP_FORMAT, type StockBackup, type StockUndoStep, type StockUndoWrite } from '../../catalog/core/bulk/stock.js';
import { levelOf, levelText, type CatalogInventory, type StockRow } from '../../catalog/core/inventory.js';
import { countRequests } from '../../catalog/core/import/request-counter.js';
import type { BackupUndoRecord, UndoClaim } from '../../catalog/core/bulk/undo-record.js';
import { CHANGED_SINCE } from '../../catalog/core/bulk/undo-rule.js';
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
import { perProduct, stockFailure, writeFailure } from '../../catalog/core/bulk/stock-runner.js';
import { undoHint } from './undo-hint.js';

/** `store bulk undo FILE` for a stock backup: each variant back to its level before the change, sales since kept. */
export async function runStockUndo(file: string, saved: StockBackup, flags: RunFlags & { force?: boolean }, record: BackupUndoRecord, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx, { admin: true });
  if (catalog.version !== saved.catalog) {
    throw new UsageError(`${file} holds Catalog ${saved.catalog.toUpperCase()} stock and this store runs Catalog ${catalog.version.toUpperCase()}`);
  }
  const inventory = catalog.inventory();
  const concurrency = concurrencyOf(flags);
  // The planning's reads: a dry run's estimate counts them (the real undo makes them again).
  const reads = countRequests(await ctx.client({ admin: true }));
  const productIds = [...new Set(saved.variants.map((v) => v.productId))];
  const now = new Map<string, StockRow>();
  await forEachConcurrently(productIds, concurrency, async (id) => {
    const rows = await inventory.ofProduct(id).catch(() => []);
    for (const row of rows) now.set(stockKey(row), row);
  });
  const earlier = await earlierUndoWrites(record.unfinished?.undoBackups ?? []);
  const steps = saved.variants.map((entry) => planStockUndo(entry, now.get(stockKey(entry)), flags.force, earlier.get(stockKey(entry))));
  const todo = steps.filter((s): s is StockUndoWrite => s.action !== undefined && s.now !== undefined);
  reads.stop();
  const estimate = await jobEstimate(ctx, (flags.dryRun ? reads.count : 0) + stockUndoRequests(inventory, todo));
  const issues = steps.flatMap((s) => (s.issue ? [stockFailure(s.now ?? s.entry, s.now ? CHANGED_SINCE : 'VARIANT_GONE', s.issue)] : []));
  const moved = todo.filter((s) => s.movedSince !== undefined);
  const soldNote = moved.length > 0 ? ` — ${moved.length} moved since the change (sales kept: each is moved back by the change's own amount, not set)` : '';
  const summary = `undo of \`${saved.command}\` (${saved.createdAt}): ${saved.variants.length} variants saved — ${todo.length} to restore${issues.length ? `, ${issues.length} left as is` : ''}${soldNote}\n${costLine(estimate, flags.dryRun === true)}`;
  const rows = todo.map((s) => {
    const after = s.action.kind === 'set' ? levelText(s.action.level) : String((s.now.quantity ?? 0) + s.action.by);
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
    complete = await restoreStock(file, saved, { todo, issues, moved, counts, productIds }, { inventory, version: catalog.version }, flags, claim, ctx);
  } finally {
    await claim.finish(complete, new Date(ctx.clock.now()));
  }
}

/** The writes of a stock undo, once confirmed and claimed: its own backup (noted in the claim), then each product; true when nothing is left undone. */
async function restoreStock(
  file: string,
  saved: StockBackup,
  plan: { todo: StockUndoWrite[]; issues: ItemFailure[]; moved: StockUndoStep[]; counts: Record<string, unknown>; productIds: string[] },
  { inventory, version }: { inventory: CatalogInventory; version: StockBackup['catalog'] },
  flags: RunFlags,
  claim: UndoClaim,
  ctx: Context,
): Promise<boolean> {
  const { todo, issues, moved, counts, productIds } = plan;
  // The undo's own backup: the levels it replaces, so it can be undone in turn.
  const backup = await saveStockBackup(
    {
      format: STOCK_BACKUP_FORMAT,
      version: 1,
      createdAt: new Date(ctx.clock.now()).toISOString(),
      command: `store bulk undo ${file}`,
      store: await storeOf(ctx),
      catalog: version,
      variants: todo.map((s) => stockEntry(s.now, s.action.kind === 'set' ? s.action.level : { quantity: (s.now.quantity ?? 0) + s.action.by })),
    },
    backupTarget(ctx, flags.backup),
  );
  await claim.note(backup);
  const failures = await perProduct(todo, concurrencyOf(flags), (group) => restore(inventory, group), (s, error) => writeFailure(s.now, error));
  const all = [...issues, ...failures];
  const restored = todo.length - failures.length;
  const soldText = moved.length > 0 ? `\n${moved.length} variant${moved.length === 1 ? '' : 's'} had moved since the change (sales): moved back by the change's amount, so those sales are kept.` : '';
  await printOutcome(ctx, { ...counts, restored, failed: all.length, backup }, `Restored the stock of ${restored} of ${todo.length} variants to the values in ${file}.${soldText}\nThe levels it replaced are in ${backup}`, all);
  failIfPartial(all, productIds.length, 'could not be restored', undoHint(all));
  return true;
}

/** One product's undo steps: absolute levels in one set, relative moves by amount. */
async function restore(inventory: CatalogInventory, steps: readonly StockUndoWrite[]): Promise<void> {
  const { sets, moves } = undoWrites(steps);
  if (sets.length > 0) await inventory.set(sets);
  for (const [by, rows] of moves) await inventory.adjust(rows, by);
}
