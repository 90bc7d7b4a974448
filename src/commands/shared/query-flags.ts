// `--sort` and `--filter` as the user types them → the platform query's sort and filter (SPEC §4). Flag parsing
// belongs to the commands; the client only encodes the query it is given.
import { isPlainObject } from '../../wire/api/query-encoding.js';
import { UsageError } from '../../io/cli-errors.js';
import type { Sort } from '../../wire/api/query.js';

/** `price:desc` → `{fieldName:'price', order:'DESC'}`; the order defaults to ascending. */
export function parseSort(spec: string): Sort & { order: 'ASC' | 'DESC' } {
  const trimmed = spec.trim();
  const match = /^(.+?)(?::(asc|desc))?$/i.exec(trimmed);
  const fieldName = match?.[1]?.trim();
  if (!match || !fieldName || fieldName.includes(':') || /\s/.test(fieldName)) {
    throw new UsageError(`Invalid sort "${spec}"`, { hint: 'Use --sort FIELD[:asc|desc], e.g. --sort priceData.price:desc' });
  }
  return { fieldName, order: match[2]?.toLowerCase() === 'desc' ? 'DESC' : 'ASC' };
}

/** `name:asc,price:desc` → one sort entry per comma-separated item. */
export function parseSorts(spec: string): Array<Sort & { order: 'ASC' | 'DESC' }> {
  return spec
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(parseSort);
}

/** `--filter '{"slug":"x"}'` → the platform filter object. */
export function parseFilter(json: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`--filter is not valid JSON: ${(error as Error).message}`, {
      hint: `Pass a JSON object, e.g. --filter '{"priceData.price":{"$gt":10}}'`,
    });
  }
  if (!isPlainObject(parsed)) {
    throw new UsageError('--filter must be a JSON object', { hint: `e.g. --filter '{"slug":"blue-shirt"}'` });
  }
  return parsed;
}
