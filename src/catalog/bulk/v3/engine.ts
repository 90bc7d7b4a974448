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
import { named, sendCalls, type ApplyOptions, type ApplyReport, type ItemFailure } from '../apply.js';
import { backupFrom, saveBackup, type Backup, type ProductBackup } from '../backup.js';
import { isNumericField } from '../delta.js';
import type { BulkEngine, BackupFile } from '../engine.js';
import type { BulkPlan, PlanRow } from '../plan.js';
import { checkRestored, undoReport, type UndoOptions, type UndoReport } from '../undo.js';
import { undoPlanOf, variantDifferences, type UndoPlan } from '../undo-plan.js';
import { adjustCall, adjustedByStore, priorV3, productPlanV3, textValueV3, variantValueV3 } from './plan.js';
import { currentTargets, streamV3Targets, type V3Target, type V3TargetSource } from './targets.js';
import { jobCall, MAX_JOB_IDS, planWrites, writeCalls, type ProductWrite } from './writes.js';

type Field = BulkNumericField | 'brand' | 'ribbon';

/** What each product should hold: the plan's `after` values (numbers by variant id, or the text). */
function writesOf(targets: ReadonlyMap<string, V3Target>, rows: readonly PlanRow[], ids: readonly string[], field: Field): ProductWrite[] {
  const byProduct = new Map<string, PlanRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return ids.flatMap((id): ProductWrite[] => {
    const target = targets.get(id);
    if (!target) return [];
    const productRows = byProduct.get(id) ?? [];
    if (field === 'brand' || field === 'ribbon') return [{ target, text: productRows[0]?.after as string | undefined }];
    return [{ target, values: new Map(productRows.filter((row) => row.variantId).map((row) => [row.variantId!, row.after as number | undefined])) }];
  });
}

/** Sends the writes; the products that failed, named. */
async function write(client: StoreClient, writes: ProductWrite[], field: Field, options: ApplyOptions) {
  const calls = await writeCalls(client, planWrites(writes, field), field, { onJob: options.onJob });
  return sendCalls(calls, options);
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
  // The targets read for the plan, kept for the writes (their revisions and variants).
  const seen = new Map<string, V3Target>();
  const plannedRows = new Map<string, PlanRow[]>();
  return {
    filterFields: LIST_PRODUCTS_FIELDS,
    async *targets(spec, change) {
      seen.clear();
      plannedRows.clear();
      for await (const target of streamV3Targets(source, spec, change.field)) {
        const plan = productPlanV3(target, change);
        seen.set(target.id, target);
        plannedRows.set(target.id, plan.rows);
        yield { plan, prior: priorV3(target, change.field) };
      }
    },

    backup: (entries, field, meta) => ({ ...backupFrom(entries, field, meta), catalog: 'v3' }),

    async apply(plan: BulkPlan, backup: BackupFile, options: ApplyOptions): Promise<ApplyReport> {
      const path = await saveBackup(backup);
      const { change } = plan;
      let sent;
      if (adjustedByStore(change) && change.kind === 'adjust') {
        const { value, rounding } = adjustCall(change.adjust);
        const adjust = change.field === 'price' ? { actualPrice: value } : { cost: value };
        const calls = chunk(plan.idsToSend, MAX_JOB_IDS).map((ids) =>
          jobCall(client, ids, () => client.catalogV3.products.adjustVariantsByFilter({ id: { $in: ids } }, { ...adjust, rounding }), { onJob: options.onJob }),
        );
        sent = await sendCalls(calls, { ...options, change });
      } else {
        const rows = [...plannedRows.values()].flat();
        sent = await write(client, writesOf(seen, rows, plan.idsToSend, change.field), change.field, { ...options });
      }
      return { changed: sent.succeeded.length, interrupted: sent.notSent > 0, notSent: sent.notSent, failures: await named(sent.failures, plan, path), backup: path };
    },

    planUndo: (backup) => planUndoV3(source, backup),

    async undo(undoPlan, currentBackup: BackupFile, options: UndoOptions): Promise<UndoReport> {
      const plan = undoPlan as UndoPlan<V3Target>;
      const backupPath = await saveBackup(currentBackup);
      const field = plan.backup.field as Field;
      const targets = new Map(plan.products.map((target) => [target.id, target]));
      const sent = await write(client, writesOf(targets, plan.rows, plan.toRestore, field), field, {
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
