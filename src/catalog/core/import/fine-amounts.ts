// Amounts finer than cents (`19.655`): Catalog V3 keeps up to STORED_DECIMALS decimals (docs/wire/catalog-v3.md §0),
// Catalog V1 keeps cents (decided: V1's `priceData.price` is a number whose precision the platform does not state; the
// tool's V1 writes and discounts work in cents, README "Catalog V1 and V3"). A file's cells are read with V3's precision before the store is asked anything
// (cells.ts); once the store's version is known, a store that keeps fewer decimals refuses each such product as an
// invalid row — found before any write, in the dry run as in the real run — and never rounds it silently.
import { add, compare, CURRENCY, round, subtract, toFixed, toText, type Amount } from '../../../wire/money.js';
import type { Money } from '../model/money.js';
import type { InvalidCell, ProductPlan } from './plan.js';

/** One amount of a plan with more decimals than a store may keep: where it is, and its value. */
export interface FineAmount {
  /** The product's first row and its number of rows (a refusal rejects the whole product). */
  product: number;
  rows: number;
  row: number;
  column: string;
  value: Money;
}

const decimalsOf = (value: Money): number => (toText(value).split('.')[1] ?? '').length;

/**
 * The plan's amounts with more than `decimals` decimals, in the file's columns: `columnOf` maps the own model's
 * (README "The CSV format") to a foreign format's (format.ts `columnOf`: `variant_price` → `Variant Price`).
 */
export function amountsFinerThan(plan: ProductPlan, decimals: number, columnOf: (ownColumn: string) => string = (own) => own): FineAmount[] {
  const found: FineAmount[] = [];
  const check = (row: number, own: string, value: Money | undefined) => {
    if (value !== undefined && decimalsOf(value) > decimals) found.push({ product: plan.row, rows: plan.rows.length, row, column: columnOf(own), value });
  };
  check(plan.row, 'price', plan.fields.price);
  check(plan.row, 'cost', plan.fields.cost);
  if (plan.fields.discount?.type === 'AMOUNT') check(plan.row, 'discount_value', plan.fields.discount.value);
  for (const variant of plan.variants) {
    check(variant.row, 'variant_price', variant.price);
    check(variant.row, 'variant_sale_price', variant.salePrice);
    check(variant.row, 'variant_cost', variant.cost);
  }
  return found;
}

/** `write 19.65 or 19.66 (nothing is rounded for you)`: the two amounts of `decimals` decimals `value` lies between. */
export function amountsAround(value: Amount, decimals: number): string {
  const step = { units: 1n, scale: decimals };
  const nearest = round(value, decimals);
  const lower = compare(nearest, value) > 0 ? subtract(nearest, step) : nearest;
  const upper = add(lower, step);
  return `write ${toFixed(lower, decimals)} or ${toFixed(upper, decimals)} (nothing is rounded for you)`;
}

/** The amounts finer than a store keeps (`decimals`), as invalid cells naming the two nearest it keeps, by product. */
export function refusedFineAmounts(found: readonly FineAmount[], decimals: number, store: string): Map<FineAmount['product'], { rows: number; cells: InvalidCell[] }> {
  const refused = new Map<number, { rows: number; cells: InvalidCell[] }>();
  for (const { product, rows, row, column, value } of found) {
    if (decimalsOf(value) <= decimals) continue;
    const entry = refused.get(product) ?? { rows, cells: [] };
    entry.cells.push({
      row,
      column,
      value: toText(value),
      reason: `${store} keeps ${CURRENCY} amounts to ${decimals} decimals: ${amountsAround(value, decimals)}`,
    });
    refused.set(product, entry);
  }
  return refused;
}
