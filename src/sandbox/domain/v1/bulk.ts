// Bulk set/adjust (docs/wire/catalog-v1.md §8): each id is its own item — an unknown product or a value that would go below
// zero fails that item only, the others are applied. Callers hold the write transaction.
import { VALUE_PROBLEM_TEXT } from '../../../wire/api/value-limits.js';
import type { BulkField, BulkItemError, BulkRequest, BulkResult } from '../../../wire/api/catalog-v1/bulk.js';
import { productChanged, variantsChanged } from './events.js';
import { productsTable, saveProduct } from '../../tables/v1/products.js';
import { bulkEdit, type BulkEdit, type BulkProblem } from './bulk-values.js';
import { recordChange } from '../outbox.js';
import type { CatalogEnv } from './product-service.js';

/** The wire field each bulk field writes, as events name it in `changedFields`. */
const WIRE_FIELD: Record<BulkField, string> = {
  price: 'priceData.price',
  cost: 'costAndProfitData.itemCost',
  weight: 'weight',
  brand: 'brand',
  ribbon: 'ribbon',
};

function problemError(id: string, field: BulkField, found: BulkProblem): BulkItemError {
  const where = found.variantId ? `variant ${found.variantId} of product ${id}` : `product ${id}`;
  return {
    code: found.problem,
    description: `${field} of ${where} would be ${found.value} (${VALUE_PROBLEM_TEXT[found.problem]})`,
    data: { id, field, value: found.value, ...(found.variantId ? { variantId: found.variantId } : {}) },
  };
}

function recordEdit(env: CatalogEnv, edit: BulkEdit, field: BulkField, now: string): void {
  const productId = edit.next.id;
  const changedFields = [WIRE_FIELD[field]];
  if (edit.productChanged) recordChange(env.db, productChanged(productId, changedFields), now);
  if (edit.changedVariants.length > 0) {
    const variants = edit.changedVariants.map((spec) => ({ variantId: spec.id, choices: spec.choices, changedFields }));
    recordChange(env.db, variantsChanged(productId, variants), now);
  }
}

/** Applies the change to one product; returns its error when it fails. */
function applyToProduct(env: CatalogEnv, id: string, change: BulkRequest): BulkItemError | undefined {
  const state = productsTable.get(env.db, id);
  if (!state) return { code: 'PRODUCT_NOT_FOUND', description: `Product ${id} not found`, data: { id } };
  const edit = bulkEdit(state, change);
  if ('problem' in edit) return problemError(id, change.field, edit);
  if (!edit.productChanged && edit.changedVariants.length === 0) return undefined;
  const now = env.clock.nowIso();
  saveProduct(env.db, { ...edit.next, lastUpdated: now });
  recordEdit(env, edit, change.field, now);
  return undefined;
}

/** One result per id in request order. A repeated id is applied once (a second +10% would surprise anyone). */
export function runBulkChange(env: CatalogEnv, ids: readonly string[], change: BulkRequest): BulkResult {
  const outcomes = new Map<string, BulkItemError | undefined>();
  const results = ids.map((id, originalIndex) => {
    if (!outcomes.has(id)) outcomes.set(id, applyToProduct(env, id, change));
    const error = outcomes.get(id);
    return { itemMetadata: { id, originalIndex, success: error === undefined, ...(error ? { error } : {}) } };
  });
  const totalFailures = results.filter((r) => !r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: results.length - totalFailures, totalFailures, undetailedFailures: 0 } };
}
