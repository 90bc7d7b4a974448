// The one way the V3 sandbox raises a declared error: the code's shape, status and title come from the registry
// (src/wire/api/catalog-v3/errors.ts), so an application error and a validation rule each travel in the shape the
// platform's SDK declares for them (docs/wire/catalog-v3.md §0).
import { CUSTOM_RULE_TYPE, V3_ERRORS, type V3ErrorCode, type V3ErrorSpec } from '../../../wire/api/catalog-v3/errors.js';
import { applicationError, validationError, type SandboxHttpError } from '../../http-errors.js';

export type { V3ErrorCode };

export interface V3ErrorOptions {
  /** The request field a validation rule is about (a rule's `fieldViolations[].field`). */
  field?: string;
  data?: Record<string, unknown>;
  /** The shape to raise it in, for a code the registry gives two (its `elsewhere`); else the registry's one. */
  shape?: V3ErrorSpec['shape'];
}

/** `details.applicationError {code}` or `details.validationError.fieldViolations[{violatedRule: OTHER, ruleName}]`. */
export function v3Error(code: V3ErrorCode, description: string, options: V3ErrorOptions = {}): SandboxHttpError {
  const spec = specIn(V3_ERRORS[code], options.shape);
  const data = options.data ?? {};
  if (spec.shape === 'rule') {
    return validationError([{ field: options.field ?? '', description, violatedRule: CUSTOM_RULE_TYPE, ruleName: code, data }], description);
  }
  return applicationError(spec.status, spec.title, code, description, data);
}

/** The registry entry in `shape` (its own, or its `elsewhere`); a shape the registry does not give the code is a bug. */
function specIn(spec: V3ErrorSpec, shape: V3ErrorSpec['shape'] = spec.shape): V3ErrorSpec {
  if (spec.shape === shape) return spec;
  if (spec.elsewhere?.shape === shape) return spec.elsewhere;
  throw new Error(`the registry gives no ${shape} shape to this code`);
}
