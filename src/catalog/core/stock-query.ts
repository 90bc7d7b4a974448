// `inventory list --filter/--sort` with one meaning on both catalog versions: the platform's filter language
// (docs/wire/catalog-v1.md §5.2, docs/wire/catalog-v3.md §3) over the stock rows as `--json` prints them. Neither
// version's API can: V1 keeps stock per product (no per-variant query), and on V3 a variant without an inventory item
// holds a stock no item query finds. So the rows are filtered and sorted here, as they stream from the store.
import { UsageError } from '../../io/cli-errors.js';
import type { PagingOptions } from '../../client/paging.js';
import { declare, type FilterOperator, type QueryFields } from '../../wire/api/query-fields.js';
import type { Sort } from '../../wire/api/query.js';
import { streamedListing } from './streamed-listing.js';
import type { CatalogInventory, StockFilter, StockRow } from './inventory.js';

const OPERATORS: readonly FilterOperator[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$startsWith'];

/** The row fields `--filter` and `--sort` take (`choices` is a map keyed by the store's option names: not sortable). */
export const STOCK_ROW_FIELDS: QueryFields = {
  entity: 'stock row',
  filterable: declare(['productId', 'product', 'variantId', 'sku', 'tracked', 'quantity', 'inStock', 'status'], OPERATORS),
  sortable: ['product', 'sku', 'tracked', 'quantity', 'inStock', 'status', 'productId', 'variantId'],
};

type Filter = Record<string, unknown>;
/** Whether a row passes a `--filter`. */
export type StockRowTest = (row: StockRow) => boolean;
type Test = StockRowTest;
const isObject = (v: unknown): v is Filter => v !== null && typeof v === 'object' && !Array.isArray(v);
const fieldOf = (row: StockRow, field: string): unknown => (row as unknown as Record<string, unknown>)[field];

/** Numbers by value, strings case-insensitively (as the platform compares text), booleans false < true. */
function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase().localeCompare(b.toLowerCase());
  return undefined;
}

function list(op: string, arg: unknown): unknown[] {
  if (!Array.isArray(arg)) throw new UsageError(`--filter: ${op} takes an array, e.g. {"status":{"${op}":["IN_STOCK"]}}`);
  return arg;
}

/** One field's condition: a value (equality) or `{"$op": value, …}`, all of which must hold. */
function fieldTest(field: string, condition: unknown): Test {
  const conditions = isObject(condition) ? Object.entries(condition) : [['$eq', condition] as const];
  const tests = conditions.map(([op, arg]): Test => {
    const ordered = (holds: (c: number) => boolean): Test => (row) => {
      const c = compare(fieldOf(row, field), arg);
      return c !== undefined && holds(c);
    };
    switch (op) {
      case '$eq': return (row) => (fieldOf(row, field) ?? null) === arg;
      case '$ne': return (row) => (fieldOf(row, field) ?? null) !== arg;
      case '$gt': return ordered((c) => c > 0);
      case '$gte': return ordered((c) => c >= 0);
      case '$lt': return ordered((c) => c < 0);
      case '$lte': return ordered((c) => c <= 0);
      case '$in': { const values = list(op, arg); return (row) => values.includes(fieldOf(row, field)); }
      case '$nin': { const values = list(op, arg); return (row) => !values.includes(fieldOf(row, field)); }
      case '$exists': return (row) => (fieldOf(row, field) !== undefined) === Boolean(arg);
      case '$startsWith': {
        if (typeof arg !== 'string') throw new UsageError(`--filter: $startsWith takes a string (on "${field}")`);
        return (row) => String(fieldOf(row, field) ?? '').toLowerCase().startsWith(arg.toLowerCase());
      }
      default:
        throw new UsageError(`--filter: unknown operator ${op} on "${field}"; stock rows take ${OPERATORS.join(', ')}`);
    }
  });
  return (row) => tests.every((test) => test(row));
}

/** The filter as a test of one row, checked whole first: a bad operator is refused before anything is read. */
export function stockRowTest(filter: Filter): Test {
  const tests = Object.entries(filter).map(([key, arg]): Test => {
    if (key === '$and' || key === '$or') {
      const parts = list(key, arg).map((part) => {
        if (!isObject(part)) throw new UsageError(`--filter: ${key} takes an array of filter objects`);
        return stockRowTest(part);
      });
      return key === '$and' ? (row) => parts.every((t) => t(row)) : (row) => parts.some((t) => t(row));
    }
    if (key === '$not') {
      if (!isObject(arg)) throw new UsageError('--filter: $not takes a filter object');
      const inner = stockRowTest(arg);
      return (row) => !inner(row);
    }
    if (key.startsWith('$')) throw new UsageError(`--filter: unknown operator ${key}`);
    return fieldTest(key, arg);
  });
  return (row) => tests.every((test) => test(row));
}

/** Rows in the sorts' order (stable: rows that compare equal keep the store's order); a missing value sorts first. */
export function sortStockRows(rows: StockRow[], sorts: readonly Sort[]): StockRow[] {
  const order = (a: StockRow, b: StockRow) => {
    for (const { fieldName, order: direction } of sorts) {
      const [x, y] = [fieldOf(a, fieldName), fieldOf(b, fieldName)];
      const c = x === undefined ? (y === undefined ? 0 : -1) : y === undefined ? 1 : (compare(x, y) ?? 0);
      if (c !== 0) return direction === 'DESC' ? -c : c;
    }
    return 0;
  };
  return [...rows].sort(order);
}

/**
 * The stock listing the flags ask for: the version's own listing (and its `--out-of-stock`/`--below` look-ups), then
 * the rows that pass `filter`, in `sort` order (a sort reads every row first), paged by `--limit`/`--offset`/`--all`.
 */
export function listStock(inventory: CatalogInventory, stock: StockFilter, query: { test?: Test; sort?: readonly Sort[] }, paging: PagingOptions) {
  if (!query.test && !query.sort?.length) return inventory.list(stock, paging);
  const test = query.test ?? (() => true);
  const rows = inventory.list(stock, { all: true });
  return streamedListing(async function* () {
    if (!query.sort?.length) {
      for await (const row of rows) if (test(row)) yield row;
      return;
    }
    const kept: StockRow[] = [];
    for await (const row of rows) if (test(row)) kept.push(row);
    yield* sortStockRows(kept, query.sort);
  }, paging);
}
