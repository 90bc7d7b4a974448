// Which failures are worth another try once the transport's own retries are spent, and how long to wait first.
// Writes that are not idempotent (creates) are never repeated blindly: the caller re-reads the store before each try.
import { ApiError, NetworkError } from '../../client/errors.js';
import { isRetryableStatus } from '../../client/retry-policy.js';
import type { Clock } from '../../client/types.js';

/** Tries per product (and per collection write) before it is reported as failed. */
export const MAX_ATTEMPTS = 6;

export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && isRetryableStatus(error.status);
}

/**
 * The store already has what a create was about to make (a product slug another import just took): the caller
 * looks it up and goes on as with an update instead of failing (concurrent imports into one store).
 */
export function isAlreadyExists(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || /ALREADY_EXISTS/.test(error.code));
}

/** Exponential backoff with full jitter: up to 200 ms × 2^attempt, at most 5 s. */
export function backoff(clock: Clock, attempt: number, random: () => number = Math.random): Promise<void> {
  const ceiling = Math.min(5_000, 200 * 2 ** attempt);
  return clock.sleep(Math.floor(random() * ceiling));
}

/**
 * Runs `attempt` until it succeeds, fails for good, or MAX_ATTEMPTS are used. `attempt` receives the try number
 * (0 first) so it can re-read what a failed try may have changed before writing again.
 */
export async function withAttempts<T>(clock: Clock, attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!isTransient(error) || n + 1 >= MAX_ATTEMPTS) throw error;
      await backoff(clock, n);
    }
  }
}
