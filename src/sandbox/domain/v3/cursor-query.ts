// V3 query/search evaluation (docs/wire/catalog-v3.md §3): filters and sorts only on the fields each endpoint declares
// (others answer 400 "Field 'x' is not declared as filterable"), `$matchItems` on declared arrays, free-text
// search, and cursor paging whose cursor carries filter, sort and fields (the SDK drops them on later pages).
import { Buffer } from 'node:buffer';
import type { Sort } from '../../../wire/api/query.js';
import { DEFAULT_CURSOR_LIMIT, type Filter } from '../../../wire/api/catalog-v3/paging.js';
import { operatorsOf, undeclaredFilterField, type QueryFields } from '../../../wire/api/query-fields.js';
import { applicationError, invalidField } from '../../http-errors.js';

export type { QueryFields } from '../../../wire/api/query-fields.js';
import { matchesFilter, sortEntities, validateFilter, valuesAt } from '../query.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const LOGICAL = new Set(['$and', '$or', '$not']);

const notFilterable = (field: string) => applicationError(400, `Field '${field}' is not declared as filterable`, 'INVALID_ARGUMENT', `Field '${field}' is not declared as filterable`, { field });

/** Rejects fields the endpoint does not declare and operators the field does not allow. */
export function checkDeclared(filter: Filter | undefined | null, spec: QueryFields): void {
  const found = undeclaredFilterField(filter, spec);
  if (!found) return;
  if (!found.operator) throw notFilterable(found.field);
  throw invalidField('query.filter', `field '${found.field}' supports only ${operatorsOf(spec, found.field)!.join(', ')}, not ${found.operator}`, 'INVALID_ENUM_VALUE');
}

export function checkSortable(sort: Sort[] | undefined, spec: QueryFields): void {
  for (const { fieldName } of sort ?? []) {
    if (!spec.sortable.includes(fieldName)) {
      throw applicationError(400, `Field '${fieldName}' is not declared as sortable`, 'INVALID_ARGUMENT', `Field '${fieldName}' is not declared as sortable`, { field: fieldName });
    }
  }
}

/** Decimal-string fields compare as numbers: "9.5" < "10". Filter args for them are read the same way. */
const isDecimalPath = (path: string) => path.endsWith('.amount');
const numeric = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);

function coerceArgs(filter: Filter): Filter {
  return Object.fromEntries(
    Object.entries(filter).map(([key, arg]) => {
      if (LOGICAL.has(key)) return [key, Array.isArray(arg) ? arg.map((f) => (isPlainObject(f) ? coerceArgs(f) : f)) : isPlainObject(arg) ? coerceArgs(arg) : arg];
      if (!isDecimalPath(key)) return [key, arg];
      if (!isPlainObject(arg)) return [key, numeric(arg)];
      return [key, Object.fromEntries(Object.entries(arg).map(([op, v]) => [op, Array.isArray(v) ? v.map(numeric) : numeric(v)]))];
    }),
  );
}

/** A copy of an entity with every `amount` string as a number, for filtering and sorting. */
export function numericView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numericView);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'amount' ? numeric(v) : numericView(v)]));
}

function matchesV3(view: unknown, filter: Filter): boolean {
  return Object.entries(filter).every(([key, arg]) => {
    if (key === '$and') return (arg as Filter[]).every((f) => matchesV3(view, f));
    if (key === '$or') return (arg as Filter[]).some((f) => matchesV3(view, f));
    if (key === '$not') return !matchesV3(view, arg as Filter);
    if (isPlainObject(arg) && '$matchItems' in arg) {
      const wanted = arg.$matchItems;
      if (!Array.isArray(wanted) || !wanted.every(isPlainObject)) throw invalidField('query.filter', '$matchItems expects an array of filters', 'FORMAT');
      const items = valuesAt(view, key).flatMap((v) => (Array.isArray(v) ? v : [v]));
      return wanted.some((sub) => items.some((item) => matchesFilter(item, sub)));
    }
    return matchesFilter(view, { [key]: arg });
  });
}

