// The outcome of a by-filter call: its answer is a job id, and the declared errors of the products (or inventory
// items) it failed on are the job's per-item errors. The SDK modules served here have no Async Job module, so the job
// is read the way the SDK's client reads any API it has no module for: `fetchWithAuth` (the client's own credentials)
// on the Async Job API — `GET /async-jobs/v1/async-jobs/{id}` until the job is over, then its items
// (https://dev.wix.com/docs/rest/business-management/async-job/list-async-job-items).
import { TERMINAL_JOB_STATUSES, unwrapAsyncJob, type AsyncJobStatus } from '../../../src/wire/api/catalog-v3/async-job-status.js';

const ASYNC_JOBS = 'https://www.wixapis.com/async-jobs/v1/async-jobs';
/** Reads of a job that is not over yet before giving up (the sandbox finishes a job before answering its id). */
const MAX_READS = 50;

export interface JobOutcome {
  asyncJob: { id: string; status: string; counters: Record<string, number> };
  items: Array<{ id: string; success: boolean; error?: { code?: string; description?: string } }>;
}

async function read(sdk: any, path: string): Promise<any> {
  const response: Response = await sdk.fetchWithAuth(`${ASYNC_JOBS}/${path}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Waits for the job `answer` names to end (each read is the wait), then reads its items. */
export async function jobOutcome(sdk: any, answer: Promise<{ jobId: string }>): Promise<JobOutcome> {
  const { jobId } = await answer;
  for (let reads = 0; reads < MAX_READS; reads++) {
    const body = await read(sdk, encodeURIComponent(jobId));
    const asyncJob = unwrapAsyncJob<JobOutcome['asyncJob']>(body);
    if (TERMINAL_JOB_STATUSES.has(asyncJob.status as AsyncJobStatus)) {
      const { items } = await read(sdk, `${encodeURIComponent(jobId)}/items`);
      return { asyncJob, items };
    }
  }
  throw new Error(`async job ${jobId} still running after ${MAX_READS} reads`);
}
