// A full page of read-only variants (1,000 rows, read with one more to learn whether a next page exists) reads the
// stock and category membership of its own products by index, never the whole inventory and category tables.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { openSandboxDb, writeTransaction } from '../../../src/sandbox/db.js';
import { createClock } from '../../../src/sandbox/clock.js';
import { resetCatalog } from '../../../src/sandbox/demo.js';
import { bulkCreateProducts } from '../../../src/sandbox/domain/v3/bulk-products.js';
import { createInventoryItem } from '../../../src/sandbox/domain/v3/inventory-items.js';
import { rowLookups, variantRowsPage } from '../../../src/sandbox/domain/v3/read-only-variants.js';
import { variantWindowV3 } from '../../../src/sandbox/tables/v3/products.js';
import { PAGE_LIMITS } from '../../../src/wire/api/catalog-v3/paging.js';
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

describe('a full read-only variants page', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = openSandboxDb(':memory:');
  });
  afterEach(() => db.close());

  it('reads stock and categories of its own products only, and right', () => {
    const env = { db, clock: createClock(db), baseUrl: '' };
    resetCatalog(env, false, 'v3');
    const size = PAGE_LIMITS.readOnlyVariants + 1;
    const product = (i: number) => ({ name: `P${i}`, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '1' } } }] } });
    for (let start = 0; start < size + 10; start += 100) {
      const products = Array.from({ length: Math.min(100, size + 10 - start) }, (_, k) => product(start + k));
      writeTransaction(db, () => bulkCreateProducts(env, { products } as never, () => null));
    }
    const rows = variantRowsPage(db, true, 0, size, 'id');
    expect(rows).toHaveLength(size);
    const out = rows[7].variant.id;
    // Bulk Create Products makes no inventory items: one out-of-stock item for one variant, every other one has none (in stock).
    writeTransaction(db, () => createInventoryItem(db, { productId: rows[7].product.id, variantId: out, inStock: false }, env.clock.nowIso()));
    const prepare = vi.spyOn(db, 'prepare');
    const lookups = rowLookups(db, rows);
    const read = prepare.mock.calls.map(([sql]) => sql);
    expect(read.some((sql) => sql.includes('v3_inventory_items'))).toBe(true);
    expect(read.filter((sql) => /v3_inventory_items|v3_category_items/.test(sql) && !sql.includes('WHERE product_id'))).toEqual([]);
    expect(rows.map((row) => lookups.stock.get(row.variant.id)?.inStock ?? true)).toEqual(rows.map((row) => row.variant.id !== out));
    expect(lookups.stock.size).toBe(1);
  });

  // By product id: what bulk --all reads; by last update: Search Variants' default order (admin and visitor).
  it.each([['id', true], ['updated', true], ['updated', false]] as const)('finds its products in %s order (all: %s) with a walk over an index alone', (order, all) => {
    const prepare = vi.spyOn(db, 'prepare');
    variantWindowV3(db, all, 0, 1000, order);
    const [walk] = prepare.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('SUM('));
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${walk}`).all(0, 1) as Array<{ detail: string }>).map((row) => row.detail);
    expect(plan.some((detail) => /(SCAN|SEARCH) v3_products USING COVERING INDEX/.test(detail)), plan.join(' | ')).toBe(true);
  });
});
