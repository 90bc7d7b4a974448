// Bulk on Catalog V1 (docs/wire/catalog-v1.md §8): product-level bulk calls of ≤ 100 ids, variants by id on undo. The
// engine of today's `store bulk`, behind the version-neutral BulkEngine.
import type { StoreClient } from '../../../client/index.js';
import { UsageError } from '../../../io/cli-errors.js';
import { PRODUCT_QUERY_FIELDS } from '../../../wire/api/catalog-v1/query-fields.js';
import { executeBulk } from '../../core/bulk/apply.js';
import { backupFrom, productBackup } from '../../core/bulk/backup.js';
import type { BulkEngine } from '../../core/bulk/engine.js';
import { productPlan } from '../../core/bulk/plan.js';
import { streamTargets } from './targets.js';
import { executeUndo } from './undo.js';
import { planUndo } from './undo-plan.js';
import { heldUndo } from '../../core/bulk/held-undo.js';

export function v1BulkEngine(client: StoreClient): BulkEngine {
  return {
    filterFields: PRODUCT_QUERY_FIELDS,
    async *targets(spec, change, concurrency) {
      for await (const product of streamTargets(client, spec, concurrency)) yield { plan: productPlan(product, change), prior: productBackup(product, change.field) };
    },
    backup: (entries, field, meta) => backupFrom(entries, field, meta),
    apply: (plan, backup, options) => executeBulk(client, plan, backup, options),
    async planUndo(reader, concurrency, options) {
      if (reader.head.catalog === 'v3') {
        throw new UsageError('this backup was made on a Catalog V3 store and this store runs Catalog V1', { hint: 'Undo it against the store it was made on.' });
      }
      const backup = await reader.read();
      const plan = await planUndo(client, backup, concurrency, options.force);
      return heldUndo(plan, options, (entries, meta) => backupFrom(entries, backup.field, meta), (current, undoOptions) => executeUndo(client, plan, current, undoOptions));
    },
  };
}
