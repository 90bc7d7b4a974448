// The CLI's side of errors: its own error classes (a usage problem, Ctrl-C), the exit code of every error class
// (docs/product.md §3: 2 usage, 4 auth, 5 not found, 6 partial, 1 error, 130 interrupted) and the `--json` error object.
// The client library throws typed errors and knows nothing of exit codes; this is the one place that maps them.
import {
  ApiAuthError, ApiError, ApiNotFoundError, AuthError, InvalidArgumentError, NotFoundError, PartialFailureError, StoreError,
} from '../client/errors.js';

export const ExitCode = {
  ok: 0,
  error: 1,
  usage: 2,
  auth: 4,
  notFound: 5,
  partial: 6,
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Bad flags, bad input files, bad arguments: nothing was sent. Exit 2. */
export class UsageError extends InvalidArgumentError {
  override readonly code = 'USAGE';
}

/** The user pressed Ctrl-C. Exit 130. */
export class InterruptedError extends StoreError {
  override readonly code = 'INTERRUPTED';
}

export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof InvalidArgumentError) return ExitCode.usage;
  if (error instanceof AuthError || error instanceof ApiAuthError) return ExitCode.auth;
  if (error instanceof NotFoundError || error instanceof ApiNotFoundError) return ExitCode.notFound;
  if (error instanceof PartialFailureError) return ExitCode.partial;
  if (error instanceof InterruptedError) return ExitCode.interrupted;
  return ExitCode.error;
}

/** The JSON object printed on stderr for errors in `--json` mode. */
export function errorToJson(error: unknown): { error: { code: string; message: string; requestId?: string; details?: unknown } } {
  if (error instanceof ApiError) {
    return { error: { code: error.code, message: error.message, requestId: error.requestId, details: error.details } };
  }
  if (error instanceof PartialFailureError) {
    return { error: { code: error.code, message: error.message, details: { failures: error.failures } } };
  }
  if (error instanceof StoreError) {
    return { error: { code: error.code, message: error.message, details: error.details } };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { error: { code: 'ERROR', message } };
}