/** Validates then applies a filter to entity views. */
export function filterViews<T>(entries: Array<{ view: unknown; item: T }>, filter: Filter | undefined | null, spec: QueryFields): Array<{ view: unknown; item: T }> {
  if (!filter || Object.keys(filter).length === 0) return entries;
  checkDeclared(filter, spec);
  const coerced = coerceArgs(filter);
  // The shared evaluator checks operator syntax; $matchItems is handled here, so it is hidden from it.
  validateFilter(stripMatchItems(coerced));
  return entries.filter((e) => matchesV3(e.view, coerced));
}

function stripMatchItems(filter: Filter): Filter {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, arg]) => !(isPlainObject(arg) && '$matchItems' in arg))
      .map(([key, arg]) => [key, LOGICAL.has(key) && Array.isArray(arg) ? arg.map((f) => (isPlainObject(f) ? stripMatchItems(f) : f)) : arg]),
  );
}

/** Free text: every (AND) or any (OR) word of the expression appears in one of the fields, case-insensitively. */
export function matchesText(view: unknown, expression: string | null | undefined, fields: readonly string[], mode: 'OR' | 'AND' = 'OR'): boolean {
  const words = (expression ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.flatMap((f) => valuesAt(view, f)).flat().filter((v) => typeof v === 'string').join(' ').toLowerCase();
  return mode === 'AND' ? words.every((w) => haystack.includes(w)) : words.some((w) => haystack.includes(w));
}

export function sortViews<T>(entries: Array<{ view: unknown; item: T }>, sort: Sort[] | undefined): Array<{ view: unknown; item: T }> {
  if (!sort || sort.length === 0) return entries;
  return sortEntities(entries, sort, (e) => e.view);
}

/** What a cursor remembers: the query it pages, and where the next page starts. */
export interface CursorState {
  filter?: Filter | null;
  sort?: Sort[];
  fields?: string[];
  search?: unknown;
  offset: number;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if (isPlainObject(state) && typeof state.offset === 'number' && state.offset >= 0) return state;
  } catch {
    // reported below
  }
  throw invalidField('cursorPaging.cursor', 'is not a cursor this endpoint returned', 'FORMAT');
}

export interface CursorRequest {
  filter?: Filter | null;
  sort?: Sort[];
  cursorPaging?: { limit?: number; cursor?: string | null };
}

/** The query a request means: its own, or the one its cursor carries. */
export function resolveCursor(request: CursorRequest | undefined, fields: string[] | undefined, search?: unknown): CursorState {
  const cursor = request?.cursorPaging?.cursor;
  if (cursor) return decodeCursor(cursor);
  return { filter: request?.filter, sort: request?.sort, fields, search, offset: 0 };
}

export interface CursorPage<T> {
  items: T[];
  pagingMetadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean };
}

export function cursorPage<T>(all: T[], state: CursorState, limit = DEFAULT_CURSOR_LIMIT): CursorPage<T> {
  return cursorPageOfSlice(all.slice(state.offset, state.offset + limit + 1), state, limit);
}

/** A page from the items that start at the cursor's offset: up to `limit`, plus one more when there is a next page. */
export function cursorPageOfSlice<T>(slice: T[], state: CursorState, limit = DEFAULT_CURSOR_LIMIT): CursorPage<T> {
  const items = slice.slice(0, limit);
  const hasNext = slice.length > limit;
  const cursors: { next?: string; prev?: string } = {};
  if (hasNext) cursors.next = encodeCursor({ ...state, offset: state.offset + items.length });
  if (state.offset > 0) cursors.prev = encodeCursor({ ...state, offset: Math.max(0, state.offset - limit) });
  return { items, pagingMetadata: { count: items.length, cursors, hasNext } };
}
