// `store bulk set stock N|in-stock|out-of-stock` and `store bulk adjust stock +N|-N`: their flags as calls of the
// stock runner (catalog/core/bulk/stock-runner.ts: plan, backup, the change product by product) and its preview,
// confirmation (or --yes) and report. Their undo is stock-undo.ts.
import type { ItemFailure } from '../../catalog/core/bulk/apply.js';
import type { PlanRow } from '../../catalog/core/bulk/plan.js';
import { NOT_TRACKED_NOTE, stockChangeRequests, type StockBulkChange } from '../../catalog/core/bulk/stock.js';
import type { StockEntry } from '../../catalog/core/bulk/backup-model.js';
import { applyStockChange, planStockChange } from '../../catalog/core/bulk/stock-runner.js';
import { levelOf, levelText } from '../../catalog/core/inventory.js';
import { countRequests } from '../../catalog/core/import/request-counter.js';
import { costLine, jobEstimate } from '../shared/job-estimate.js';
import { InterruptedError } from '../../io/cli-errors.js';
import { PartialFailureError } from '../../client/errors.js';
import { commandLine } from '../../io/command-line.js';
import { printMessage } from '../../io/present.js';
import type { Context } from '../../context.js';
import { parseStockDelta, parseStockLevel } from '../shared/stock-args.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { checkTargetFilter, concurrencyOf, targetWords, toTargetSpec, type RunFlags, type TargetFlagValues } from './bulk-flags.js';
import { isJson, printOutcome, printPreview } from './bulk-output.js';
import { confirmChange, previewOnScreen } from './preview-confirm.js';
import { backupTarget, SCREEN_ROWS, storeOf } from './run-change.js';
import { retryHint } from './retry-failed.js';

/** The FIELD of `bulk set|adjust` that changes stock (inventory), not a product field. */
export const STOCK_FIELD = 'stock';
export const isStockField = (field: string): boolean => field.trim().toLowerCase() === STOCK_FIELD;

/** `bulk set stock VALUE`: a quantity, in-stock or out-of-stock. */
export const parseStockSet = (text: string): StockBulkChange => ({ kind: 'set', level: parseStockLevel(text, 'stock') });

/** `bulk adjust stock DELTA`: +N or -N. */
export const parseStockAdjust = (text: string): StockBulkChange => ({ kind: 'adjust', by: parseStockDelta(text, 'stock') });

const describe = (change: StockBulkChange) => (change.kind === 'set' ? `set stock to ${levelText(change.level)}` : `adjust stock by ${change.by > 0 ? '+' : ''}${change.by}`);

