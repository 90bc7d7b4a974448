// The V3 bulk envelope (docs/wire/catalog-v3.md §0): every item succeeds or fails on its own, all-or-nothing (runItems),
// so a failed item writes nothing and the others still land; the call answers 200.
import type { DatabaseSync } from 'node:sqlite';
import type { BulkEnvelope, BulkResult, ItemError } from '../../../wire/api/catalog-v3/bulk.js';
import { SandboxHttpError } from '../../http-errors.js';

/** The item error of a refused item: the platform's application code, or the first field violation (its declared rule name, else INVALID_ARGUMENT). */
export function itemError(error: unknown): ItemError {
  if (error instanceof SandboxHttpError) {
    if ('fieldViolations' in error.detail) {
      const [first] = error.detail.fieldViolations;
      return { code: first?.ruleName ?? 'INVALID_ARGUMENT', description: first ? `${first.field} ${first.description}` : error.message, data: {} };
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

/** What one item came to: its value, or the error that refused it. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: ItemError };

/** Rows inserted, updated or deleted on this connection so far (undone ones too): whether an item wrote anything. */
const rowsChanged = (db: DatabaseSync): number => Number((db.prepare('SELECT total_changes() AS n').get() as { n: number }).n);

/** An item was refused after it had written: its writes cannot be undone alone. */
class RefusedAfterWriting extends Error {}

/**
 * Applies each input all-or-nothing: an item refused (an HTTP error, reported as its item error) leaves nothing
 * written and the others go on; any other error fails the whole call. A savepoint per item would do that, but each
 * one copies every page its item touches, which costs more than the item's own writes. So the items run under one
 * savepoint, and only when one is refused after writing are they all undone and run again, each in its own.
 */
export function runItems<I, R>(db: DatabaseSync, inputs: readonly I[], apply: (input: I, index: number) => R): Array<ItemOutcome<R>> {
  try {
    return withSavepoint(db, () =>
      inputs.map((input, index): ItemOutcome<R> => {
        const before = rowsChanged(db);
        try {
          return { ok: true, value: apply(input, index) };
        } catch (error) {
          const refused = itemError(error);
          if (rowsChanged(db) !== before) throw new RefusedAfterWriting();
          return { ok: false, error: refused };
        }
      }),
    );
  } catch (error) {
    if (!(error instanceof RefusedAfterWriting)) throw error;
  }
  return inputs.map((input, index): ItemOutcome<R> => {
    try {
      return { ok: true, value: withSavepoint(db, () => apply(input, index)) };
    } catch (error) {
      return { ok: false, error: itemError(error) };
    }
  });
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
  const outcomes = runItems(db, inputs, (input, index) => {
    const applied = apply(input, index);
    return { id: applied.id, item: !returnEntity ? undefined : 'render' in applied ? applied.render() : applied.item };
  });
  const results = outcomes.map((outcome, originalIndex): BulkResult<T> => {
    if (!outcome.ok) return { itemMetadata: { originalIndex, success: false, error: outcome.error } };
    const { id, item } = outcome.value;
    return { itemMetadata: { id, originalIndex, success: true }, ...(item !== undefined ? { item } : {}) };
  });
  const totalFailures = results.filter((r) => !r.itemMetadata.success).length;
  return { results, bulkActionMetadata: { totalSuccesses: results.length - totalFailures, totalFailures, undetailedFailures: 0 } };
}
