// Bulk on Catalog V1 (wire/catalog.md §8): product-level bulk calls of ≤ 100 ids, variants by id on undo. The
// engine of today's `store bulk`, behind the version-neutral BulkEngine.
import type { StoreClient } from '../../client/index.js';
import { UsageError } from '../../io/cli-errors.js';
import { PRODUCT_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import { executeBulk } from './apply.js';
import { backupFrom, productBackup } from './backup.js';
import type { BulkEngine } from './engine.js';
import { productPlan } from './plan.js';
import { streamTargets } from './targets.js';
import { executeUndo } from './undo.js';
import { planUndo, type UndoPlan } from './undo-plan.js';

export function v1BulkEngine(client: StoreClient): BulkEngine {
  return {
    filterFields: PRODUCT_QUERY_FIELDS,
    async *targets(spec, change, concurrency) {
      for await (const product of streamTargets(client, spec, concurrency)) yield { plan: productPlan(product, change), prior: productBackup(product, change.field) };
    },
    backup: (entries, field, meta) => backupFrom(entries, field, meta),
    apply: (plan, backup, options) => executeBulk(client, plan, backup, options),
    planUndo(backup, concurrency) {
      if (backup.catalog === 'v3') {
        throw new UsageError('this backup was made on a Catalog V3 store and this store runs Catalog V1', { hint: 'Undo it against the store it was made on.' });
      }
      return planUndo(client, backup, concurrency);
    },
    undo: (plan, current, options) => executeUndo(client, plan as UndoPlan<Product>, current, options),
  };
}
