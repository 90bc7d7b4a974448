// Money in the catalog model: the platform's decimal strings, carried as text from a file or a flag to the request
// that sends them, never through a binary float. The arithmetic is the one money module, src/wire/money.ts.
import { compare, toText, type Amount } from '../../../wire/money.js';

/** An amount in the shop's currency as a canonical decimal string: "19.65", "20", "0.5". */
export type Money = string;

/** A plain decimal that is not money (a percentage, a weight), kept as text like Money. */
export type DecimalText = string;

/** Any amount (a decimal string, a JSON number from a V1 answer, a Decimal) as Money. */
export const moneyOf = (value: Amount): Money => toText(value);

/**
 * Why a decimal lies outside what may be kept — at least 0, and at most `max` when given — in the words a file's or a
 * flag's refusal uses ("must be at least 0"); undefined within.
 */
export function boundProblem(value: Amount, max?: Amount): string | undefined {
  if (compare(value, 0) < 0) return 'must be at least 0';
  if (max !== undefined && compare(value, max) > 0) return `must be at most ${toText(max)}`;
  return undefined;
}
