// Evaluates the platform query (docs/wire/catalog-v1.md §5) over rendered wire entities: Mongo-style filter with dotted
// paths, multi-key stable sort, offset paging. Filters see exactly what the caller would see in the response.
import { DEFAULT_PAGE_SIZE, OFFSET_PAGING_CEILING, type PlatformQuery } from '../../wire/api/query.js';
import {
  undeclaredFilterField, undeclaredFilterMessage, undeclaredSortField, undeclaredSortMessage, type QueryFields,
} from '../../wire/api/query-fields.js';
import { invalidField } from '../http-errors.js';
import { checkFieldPath, checkFilterLimits } from './filter-limits.js';

type Filter = Record<string, unknown>;
const FILTER_FIELD = 'query.filter';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const lower = (v: unknown) => String(v).toLowerCase();

/**
 * Query field names that do not name the entity's field of that path: the product query spec's sortable `price`
 * is the price number, while a product's `price` property is the (deprecated) PriceData object.
 */
const FIELD_ALIASES: Readonly<Record<string, string>> = { price: 'priceData.price' };
const queryField = (path: string) => (Object.hasOwn(FIELD_ALIASES, path) ? FIELD_ALIASES[path] : path);

/**
 * Fields whose wire value is an int64 written as a string (`numericId`): compared as numbers, so `$gt` and sorts
 * follow the number whatever its digits, and a filter may give it as a string (as the entity shows it) or a number.
 */
const NUMERIC_STRING_FIELDS = new Set(['numericId']);
const asInteger = (v: unknown): unknown =>
  typeof v === 'string' && /^\d+$/.test(v) ? BigInt(v) : typeof v === 'number' && Number.isInteger(v) ? BigInt(v) : v;
const asIntegers = (v: unknown): unknown => (Array.isArray(v) ? v.map(asInteger) : asInteger(v));

/** Every value at a dotted path; arrays met on the way are walked element by element (Mongo semantics). */
export function valuesAt(entity: unknown, path: string): unknown[] {
  let nodes: unknown[] = [entity];
  for (const key of path.split('.')) {
    nodes = nodes.flatMap((node) => (Array.isArray(node) ? node : [node]));
    nodes = nodes.filter(isPlainObject).map((node) => node[key]).filter((v) => v !== undefined);
  }
  return nodes;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return undefined;
}

const asArray = (op: string, arg: unknown): unknown[] => {
  if (Array.isArray(arg)) return arg;
  if (op === '$hasSome' || op === '$hasAll') return [arg];
  throw invalidField(FILTER_FIELD, `${op} expects an array`, 'FORMAT');
};

const FIELD_OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists']);

/** Rejects unknown operators and malformed arguments anywhere in the filter, before anything is matched. */
export function validateFilter(filter: Filter | undefined): void {
  checkFilterLimits(filter);
  checkOperators(filter);
}

function checkOperators(filter: Filter | undefined): void {
  for (const [key, arg] of Object.entries(filter ?? {})) {
    if (key === '$and' || key === '$or') subFilters(key, arg).forEach(checkOperators);
    else if (key === '$not') {
      if (!isPlainObject(arg)) throw invalidField(FILTER_FIELD, '$not expects a filter', 'FORMAT');
      checkOperators(arg);
    } else if (key.startsWith('$')) throw invalidField(FILTER_FIELD, `unknown filter operator ${key}`, 'INVALID_ENUM_VALUE');
    else if (isPlainObject(arg)) {
      const ops = Object.keys(arg).filter((k) => k.startsWith('$'));
      if (ops.length > 0 && ops.length !== Object.keys(arg).length) throw invalidField(FILTER_FIELD, `"${key}" mixes operators and fields`, 'FORMAT');
      for (const op of ops) {
        if (!FIELD_OPERATORS.has(op)) throw invalidField(FILTER_FIELD, `unknown filter operator ${op}`, 'INVALID_ENUM_VALUE');
        matchOperator([], op, arg[op]); // checks the argument's type
      }
    }
  }
}

/**
 * An `$in` list split into its scalars, as a set, and the rest (objects, null), which are compared one by one. Kept
 * per list: one filter is evaluated against every candidate, so a look-up of 100 slugs over 100 products costs one
 * set and 100 probes, not 10,000 comparisons.
 */
