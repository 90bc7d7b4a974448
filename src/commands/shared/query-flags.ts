// `--sort` and `--filter` as the user types them → the platform query's sort and filter (docs/product.md §4). Flag parsing
// belongs to the commands; the client only encodes the query it is given.
import { isPlainObject } from '../../wire/api/query-encoding.js';
import { UsageError } from '../../io/cli-errors.js';
import { refuseDeepJsonText } from '../../io/input-depth.js';
import type { Sort } from '../../wire/api/query.js';
import { equivalentIn, type EntityFields } from '../../io/entity-fields.js';
import { undeclaredFilterField, undeclaredFilterMessage, type QueryFields } from '../../wire/api/query-fields.js';

/** `price:desc` → `{fieldName:'price', order:'DESC'}`; the order defaults to ascending. */
export function parseSort(spec: string): Sort & { order: 'ASC' | 'DESC' } {
  const trimmed = spec.trim();
  const match = /^(.+?)(?::(asc|desc))?$/i.exec(trimmed);
  const fieldName = match?.[1]?.trim();
  if (!match || !fieldName || fieldName.includes(':') || /\s/.test(fieldName)) {
    throw new UsageError(`Invalid sort "${spec}"`, { hint: 'Use --sort FIELD[:asc|desc], e.g. --sort name:desc' });
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

/**
 * `--filter '{"slug":"x"}'` → the platform filter object. With `declared` (the query's filterable fields, from the
 * wire contract), a field the platform would refuse with a 400 is refused here first (exit 2, the valid ones listed).
 */
export function parseFilter(json: string, declared?: QueryFields): Record<string, unknown> {
  let parsed: unknown;
  refuseDeepJsonText(json, '--filter');
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`--filter is not valid JSON: ${(error as Error).message}`, {
      hint: `Pass a JSON object, e.g. --filter '{"name":{"$startsWith":"Sun"}}'`,
    });
  }
  if (!isPlainObject(parsed)) {
    throw new UsageError('--filter must be a JSON object', { hint: `e.g. --filter '{"slug":"sun-hat"}'` });
  }
  checkFilterFields(parsed, declared);
  return parsed;
}

/**
 * A --filter on a field the query does not declare filterable is refused (exit 2, the filterable ones listed)
 * before it is sent: the platform would answer 400. `declared` undefined (a catalog with no list): not checked.
 */
export function checkFilterFields(filter: Record<string, unknown> | undefined, declared: QueryFields | undefined, entity?: EntityFields): void {
  const undeclared = declared && filter && undeclaredFilterField(filter, declared);
  if (undeclared) {
    // The message lists the fields once; the hint names what to type instead when it is the other version's name.
    const equivalent = undeclared.operator ? undefined : equivalentIn(entity, undeclared.field);
    throw new UsageError(`--filter: ${undeclaredFilterMessage(undeclared, declared)}`, {
      hint: equivalent
        ? `"${undeclared.field}" is a field of the other catalog version; on this store: ${equivalent}.`
        : 'The platform answers 400 for other fields.',
    });
  }
}
