// Carrying out a bulk plan on Catalog V1: the backup is written first (nothing is sent if that fails), then the
// changing products go out in product-level bulk calls of at most 100 ids (docs/wire/catalog-v1.md §8).
import { chunk } from '../../../client/batching.js';
import type { BulkResource } from '../../../client/resources/bulk.js';
import { MAX_BULK_IDS, type BulkResult } from '../../../wire/api/catalog-v1/bulk.js';
import { named, sendCalls, type ApplyOptions, type ApplyReport, type SendOptions, type SendResult } from '../../core/bulk/apply.js';
import { saveBackup, type BackupFile } from '../../core/bulk/backup.js';
import type { BulkPlan } from '../../core/bulk/plan.js';
import { bulkRequestOf } from './request.js';

export interface BulkClient {
  bulk: Pick<BulkResource, 'apply'>;
}

/** Sends `ids` in chunks of at most 100 (see sendCalls). */
export function sendInChunks(ids: readonly string[], send: (part: string[]) => Promise<BulkResult>, options: SendOptions = {}): Promise<SendResult> {
  return sendCalls(chunk(ids, MAX_BULK_IDS).map((part) => ({ ids: part, send: () => send(part) })), options);
}

/** Writes the backup, then applies the plan. The backup is complete on disk before the first write request. */
export async function executeBulk(
  client: BulkClient,
  plan: BulkPlan,
  backup: BackupFile,
  options: ApplyOptions = {},
): Promise<ApplyReport> {
  const path = await saveBackup(backup);
  const { succeeded, failures, notSent } = await sendInChunks(
    plan.idsToSend,
    (part) => client.bulk.apply(part, bulkRequestOf(plan.change), { signal: options.signal }),
    { ...options, change: plan.change },
  );
  // Refused products were never sent (plan.ts PlanTally): they are reported as not changed.
  return { changed: succeeded.length, interrupted: notSent > 0, notSent, failures: [...plan.refused, ...(await named(failures, plan, path))], backup: path };
}