const inLists = new WeakMap<unknown[], { scalars: ReadonlySet<unknown>; rest: unknown[] }>();
function inListOf(wanted: unknown[]): { scalars: ReadonlySet<unknown>; rest: unknown[] } {
  let split = inLists.get(wanted);
  if (!split) {
    const isScalar = (v: unknown) => v !== null && typeof v !== 'object';
    split = { scalars: new Set(wanted.filter(isScalar)), rest: wanted.filter((v) => !isScalar(v)) };
    inLists.set(wanted, split);
  }
  return split;
}

function matchOperator(values: unknown[], op: string, arg: unknown): boolean {
  // Scalars and the elements of array-valued fields are both candidates (an array field "equals" a member).
  const candidates = values.flatMap((v) => (Array.isArray(v) ? [v, ...v] : [v]));
  const elements = values.flatMap((v) => (Array.isArray(v) ? v : [v]));
  const ordered = (test: (c: number) => boolean) => candidates.some((v) => {
    const c = compare(v, arg);
    return c !== undefined && test(c);
  });
  const text = (test: (value: string, needle: string) => boolean) => {
    if (typeof arg !== 'string') throw invalidField(FILTER_FIELD, `${op} expects a string`, 'FORMAT');
    return candidates.some((v) => typeof v === 'string' && test(lower(v), lower(arg)));
  };
  switch (op) {
    case '$eq':
      return arg === null ? values.every(isEmptyValue) : candidates.some((v) => equal(v, arg));
    case '$ne':
      return !matchOperator(values, '$eq', arg);
    case '$gt': return ordered((c) => c > 0);
    case '$gte': return ordered((c) => c >= 0);
    case '$lt': return ordered((c) => c < 0);
    case '$lte': return ordered((c) => c <= 0);
    case '$in': {
      // A scalar equals a candidate exactly when it is the same value (equal() compares objects by content only).
      const { scalars, rest } = inListOf(asArray(op, arg));
      return candidates.some((v) => scalars.has(v)) || rest.some((t) => matchOperator(values, '$eq', t));
    }
    case '$nin':
      return !matchOperator(values, '$in', arg);
    case '$hasSome':
      return asArray(op, arg).some((t) => elements.some((e) => equal(e, t)));
    case '$hasAll':
      return asArray(op, arg).every((t) => elements.some((e) => equal(e, t)));
    case '$startsWith': return text((v, n) => v.startsWith(n));
    case '$endsWith': return text((v, n) => v.endsWith(n));
    case '$contains': return text((v, n) => v.includes(n));
    case '$exists':
      if (typeof arg !== 'boolean') throw invalidField(FILTER_FIELD, '$exists expects true or false', 'FORMAT');
      return values.some((v) => v !== null) === arg;
    default:
      throw invalidField(FILTER_FIELD, `unknown filter operator ${op}`, 'INVALID_ENUM_VALUE');
  }
}

function matchField(entity: unknown, path: string, condition: unknown): boolean {
  const numeric = NUMERIC_STRING_FIELDS.has(path);
  const values = numeric ? valuesAt(entity, path).map(asInteger) : valuesAt(entity, queryField(path));
  const argOf = (arg: unknown) => (numeric ? asIntegers(arg) : arg);
  if (!isPlainObject(condition)) return matchOperator(values, '$eq', argOf(condition));
  const keys = Object.keys(condition);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length === 0) return matchOperator(values, '$eq', condition);
  if (ops.length !== keys.length) throw invalidField(FILTER_FIELD, `"${path}" mixes operators and fields`, 'FORMAT');
  return ops.every((op) => matchOperator(values, op, argOf(condition[op])));
}

const subFilters = (op: string, arg: unknown): Filter[] => {
  if (!Array.isArray(arg) || !arg.every(isPlainObject)) throw invalidField(FILTER_FIELD, `${op} expects an array of filters`, 'FORMAT');
  return arg;
};

export function matchesFilter(entity: unknown, filter: Filter | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, arg]) => {
    if (key === '$and') return subFilters(key, arg).every((f) => matchesFilter(entity, f));
    if (key === '$or') return subFilters(key, arg).some((f) => matchesFilter(entity, f));
    if (key === '$not') {
      if (!isPlainObject(arg)) throw invalidField(FILTER_FIELD, '$not expects a filter', 'FORMAT');
      return !matchesFilter(entity, arg);
    }
    if (key.startsWith('$')) throw invalidField(FILTER_FIELD, `unknown filter operator ${key}`, 'INVALID_ENUM_VALUE');
    return matchField(entity, key, arg);
  });
}

function sortKey(entity: unknown, field: string): unknown {
  const value = valuesAt(entity, queryField(field))[0];
  return NUMERIC_STRING_FIELDS.has(field) ? asInteger(value) : value;
}

