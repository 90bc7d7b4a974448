// Bulk on Catalog V1 (docs/wire/catalog-v1.md §8): product-level bulk calls of ≤ 100 ids, variants by id on undo. The
// engine of today's `store bulk`, behind the version-neutral BulkEngine.
import type { StoreClient } from '../../../client/index.js';
import { UsageError } from '../../../io/cli-errors.js';
import { PRODUCT_QUERY_FIELDS } from '../../../wire/api/catalog-v1/query-fields.js';
import { executeBulk } from './apply.js';
import { backupFrom } from '../../core/bulk/backup.js';
import { backupHeadOf } from '../../core/bulk/backup-model.js';
import { productBackup } from './prior.js';
import type { BulkEngine } from '../../core/bulk/engine.js';
import { productPlan } from './plan.js';
import { streamTargets } from './targets.js';
import { executeUndo, undoWrites } from './undo.js';
import { planUndo } from './undo-plan.js';
import { heldUndo } from '../../core/bulk/held-undo.js';
import { callsFor } from '../../core/request-estimate.js';
import { MAX_BULK_IDS } from '../../../wire/api/catalog-v1/bulk.js';

export function v1BulkEngine(client: StoreClient): BulkEngine {
  return {
    filterFields: PRODUCT_QUERY_FIELDS,
    async *targets(spec, change, concurrency) {
      for await (const product of streamTargets(client, spec, concurrency)) yield { plan: productPlan(product, change), prior: productBackup(product, change.field) };
    },
    backup: (entries, field, meta) => backupFrom(entries, field, meta, 'v1'),
    backupHead: (field, meta) => backupHeadOf(field, meta, 'v1'),
    // One product-level bulk call per chunk of ids (executeBulk).
    applyRequests: async (plan) => callsFor(plan.idsToSend.length, MAX_BULK_IDS),
    apply: (plan, backup, options) => executeBulk(client, plan, backup, options),
    async planUndo(reader, concurrency, options) {
      if (reader.head.catalog === 'v3') {
        throw new UsageError('this backup was made on a Catalog V3 store and this store runs Catalog V1', { hint: 'Undo it against the store it was made on.' });
      }
      const backup = await reader.read();
      const readsBefore = client.transport.requestsSent;
      const plan = await planUndo(client, backup, concurrency, options.force);
      // The check reads the same products again: as many reads as the planning took.
      const requests = client.transport.requestsSent - readsBefore + undoWrites(client, plan);
      return heldUndo(plan, requests, options, (entries, meta) => backupFrom(entries, backup.field, meta, 'v1'), (current, undoOptions) => executeUndo(client, plan, current, undoOptions));
    },
  };
}
