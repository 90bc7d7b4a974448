// The one error handler: every failure of a command ends here, printed once, mapped to its exit code.
import { ApiError, NetworkError, StoreError, secondsText } from '../client/errors.js';
import { redactUrlsIn } from '../client/redact.js';
import { errorToJson, exitCodeOf } from './cli-errors.js';
import { endProgressLine } from './progress-line.js';
import { stripControl } from './terminal-text.js';
import { bold, red } from './color.js';
import type { IO } from './io.js';
import { toJson } from './json.js';

export interface ReportOptions {
  /** `--json`/`--jsonl`: the error is one JSON object on stderr instead of prose. */
  json: boolean;
  /** `--verbose`: stack traces and error details too. */
  verbose: boolean;
}

/**
 * The most of a message printed without --verbose. A server's error message is its own to size (a 5 MB one was
 * once echoed whole): past this many characters it is cut, saying how much was left out and how to see it.
 */
export const SHOWN_MESSAGE_CHARS = 4096;

export function shownMessage(message: string, verbose: boolean): string {
  if (verbose || message.length <= SHOWN_MESSAGE_CHARS) return message;
  const rest = Buffer.byteLength(message.slice(SHOWN_MESSAGE_CHARS), 'utf8');
  return `${message.slice(0, SHOWN_MESSAGE_CHARS)}… (${rest} more bytes; --verbose for all)`;
}

/** The client's hint, and the flag that changes the outcome where the client (which knows no flags) cannot name it. */
function hintOf(error: unknown): string | undefined {
  if (!(error instanceof StoreError)) return undefined;
  if (error instanceof NetworkError && error.timeoutMs !== undefined) {
    return `${error.hint ?? ''} Or allow more time per request with --timeout SECONDS (or STORE_TIMEOUT; now ${secondsText(error.timeoutMs)}).`.trim();
  }
  return error.hint;
}

/** Prints the error to stderr and returns the exit code the process should end with. */
export function reportError(io: IO, error: unknown, options: ReportOptions): number {
  // An error after "Exporting 1,200/8,500 products" or "chunk 2/7" starts on a line of its own.
  endProgressLine(io.stderr);
  const code = exitCodeOf(error);
  if (options.json) {
    const body = errorToJson(error);
    body.error.message = shownMessage(body.error.message, options.verbose);
    io.stderr.write(`${redactUrlsIn(toJson(body, false))}\n`);
  } else {
    const message = shownMessage(error instanceof Error ? error.message : String(error), options.verbose);
    const lines: Array<[label: string, text: string]> = [['error', message]];
    const hint = hintOf(error);
    if (hint) lines.push(['hint', hint]);
    if (error instanceof ApiError && error.requestId) lines.push(['request id', error.requestId]);
    // The message names the request's path; its query (V1's encoded `.r=`) only with --verbose.
    if (options.verbose && error instanceof NetworkError && error.url.includes('?')) lines.push(['request', error.url]);
    if (options.verbose && error instanceof StoreError && error.details !== undefined) {
      lines.push(['details', toJson(error.details, false)]);
    }
    // Labels styled where colour is on (NO_COLOR, FORCE_COLOR, --no-color: io/tty.ts); the text never is.
    const label = (name: string) => (name === 'error' ? red(bold(`${name}:`, io.color), io.color) : name === 'hint' ? bold(`${name}:`, io.color) : `${name}:`);
    // A URL in a message (a network failure, a bad --api-url) may carry user-info or a secret query parameter.
    io.stderr.write(`${lines.map(([name, text]) => `${label(name)} ${redactUrlsIn(stripControl(text))}`).join('\n')}\n`);
  }
  const isUserError = error instanceof StoreError;
  if (options.verbose && error instanceof Error && error.stack) {
    io.stderr.write(`${redactUrlsIn(error.stack)}\n`);
  } else if (!isUserError && !options.json) {
    io.stderr.write('(run again with --verbose for the stack trace)\n');
  }
  return code;
}
