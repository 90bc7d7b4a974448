// Schema rules the SDK declares under a name. A request that breaks one of these fails the shared zod schema with a
// generic violation (`FORMAT`, `MIN`); the platform names it instead, as a custom rule (`violatedRule: "OTHER"` with
// the declared `ruleName`, `<Fn>ValidationErrors` of the call's typings) — or, where the SDK declares the name as an
// application error (`<Fn>ApplicationErrors`), as that error (the registry gives the shape). Every V3 request passes
// here (routes/v3/payload.ts readRequest), so a create and an update of the same entity answer the same rule.
import { CUSTOM_RULE_TYPE, V3_ERRORS } from '../../../wire/api/catalog-v3/errors.js';
import { SandboxHttpError, validationError } from '../../http-errors.js';
import { v3Error, type V3ErrorCode } from './errors.js';

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
  // A product's plain-text description past 16,000 characters (product.ts), on every product write.
  { field: /^(product|products\[\d+\](\.product)?)\.plainDescription$/, violatedRule: 'MAX_LENGTH', ruleName: 'DESCRIPTION_SIZE_TOO_BIG' },
  // A product's variants with inventory (…WithInventory calls): a stock count below 0.
  { field: /(^|\.)variantsInfo\.variants\[\d+\]\.inventoryItem\.quantity$/, violatedRule: 'MIN', ruleName: 'REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE' },
  // A variant's choice that names no option: ids without the option's id, names without the option's name (a choice
  // with neither is the domain's, product-model.ts resolveChoices).
  { field: /(^|\.)variantsInfo\.variants\[\d+\]\.choices\[\d+\]\.(optionChoiceIds\.optionId|optionChoiceNames\.optionName)$/, violatedRule: 'REQUIRED_FIELD', ruleName: 'MISSING_VARIANT_OPTION' },
  // More options than a product takes (V3Product `options` @maxSize 6): the application error TOO_MANY_OPTIONS_IN_REQUEST
  // the product writes declare (decided: the SDK says no more of its condition; this is the one options limit of a
  // request — unsure whether the platform also counts the options of a whole bulk request).
  // (`product.options`, `products[0].product.options`; a bulk create's `products[0].options`).
  { field: /((^|\.)product|^products\[\d+\])\.options$/, violatedRule: 'MAX_SIZE', ruleName: 'TOO_MANY_OPTIONS_IN_REQUEST' },
];

/** The error with each generic violation a declared rule names renamed to it; any other error as it was. */
export function withNamedRules(error: unknown): unknown {
  if (!(error instanceof SandboxHttpError) || !('fieldViolations' in error.detail)) return error;
  let renamed = false;
  const named = error.detail.fieldViolations.map((violation) => ({ violation, rule: NAMED_RULES.find((r) => r.violatedRule === violation.violatedRule && r.field.test(violation.field)) }));
  // An application error answers alone: its shape has no list of violations.
  for (const { violation, rule } of named) {
    if (rule && V3_ERRORS[rule.ruleName].shape === 'application') return v3Error(rule.ruleName, `${violation.field} ${violation.description}`);
  }
  const violations = named.map(({ violation, rule }) => {
    if (!rule) return violation;
    renamed = true;
    return { ...violation, violatedRule: CUSTOM_RULE_TYPE, ruleName: rule.ruleName };
  });
  return renamed ? validationError(violations, error.message) : error;
}
