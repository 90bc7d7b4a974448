// The Async Job API (docs/wire/catalog-v3.md §0): every "…ByFilter" bulk method answers only `{jobId}`; the job is then
// polled until it finishes. No SDK module for it is installed, so the wire follows the docs: GET …/async-jobs/{jobId},
// answered wrapped or bare (`unwrapAsyncJob` accepts both; the unit tests pin both).
import type { AsyncJob, AsyncJobItem } from '../../../wire/api/catalog-v3/async-job.js';
import { TERMINAL_JOB_STATUSES, unwrapAsyncJob } from '../../../wire/api/catalog-v3/async-job-status.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/page-limits.js';
import { nextCursor, type CursorPagingMetadata } from '../../cursor-paging.js';
import { StoreError } from '../../errors.js';
import type { Transport } from '../../transport.js';
import type { CallOptions, Clock } from '../../types.js';

export interface WaitOptions extends CallOptions {
  /** First pause between polls (default 250 ms), doubled up to `maxIntervalMs` (default 2 s). */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** Give up after this long (default 10 minutes). */
  timeoutMs?: number;
  /** After each poll (progress: the job's counters). */
  onPoll?: (job: AsyncJob) => void;
}

export class AsyncJobsResource {
  constructor(
    private readonly transport: Transport,
    private readonly clock: Clock,
  ) {}

  async get(jobId: string, options: CallOptions = {}): Promise<AsyncJob> {
    const answer = await this.transport.request<AsyncJob | { asyncJob: AsyncJob }>({
      method: 'GET',
      path: catalogV3Paths.asyncJobs.get(jobId),
      signal: options.signal,
    });
    return unwrapAsyncJob(answer);
  }

  /** Every item result of a job (pages of 1,000), e.g. to name the items that failed. */
  async listItems(jobId: string, options: CallOptions = {}): Promise<AsyncJobItem[]> {
    const items: AsyncJobItem[] = [];
    let cursor: string | undefined;
    do {
      const answer = await this.transport.request<{ items?: AsyncJobItem[]; pagingMetadata?: CursorPagingMetadata }>({
        method: 'POST',
        path: catalogV3Paths.asyncJobs.listItems(jobId),
        body: { jobId, cursorPaging: cursor === undefined ? { limit: PAGE_LIMITS.asyncJobItems } : { limit: PAGE_LIMITS.asyncJobItems, cursor } },
        read: true,
        signal: options.signal,
      });
      items.push(...(answer.items ?? []));
      cursor = nextCursor(answer.pagingMetadata);
    } while (cursor !== undefined);
    return items;
  }

  /** Polls until FINISHED or FAILED; a FAILED job is returned, not thrown (its counters say what failed). */
  async waitFor(jobId: string, options: WaitOptions = {}): Promise<AsyncJob> {
    const started = this.clock.now();
    const timeout = options.timeoutMs ?? 600_000;
    let interval = options.intervalMs ?? 250;
    for (;;) {
      const job = await this.get(jobId, options);
      options.onPoll?.(job);
      if (TERMINAL_JOB_STATUSES.has(job.status)) return job;
      if (this.clock.now() - started > timeout) {
        throw new StoreError(`async job ${jobId} is still ${job.status} after ${Math.round(timeout / 1000)} s`, {
          hint: 'It keeps running on the store; check it again later.',
        });
      }
      await this.clock.sleep(interval, options.signal);
      interval = Math.min(interval * 2, options.maxIntervalMs ?? 2000);
    }
  }
}
