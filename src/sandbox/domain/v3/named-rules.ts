// Schema rules the SDK declares under a name. A request that breaks one of these fails the shared zod schema with a
// generic violation (`FORMAT`, `MIN`); the platform names it instead, as a custom rule (`violatedRule: "OTHER"` with
// the declared `ruleName`, `<Fn>ValidationErrors` of the call's typings). Every V3 request passes here
// (routes/v3/payload.ts readRequest), so a create and an update of the same entity answer the same rule.
import { CUSTOM_RULE_TYPE } from '../../../wire/api/catalog-v3/errors.js';
import { SandboxHttpError, validationError } from '../../http-errors.js';
import type { V3ErrorCode } from './errors.js';

interface NamedRule {
  /** The violation's field, as the request names it (`product.slug`, `products[2].product.slug`). */
  field: RegExp;
  /** The generic rule type the schema reports. */
  violatedRule: string;
  ruleName: V3ErrorCode;
}

const NAMED_RULES: readonly NamedRule[] = [
  // Products and categories, singly and in bulk (wire/api/catalog-v3/slug.ts).
  { field: /(^|\.)slug$/, violatedRule: 'FORMAT', ruleName: 'INVALID_SLUG_FORMAT' },
  // A product's variants with inventory (…WithInventory calls): a stock count below 0.
  { field: /(^|\.)variantsInfo\.variants\[\d+\]\.inventoryItem\.quantity$/, violatedRule: 'MIN', ruleName: 'REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE' },
];

/** The error with each generic violation a declared rule names renamed to it; any other error as it was. */
export function withNamedRules(error: unknown): unknown {
  if (!(error instanceof SandboxHttpError) || !('fieldViolations' in error.detail)) return error;
  let renamed = false;
  const violations = error.detail.fieldViolations.map((violation) => {
    const rule = NAMED_RULES.find((r) => r.violatedRule === violation.violatedRule && r.field.test(violation.field));
    if (!rule) return violation;
    renamed = true;
    return { ...violation, violatedRule: CUSTOM_RULE_TYPE, ruleName: rule.ruleName };
  });
  return renamed ? validationError(violations, error.message) : error;
}
