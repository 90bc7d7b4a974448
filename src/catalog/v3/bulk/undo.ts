// `store bulk undo` on a Catalog V3 store, a window of backed-up products at a time: each window's products are read
// as they are now (one read-only variants query per 1,000), compared with their saved values, and what the undo
// needs of them goes to disk — the values it replaces to its own backup's spool, the products to restore to a write
// spool — so memory holds a window, ids and the preview's first rows, not the catalog. After the question: the
// undo's backup is written, then the writes a window at a time (the saved absolute values, never an inverse
// percentage), then every window is read again to check it.
import { UsageError } from '../../../io/cli-errors.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import type { ItemFailure } from '../../core/bulk/apply.js';
import { BackupSpool } from '../../core/bulk/backup.js';
import { type Backup, type ProductBackup, backupHeadOf } from '../../core/bulk/backup-model.js';
import type { BackupReader } from '../../core/bulk/backup-reader.js';
import { isNumericField, type ChangeField } from '../../core/model/change.js';
import type { PlannedUndo, UndoPlanOptions } from '../../core/bulk/engine.js';
import type { PlanRow } from '../../core/bulk/plan.js';
import { RowSpool } from '../../core/bulk/row-spool.js';
import { checkRestored, undoReport } from '../../core/bulk/undo-report.js';
import { saved, undoPlanOf, variantDifferences } from '../../core/bulk/undo-plan.js';
import { priceOfV3, priorV3, textValueV3, variantValueV3 } from './plan.js';
import { currentTargets, type V3Target, type V3TargetSource } from './targets.js';
import { WriteSpool, writeOf } from './write-spool.js';
import { sendWrites } from './send-writes.js';
import { planWrites, referenceRequests, type ProductWrite } from './writes.js';

/** Backed-up products read and compared at once: as many as one read-only variants query names. */
export const UNDO_WINDOW = { products: PAGE_LIMITS.readOnlyVariants };

/** Rows where the product differs from its backup entry, and what cannot be restored (a variant gone). */
function differences(entry: ProductBackup, target: V3Target, field: ChangeField): { rows: PlanRow[]; issues: ItemFailure[] } {
  const base = { productId: target.id, slug: target.slug, name: target.name };
  if (field === 'brand' || field === 'ribbon') {
    const before = textValueV3(target, field);
    return { rows: before === saved(entry.value) ? [] : [{ ...base, before, after: saved(entry.value) }], issues: [] };
  }
  const values = new Map(target.variants.map((variant) => [variant.id, variantValueV3(variant, field)]));
  const sales = field === 'price' ? new Map(target.variants.map((variant) => [variant.id, priceOfV3(variant).sale])) : undefined;
  return variantDifferences(entry, base, values, entry.manageVariants, sales);
}

/** What each product to restore should hold: its saved values where they differ. */
function writesOf(targets: ReadonlyMap<string, V3Target>, rows: readonly PlanRow[], ids: readonly string[], field: ChangeField): ProductWrite[] {
  const byProduct = new Map<string, PlanRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return ids.flatMap((id) => {
    const target = targets.get(id);
    return target ? [writeOf(target, byProduct.get(id) ?? [], !isNumericField(field))] : [];
  });
}

/** The backup's products a window at a time, each window as a backup of its own, with those products as they are now. */
async function* currentWindows(source: V3TargetSource, reader: BackupReader) {
  const { field } = reader.head;
  for await (const products of reader.windows(UNDO_WINDOW.products)) {
    const ids = products.map((entry) => entry.id);
    const backup: Backup = { ...reader.head, ids, products };
    yield { backup, current: await currentTargets(source, ids, field) };
  }
}

/** Slugs and names of failed products as the backup saved them (read only when something failed). */
async function named(reader: BackupReader, failures: ItemFailure[]): Promise<ItemFailure[]> {
  if (failures.length === 0) return failures;
  const ids = new Set(failures.map((failure) => failure.id));
  const names = new Map<string, ProductBackup>();
  for await (const window of reader.windows(UNDO_WINDOW.products)) for (const entry of window) if (ids.has(entry.id)) names.set(entry.id, entry);
  return failures.map((failure) => ({ ...failure, slug: names.get(failure.id)?.slug, name: names.get(failure.id)?.name }));
}

