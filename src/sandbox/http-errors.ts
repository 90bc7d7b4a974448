// Typed errors thrown by handlers, and the ONE place that turns them into the platform's error envelope
// (docs/wire/catalog-v1.md §9.1): {message, details:{applicationError|validationError}}.
import type { FieldViolation } from '../wire/api/errors.js';

export type { FieldViolation };

interface ApplicationErrorInit {
  code: string;
  description: string;
  data?: Record<string, unknown>;
}

export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: ApplicationErrorInit | { fieldViolations: FieldViolation[] },
    /** Extra top-level body keys (e.g. the RFC 6749 `error` of the token endpoint). */
    readonly extraBody: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SandboxHttpError';
  }
}

export function applicationError(
  status: number,
  message: string,
  code: string,
  description = message,
  data: Record<string, unknown> = {},
): SandboxHttpError {
  return new SandboxHttpError(status, message, { code, description, data });
}

export function validationError(violations: FieldViolation[], message = 'Invalid request'): SandboxHttpError {
  return new SandboxHttpError(400, message, { fieldViolations: violations });
}

/**
 * A named validation rule the SDK declares for a call (`<Fn>ValidationErrors` in its `index.typings.d.mts`): a 400
 * whose one field violation carries the rule's `ruleName`.
 */
export function ruleViolation(field: string, ruleName: string, description: string, data: Record<string, unknown> = {}): SandboxHttpError {
  return validationError([{ field, description, violatedRule: 'OTHER', ruleName, data }], description);
}

/** One violation → a 400, for hand-written checks that have no zod schema behind them. */
export function invalidField(field: string, description: string, violatedRule = 'VALIDATION'): SandboxHttpError {
  return validationError([{ field, description, violatedRule, ruleName: null, data: {} }], `"${field}" ${description}`);
}

/** `Product not found` / `PRODUCT_NOT_FOUND` / `Product <id> not found`, and the same for every entity. */
export function notFound(entity: string, id: string): SandboxHttpError {
  return applicationError(404, `${entity} not found`, notFoundCode(entity), `${entity} ${id} not found`, { id });
}

/** `Info section` → `INFO_SECTION_NOT_FOUND`. */
const notFoundCode = (entity: string) => `${entity.replace(/\s+/g, '_').toUpperCase()}_NOT_FOUND`;

/** A synthetic event asked about "the first" entity of a kind the store has none of (`POST /__sandbox/events/trigger`). */
export function noneToTrigger(entity: string): SandboxHttpError {
  return applicationError(404, `${entity} not found`, notFoundCode(entity), `the store has no ${entity.toLowerCase()} to send this event about; create one first`, {});
}

export function errorBody(error: SandboxHttpError): Record<string, unknown> {
  const details =
    'fieldViolations' in error.detail
      ? { validationError: { fieldViolations: error.detail.fieldViolations } }
      : { applicationError: { code: error.detail.code, description: error.detail.description, data: error.detail.data ?? {} } };
  return { ...error.extraBody, message: error.message, details };
}

/** Anything that is not a SandboxHttpError is a bug in the sandbox: report it as the platform's 500. */
export function toSandboxError(error: unknown): SandboxHttpError {
  if (error instanceof SandboxHttpError) return error;
  const description = error instanceof Error ? error.message : String(error);
  return applicationError(500, 'Internal error', 'INTERNAL_ERROR', description);
}
