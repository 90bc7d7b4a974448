// Validation problems in people's words (docs/product.md §3): never a validation library's own wording ("Invalid input:
// expected object, received undefined", "Too small: expected number to be >=0"). Messages a schema author wrote
// ("not a number", "a PERCENT discount is at most 100") are already for people and are kept.
import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

/** zod's defaults all start like this; anything else was written by us. */
const LIBRARY_WORDING = /^(Invalid|Too (small|big)|Unrecognized key)/;

const list = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');

function bound(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, limit: number | bigint): string {
  const small = issue.code === 'too_small';
  const n = Number(limit);
  switch (issue.origin) {
    case 'string':
      if (small && n === 1) return 'cannot be empty';
      return `must be at ${small ? 'least' : 'most'} ${n} characters`;
    case 'array':
    case 'set':
      return `takes at ${small ? 'least' : 'most'} ${n}`;
    default:
      return issue.inclusive === false ? `must be ${small ? 'more' : 'less'} than ${n}` : `must be at ${small ? 'least' : 'most'} ${n}`;
  }
}

/** A phrase that follows the thing's name ("is required", "must be at most 100"), or the schema's own message. */
export function issueText(issue: Issue): string {
  if (!LIBRARY_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'is required' : `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      return bound(issue, issue.minimum);
    case 'too_big':
      return bound(issue, issue.maximum);
    case 'invalid_value':
      return `must be one of: ${list(issue.values)}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'has the wrong format' : `must be a valid ${issue.format}`;
    default:
      return 'is not valid';
  }
}

/** `--price is required`, `--discount: a PERCENT discount is at most 100`: the subject, then what is wrong. */
export function issueSentence(subject: string, issue: Issue): string {
  const text = issueText(issue);
  return LIBRARY_WORDING.test(issue.message) ? `${subject} ${text}` : `${subject}: ${text}`;
}
