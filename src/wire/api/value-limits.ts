// The bounds of what the platform stores, the same on both catalog versions (docs/wire/catalog-v1.md §8, the bulk
// item errors; the inventory update's limit): the sandbox enforces them, the CLI refuses and predicts with them.
import { compare, type Amount } from '../money.js';

/** Upper bound of every price, cost and weight the platform stores. */
export const MAX_STORED_VALUE = '999999999.99';
/** The same bound as a JSON number, for V1's number schemas and the catalogs' limits (exact: 11 significant digits). */
export const MAX_STORED_NUMBER = Number(MAX_STORED_VALUE);

/** The most a variant's counted stock may hold (the inventory update's limit). */
export const MAX_STOCK_QUANTITY = 99_999;

export type ValueProblem = 'NEGATIVE_VALUE' | 'VALUE_TOO_LARGE';

/** Why a value cannot be stored, in words (the platform's bulk item error, and the CLI's refusal of the same value). */
export const VALUE_PROBLEM_TEXT: Readonly<Record<ValueProblem, string>> = { NEGATIVE_VALUE: 'below 0', VALUE_TOO_LARGE: `above ${MAX_STORED_VALUE}` };

/** Why a computed value cannot be stored, if it cannot: the item fails instead. */
export function valueProblem(value: Amount | undefined): ValueProblem | undefined {
  if (value === undefined) return undefined;
  if (compare(value, 0) < 0) return 'NEGATIVE_VALUE';
  if (compare(value, MAX_STORED_VALUE) > 0) return 'VALUE_TOO_LARGE';
  return undefined;
}
