// The client library's error hierarchy: typed errors any program can catch. The CLI's own errors (UsageError,
// InterruptedError) and the mapping of each class to an exit code live in the output layer (io/cli-errors.ts).

import type { ErrorDetails, FieldViolation } from '../wire/api/errors.js';

export type { ErrorDetails, FieldViolation };

/** Base of every error the client throws on purpose. `hint` is the one-line fix a program may show its user. */
export class StoreError extends Error {
  readonly code: string = 'ERROR';
  hint?: string;
  details?: unknown;
  /** Requests the transport sent before giving up with this error (set on ApiError and NetworkError it throws). */
  attempts?: number;
  constructor(message: string, options?: { hint?: string; details?: unknown; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options?.hint;
    this.details = options?.details;
  }
}

/** An argument the caller passed cannot be used (a negative page size, an unusable API URL): nothing was sent. */
export class InvalidArgumentError extends StoreError {
  override readonly code: string = 'INVALID_ARGUMENT';
}

/** Credentials missing or refused. */
export class AuthError extends StoreError {
  override readonly code: string = 'UNAUTHENTICATED';
}

/** The named entity does not exist. */
export class NotFoundError extends StoreError {
  override readonly code: string = 'NOT_FOUND';
}

/** Some items of a batch failed; `failures` lists them. */
export class PartialFailureError extends StoreError {
  override readonly code = 'PARTIAL_FAILURE';
  constructor(
    message: string,
    readonly failures: unknown[],
    options?: { hint?: string; details?: unknown; cause?: unknown },
  ) {
    super(message, options);
  }
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

/** The platform refused the credentials (401/403). */
export class ApiAuthError extends ApiError {}

/** The platform answered 404. */
export class ApiNotFoundError extends ApiError {}

/** A request that never got an HTTP answer (refused, reset, timed out) after all retries. */
export class NetworkError extends StoreError {
  override readonly code = 'NETWORK_ERROR';
  /** Set when the server took the connection but gave no answer within the transport's timeout (per attempt). */
  readonly timeoutMs?: number;
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown; hint?: string; timeoutMs?: number },
  ) {
    super(message, { hint: 'Check the API URL and your connection, then try again.', ...options });
    this.timeoutMs = options?.timeoutMs;
  }
}

/**
 * An answer the client will not read: larger than the client's cap (client/capped-body.ts) or nested deeper than
 * the JSON limit (wire/json-depth.ts). Not retried: the same server gives the same answer. Exit 1, as a network failure.
 */
export class AnswerRefusedError extends StoreError {
  override readonly code = 'ANSWER_REFUSED';
  constructor(
    message: string,
    readonly url: string,
    options?: { cause?: unknown; hint?: string },
  ) {
    super(message, { hint: 'No store answers like this: check that the API URL (--api-url, STORE_API_URL or the profile) is the store\'s.', ...options });
  }
}

/** `30 s`, `0.5 s`. */
export const secondsText = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

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
