// #16: the product filters and sorts large catalogs use are answered in SQL on indexes (no table scan, no temp
// sort), so a filtered query costs the same at 100,000 products as at 1,000 (measured in bench/large.bench.mjs).
import { describe, expect, it } from 'vitest';
import { openSandboxDb } from '../../../src/sandbox/db.js';
import { productPageSql, productSqlFilter, productSqlOrder } from '../../../src/sandbox/tables/v1/product-query.js';

const db = openSandboxDb(':memory:');

function plan(filter: Record<string, unknown>, sort?: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }>, includeHidden = true): string {
  const sql = productSqlFilter(filter);
  expect(sql.exact).toBe(true);
  const orderBy = productSqlOrder(sort);
  expect(orderBy).toBeDefined();
  const { page, count, params } = productPageSql(sql.conditions, includeHidden, orderBy!);
  const explain = (text: string, extra: unknown[]) =>
    db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(params as never[]), ...(extra as never[])).map((row) => (row as { detail: string }).detail).join('\n');
  return `${explain(page, [100, 0])}\n${explain(count, [])}`;
}

describe('product queries in SQL', () => {
  it.each([
    ['slug', { slug: 'p-5' }, /USING INDEX sqlite_autoindex_products_2|slug=/],
    ['SKU $in', { sku: { $in: ['A', 'B'] } }, /USING INDEX products_sku/],
    ['collection', { collectionIds: { $hasSome: ['c1'] } }, /memberships/],
    ['price band', { 'priceData.price': { $gte: 5, $lt: 6 } }, /USING (COVERING )?INDEX products_price/],
    ['numericId keyset', { numericId: { $gt: '1000000000000005' } }, /numeric_id>\?/],
  ])('%s is exact and searches an index', (_label, filter, index) => {
    const detail = plan(filter as Record<string, unknown>, [{ fieldName: 'numericId', order: 'ASC' }]);
    expect(detail).toMatch(index);
    expect(detail).not.toMatch(/SCAN products(?! USING)/);
  });

  it('a visitor\'s default listing and its count walk the (visible, numeric_id) index', () => {
    const detail = plan({}, undefined, false);
    expect(detail).toMatch(/products_visible_numeric/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('leaves what SQL cannot say exactly to the evaluator, still narrowing with the rest', () => {
    const sql = productSqlFilter({ $and: [{ sku: 'A' }, { name: { $startsWith: 'a' } }] });
    expect(sql.exact).toBe(false);
    expect(sql.conditions).toHaveLength(1);
    expect(productSqlFilter({ $or: [{ sku: 'A' }, { slug: 'b' }] }).exact).toBe(false);
    expect(productSqlFilter({ numericId: { $gt: 5.5 } }).exact).toBe(false);
    expect(productSqlOrder([{ fieldName: 'name' }])).toBeUndefined();
  });
});
