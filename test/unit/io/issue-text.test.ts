// Issue #15 item 8: validation problems in people's words, never zod's.
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { issueSentence, issueText } from '../../../src/io/issue-text.js';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0];

describe('issueText', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['missing', z.object({ a: z.string() }), {}, 'is required'],
    ['wrong type', z.number(), 'x', 'must be a number'],
    ['below a minimum', z.number().min(0), -1, 'must be at least 0'],
    ['above a maximum', z.number().max(100), 101, 'must be at most 100'],
    ['empty text', z.string().min(1), '', 'cannot be empty'],
    ['long text', z.string().max(3), 'abcd', 'must be at most 3 characters'],
    ['not in a list', z.enum(['csv', 'json']), 'xml', 'must be one of: csv, json'],
    ['unknown keys', z.strictObject({}), { b: 1 }, 'has unknown field: b'],
    ['a message of our own', z.string().regex(/^\d+$/, 'not a number'), 'x', 'not a number'],
  ])('%s', (_name, schema, value, expected) => {
    const text = issueText(firstIssue(schema, value));
    expect(text).toBe(expected);
    expect(text).not.toMatch(/Invalid input|Too small|Too big|expected .* received/);
  });

  it('issueSentence: "--price is required", "--x: not a number"', () => {
    expect(issueSentence('--price', firstIssue(z.object({ a: z.number() }), {}))).toBe('--price is required');
    expect(issueSentence('--x', firstIssue(z.string().regex(/^\d+$/, 'not a number'), 'y'))).toBe('--x: not a number');
  });
});
