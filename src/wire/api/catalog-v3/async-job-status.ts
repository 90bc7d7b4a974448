// A V3 async job's statuses and its answer unwrapped (docs/wire/catalog-v3.md), apart from the job schemas
// (catalog-v3/async-job.ts) so a client that only polls never loads zod.

export const ASYNC_JOB_STATUSES = ['UNKNOWN', 'INITIALIZED', 'PROCESSING', 'FINISHED', 'FAILED'] as const;

export type AsyncJobStatus = (typeof ASYNC_JOB_STATUSES)[number];

/** Get Async Job's answer, wrapped (`{asyncJob}`) or bare (catalog-v3/async-job.ts GetAsyncJobResponseSchema). */
export function unwrapAsyncJob<Job extends object>(body: Job | { asyncJob: Job }): Job {
  return 'asyncJob' in body ? body.asyncJob : body;
}

export const TERMINAL_JOB_STATUSES: ReadonlySet<AsyncJobStatus> = new Set(['FINISHED', 'FAILED']);
