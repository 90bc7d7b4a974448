// The Async Job API (docs/wire/catalog-v3.md §0): by-filter bulk methods answer `{jobId}`; the job is polled at
// `/async-jobs/v1/async-jobs/{id}` and its per-item results listed at `…/items`. The bare-vs-wrapped answer of Get
// Async Job is unsure in the sources: the platform's REST docs wrap it (`{asyncJob}`), which is what the sandbox
// answers; a client should accept both (`unwrapAsyncJob`).
import * as z from 'zod';
import { ItemErrorSchema } from './bulk.js';
import { ASYNC_JOB_STATUSES } from './async-job-status.js';
export { ASYNC_JOB_STATUSES, unwrapAsyncJob, TERMINAL_JOB_STATUSES, type AsyncJobStatus } from './async-job-status.js';

export const AsyncJobSchema = z.looseObject({
  id: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  status: z.enum(ASYNC_JOB_STATUSES),
  counters: z.looseObject({ itemsToProcess: z.number().int(), itemsSucceeded: z.number().int(), itemsFailed: z.number().int() }),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
});
export type AsyncJob = z.infer<typeof AsyncJobSchema>;

export const GetAsyncJobResponseSchema = z.union([z.looseObject({ asyncJob: AsyncJobSchema }), AsyncJobSchema]);

export const AsyncJobItemSchema = z.looseObject({
  id: z.string(),
  success: z.boolean(),
  error: ItemErrorSchema.optional(),
});
export type AsyncJobItem = z.infer<typeof AsyncJobItemSchema>;
