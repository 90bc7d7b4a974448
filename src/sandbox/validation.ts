// Request bodies are checked with the client's own zod schemas; their issues become the platform's
// fieldViolations, with field paths in wire request names (`product.priceData.price`).
import type * as z from 'zod';
import { validationError, type FieldViolation } from './http-errors.js';

type Issue = z.core.$ZodIssue;

function fieldPath(prefix: string, path: ReadonlyArray<PropertyKey>): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function describe(issue: Issue, input: unknown): Pick<FieldViolation, 'description' | 'violatedRule'> {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? { description: 'is required', violatedRule: 'REQUIRED_FIELD' }
        : { description: `must be a${/^[aeiou]/.test(issue.expected) ? 'n' : ''} ${issue.expected}`, violatedRule: 'FORMAT' };
    case 'too_big':
      if (issue.origin === 'string') return { description: `must be at most ${issue.maximum} characters`, violatedRule: 'MAX_LENGTH' };
      if (issue.origin === 'array') return { description: `must have at most ${issue.maximum} items`, violatedRule: 'MAX_SIZE' };
      return { description: `must be at most ${issue.maximum}`, violatedRule: 'MAX' };
    case 'too_small':
      if (issue.origin === 'string') return { description: `must be at least ${issue.minimum} characters`, violatedRule: 'MIN_LENGTH' };
      if (issue.origin === 'array') return { description: `must have at least ${issue.minimum} items`, violatedRule: 'MIN_SIZE' };
      return { description: `must be at least ${issue.minimum}`, violatedRule: 'MIN' };
    case 'invalid_value':
      return { description: `must be one of: ${issue.values.map(String).join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE' };
    case 'invalid_format':
      return { description: `has an invalid format (${issue.format})`, violatedRule: 'FORMAT' };
    default:
      return { description: issue.message, violatedRule: 'VALIDATION' };
  }
}

export function zodViolations(issues: readonly Issue[], input: unknown, prefix: string): FieldViolation[] {
  return issues.map((issue) => ({
    field: fieldPath(prefix, issue.path),
    ...describe(issue, input),
    ruleName: null,
    data: {},
  }));
}

/**
 * Parses `value` (the body part at `prefix`, e.g. body.product with prefix 'product') or throws the 400 envelope.
 * A missing part is itself a REQUIRED_FIELD violation on `prefix`.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.output<S> {
  if (value === undefined || value === null) {
    throw validationError([{ field: prefix, description: 'is required', violatedRule: 'REQUIRED_FIELD', ruleName: null, data: {} }]);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const violations = zodViolations(result.error.issues, value, prefix);
  throw validationError(violations, violations.map((v) => `"${v.field}" ${v.description}`).join(', '));
}
