// Client-side rate limit shared by every request of one client, so a long import never exceeds the platform's
// per-minute budget. A token bucket in its "virtual scheduling" form: each caller reserves the next free slot
// synchronously, then waits for it, which keeps concurrent callers fair without a queue.
import type { Clock } from './types.js';

export interface RateLimitOptions {
  requestsPerMinute: number;
  /**
   * Requests that may go at once before spacing starts (the bucket size). Default 1: evenly spaced requests can
   * never exceed the budget in any one-minute window.
   */
  burst?: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { requestsPerMinute: 200 };

export class RateLimiter {
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** When the bucket would be empty again if nobody else came (the "theoretical arrival time"). */
  private nextFreeAt = 0;

  constructor(
    options: RateLimitOptions,
    private readonly clock: Clock,
  ) {
    if (!(options.requestsPerMinute > 0)) throw new RangeError('requestsPerMinute must be positive');
    this.intervalMs = 60_000 / options.requestsPerMinute;
    this.toleranceMs = (Math.max(1, Math.floor(options.burst ?? 1)) - 1) * this.intervalMs;
  }

  /** Waits until this request may be sent. */
  async acquire(signal?: AbortSignal): Promise<void> {
    const now = this.clock.now();
    const slot = Math.max(this.nextFreeAt, now);
    this.nextFreeAt = slot + this.intervalMs;
    const waitMs = Math.ceil(slot - this.toleranceMs - now);
    if (waitMs > 0) await this.clock.sleep(waitMs, signal);
  }

  /** After a 429: nobody sends before `ms` from now, whatever the bucket holds. */
  pause(ms: number): void {
    const resumeAt = this.clock.now() + ms + this.toleranceMs;
    this.nextFreeAt = Math.max(this.nextFreeAt, resumeAt);
  }
}
