// The plan of a bulk change on a Catalog V3 store: before → after for every variant (numbers) or product (brand,
// ribbon), predicted with the arithmetic the store applies (price and cost by adjust-variants-by-filter: the shared
// thousandths arithmetic; weight has no adjust call, so its new values are computed here and set), and the prior
// values the backup keeps. The shapes are the V1 ones (PlanRow, ProductPlan, ProductBackup): one preview, one file.
import { applyAdjustment, valueProblem, type BulkChange, type NumericBulkChange } from '../../../wire/api/catalog-v1/bulk-arithmetic.js';
import type { BulkField, BulkNumericField, PropertyAdjustment } from '../../../wire/api/catalog-v1/bulk.js';
import { compare, toStoredAmount } from '../../../wire/money.js';
import { adjustAmount, type AdjustValue, type RoundingMode } from '../../../wire/api/catalog-v3/bulk.js';
import type { ProductBackup } from '../../core/bulk/backup.js';
import { isNumericField } from '../../core/bulk/delta.js';
import type { PlanRow, ProductPlan } from '../../core/bulk/plan.js';
import type { FieldValue } from '../../core/bulk/values.js';
import type { V3Target, V3TargetVariant } from './targets.js';

export function variantValueV3(variant: V3TargetVariant, field: BulkNumericField): number | undefined {
  const { body } = variant;
  if (field === 'price') return Number(body.price.actualPrice.amount);
  if (field === 'cost') return body.revenueDetails?.cost ? Number(body.revenueDetails.cost.amount) : undefined;
  return body.physicalProperties?.weight ?? 0;
}

export const textValueV3 = (target: V3Target, field: 'brand' | 'ribbon'): string | undefined => target[field] || undefined;

/** The adjust call's value and rounding for a delta: percentages to cents (or whole numbers with --round), amounts to cents. */
export function adjustCall(adjust: PropertyAdjustment): { value: AdjustValue; rounding: RoundingMode } {
  if (adjust.percentage) return { value: { percentage: adjust.percentage.rate }, rounding: adjust.percentage.roundToInt ? 'NEAREST_WHOLE_NUMBER' : 'CURRENCY_PRECISION' };
  return { value: { amount: String(adjust.amount ?? 0) }, rounding: 'CURRENCY_PRECISION' };
}

/** Price and cost are adjusted by the store's own call; weight is computed here (V1 arithmetic) and set. */
export const adjustedByStore = (change: BulkChange): boolean => change.kind === 'adjust' && (change.field === 'price' || change.field === 'cost');

/** A variant's value after the change: absent values stay absent under an adjust (a variant without a cost). */
export function nextValueV3(change: NumericBulkChange, before: number | undefined): number | undefined {
  if (change.kind === 'set') return change.value;
  if (before === undefined) return undefined;
  if (change.field === 'weight') return applyAdjustment(before, change.adjust);
  const { value, rounding } = adjustCall(change.adjust);
  return Number(adjustAmount(toStoredAmount(before), value, rounding));
}

/** Why the store will refuse the variant's new value: out of range, or a price above its compare-at price (V3 keeps it). */
function problemOf(variant: V3TargetVariant, field: BulkNumericField, after: number | undefined): PlanRow['problem'] {
  const compareAt = variant.body.price.compareAtPrice?.amount;
  if (field === 'price' && after !== undefined && compareAt !== undefined && compare(after, compareAt) > 0) return 'ABOVE_COMPARE_AT_PRICE';
  return valueProblem(after);
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
      rows.push({ ...base, variantId: variant.id, choices: target.hasOptions ? variant.choices : undefined, before, after, problem: problemOf(variant, numeric.field, after) });
    }
  }
  return {
    id: target.id,
    slug: target.slug,
    name: target.name,
    manageVariants: target.hasOptions,
    rows,
    changes: rows.some((row) => row.before !== row.after),
    fails: rows.some((row) => row.problem !== undefined),
  };
}

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
    variants: numeric ? target.variants.map((variant) => ({ id: variant.id, choices: variant.choices, value: orNull(variantValueV3(variant, field as BulkNumericField)) as number | null })) : [],
  };
}
