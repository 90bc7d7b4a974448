// Platform product queries → SQL over the products table's indexed columns (id, slug, sku, numeric id, base price,
// collection memberships), so the filters and sorts large catalogs use run on indexes at any catalog size. A clause
// that cannot be translated with exactly the evaluator's meaning (domain/query.ts) is left to the evaluator, and the
// SQL then only narrows the candidates.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { PlatformQuery } from '../../../wire/api/query.js';
import type { ProductState } from '../../domain/v1/product-state.js';
import { productsTable } from './products.js';

interface Condition {
  sql: string;
  params: SQLInputValue[];
}

export interface ProductSqlFilter {
  /** Conditions every matching product meets (ANDed). */
  conditions: Condition[];
  /** True when the conditions are the whole filter: SQL alone answers the query. */
  exact: boolean;
}

type Kind = 'text' | 'number' | 'numericId';
const COLUMNS: Readonly<Record<string, { column: string; kind: Kind }>> = {
  id: { column: 'id', kind: 'text' },
  slug: { column: 'slug', kind: 'text' },
  sku: { column: 'sku', kind: 'text' },
  numericId: { column: 'numeric_id', kind: 'numericId' },
  price: { column: 'price', kind: 'number' },
  'priceData.price': { column: 'price', kind: 'number' },
};

const COMPARISONS: Readonly<Record<string, string>> = { $eq: '=', $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** A value as the column holds it, or undefined when the evaluator would compare it differently. */
function columnValue(kind: Kind, value: unknown): SQLInputValue | undefined {
  if (kind === 'text') return typeof value === 'string' ? value : undefined;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
}

function operatorSql(column: string, kind: Kind, op: string, arg: unknown): Condition | undefined {
  if (op === '$in') {
    if (!Array.isArray(arg)) return undefined;
    const values = arg.map((v) => columnValue(kind, v));
    if (values.some((v) => v === undefined)) return undefined;
    return values.length === 0 ? { sql: '0', params: [] } : { sql: `${column} IN (${marks(values.length)})`, params: values as SQLInputValue[] };
  }
  const sqlOp = COMPARISONS[op];
  if (!sqlOp || (kind === 'text' && op !== '$eq')) return undefined;
  const value = columnValue(kind, arg);
  return value === undefined ? undefined : { sql: `${column} ${sqlOp} ?`, params: [value] };
}

const MEMBERS_OF = 'SELECT product_id FROM memberships WHERE collection_id';

function collectionSql(condition: unknown): Condition | undefined {
  if (!isPlainObject(condition)) return undefined;
  const parts: Condition[] = [];
  for (const [op, arg] of Object.entries(condition)) {
    const ids = Array.isArray(arg) ? arg : [arg];
    if (!ids.every((id) => typeof id === 'string')) return undefined;
    if (op === '$hasSome') parts.push(ids.length === 0 ? { sql: '0', params: [] } : { sql: `id IN (${MEMBERS_OF} IN (${marks(ids.length)}))`, params: ids });
    else if (op === '$hasAll') parts.push(...ids.map((id) => ({ sql: `id IN (${MEMBERS_OF} = ?)`, params: [id] })));
    else return undefined;
  }
  return parts.length === 0 ? undefined : joinAnd(parts);
}

function fieldSql(field: string, condition: unknown): Condition | undefined {
  if (field === 'collectionIds') return collectionSql(condition);
  const spec = COLUMNS[field];
  if (!spec) return undefined;
  const ops = isPlainObject(condition) ? Object.entries(condition) : [['$eq', condition] as const];
  if (ops.length === 0 || ops.some(([op]) => !op.startsWith('$'))) return undefined;
  const parts = ops.map(([op, arg]) => operatorSql(spec.column, spec.kind, op, arg));
  return parts.every((p): p is Condition => p !== undefined) ? joinAnd(parts) : undefined;
}

function joinAnd(parts: Condition[]): Condition {
  return { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) };
}

/** What of `filter` SQL can answer: top-level fields and `$and` members; `$or`/`$not` are left to the evaluator. */
export function productSqlFilter(filter: Record<string, unknown> | undefined): ProductSqlFilter {
  const result: ProductSqlFilter = { conditions: [], exact: true };
  for (const [key, arg] of Object.entries(filter ?? {})) {
    if (key === '$and' && Array.isArray(arg) && arg.every(isPlainObject)) {
      for (const sub of arg) {
        const inner = productSqlFilter(sub);
        result.conditions.push(...inner.conditions);
        result.exact &&= inner.exact;
      }
      continue;
    }
    const condition = key.startsWith('$') ? undefined : fieldSql(key, arg);
    if (condition) result.conditions.push(condition);
    else result.exact = false;
  }
  return result;
}

/**
 * ORDER BY for a sort SQL can follow exactly, or undefined. Ties keep creation order (numeric id ascending), as the
 * evaluator's stable sort does.
 */
export function productSqlOrder(sort: PlatformQuery['sort']): string | undefined {
  if (!sort || sort.length === 0) return 'numeric_id';
  const keys: string[] = [];
  for (const { fieldName, order } of sort) {
    const spec = COLUMNS[fieldName];
    if (!spec) return undefined;
    keys.push(`${spec.column} ${order === 'DESC' ? 'DESC' : 'ASC'}`);
  }
  return [...keys, 'numeric_id'].join(', ');
}

function whereOf(conditions: Condition[], includeHidden: boolean): Condition {
  const all = includeHidden ? conditions : [{ sql: 'visible = 1', params: [] }, ...conditions];
  return all.length === 0 ? { sql: '', params: [] } : { sql: `WHERE ${joinAnd(all).sql}`, params: all.flatMap((c) => c.params) };
}

/** The SQL of one page (LIMIT and OFFSET last) and of the count, with their parameters. */
export function productPageSql(conditions: Condition[], includeHidden: boolean, orderBy: string): { count: string; page: string; params: SQLInputValue[] } {
  const where = whereOf(conditions, includeHidden);
  return {
    count: `SELECT COUNT(*) AS n FROM products ${where.sql}`,
    page: `SELECT doc FROM products ${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    params: where.params,
  };
}

/** One page of the products meeting `conditions`, in `orderBy`, and how many meet them. */
export function pageProductsWhere(
  db: DatabaseSync,
  options: { conditions: Condition[]; includeHidden: boolean; orderBy: string; limit: number; offset: number },
): { states: ProductState[]; total: number } {
  const sql = productPageSql(options.conditions, options.includeHidden, options.orderBy);
  const total = Number((db.prepare(sql.count).get(...sql.params) as { n: number }).n);
  const rows = db.prepare(sql.page).all(...sql.params, options.limit, options.offset);
  return { states: rows.map(productsTable.parse), total };
}

/** Every product meeting `conditions`, in creation order (candidates for the evaluator). */
export function productsWhere(db: DatabaseSync, conditions: Condition[], includeHidden: boolean): ProductState[] {
  const where = whereOf(conditions, includeHidden);
  return db.prepare(`SELECT doc FROM products ${where.sql} ORDER BY numeric_id`).all(...where.params).map(productsTable.parse);
}
