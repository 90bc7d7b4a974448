// The one place that decides whether a failed attempt is tried again, and after how long.
import { ApiError, NetworkError } from './errors.js';
import type { Clock, HttpMethod } from './types.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 4). */
  maxRetries?: number;
  /** Backoff base: the n-th retry waits up to base × 2^n (default 300 ms). */
  baseDelayMs?: number;
  /** Ceiling of the exponential backoff (default 10 s). Retry-After may ask for longer and is honoured, up to MAX_RETRY_AFTER_MS. */
  maxDelayMs?: number;
}

/**
 * The longest `Retry-After` honoured: 60 s. A server asking for more (`Retry-After: 100000` is 28 hours) gets 60 s
 * per retry, so with the default 4 retries a command waits at most 4 minutes before it reports the failure.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/** A wait at least this long is announced (TransportOptions.onWait): shorter ones pass unnoticed. */
export const NOTICEABLE_WAIT_MS = 2_000;

/** The part of a `Retry-After` that is honoured. */
export const honouredRetryAfterMs = (retryAfterMs: number | undefined): number => Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);

export const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 4, baseDelayMs: 300, maxDelayMs: 10_000 };

/** What an attempt ended with: an HTTP answer, or no answer at all. */
export type AttemptOutcome =
  | { kind: 'response'; status: number; retryAfterMs?: number }
  | { kind: 'network'; error: unknown };

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

/** GET/PUT/DELETE may be repeated safely; POST/PATCH only when the caller says so. */
export function isIdempotentByDefault(method: HttpMethod): boolean {
  return method === 'GET' || method === 'PUT' || method === 'DELETE';
}

/** Codes for connections that never reached the server, so even a non-idempotent request was not applied. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'ENOTFOUND']);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status !== 501);
}

/**
 * 429 is always retried (the server refused before doing anything). 5xx, 408 and dropped connections are retried
 * only for idempotent requests, because the first attempt may have been applied. Refused connections are retried
 * always: nothing was sent. The wait is exponential backoff with full jitter, never less than Retry-After (up to
 * MAX_RETRY_AFTER_MS).
 */
export function decideRetry(
  outcome: AttemptOutcome,
  context: { retriesSoFar: number; idempotent: boolean; options: Required<RetryOptions>; random: () => number },
): RetryDecision {
  const { retriesSoFar, idempotent, options, random } = context;
  if (retriesSoFar >= options.maxRetries) return { retry: false };

  let retryable: boolean;
  let minimumMs = 0;
  if (outcome.kind === 'response') {
    retryable = outcome.status === 429 || (idempotent && isRetryableStatus(outcome.status));
    minimumMs = honouredRetryAfterMs(outcome.retryAfterMs);
  } else {
    const code = errorCode(outcome.error);
    if (code === 'ABORT_ERR') return { retry: false };
    retryable = idempotent || (code !== undefined && NOT_SENT_CODES.has(code));
  }
  if (!retryable) return { retry: false };

  return { retry: true, delayMs: Math.max(backoffMs(retriesSoFar, options, random), minimumMs) };
}

/** Exponential backoff with full jitter: up to base × 2^n, at most the ceiling. */
function backoffMs(retriesSoFar: number, options: Required<RetryOptions>, random: () => number): number {
  return Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retriesSoFar));
}

/** Tries of one operation (re-check, then write) before its failure is final. */
export const MAX_OPERATION_ATTEMPTS = 6;
const OPERATION_BACKOFF: Required<RetryOptions> = { maxRetries: MAX_OPERATION_ATTEMPTS - 1, baseDelayMs: 200, maxDelayMs: 5_000 };

/**
 * Whether an operation that can re-check what a failed try changed (an import's create or update, a seed) may run
 * again: only for a transient failure the transport could not retry itself — a write that is not idempotent, whose
 * answer was lost (5xx, dropped connection). A failure the transport already retried to its budget is final, so the
 * two layers never multiply (a read gets the transport's attempts, not 6 × them).
 */
export function isOperationRetryable(error: unknown): boolean {
  return isTransientFailure(error) && ((error as NetworkError | ApiError).attempts ?? 1) <= 1;
}

/** No answer, or an answer that says "not now" (408, 429, 5xx): the same request may well succeed later. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && isRetryableStatus(error.status));
}

/**
 * The store already has what a create was about to make (a product slug another import just took): the caller
 * looks it up and goes on as with an update instead of failing (concurrent imports into one store).
 */
export function isAlreadyExists(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || /ALREADY_EXISTS/.test(error.code));
}

/** The wait before try `n + 1` of an operation (withAttempts, and an undo's rounds: catalog/core/bulk/undo-rounds.ts). */
export const operationBackoffMs = (n: number, random: () => number = Math.random): number => backoffMs(n, OPERATION_BACKOFF, random);

/**
 * Runs `attempt` until it succeeds, fails for good, or MAX_OPERATION_ATTEMPTS are used. `attempt` receives the try
 * number (0 first) so it can re-read what a failed try may have changed before writing again.
 */
export async function withAttempts<T>(clock: Clock, attempt: (n: number) => Promise<T>, random: () => number = Math.random): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!isOperationRetryable(error) || n + 1 >= MAX_OPERATION_ATTEMPTS) throw error;
      await clock.sleep(operationBackoffMs(n, random));
    }
  }
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. Undefined when absent or unparsable. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}
