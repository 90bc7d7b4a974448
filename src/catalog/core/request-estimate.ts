// What a job costs before it is paid (issue #40 item 3): its requests, and how long they take at the store's
// per-minute limit — the client's own rate limit when one is set (config/settings.ts activeRateLimit), else the
// platform's documented 200 a minute. Every preview and dry run of import, bulk and undo prints this one figure
// ("≈ 2,026 requests, ≈ 10 min at 200 requests/minute (the platform's limit)"); the counts come from the engine that
// sends the writes (import: the writers' planned calls; bulk and undo: their write plans).
import { PLATFORM_RATE_LIMIT_PER_MINUTE } from '../../config/settings.js';

export interface RequestEstimate {
  requests: number;
  /** The per-minute limit the time is worked out at. */
  requestsPerMinute: number;
  /** `setting`: the client's rate limit (STORE_RATE_LIMIT or the profile's `rate-limit`); `platform`: none is set. */
  limit: 'setting' | 'platform';
  /** requests ÷ requestsPerMinute, in whole seconds (rounded up). */
  seconds: number;
}

/** Calls it takes to send `items` at most `batch` a call. */
export const callsFor = (items: number, batch: number): number => (items > 0 ? Math.ceil(items / batch) : 0);

/** A running count of the requests a job has planned (each writer adds the calls it would send). */
export class PlannedRequests {
  count = 0;
  add(calls: number): void {
    this.count += calls;
  }
}

export function requestEstimate(requests: number, rateLimitPerMinute: number | undefined): RequestEstimate {
  const requestsPerMinute = rateLimitPerMinute ?? PLATFORM_RATE_LIMIT_PER_MINUTE;
  return { requests, requestsPerMinute, limit: rateLimitPerMinute === undefined ? 'platform' : 'setting', seconds: Math.ceil((requests * 60) / requestsPerMinute) };
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** 9 → "9 s", 608 → "10 min", 6,000 → "1 h 40 min". */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** `≈ 2,026 requests, ≈ 10 min at 200 requests/minute (the platform's limit)` */
export function estimateText(estimate: RequestEstimate): string {
  const { requests, requestsPerMinute, limit, seconds } = estimate;
  const source = limit === 'platform' ? "the platform's limit" : 'your rate limit';
  const time = requests === 0 ? 'nothing to wait for' : `≈ ${durationText(seconds)} at ${thousands(requestsPerMinute)} requests/minute (${source})`;
  return `≈ ${thousands(requests)} request${requests === 1 ? '' : 's'}, ${time}`;
}
