// Bulk on Catalog V3 (issue #13): the targets and their prior values from the read-only variants (numbers) or the
// products (brand, ribbon); the backup written before anything is sent; then price and cost adjustments as one
// adjust-variants-by-filter job per 1,000 products, everything else (sets, weight adjustments, undo) as the cheapest
// mix of by-filter jobs and bulk updates (writes.ts). Undo restores the saved absolute values — never an inverse
// percentage — and then reads everything again to check it.
import { LIST_PRODUCTS_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import type { StoreClient } from '../../../client/index.js';
import { chunk } from '../../../client/batching.js';
import { UsageError } from '../../../io/cli-errors.js';
import type { BulkNumericField } from '../../../wire/api/catalog-v1/bulk.js';
import { named, sendCalls, sendCallStream, type ApplyOptions, type ApplyReport, type BulkCall, type ItemFailure } from '../apply.js';
import { backupFrom, saveBackup, type Backup, type ProductBackup } from '../backup.js';
import { isNumericField } from '../delta.js';
import type { BulkEngine, BackupFile } from '../engine.js';
import type { BulkPlan, PlanRow } from '../plan.js';
import { checkRestored, undoReport, type UndoOptions, type UndoReport } from '../undo.js';
import { undoPlanOf, variantDifferences, type UndoPlan } from '../undo-plan.js';
import { adjustCall, adjustedByStore, priorV3, productPlanV3, textValueV3, variantValueV3 } from './plan.js';
import { currentTargets, streamV3Targets, type V3Target, type V3TargetSource } from './targets.js';
import { WriteSpool, writeOf } from './write-spool.js';
import { jobCall, MAX_JOB_IDS, planWrites, writeCalls, type ProductWrite } from './writes.js';

type Field = BulkNumericField | 'brand' | 'ribbon';

/** What each product should hold (undo: the products it read, the rows to restore). */
function writesOf(targets: ReadonlyMap<string, V3Target>, rows: readonly PlanRow[], ids: readonly string[], field: Field): ProductWrite[] {
  const byProduct = new Map<string, PlanRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return ids.flatMap((id) => {
    const target = targets.get(id);
    return target ? [writeOf(target, byProduct.get(id) ?? [], !isNumericField(field))] : [];
  });
}

/**
 * Sends the writes a window at a time: each window planned on its own (jobs or bulk update), its calls made as the
 * senders need them, so only the window being written is held. Brand and ribbon names are looked up once per run.
 */
async function write(client: StoreClient, windows: AsyncIterable<ProductWrite[]> | Iterable<ProductWrite[]>, products: number, field: Field, options: ApplyOptions) {
  const referenceIds = new Map<string, string>();
  let made = 0;
  let planned = 0;
  let finished = false;
  async function* calls(halted: () => boolean): AsyncGenerator<BulkCall> {
    for await (const writes of windows) {
      planned += writes.length;
      // Nothing more will be sent: the rest are named only (not sent, or not attempted).
      const part = halted() ? [{ ids: writes.map((w) => w.target.id), send: () => Promise.reject(new Error('not sent')) }] : await writeCalls(client, planWrites(writes, field), field, { onJob: options.onJob, referenceIds });
      made += part.length;
      yield* part;
    }
    finished = true;
  }
  // Calls in all, for progress: exact once the last window is planned, estimated from the windows so far until then.
  const total = () => (finished || planned === 0 ? made : Math.round((made * Math.max(products, planned)) / planned));
  return sendCallStream(calls, { ...options, total });
}
/** Rows where the product differs from its backup entry, and what cannot be restored (a variant gone). */
function differences(entry: ProductBackup, target: V3Target, field: Field): { rows: PlanRow[]; issues: ItemFailure[] } {
  const base = { productId: target.id, slug: target.slug, name: target.name };
  const saved = (value: number | string | null) => (value === null ? undefined : value);
  if (field === 'brand' || field === 'ribbon') {
    const before = textValueV3(target, field);
    return { rows: before === saved(entry.value) ? [] : [{ ...base, before, after: saved(entry.value) }], issues: [] };
  }
  return variantDifferences(entry, base, new Map(target.variants.map((variant) => [variant.id, variantValueV3(variant, field)])), entry.manageVariants);
}

async function planUndoV3(source: V3TargetSource, backup: Backup): Promise<UndoPlan<V3Target>> {
  if (backup.catalog !== 'v3') {
    throw new UsageError('this backup was made on a Catalog V1 store and this store runs Catalog V3', { hint: 'Undo it against the store it was made on.' });
  }
  const field = backup.field as Field;
  const current = await currentTargets(source, backup.ids, field);
  return undoPlanOf(backup, current, (entry, target) => differences(entry, target, field), (target) => priorV3(target, field));
}

/** Reads everything again: any value still not as saved is reported. */
async function verify(source: V3TargetSource, backup: Backup) {
  const field = backup.field as Field;
  return checkRestored(backup, await currentTargets(source, backup.ids, field), (entry, target) => differences(entry, target, field));
}

export function v3BulkEngine(source: V3TargetSource): BulkEngine {
  const { client } = source;
  // The writes of the changing targets read for the plan (their revisions and variants), on disk until apply.
  let pending: WriteSpool | undefined;
  const release = async () => {
    await pending?.discard();
    pending = undefined;
  };
  return {
    filterFields: LIST_PRODUCTS_FIELDS,
    async *targets(spec, change, _concurrency, options = {}) {
      await release();
      // Price and cost adjustments are the store's own call by id: nothing of the targets is needed to write them.
      if (options.forApply && !adjustedByStore(change)) pending = await WriteSpool.open();
      for await (const target of streamV3Targets(source, spec, change.field)) {
        const plan = productPlanV3(target, change);
        if (plan.changes) await pending?.add(writeOf(target, plan.rows, !isNumericField(change.field)));
        yield { plan, prior: priorV3(target, change.field) };
      }
    },
    release,

    backup: (entries, field, meta) => ({ ...backupFrom(entries, field, meta), catalog: 'v3' }),

    async apply(plan: BulkPlan, backup: BackupFile, options: ApplyOptions): Promise<ApplyReport> {
      const { change } = plan;
      const byStore = adjustedByStore(change) && change.kind === 'adjust';
      if (!byStore && !pending) throw new Error('bulk apply on Catalog V3: the targets were not read for writing');
      const path = await saveBackup(backup);
      let sent;
      if (byStore) {
        const { value, rounding } = adjustCall(change.adjust);
        const adjust = change.field === 'price' ? { actualPrice: value } : { cost: value };
        const calls = chunk(plan.idsToSend, MAX_JOB_IDS).map((ids) =>
          jobCall(client, ids, () => client.catalogV3.products.adjustVariantsByFilter({ id: { $in: ids } }, { ...adjust, rounding }), { onJob: options.onJob }),
        );
        sent = await sendCalls(calls, { ...options, change });
      } else {
        try {
          sent = await write(client, pending!.windows(new Set(plan.idsToSend)), plan.idsToSend.length, change.field, options);
        } finally {
          await release();
        }
      }
      return { changed: sent.succeeded.length, interrupted: sent.notSent > 0, notSent: sent.notSent, failures: await named(sent.failures, plan, path), backup: path };
    },

    planUndo: (backup) => planUndoV3(source, backup),

    async undo(undoPlan, currentBackup: BackupFile, options: UndoOptions): Promise<UndoReport> {
      const plan = undoPlan as UndoPlan<V3Target>;
      const backupPath = await saveBackup(currentBackup);
      const field = plan.backup.field as Field;
      const targets = new Map(plan.products.map((target) => [target.id, target]));
      const writes = writesOf(targets, plan.rows, plan.toRestore, field);
      const sent = await write(client, [writes], writes.length, field, {
        concurrency: options.concurrency,
        isStopping: options.isStopping,
        onJob: options.onJob,
        onChunk: (done, total) => options.onProgress?.(isNumericField(field) ? 'variants' : 'product values', done, total),
      });
      const named = sent.failures.map((failure) => ({ ...failure, slug: targets.get(failure.id)?.slug, name: targets.get(failure.id)?.name }));
      if (sent.notSent > 0 || options.isStopping?.()) {
        return { products: plan.backup.products.length, restored: 0, failures: named, backup: backupPath, interrupted: true };
      }
      return undoReport(plan, named, await verify(source, plan.backup), backupPath);
    },
  };
}
