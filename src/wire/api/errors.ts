// The platform's error envelope on the wire (docs/wire/catalog-v1.md §9): `details.applicationError` or
// `details.validationError.fieldViolations`. The sandbox writes it; the client normalises it into typed errors.
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
