// How `store events listen` shows what arrives: one readable line per event (or one JSON object per line with
// --json/--jsonl) on stdout, refusals on stderr. Writes are queued so lines never interleave.
import { errorToJson } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { summarizeEvent } from '../../events/describe.js';
import type { ReceivedEvent, Rejection } from '../../events/receiver.js';
import { stripControl } from '../../io/terminal-text.js';
import { write } from '../../io/io.js';
import { toJson } from '../../io/json.js';

export interface EventPrinter {
  event(received: ReceivedEvent): void;
  rejected(rejection: Rejection): void;
  /** Resolves once everything queued is written. */
  flush(): Promise<void>;
}

function forwardNote(received: ReceivedEvent): string {
  const { forward } = received;
  if (!forward) return '';
  return forward.status !== undefined ? `  → ${forward.status}` : `  → forward failed: ${forward.error}`;
}

export function createEventPrinter(ctx: Context): EventPrinter {
  const { io } = ctx;
  const json = ctx.output().format !== 'table';
  let queue = Promise.resolve();
  const enqueue = (stream: NodeJS.WritableStream, text: string) => {
    queue = queue.then(() => write(stream, text)).catch(() => undefined);
  };
  return {
    event(received) {
      const { event, forward, status } = received;
      const about = summarizeEvent(event);
      if (json) {
        enqueue(io.stdout, `${toJson({ ...event, time: about.time, status, ...(forward ? { forward } : {}) }, false)}\n`);
        return;
      }
      const line = [about.time, about.name.padEnd(22), about.entityId || '-', about.summary].join('  ');
      enqueue(io.stdout, `${stripControl(line + forwardNote(received))}\n`);
    },
    rejected({ error, status }) {
      if (json) enqueue(io.stderr, `${toJson({ ...errorToJson(error), status }, false)}\n`);
      else enqueue(io.stderr, `rejected (${status}): ${stripControl(error.message)}\n`);
    },
    flush: () => queue,
  };
}
