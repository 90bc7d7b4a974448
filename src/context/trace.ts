// `--verbose`: one request/response pair per HTTP attempt on stderr, URLs redacted — user-info and secret query
// parameters, also inside a failure's description (the events carry redacted headers and bodies already).
import { redactUrl, redactUrlsIn } from '../client/redact.js';
import type { TraceEvent } from '../client/types.js';
import type { IO } from '../io/io.js';

export function stderrTracer(io: IO): (event: TraceEvent) => void {
  return (event) => {
    const url = redactUrl(event.url);
    const outcome = event.status ?? `failed (${redactUrlsIn(event.error ?? 'no response')})`;
    const retry = event.attempt > 1 ? ` (attempt ${event.attempt})` : '';
    io.stderr.write(`→ ${event.method} ${url}${retry}\n← ${outcome} ${url} ${Math.round(event.ms)}ms${event.requestId ? ` ${event.requestId}` : ''}\n`);
  };
}
