// The error hierarchy shared by the client, the CLI and the sandbox. Every error a user can cause carries the
// exit code the CLI maps it to, so one handler (bin/store.js → src/cli.ts) can report it without a stack trace.

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

export interface ErrorDetails {
  applicationError?: { code: string | number; description: string; data?: Record<string, unknown> };
  validationError?: { fieldViolations: FieldViolation[] };
  [key: string]: unknown;
}

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  ruleName?: string | null;
  data?: Record<string, unknown>;
}

/** Base of every error the CLI knows how to print. `hint` is the one-line fix shown under the message. */
export class StoreError extends Error {
  readonly exitCode: ExitCode = ExitCode.error;
  readonly code: string = 'ERROR';
  hint?: string;
  details?: unknown;
  constructor(message: string, options?: { hint?: string; details?: unknown; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options?.hint;
    this.details = options?.details;
  }
}

/** Bad flags, bad input files, bad arguments: nothing was sent. Exit 2. */
export class UsageError extends StoreError {
  override readonly exitCode = ExitCode.usage;
  override readonly code = 'USAGE';
}

/** Credentials missing or refused. Exit 4. */
export class AuthError extends StoreError {
  override readonly exitCode = ExitCode.auth;
  override readonly code: string = 'UNAUTHENTICATED';
}

/** The named entity does not exist. Exit 5. */
export class NotFoundError extends StoreError {
  override readonly exitCode = ExitCode.notFound;
  override readonly code: string = 'NOT_FOUND';
}

/** Some items of a batch failed; `failures` lists them. Exit 6. */
export class PartialFailureError extends StoreError {
  override readonly exitCode = ExitCode.partial;
  override readonly code = 'PARTIAL_FAILURE';
  constructor(
    message: string,
    readonly failures: unknown[],
    options?: { hint?: string; details?: unknown },
  ) {
    super(message, options);
  }
}

/** The user pressed Ctrl-C. Exit 130. */
export class InterruptedError extends StoreError {
  override readonly exitCode = ExitCode.interrupted;
  override readonly code = 'INTERRUPTED';
}

export interface ApiErrorInit {
  status: number;
  code: string | number;
  message: string;
  requestId?: string;
  details?: ErrorDetails;
  description?: string;
  data?: Record<string, unknown>;
  /** The HTTP response body as received (for --verbose and the JSON error object). */
  body?: unknown;
}

/** An error answered by the platform (or the sandbox). Carries status, code, request id and details. */
export class ApiError extends StoreError {
  readonly status: number;
  override readonly code: string;
  readonly requestId?: string;
  readonly description?: string;
  readonly data?: Record<string, unknown>;
  readonly body?: unknown;
  override details?: ErrorDetails;
  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = String(init.code);
    this.requestId = init.requestId;
    this.details = init.details;
    this.description = init.description;
    this.data = init.data;
    this.body = init.body;
  }
}

export class ApiAuthError extends ApiError {
  override readonly exitCode = ExitCode.auth;
}

export class ApiNotFoundError extends ApiError {
  override readonly exitCode = ExitCode.notFound;
}

/** A request that never got an HTTP answer (refused, reset, timed out) after all retries. */
export class NetworkError extends StoreError {
  override readonly code = 'NETWORK_ERROR';
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, { ...options, hint: 'Check the API URL and your connection, then try again.' });
  }
}

function upperSnake(text: string): string {
  return text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/**
 * The seed's error normalisation: turns a non-200 response into the error the platform's SDK would describe.
 * - validation errors → `INVALID_ARGUMENT: "<field>" <description>, …`, sorted by field;
 * - application errors → `<message>: <description>` (or one of them when equal), with their code and data;
 * - any other 4xx → the status text as an upper-snake code;
 * - anything else → `System error occurred, request-id: <id>`.
 */
export function normalizeApiError(input: {
  status: number;
  statusText?: string;
  body: unknown;
  requestId?: string;
}): ApiError {
  const { status, requestId } = input;
  const statusText = input.statusText || defaultStatusText(status);
  const body = input.body && typeof input.body === 'object' ? (input.body as Record<string, unknown>) : undefined;
  const details = body?.details && typeof body.details === 'object' ? (body.details as ErrorDetails) : undefined;
  const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
  const ErrorClass = status === 401 || status === 403 ? ApiAuthError : status === 404 ? ApiNotFoundError : ApiError;

  const violations = details?.validationError?.fieldViolations;
  if (Array.isArray(violations)) {
    const sorted = [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const message = `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
    return new ErrorClass({
      status,
      code: 'INVALID_ARGUMENT',
      message,
      requestId,
      details: { validationError: { fieldViolations: sorted } },
      body: input.body,
    });
  }

  const appError = details?.applicationError;
  if (appError) {
    const description = appError.description || statusText || 'UNKNOWN';
    const message = serverMessage ?? statusText;
    const combined = !message || message === description ? description : `${message}: ${description}`;
    return new ErrorClass({
      status,
      code: appError.code ?? (upperSnake(statusText) || 'UNKNOWN'),
      message: combined,
      requestId,
      details: { applicationError: { ...appError, description } },
      description,
      data: appError.data ?? {},
      body: input.body,
    });
  }

  if (status >= 400 && status < 500) {
    const code = upperSnake(statusText) || 'UNKNOWN';
    return new ErrorClass({
      status,
      code,
      message: serverMessage ?? statusText,
      requestId,
      details,
      body: input.body,
    });
  }

  return new ErrorClass({
    status,
    code: upperSnake(statusText) || 'UNKNOWN',
    message: requestId ? `System error occurred, request-id: ${requestId}` : `System error occurred: ${JSON.stringify(body ?? {})}`,
    requestId,
    details,
    body: input.body,
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function defaultStatusText(status: number): string {
  return STATUS_TEXT[status] ?? '';
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
