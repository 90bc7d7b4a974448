// The plan of a bulk change on a Catalog V3 store: before → after for every variant (numbers) or product (brand,
// ribbon), predicted with the arithmetic the store applies (price and cost by adjust-variants-by-filter: the shared
// thousandths arithmetic; weight has no adjust call, so its new values are computed here and set), and the prior
// values the backup keeps. The shapes are the V1 ones (PlanRow, ProductPlan, ProductBackup): one preview, one file.
import { compare, toStoredAmount, toText } from '../../../wire/money.js';
import { amount, discounted, discountOf, onSale, priceViewOf } from '../pricing.js';
import { refuseFreeRows } from '../../core/bulk/discount-refusal.js';
import { adjustAmount, type AdjustValue, type RoundingMode } from '../../../wire/api/catalog-v3/bulk.js';
import type { ProductBackup } from '../../core/bulk/backup-model.js';
import { adjustedBy, isNumericField, textAfter, valueProblem, type Adjustment, type BulkChange, type ChangeField, type NumericChange, type NumericField } from '../../core/model/change.js';
import type { PlanRow, ProductPlan } from '../../core/bulk/plan.js';
import type { FieldValue } from '../../core/bulk/values.js';
import type { V3Target, V3TargetVariant } from './targets.js';

/**
 * A variant's price as bulk sees it — the list price, as on V1 (README "Catalog V1 and V3") — and, when it is on
 * sale, what the buyer pays (`actualPrice`; the list price is then the compare-at price).
 */
export function priceOfV3(variant: V3TargetVariant): { list: string; sale?: string } {
  const view = priceViewOf(variant.body.price);
  return onSale(view) ? { list: toText(view.list), sale: toText(view.actual) } : { list: toText(view.list) };
}

export function variantValueV3(variant: V3TargetVariant, field: NumericField): string | undefined {
  const { body } = variant;
  if (field === 'price') return priceOfV3(variant).list;
  if (field === 'cost') return body.revenueDetails?.cost ? toText(body.revenueDetails.cost.amount) : undefined;
  // A variant without a weight has none (not 0): the backup keeps it so, and an undo gives it back none.
  const weight = body.physicalProperties?.weight;
  return weight === undefined || weight === null ? undefined : toText(weight);
}

export const textValueV3 = (target: V3Target, field: 'brand' | 'ribbon'): string | undefined => target[field] || undefined;

/** The adjust call's value and rounding for a delta: percentages to cents (or whole numbers with --round), amounts to cents. */
export function adjustCall(by: Adjustment): { value: AdjustValue; rounding: RoundingMode } {
  if (by.percent !== undefined) return { value: { percentage: by.percent }, rounding: by.roundToWhole ? 'NEAREST_WHOLE_NUMBER' : 'CURRENCY_PRECISION' };
  return { value: { amount: by.amount }, rounding: 'CURRENCY_PRECISION' };
}

/**
 * Percentages of price and cost are the store's own call (list and sale price together, one job per 1,000
 * products); weight, and amounts of price (a sale price stops at 0 where the store's call would fail the product),
 * are computed here and set.
 */
export const adjustedByStore = (change: BulkChange): boolean =>
  change.kind === 'adjust' && (change.field === 'cost' || (change.field === 'price' && change.by.percent !== undefined));

/**
 * What the buyer pays after a price change, for a variant on sale (undefined when it is not, or no longer is): a
 * percentage scales it with the list price, as the store's adjust call does with both; a set or an amount keeps the
 * amount off the list price, never below 0 (catalog/v3/pricing.ts v3PriceFrom, as `products update --price`).
 */
export function nextSaleV3(change: NumericChange, variant: V3TargetVariant, list: string | undefined): string | undefined {
  const view = priceViewOf(variant.body.price);
  if (!onSale(view) || list === undefined) return undefined;
  if (change.kind === 'adjust' && change.by.percent !== undefined) {
    const { value, rounding } = adjustCall(change.by);
    return toText(adjustAmount(view.actual, value, rounding));
  }
  // The amount off the list price stays (v3PriceFrom's rule for a new price, as `products update --price`).
  const price = amount(list);
  const sale = discounted(price, discountOf(view));
  return compare(sale, price) < 0 ? sale : undefined;
}

/**
 * A variant's value after the change: a cost that is absent stays absent under an adjust; a weight adjust counts a
 * missing weight from 0, as V1 does (catalog/v1/bulk/values.ts).
 */
export function nextValueV3(change: NumericChange, before: string | undefined): string | undefined {
  if (change.kind === 'set') return change.value;
  if (change.field === 'weight') return adjustedBy(before ?? 0, change.by);
  if (before === undefined) return undefined;
  const { value, rounding } = adjustCall(change.by);
  return toText(adjustAmount(toStoredAmount(before), value, rounding));
}


export function productPlanV3(target: V3Target, change: BulkChange): ProductPlan {
  const base = { productId: target.id, slug: target.slug, name: target.name };
  const rows: PlanRow[] = [];
  if (change.field === 'brand' || change.field === 'ribbon') {
    rows.push({ ...base, before: textValueV3(target, change.field), after: textAfter(change) });
  } else {
    const numeric = change as NumericChange;
    for (const variant of target.variants) {
      const before = variantValueV3(variant, numeric.field);
      const after = nextValueV3(numeric, before);
      const problem = valueProblem(after);
      const sale = numeric.field === 'price' ? { before: priceOfV3(variant).sale, after: problem ? undefined : nextSaleV3(numeric, variant, after) } : undefined;
      const onSaleRow = sale && (sale.before !== undefined || sale.after !== undefined);
      rows.push({ ...base, variantId: variant.id, choices: target.hasOptions ? variant.choices : undefined, before, after, ...(onSaleRow ? { sale } : {}), problem });
    }
  }
  const plan = {
    id: target.id,
    slug: target.slug,
    name: target.name,
    manageVariants: target.hasOptions,
    rows,
    changes: rows.some((row) => row.before !== row.after || row.sale?.before !== row.sale?.after),
    fails: rows.some((row) => row.problem !== undefined),
  };
  // A set or an amount keeps each variant's amount off its list price (nextSaleV3); a percentage scales it, so never
  // takes more than the price.
  if (change.field !== 'price' || (change.kind === 'adjust' && change.by.percent !== undefined)) return plan;
  const variants = new Map(target.variants.map((variant) => [variant.id, variant]));
  return refuseFreeRows(plan, (row) => discountOf(priceViewOf(variants.get(row.variantId!)!.body.price)));
}

const orNull = (value: FieldValue): string | null => (value === undefined ? null : value);

/** The prior values the backup keeps: every variant's number, or the product's brand or ribbon name. */
export function priorV3(target: V3Target, field: ChangeField): ProductBackup {
  const numeric = isNumericField(field);
  return {
    id: target.id,
    slug: target.slug,
    name: target.name,
    manageVariants: target.hasOptions,
    value: numeric ? null : orNull(textValueV3(target, field as 'brand' | 'ribbon')),
    variants: numeric
      ? target.variants.map((variant) => {
          const sale = field === 'price' ? priceOfV3(variant).sale : undefined;
          return { id: variant.id, choices: variant.choices, value: orNull(variantValueV3(variant, field as NumericField)), ...(sale !== undefined ? { sale } : {}) };
        })
      : [],
  };
}
