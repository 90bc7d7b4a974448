// The V3 bulk envelope (wire/catalog-v3.md §0): every item succeeds or fails on its own, inside one transaction
// per item (a savepoint), so a failed item writes nothing and the others still land; the call answers 200.
import type { DatabaseSync } from 'node:sqlite';
import type { BulkEnvelope, BulkResult, ItemError } from '../../../wire/api/catalog-v3/bulk.js';
import { SandboxHttpError } from '../../http-errors.js';

/** The item error of a refused item: the platform's application code, or the first field violation. */
export function itemError(error: unknown): ItemError {
  if (error instanceof SandboxHttpError) {
    if ('fieldViolations' in error.detail) {
      const [first] = error.detail.fieldViolations;
      return { code: 'INVALID_ARGUMENT', description: first ? `${first.field} ${first.description}` : error.message, data: {} };
    }
    return { code: error.detail.code, description: error.detail.description, data: error.detail.data ?? {} };
  }
  throw error;
}

let savepoints = 0;

/** Runs fn in a savepoint: its writes are kept on return and undone on throw. Call inside a write transaction. */
export function withSavepoint<T>(db: DatabaseSync, fn: () => T): T {
  const name = `item_${++savepoints}`;
  db.exec(`SAVEPOINT ${name}`);
  try {
    const result = fn();
    db.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    db.exec(`ROLLBACK TO ${name}`);
    db.exec(`RELEASE ${name}`);
    throw error;
  }
}

/** What one input became: its id, and its entity (or how to render it, only done when the caller asked for it). */
export type BulkApplied<T> = { id: string; item?: T } | { id: string; render: () => T };

/** One result per input, in order; `item` only with `returnEntity`. */
export function runBulk<I, T>(
  db: DatabaseSync,
  inputs: readonly I[],
  apply: (input: I, index: number) => BulkApplied<T>,
  returnEntity: boolean,
): BulkEnvelope<T> {
  const results: Array<BulkResult<T>> = inputs.map((input, originalIndex) => {
    try {
      const applied = withSavepoint(db, () => apply(input, originalIndex));
      const item = !returnEntity ? undefined : 'render' in applied ? applied.render() : applied.item;
      return { itemMetadata: { id: applied.id, originalIndex, success: true }, ...(item !== undefined ? { item } : {}) };
    } catch (error) {
      return { itemMetadata: { originalIndex, success: false, error: itemError(error) } };
    }
  });
  const totalFailures = results.filter((r) => !r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: results.length - totalFailures, totalFailures, undetailedFailures: 0 } };
}
