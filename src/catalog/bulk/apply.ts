// Carrying out a bulk plan: the backup is written first (nothing is sent if that fails), then the changing products
// go out in chunks of at most 100 ids, and every product ends up either changed or listed with why it was not.
import type { BulkChange } from '../../wire/api/catalog-v1/bulk-arithmetic.js';
import { chunk } from '../../client/batching.js';
import { ApiError, NetworkError } from '../../client/errors.js';
import type { BulkResource } from '../../client/resources/bulk.js';
import { MAX_BULK_IDS, type BulkResult } from '../../wire/api/catalog-v1/bulk.js';
import { writeBackup, type Backup } from './backup.js';
import type { BulkPlan } from './plan.js';

export interface BulkClient {
  bulk: Pick<BulkResource, 'apply'>;
}

export interface ItemFailure {
  id: string;
  slug?: string;
  name?: string;
  /** Set when the failure concerns one variant of the product. */
  variantId?: string;
  code: string;
  description: string;
}

export interface ApplyReport {
  /** Products the platform changed. */
  changed: number;
  /** Stopped on request (Ctrl-C) before every chunk was sent; the unsent products are not in `failures`. */
  interrupted: boolean;
  /** Products of chunks never sent because of the stop. */
  notSent: number;
  failures: ItemFailure[];
  /** Where the backup was written. */
  backup: string;
}

export interface ApplyOptions {
  /** After each chunk (1-based), for progress on stderr. */
  onChunk?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Checked before each chunk: true stops sending (the chunk in flight has finished by then). */
  isStopping?: () => boolean;
}

/** Sends `ids` in chunks of at most 100; a chunk that fails as a whole is reported per item. */
export async function sendInChunks(
  ids: readonly string[],
  send: (part: string[]) => Promise<BulkResult>,
  options: ApplyOptions & { change?: BulkChange } = {},
): Promise<{ succeeded: string[]; failures: ItemFailure[]; notSent: number }> {
  const parts = chunk(ids, MAX_BULK_IDS);
  const succeeded: string[] = [];
  const failures: ItemFailure[] = [];
  for (const [index, part] of parts.entries()) {
    if (options.isStopping?.()) return { succeeded, failures, notSent: parts.slice(index).reduce((n, rest) => n + rest.length, 0) };
    let result: BulkResult;
    try {
      result = await send(part);
    } catch (error) {
      // Refused before anything was applied (auth, validation…): the error itself is the answer, with its exit code.
      if (index === 0 && refused(error)) throw error;
      failures.push(...part.map((id) => ({ id, ...chunkFailure(error, options.change) })));
      for (const rest of parts.slice(index + 1)) {
        failures.push(...rest.map((id) => ({ id, code: 'NOT_ATTEMPTED', description: 'not sent: an earlier chunk failed' })));
      }
      break;
    }
    for (const { itemMetadata: item } of result.results) {
      const id = item.id ?? part[item.originalIndex];
      if (item.success) succeeded.push(id);
      else failures.push({ id, code: item.error?.code ?? 'UNKNOWN', description: item.error?.description ?? 'failed' });
    }
    options.onChunk?.(index + 1, parts.length);
  }
  return { succeeded, failures, notSent: 0 };
}

/** The platform answered with a refusal (4xx), so the chunk was certainly not applied. */
const refused = (error: unknown): boolean => error instanceof ApiError && error.status < 500;

function chunkFailure(error: unknown, change: BulkChange | undefined): { code: string; description: string } {
  const message = error instanceof Error ? error.message : String(error);
  const lost = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  // An adjust is not retried after a lost answer, so it may or may not have been applied.
  const unsure = lost && change?.kind === 'adjust' ? ' (the adjustment may or may not have been applied: check the values, or undo from the backup)' : '';
  return { code: error instanceof ApiError || error instanceof NetworkError ? error.code : 'ERROR', description: `${message}${unsure}` };
}

/** Writes the backup, then applies the plan. The backup is complete on disk before the first write request. */
export async function executeBulk(
  client: BulkClient,
  plan: BulkPlan,
  backup: { data: Backup; path: string; unique?: boolean },
  options: ApplyOptions = {},
): Promise<ApplyReport> {
  const path = await writeBackup(backup.path, backup.data, { unique: backup.unique });
  const { succeeded, failures, notSent } = await sendInChunks(
    plan.idsToSend,
    (part) => client.bulk.apply(part, plan.change, { signal: options.signal }),
    { ...options, change: plan.change },
  );
  const byId = new Map(plan.products.map((p) => [p.id, p]));
  return {
    changed: succeeded.length,
    interrupted: notSent > 0,
    notSent,
    failures: failures.map((failure) => ({ ...failure, slug: byId.get(failure.id)?.slug, name: byId.get(failure.id)?.name })),
    backup: path,
  };
}
