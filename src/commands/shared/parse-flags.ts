// Flags arrive from commander as strings; each verb validates them with zod before anything is sent, and a
// problem becomes a UsageError (exit 2) that names the flag.
import { toFixed, toText } from '../../wire/money.js';
import type * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import { issueSentence, issueText } from '../../io/issue-text.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function parseFlags<S extends z.ZodType>(schema: S, raw: unknown, flagFor: (path: string) => string = (p) => `--${kebab(p.split('.')[0])}`): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? issueSentence(flagFor(path), issue) : issueText(issue);
  });
  throw new UsageError(problems.join('; '));
}

/** "12", "12.5" → number; anything else is a usage error naming the flag. */
export function parseNumber(flag: string, text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) throw new UsageError(`${flag}: expected a number, got "${text}"`);
  return Number(trimmed);
}

/** A number flag as the model's decimal string ("19.65" stays "19.65": no binary float between). */
export function parseDecimal(flag: string, text: string): string {
  parseNumber(flag, text);
  return toText(text.trim());
}

export function parseWholeNumber(flag: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`${flag}: expected a whole number ≥ 0, got "${text}"`);
  return Number(text.trim());
}

/** "4.5", "4.50" → the platform's decimal string "4.50" (at most 2 decimals, more than 0); names the flag otherwise. */
export function parseMoney(flag: string, text: string): string {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || Number(trimmed) <= 0) throw new UsageError(`${flag}: expected an amount more than 0 with at most 2 decimals, e.g. 4.50, got "${text}"`);
  return toFixed(trimmed, 2);
}