/** Reads every window again: any value still not as saved is reported. */
async function verify(source: V3TargetSource, reader: BackupReader) {
  const { field } = reader.head;
  const mismatches: ItemFailure[] = [];
  const matching = new Set<string>();
  for await (const { backup, current } of currentWindows(source, reader)) {
    const check = checkRestored(backup, current, (entry, target) => differences(entry, target, field));
    mismatches.push(...check.mismatches);
    for (const id of check.matching) matching.add(id);
  }
  return { mismatches, matching };
}

export async function planUndoV3(source: V3TargetSource, reader: BackupReader, options: UndoPlanOptions): Promise<PlannedUndo> {
  const { head } = reader;
  if (head.catalog !== 'v3') {
    throw new UsageError('this backup was made on a Catalog V1 store and this store runs Catalog V3', { hint: 'Undo it against the store it was made on.' });
  }
  const { field } = head;
  if (head.buyersPrices) {
    throw new UsageError('this backup of V3 prices was written before "price" meant the list price: its values are what buyers paid, and restoring them as list prices would drop every sale', {
      hint: 'Set the prices it holds with `store bulk set price` or `store products update --price/--discount`.',
    });
  }
  const { saveTo } = options;
  const keepRows = options.keepRows ?? Infinity;
  // Kept on disk until the undo: the values it replaces (its backup), the products to restore, every row (a JSON dry run).
  const replaced = saveTo ? await BackupSpool.open(saveTo.path) : undefined;
  // Kept on a dry run too: the estimate plans its writes as the undo does.
  const writes = await WriteSpool.open();
  const listed = options.listRows ? await RowSpool.open<PlanRow>() : undefined;
  const discard = async () => {
    await replaced?.discard();
    await writes.discard();
    await listed?.discard();
  };
  const toRestore: string[] = [];
  const rows: PlanRow[] = [];
  const issues: ItemFailure[] = [];
  let rowCount = 0;
  const readsBefore = source.client.transport.requestsSent;
  try {
    for await (const { backup, current } of currentWindows(source, reader)) {
      const plan = undoPlanOf(backup, current, (entry, target) => differences(entry, target, field), (target) => priorV3(target, field), options.force);
      for (const entry of plan.current) await replaced?.add(entry);
      for (const write of writesOf(current, plan.rows, plan.toRestore, field)) await writes.add(write);
      for (const row of plan.rows) {
        if (rows.length < keepRows) rows.push(row);
        await listed?.add(row);
      }
      rowCount += plan.rows.length;
      toRestore.push(...plan.toRestore);
      issues.push(...plan.issues);
    }
  } catch (error) {
    await discard();
    throw error;
  }

  // The check (verify) reads every window again as the planning did; the writes are planned as sendWrites plans them.
  let requests = source.client.transport.requestsSent - readsBefore;
  const names = new Set<string>();
  for await (const window of writes.windows(new Set(toRestore))) requests += referenceRequests(window, field, names) + planWrites(window, field).requests;
  return {
    products: reader.count,
    requests,
    toRestore,
    rows,
    rowCount,
    async *allRows() {
      yield* listed ? listed.rows() : rows;
    },
    issues,
    async undo(meta, undoOptions) {
      if (!saveTo || !replaced) throw new Error('bulk undo: planned without a place for its backup (a dry run)');
      const path = await replaced.save(saveTo.path, backupHeadOf(field, meta, 'v3'), { unique: saveTo.unique });
      const sent = await sendWrites(source.client, writes.windows(new Set(toRestore)), toRestore.length, field, {
        concurrency: undoOptions.concurrency,
        isStopping: undoOptions.isStopping,
        onJob: undoOptions.onJob,
        onChunk: (done, total) => undoOptions.onProgress?.(isNumericField(field) ? 'variants' : 'product values', done, total),
      });
      await writes.discard();
      const failures = await named(reader, sent.failures);
      if (sent.notSent > 0 || undoOptions.isStopping?.()) return { products: reader.count, restored: 0, failures, backup: path, interrupted: true };
      const report = undoReport({ backup: { ...head, ids: [], products: [] }, issues }, failures, await verify(source, reader), path);
      return { ...report, products: reader.count };
    },
    discard,
  };
}
