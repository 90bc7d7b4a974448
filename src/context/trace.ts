// `--verbose`: one request/response pair per HTTP attempt on stderr, URLs redacted — user-info and secret query
// parameters, also inside a failure's description (the events carry redacted headers and bodies already).
import { redactUrl, redactUrlsIn } from '../client/redact.js';
import { MAX_RETRY_AFTER_MS } from '../client/retry-policy.js';
import type { RetryWait, TraceEvent } from '../client/types.js';
import type { IO } from '../io/io.js';

export function stderrTracer(io: IO): (event: TraceEvent) => void {
  return (event) => {
    const url = redactUrl(event.url);
    const outcome = event.status ?? `failed (${redactUrlsIn(event.error ?? 'no response')})`;
    const retry = event.attempt > 1 ? ` (attempt ${event.attempt})` : '';
    io.stderr.write(`→ ${event.method} ${url}${retry}\n← ${outcome} ${url} ${Math.round(event.ms)}ms${event.requestId ? ` ${event.requestId}` : ''}\n`);
  };
}

/** `60 s`; a short wait to the tenth (`0.3 s`, not `0 s`). */
const seconds = (ms: number) => `${ms < 10_000 ? Number((ms / 1000).toFixed(1)) : Math.round(ms / 1000)} s`;

/**
 * Every long wait before a retry, on stderr (with or without --verbose): a command that waits on a 429 or a
 * server's Retry-After says so instead of looking stuck, and says when it asked for more than is honoured.
 */
export function stderrWaitNotice(io: IO): (wait: RetryWait) => void {
  return (wait) => {
    const asked = wait.retryAfterMs === undefined ? '' : wait.retryAfterMs > MAX_RETRY_AFTER_MS ? `; the server asked for ${seconds(wait.retryAfterMs)}, at most ${seconds(MAX_RETRY_AFTER_MS)} is honoured` : '; as the server asked';
    io.stderr.write(`waiting ${seconds(wait.ms)} before retry ${wait.retry} of ${wait.retries}: ${wait.method} ${redactUrl(wait.url)} (${wait.reason}${asked})\n`);
  };
}
