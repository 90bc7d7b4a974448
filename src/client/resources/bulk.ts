// Bulk product updates (docs/wire/catalog-v1.md §4, §8): one field set, or one number adjusted, on many products. The
// endpoints take at most 100 ids, so longer lists are sent in chunks and the answers merged as if one call made them.
import { chunk } from '../batching.js';
import { encodeFloats } from '../codec.js';
import { paths } from '../../wire/api/paths.js';
import type { BulkAdjust, BulkRequest, BulkResult, BulkSet } from '../../wire/api/catalog-v1/bulk.js';
import { BULK_ADJUST_FLOAT_PATHS, BULK_SET_FLOAT_PATHS, MAX_BULK_IDS } from '../../wire/api/catalog-v1/bulk-facts.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

export interface BulkCallOptions extends CallOptions {
  /** Called after each chunk's answer (1-based), so long runs can show progress. */
  onChunk?: (done: number, total: number) => void;
}

/** The request body's `set` or `adjust` for a change. */
export function bulkBodyOf(change: BulkRequest): { set: BulkSet } | { adjust: BulkAdjust } {
  return change.kind === 'set' ? { set: { [change.field]: change.value } } : { adjust: { [change.field]: change.adjust } };
}

const emptyResult = (): BulkResult => ({ results: [], bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0, undetailedFailures: 0 } });

/** Adds one chunk's answer to the merged result; its `originalIndex` values are shifted to the caller's list. */
function mergeChunk(into: BulkResult, part: Partial<BulkResult>, offset: number): void {
  for (const result of part.results ?? []) {
    const item = result.itemMetadata;
    into.results.push({ itemMetadata: { ...item, originalIndex: (item.originalIndex ?? 0) + offset } });
  }
  const meta = part.bulkActionMetadata;
  into.bulkActionMetadata.totalSuccesses += meta?.totalSuccesses ?? 0;
  into.bulkActionMetadata.totalFailures += meta?.totalFailures ?? 0;
  into.bulkActionMetadata.undetailedFailures += meta?.undetailedFailures ?? 0;
}

export class BulkResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Sets one field on every product. Setting a value twice leaves the same state, so a call whose answer was lost
   * (dropped connection, 5xx) is safe to retry.
   */
  bulkSet(ids: readonly string[], set: BulkSet, options: BulkCallOptions = {}): Promise<BulkResult> {
    return this.send(ids, options, (part) => ({
      path: paths.bulk.update(),
      body: encodeFloats({ ids: part, set }, BULK_SET_FLOAT_PATHS),
      idempotent: true,
    }));
  }

  /**
   * Adjusts one number on every product. NOT retried after a lost answer: the first attempt may already have been
   * applied, and a second +10% would make it +21%. (429s are still retried: the platform refused those unapplied.)
   */
  bulkAdjust(ids: readonly string[], adjust: BulkAdjust, options: BulkCallOptions = {}): Promise<BulkResult> {
    return this.send(ids, options, (part) => ({
      path: paths.bulk.adjust(),
      body: encodeFloats({ adjust, ids: part }, BULK_ADJUST_FLOAT_PATHS),
      idempotent: false,
    }));
  }

  /** bulkSet or bulkAdjust, whichever `change` describes. */
  apply(ids: readonly string[], change: BulkRequest, options: BulkCallOptions = {}): Promise<BulkResult> {
    const body = bulkBodyOf(change);
    return 'set' in body ? this.bulkSet(ids, body.set, options) : this.bulkAdjust(ids, body.adjust, options);
  }

  private async send(
    ids: readonly string[],
    options: BulkCallOptions,
    request: (part: string[]) => { path: string; body: unknown; idempotent: boolean },
  ): Promise<BulkResult> {
    const merged = emptyResult();
    const parts = chunk(ids, MAX_BULK_IDS);
    for (const [index, part] of parts.entries()) {
      const answer = await this.transport.request<Partial<BulkResult>>({ method: 'POST', ...request(part), signal: options.signal });
      mergeChunk(merged, answer, index * MAX_BULK_IDS);
      options.onChunk?.(index + 1, parts.length);
    }
    return merged;
  }
}
