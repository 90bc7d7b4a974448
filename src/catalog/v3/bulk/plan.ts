// The plan of a bulk change on a Catalog V3 store: before → after for every variant (numbers) or product (brand,
// ribbon), predicted with the arithmetic the store applies (price and cost by adjust-variants-by-filter: the shared
// thousandths arithmetic; weight has no adjust call, so its new values are computed here and set), and the prior
// values the backup keeps. The shapes are the V1 ones (PlanRow, ProductPlan, ProductBackup): one preview, one file.
import { applyAdjustment, valueProblem, type BulkChange, type NumericBulkChange } from '../../../wire/api/catalog-v1/bulk-arithmetic.js';
import type { BulkField, BulkNumericField, PropertyAdjustment } from '../../../wire/api/catalog-v1/bulk.js';
import { toStoredAmount } from '../../../wire/money.js';
import { discountOf, onSale, priceViewOf, v3PriceFrom } from '../pricing.js';
import { refuseFreeRows } from '../../core/bulk/discount-refusal.js';
import { adjustAmount, type AdjustValue, type RoundingMode } from '../../../wire/api/catalog-v3/bulk.js';
import type { ProductBackup } from '../../core/bulk/backup.js';
import { isNumericField } from '../../core/bulk/delta.js';
import type { PlanRow, ProductPlan } from '../../core/bulk/plan.js';
import type { FieldValue } from '../../core/bulk/values.js';
import type { V3Target, V3TargetVariant } from './targets.js';

/**
 * A variant's price as bulk sees it — the list price, as on V1 (README "Catalog V1 and V3") — and, when it is on
 * sale, what the buyer pays (`actualPrice`; the list price is then the compare-at price).
 */
export function priceOfV3(variant: V3TargetVariant): { list: number; sale?: number } {
  const view = priceViewOf(variant.body.price);
  return onSale(view) ? { list: Number(view.list), sale: Number(view.actual) } : { list: Number(view.list) };
}

export function variantValueV3(variant: V3TargetVariant, field: BulkNumericField): number | undefined {
  const { body } = variant;
  if (field === 'price') return priceOfV3(variant).list;
  if (field === 'cost') return body.revenueDetails?.cost ? Number(body.revenueDetails.cost.amount) : undefined;
  // A variant without a weight has none (not 0): the backup keeps it so, and an undo gives it back none.
  return body.physicalProperties?.weight ?? undefined;
}

export const textValueV3 = (target: V3Target, field: 'brand' | 'ribbon'): string | undefined => target[field] || undefined;

/** The adjust call's value and rounding for a delta: percentages to cents (or whole numbers with --round), amounts to cents. */
export function adjustCall(adjust: PropertyAdjustment): { value: AdjustValue; rounding: RoundingMode } {
  if (adjust.percentage) return { value: { percentage: adjust.percentage.rate }, rounding: adjust.percentage.roundToInt ? 'NEAREST_WHOLE_NUMBER' : 'CURRENCY_PRECISION' };
  return { value: { amount: String(adjust.amount ?? 0) }, rounding: 'CURRENCY_PRECISION' };
}

/**
 * Percentages of price and cost are the store's own call (list and sale price together, one job per 1,000
 * products); weight, and amounts of price (a sale price stops at 0 where the store's call would fail the product),
 * are computed here and set.
 */
export const adjustedByStore = (change: BulkChange): boolean =>
  change.kind === 'adjust' && (change.field === 'cost' || (change.field === 'price' && change.adjust.percentage !== undefined));

/**
 * What the buyer pays after a price change, for a variant on sale (undefined when it is not, or no longer is): a
 * percentage scales it with the list price, as the store's adjust call does with both; a set or an amount keeps the
 * amount off the list price, never below 0 (catalog/v3/pricing.ts v3PriceFrom, as `products update --price`).
 */
export function nextSaleV3(change: NumericBulkChange, variant: V3TargetVariant, list: number | undefined): number | undefined {
  const view = priceViewOf(variant.body.price);
  if (!onSale(view) || list === undefined) return undefined;
  if (change.kind === 'adjust' && change.adjust.percentage) {
    const { value, rounding } = adjustCall(change.adjust);
    return Number(adjustAmount(view.actual, value, rounding));
  }
  const next = v3PriceFrom(view, { price: list });
  return next.compareAtPrice ? Number(next.actualPrice.amount) : undefined;
}

/**
 * A variant's value after the change: a cost that is absent stays absent under an adjust; a weight adjust counts a
 * missing weight from 0, as V1 does (catalog/v1/bulk/values.ts).
 */
export function nextValueV3(change: NumericBulkChange, before: number | undefined): number | undefined {
  if (change.kind === 'set') return change.value;
  if (change.field === 'weight') return applyAdjustment(before ?? 0, change.adjust);
  if (before === undefined) return undefined;
  const { value, rounding } = adjustCall(change.adjust);
  return Number(adjustAmount(toStoredAmount(before), value, rounding));
}


export function productPlanV3(target: V3Target, change: BulkChange): ProductPlan {
  const base = { productId: target.id, slug: target.slug, name: target.name };
  const rows: PlanRow[] = [];
  if (change.field === 'brand' || change.field === 'ribbon') {
    rows.push({ ...base, before: textValueV3(target, change.field), after: change.value === '' ? undefined : (change.value as string) });
  } else {
    const numeric = change as NumericBulkChange;
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
  if (change.field !== 'price' || (change.kind === 'adjust' && change.adjust.percentage)) return plan;
  const variants = new Map(target.variants.map((variant) => [variant.id, variant]));
  return refuseFreeRows(plan, (row) => discountOf(priceViewOf(variants.get(row.variantId!)!.body.price)));
}

/** The head members a V3 backup of `field` carries: its version, and for a price what its values are. */
export const v3BackupHead = (field: BulkField) => ({ catalog: 'v3' as const, ...(field === 'price' ? { v3Price: 'list' as const } : {}) });

const orNull = (value: FieldValue): number | string | null => (value === undefined ? null : value);

/** The prior values the backup keeps: every variant's number, or the product's brand or ribbon name. */
export function priorV3(target: V3Target, field: BulkField): ProductBackup {
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
          return { id: variant.id, choices: variant.choices, value: orNull(variantValueV3(variant, field as BulkNumericField)) as number | null, ...(sale !== undefined ? { sale } : {}) };
        })
      : [],
  };
}
