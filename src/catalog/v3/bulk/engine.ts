// Bulk on Catalog V3 (issue #13): the targets and their prior values from the read-only variants (numbers) or the
// products (brand, ribbon); the backup written before anything is sent; then price and cost adjustments as one
// adjust-variants-by-filter job per 1,000 products, everything else (sets, weight adjustments, undo) as the cheapest
// mix of by-filter jobs and bulk updates (writes.ts). Undo (undo.ts) restores the saved absolute values — never an
// inverse percentage — a window at a time, and then reads everything again to check it.
import { isNumericField, VALUE_PROBLEM_TEXT } from '../../core/model/change.js';
import { LIST_PRODUCTS_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { chunk } from '../../../client/batching.js';
import { named, sendCalls, type ApplyOptions, type ApplyReport } from '../../core/bulk/apply.js';
import { backupFrom, saveBackup } from '../../core/bulk/backup.js';
import { backupHeadOf } from '../../core/bulk/backup-model.js';
import type { BulkEngine, BackupFile } from '../../core/bulk/engine.js';
import type { BulkPlan, ProductPlan } from '../../core/bulk/plan.js';
import type { ItemFailure } from '../../core/bulk/apply.js';
import { adjustCall, adjustedByStore, priorV3, productPlanV3 } from './plan.js';
import { streamV3Targets, type V3TargetSource } from './targets.js';
import { planUndoV3 } from './undo.js';
import { WriteSpool, writeOf } from './write-spool.js';
import { sendWrites } from './send-writes.js';
import { JOB_REQUESTS, jobCall, MAX_JOB_IDS, planWrites, referenceRequests } from './writes.js';
import { callsFor } from '../../core/request-estimate.js';

export function v3BulkEngine(source: V3TargetSource): BulkEngine {
  const { client } = source;
  // The writes of the changing targets read for the plan (their revisions and variants), on disk until apply.
  let pending: WriteSpool | undefined;
  // Products whose new value the store cannot hold (below 0, too large): a V3 write names many products, and one
  // invalid amount refuses the whole request, so these are never sent — each fails alone, as V1's bulk call fails it.
  let refused = new Map<string, ItemFailure>();
  const release = async () => {
    await pending?.discard();
    pending = undefined;
  };
  return {
    filterFields: LIST_PRODUCTS_FIELDS,
    async *targets(spec, change, _concurrency, options = {}) {
      await release();
      refused = new Map();
      // Price and cost adjustments are the store's own call by id: nothing of the targets is needed to write them.
      // The others' writes are kept on a dry run too: its estimate plans them as apply does.
      if (!adjustedByStore(change)) pending = await WriteSpool.open();
      for await (const target of streamV3Targets(source, spec, change.field)) {
        const plan = productPlanV3(target, change);
        if (plan.changes && plan.fails) refused.set(plan.id, refusal(plan, change.field));
        else if (plan.changes && !plan.refusal) await pending?.add(writeOf(target, plan.rows, !isNumericField(change.field)));
        yield { plan, prior: priorV3(target, change.field) };
      }
    },
    release,

    backup: (entries, field, meta) => backupFrom(entries, field, meta, 'v3'),
    backupHead: (field, meta) => backupHeadOf(field, meta, 'v3'),

    async applyRequests(plan: BulkPlan): Promise<number> {
      const idsToSend = plan.idsToSend.filter((id) => !refused.has(id));
      if (adjustedByStore(plan.change) && plan.change.kind === 'adjust') return JOB_REQUESTS * callsFor(idsToSend.length, MAX_JOB_IDS);
      if (!pending) return 0;
      // Each window planned as sendWrites plans it, brand and ribbon names looked up once a run.
      const names = new Set<string>();
      let requests = 0;
      for await (const writes of pending.windows(new Set(idsToSend))) requests += referenceRequests(writes, plan.change.field, names) + planWrites(writes, plan.change.field).requests;
      return requests;
    },

    async apply(plan: BulkPlan, backup: BackupFile, options: ApplyOptions): Promise<ApplyReport> {
      const { change } = plan;
      const byStore = adjustedByStore(change) && change.kind === 'adjust';
      if (!byStore && !pending) throw new Error('bulk apply on Catalog V3: the targets were not read for writing');
      const path = await saveBackup(backup);
      const idsToSend = plan.idsToSend.filter((id) => !refused.has(id));
      let sent;
      if (byStore) {
        const { value, rounding } = adjustCall(change.by);
        // A price's list and sale price move together (README "Catalog V1 and V3"); a variant without a
        // compare-at price has none to adjust.
        const adjust = change.field === 'price' ? { actualPrice: value, compareAtPrice: value } : { cost: value };
        const calls = chunk(idsToSend, MAX_JOB_IDS).map((ids) =>
          jobCall(client, ids, () => client.catalogV3.products.adjustVariantsByFilter({ id: { $in: ids } }, { ...adjust, rounding }), { onJob: options.onJob }),
        );
        sent = await sendCalls(calls, { ...options, change });
      } else {
        try {
          sent = await sendWrites(client, pending!.windows(new Set(idsToSend)), idsToSend.length, change.field, options);
        } finally {
          await release();
        }
      }
      return { changed: sent.succeeded.length, interrupted: sent.notSent > 0, notSent: sent.notSent, failures: [...plan.refused, ...(await named([...refused.values(), ...sent.failures], plan, path))], backup: path };
    },

    planUndo: (backup, _concurrency, options) => planUndoV3(source, backup, options),
  };
}

/** Why a product with an impossible new value fails, in the words V1's bulk call uses for the same value. */
function refusal(plan: ProductPlan, field: string): ItemFailure {
  const row = plan.rows.find((r) => r.problem !== undefined)!;
  const where = row.variantId ? `variant ${row.variantId} of product ${plan.id}` : `product ${plan.id}`;
  return { id: plan.id, code: row.problem!, description: `${field} of ${where} would be ${row.after} (${VALUE_PROBLEM_TEXT[row.problem!]})`, ...(row.variantId ? { variantId: row.variantId } : {}) };
}
