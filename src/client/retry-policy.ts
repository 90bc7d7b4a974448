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
/**
 * The failed sends one operation may cost before its failure is final: twice the transport's own budget (5 sends),
 * so the two layers multiply at most twice, never MAX_OPERATION_ATTEMPTS times (a dead host costs a row 10 sends).
 */
export const MAX_OPERATION_FAILED_SENDS = 2 * (DEFAULT_RETRY.maxRetries + 1);
const OPERATION_BACKOFF: Required<RetryOptions> = { maxRetries: MAX_OPERATION_ATTEMPTS - 1, baseDelayMs: 200, maxDelayMs: 5_000 };

/** The sends a failure cost: the transport's attempts at the request that failed (1 for an error of its own). */
export const failedSendsOf = (error: unknown): number => (error as NetworkError | ApiError).attempts ?? 1;

/**
 * Whether an operation that can re-check what a failed try changed (an import's create, update, variants, media; a
 * seed) may run again: for any transient failure — a write the transport could not repeat (not idempotent, its
 * answer lost), also after it retried a 429 first, and a request it retried until its budget ran out — as long as
 * the operation's failed sends so far (`failedSends`, this failure's included) stay under MAX_OPERATION_FAILED_SENDS.
 * The next try re-reads the store first, so nothing is written twice.
 */
export function isOperationRetryable(error: unknown, failedSends = failedSendsOf(error)): boolean {
  return isTransientFailure(error) && failedSends < MAX_OPERATION_FAILED_SENDS;
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
 * Runs `attempt` until it succeeds, fails for good, or MAX_OPERATION_ATTEMPTS (or MAX_OPERATION_FAILED_SENDS) are used. `attempt` receives the try
 * number (0 first) so it can re-read what a failed try may have changed before writing again.
 */
export async function withAttempts<T>(clock: Clock, attempt: (n: number) => Promise<T>, random: () => number = Math.random): Promise<T> {
  let failedSends = 0;
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      failedSends += failedSendsOf(error);
      if (!isOperationRetryable(error, failedSends) || n + 1 >= MAX_OPERATION_ATTEMPTS) throw error;
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