export const previewRow = (entry: Pick<StockEntry, 'productId' | 'product' | 'variantId' | 'choices' | 'sku'>, before: string, after: string, note?: string): PlanRow =>
  ({ productId: entry.productId, slug: entry.sku ?? entry.product, name: entry.product, variantId: entry.variantId, choices: entry.choices, before, after, ...(note ? { note } : {}) }) as unknown as PlanRow;

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `words`: the command's words before its target flags (`store bulk adjust stock +5`), for the backup and the retry hint. */
export async function runStockChange(change: StockBulkChange, flags: TargetFlagValues & RunFlags, words: ReadonlyArray<string | undefined>, ctx: Context): Promise<void> {
  const spec = await toTargetSpec(flags);
  const concurrency = concurrencyOf(flags);
  const catalog = await storeCatalog(ctx, { admin: true });
  // The reads of the targets: a dry run's estimate counts them (the real run makes them again).
  const reads = countRequests(await ctx.client({ admin: true }));
  checkTargetFilter(spec, (await catalog.bulk()).filterFields);
  // Ctrl-C while reading: the read stops; nothing was written, no backup either (as run-change.ts).
  const reading = ctx.interruptible({ unfinished: 'nothing was changed; no backup was written.' });
  const plan = await planStockChange(catalog, spec, change, reading.isStopping).finally(() => reading.dispose());
  const { matched, variants, changes, blocked } = plan;
  const skipped = plan.skipped.map(({ row, note }) => previewRow(row, levelText(levelOf(row)), levelText(levelOf(row)), note));
  if (reading.isStopping()) {
    await printOutcome(ctx, { matched, variants, changed: 0, failed: 0, backup: null, interrupted: true }, `Interrupted while reading the products (${matched} read): nothing was changed, no backup was written.`, []);
    throw new InterruptedError('interrupted while reading: nothing was changed');
  }
  const rows = [...changes.map(({ entry }) => previewRow(entry, levelText(entry.before), levelText(entry.after))), ...skipped];
  const blockedProducts = new Set(blocked.map((f) => f.id)).size;
  const skipText = skipped.length > 0 ? `, ${skipped.length} ${NOT_TRACKED_NOTE}` : '';
  reads.stop();
  // What the change costs: a dry run the whole of it (these reads again, then the writes), a real run what is to come.
  const estimate = await jobEstimate(ctx, (flags.dryRun ? reads.count : 0) + stockChangeRequests(catalog.inventory(), changes, change));
  const summary = `${describe(change)}: ${plural(matched, 'product')} matched (${variants} variants) — ${changes.length} will change, ${blocked.length} cannot (${plural(blockedProducts, 'product')})${skipText}, ${variants - changes.length - blocked.length - skipped.length} unchanged\n${costLine(estimate, flags.dryRun === true)}`;
  const onScreen = previewOnScreen(ctx, { dryRun: flags.dryRun, changes: changes.length });
  if (!isJson(ctx) && !onScreen) await printPreview(ctx, summary, rows.slice(0, SCREEN_ROWS), rows.length);
  const counts = { matched, variants, changed: 0, failed: blocked.length, skipped: skipped.length, backup: null as string | null };
  const previewJson = rows.map(({ slug, choices, before, after, note }) => ({ variant: slug, choices, before, after, ...(note ? { note } : {}) }));
  if (flags.dryRun) return printOutcome(ctx, { ...counts, dryRun: true, estimate, preview: { change: changes.length, rows: previewJson } }, 'Dry run: nothing was changed.', blocked);
  if (changes.length === 0) {
    await printOutcome(ctx, counts, 'Nothing to change.', blocked);
    return failIfVariantsFailed(blocked, blocked.length, 'The failures are listed above; fix them and run again.');
  }
  if (!(await confirmChange(ctx, onScreen, { summary, rows: rows.slice(0, SCREEN_ROWS), failing: blockedProducts }, `Change the stock of ${plural(changes.length, 'variant')}?`))) {
    await printMessage(ctx.output(), 'Nothing changed.');
    return;
  }
  const meta = { createdAt: new Date(ctx.clock.now()).toISOString(), command: commandLine([...words, ...targetWords(flags)]), store: await storeOf(ctx) };
  const { backup, failures } = await applyStockChange(catalog, plan, change, { meta, backupTo: backupTarget(ctx, flags.backup), concurrency });
  const all = [...blocked, ...failures];
  const changed = changes.length - failures.length;
  // One count, of variants: those changed, of all that were to change or could not (blocked up front or failed).
  const total = changes.length + blocked.length;
  const failedIds = new Set(failures.map((f) => `${f.id}/${f.variantId}`));
  const changedProducts = new Set(changes.filter((c) => !failedIds.has(`${c.entry.productId}/${c.entry.variantId}`)).map((c) => c.entry.productId));
  // The retry names each failed variant, so a product changed in part is retried exactly (never a variant twice).
  const retry = await retryHint({ changed, failures: all, backup, byVariant: true }, words);
  const failedText = all.length > 0 ? `; ${all.length} could not be changed` : '';
  const message = `Changed the stock of ${changed} of ${plural(total, 'variant')} (${plural(changedProducts.size, 'product')})${failedText}. Backup: ${backup}\nUndo with: store bulk undo ${backup}`;
  await printOutcome(ctx, { ...counts, changed, failed: all.length, backup, ...(retry?.file ? { failedIds: retry.file } : {}) }, message, all);
  failIfVariantsFailed(all, total, retry?.hint);
}

/** Exit 6 when some variants could not be changed, counted in variants as the message counts them. */
function failIfVariantsFailed(failures: readonly ItemFailure[], total: number, hint: string | undefined): void {
  if (failures.length > 0) throw new PartialFailureError(`${failures.length} of ${plural(total, 'variant')} could not be changed`, [...failures], { hint });
}
