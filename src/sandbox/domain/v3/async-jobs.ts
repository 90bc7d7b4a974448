// The Async Job API of by-filter calls (docs/wire/catalog-v3.md §0): the sandbox runs a job to the end inside the request
// that starts it (each item all-or-nothing, so one failed product leaves the others changed), then keeps the
// job and its per-item results for `GET /async-jobs/v1/async-jobs/{id}` and `…/items`. A job is therefore FINISHED
// by the first poll; its counters are real.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { AsyncJob, AsyncJobItem } from '../../../wire/api/catalog-v3/async-job.js';
import { notFound } from '../../http-errors.js';
import { runItems } from './bulk-envelope.js';

export function runAsyncJob<T>(
  db: DatabaseSync,
  now: string,
  metadata: Record<string, unknown>,
  targets: readonly T[],
  idOf: (target: T) => string,
  apply: (target: T) => void,
): string {
  const items: AsyncJobItem[] = runItems(db, targets, apply).map((outcome, i) =>
    outcome.ok ? { id: idOf(targets[i]), success: true } : { id: idOf(targets[i]), success: false, error: outcome.error },
  );
  const failed = items.filter((i) => !i.success).length;
  const job: AsyncJob = {
    id: randomUUID(),
    metadata,
    status: 'FINISHED',
    counters: { itemsToProcess: items.length, itemsSucceeded: items.length - failed, itemsFailed: failed },
    createdDate: now,
    updatedDate: now,
  };
  db.prepare('INSERT INTO async_jobs (id, doc, items) VALUES (?, ?, ?)').run(job.id, JSON.stringify(job), JSON.stringify(items));
  return job.id;
}

export function requireAsyncJob(db: DatabaseSync, id: string): { job: AsyncJob; items: AsyncJobItem[] } {
  const row = db.prepare('SELECT doc, items FROM async_jobs WHERE id = ?').get(id) as { doc: string; items: string } | undefined;
  if (!row) throw notFound('Async job', id);
  return { job: JSON.parse(row.doc) as AsyncJob, items: JSON.parse(row.items) as AsyncJobItem[] };
}