/** One sort key against another, ascending; missing values sort first, like the platform's nulls. */
export function compareSortKeys(x: unknown, y: unknown): number {
  return x === y ? 0 : x === undefined || x === null ? -1 : y === undefined || y === null ? 1 : compare(x, y) ?? lower(x).localeCompare(lower(y));
}

/** Sorts by `sort`, reading each entity's keys once (`entityOf` maps an item to what the field paths name). */
export function sortEntities<T>(items: T[], sort: PlatformQuery['sort'], entityOf: (item: T) => unknown = (item) => item): T[] {
  if (!sort || sort.length === 0) return items;
  const keyed = items.map((item) => ({ item, keys: sort.map(({ fieldName }) => sortKey(entityOf(item), fieldName)) }));
  keyed.sort((a, b) => {
    for (const [i, { order }] of sort.entries()) {
      const c = compareSortKeys(a.keys[i], b.keys[i]);
      if (c !== 0) return order === 'DESC' ? -c : c;
    }
    return 0;
  });
  return keyed.map((k) => k.item);
}

export interface QueryPage<T> {
  items: T[];
  metadata: { count: number; offset: number; total: number; cursors: Record<string, never> };
}

export function pagingOf(query: PlatformQuery): { offset: number; limit: number } {
  return { offset: query.paging?.offset ?? 0, limit: query.paging?.limit ?? DEFAULT_PAGE_SIZE };
}

export function queryPage<T>(items: T[], offset: number, total: number): QueryPage<T> {
  return { items, metadata: { count: items.length, offset, total, cursors: {} } };
}

/**
 * What the platform refuses before running a query: filters and sorts on fields it does not declare (400, like the
 * platform's "invalid filter"), and offset pages past the offset ceiling (400 on `query.paging`: clients page by
 * `numericId` beyond it). `ceiling` is OFFSET_PAGING_CEILING unless a test lowers it.
 */
export function checkQuery(query: PlatformQuery, fields: QueryFields, ceiling = OFFSET_PAGING_CEILING): void {
  validateFilter(query.filter);
  const filterField = undeclaredFilterField(query.filter, fields);
  if (filterField) throw invalidField(FILTER_FIELD, undeclaredFilterMessage(filterField, fields), 'FIELD_NOT_ALLOWED');
  const sortField = undeclaredSortField(query.sort, fields);
  if (sortField) throw invalidField('query.sort', undeclaredSortMessage(sortField, fields), 'FIELD_NOT_ALLOWED');
  const { offset, limit } = pagingOf(query);
  if (offset + limit > ceiling) {
    throw invalidField(
      'query.paging.offset',
      `offset paging reaches only the first ${ceiling} items (asked for items ${offset + 1}–${offset + limit}); page by numericId instead: sort by numericId ascending and filter numericId $gt the last one seen`,
      'MAX',
    );
  }
}

/** Filter → sort → page. `items` must already exclude what the caller may not see. */
export function runQuery<T>(items: T[], query: PlatformQuery): QueryPage<T> {
  validateFilter(query.filter);
  for (const { fieldName } of query.sort ?? []) checkFieldPath(fieldName, 'query.sort');
  const matched = sortEntities(items.filter((item) => matchesFilter(item, query.filter)), query.sort);
  const { offset, limit } = pagingOf(query);
  return queryPage(matched.slice(offset, offset + limit), offset, matched.length);
}

/**
 * A necessary condition on an indexed column (`id`/`slug`/`sku` equality or $in at the top level or in a top-level
 * $and), so large catalogs can be narrowed in SQL before the full filter runs.
 */
export function indexedConstraint<C extends string>(filter: Filter | undefined, columns: readonly C[]): { column: C; values: string[] } | undefined {
  if (!filter) return undefined;
  // The gateway to SQL `IN (…)` for every catalog version: a filter over the limits is a 400 before any SQL runs.
  checkFilterLimits(filter);
  const clauses = [filter, ...(Array.isArray(filter.$and) ? filter.$and.filter(isPlainObject) : [])];
  for (const clause of clauses) {
    for (const column of columns) {
      const cond = clause[column];
      if (typeof cond === 'string') return { column, values: [cond] };
      if (!isPlainObject(cond) || Object.keys(cond).length !== 1) continue;
      if (typeof cond.$eq === 'string') return { column, values: [cond.$eq] };
      if (Array.isArray(cond.$in) && cond.$in.every((v) => typeof v === 'string')) return { column, values: cond.$in as string[] };
    }
  }
  return undefined;
}
