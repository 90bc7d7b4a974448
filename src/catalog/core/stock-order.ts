// The order `store inventory list` shows stock rows in when no `--sort` is given, one rule on both catalog versions:
// product name A→Z, then product id (products of the same name), then within a product its variants by their
// choices (option by option, in the product's option order; numbers by value), then variant id. Neither version's
// query documents a default order for what the listing reads (V1 Query Products, V3 Search Variants' default is the
// product last updated first, Query Variants and Query Inventory Items document none), so each version sends the
// product part as its query's own sort, under the names its query declares sortable (the SDK's ProductQuerySpec,
// ReadOnlyVariantSearchSpec, InventoryItemQuerySpec). No query sorts by choices: a product's rows, which the product
// sort keeps together, are ordered here.
import type { PagingOptions } from '../../client/paging.js';
import { DEFAULT_PAGE_SIZE } from '../../wire/api/page-sizes.js';
import type { Sort } from '../../wire/api/query.js';
import type { StockRow } from './inventory.js';

/** The part of the order a query sends, in stock-row fields (the fields `--sort` takes). */
const BY_PRODUCT = [
  { fieldName: 'product', order: 'ASC' },
  { fieldName: 'productId', order: 'ASC' },
] as const;

/** The sort a query sends for the default order: each row field under the name the query sorts it by. */
export function stockOrderSort(sortableAs: Record<(typeof BY_PRODUCT)[number]['fieldName'], string>): Sort[] {
  return BY_PRODUCT.map(({ fieldName, order }) => ({ fieldName: sortableAs[fieldName], order }));
}

// Built on first use, like the other Intl objects (wire/money.ts): creating it takes ~5 ms in a bare Node, which every
// Catalog V3 command paid as it loaded (inventory is part of its StoreCatalog), products list --json too.
let collator: Intl.Collator | undefined;
const text = { compare: (a: string, b: string) => (collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' })).compare(a, b) };

/** Ids in code-unit order: the tie-break once names and choices are equal (rows already read, not a store sort). */
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Two variants of one product: by their choices, option by option, then by id. */
function variantOrder(a: StockRow, b: StockRow): number {
  const [x, y] = [Object.values(a.choices), Object.values(b.choices)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = text.compare(x[i], y[i]);
    if (c !== 0) return c;
  }
  return x.length - y.length || byCodeUnit(a.variantId, b.variantId);
}

/** The rows of one product in the default order. */
export const inVariantOrder = (rows: readonly StockRow[]): StockRow[] => [...rows].sort(variantOrder);

/** Rows read whole (a product's, a SKU's) in the default order, as a sorted query would send them. */
export const inStockRowOrder = (rows: readonly StockRow[]): StockRow[] =>
  [...rows].sort((a, b) => text.compare(a.product, b.product) || byCodeUnit(a.productId, b.productId) || variantOrder(a, b));

/** A stream sorted by product (`stockOrderSort`), each product's rows put in the default order. */
export async function* inProductRunOrder(rows: AsyncIterable<StockRow>): AsyncGenerator<StockRow> {
  let run: StockRow[] = [];
  for await (const row of rows) {
    if (run.length > 0 && run[0].productId !== row.productId) {
      yield* inVariantOrder(run);
      run = [];
    }
    run.push(row);
  }
  yield* inVariantOrder(run);
}

/**
 * How many items a page of the store's sorted read should hold for a listing of `paging` (each item gives at least
 * one row: a V1 product, a V3 variant or inventory item): the rows shown and skipped, and one more, whose product
 * tells that the last product's run is complete (inProductRunOrder); `max` (the read's own page limit) with `--all`.
 */
export function stockReadPageSize(paging: PagingOptions | undefined, max: number): number {
  if (paging?.all) return max;
  return Math.min(max, (paging?.offset ?? 0) + (paging?.limit ?? DEFAULT_PAGE_SIZE) + 1);
}
