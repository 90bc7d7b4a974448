// What a bulk change does to one stored product, as a new state: product level always, and each variant when the
// product manages variants. Variants that inherit the product's value keep inheriting (their value moves with the
// product's by the same arithmetic), so a later reset-to-default still falls back to the product's value.
import { BULK_NUMERIC_FIELDS, type BulkNumericField, type BulkRequest, type BulkTextField, type PropertyAdjustment } from '../../../wire/api/catalog-v1/bulk.js';
import { adjustedValue, toNumber } from '../../../wire/money.js';
import { valueProblem, type ValueProblem } from '../../../wire/api/value-limits.js';
import type { ProductState, VariantOverride } from './product-state.js';
import { variantSpecs, type VariantSpec } from './variant-generation.js';

type NumericBulkChange = Exclude<BulkRequest, { field: BulkTextField }>;

const isNumericChange = (change: BulkRequest): change is NumericBulkChange => (BULK_NUMERIC_FIELDS as readonly string[]).includes(change.field);

/**
 * One adjustment applied to one stored number, exactly (wire/money.ts adjustedValue): `amount` is added (to cents);
 * `percentage.rate` scales by (100 + rate)%, to a whole number with `roundToInt`, else to cents.
 */
export function applyAdjustment(value: number, adjust: PropertyAdjustment): number {
  const by = adjust.percentage ? { percent: adjust.percentage.rate } : { amount: adjust.amount ?? 0 };
  return toNumber(adjustedValue(value, by, adjust.percentage?.roundToInt === true));
}

/**
 * The value after a numeric change. A value that is not there (a product without a cost) has nothing to adjust and
 * stays absent; `set` gives it the value.
 */
function nextNumber(change: NumericBulkChange, before: number | undefined): number | undefined {
  if (change.kind === 'set') return change.value;
  return before === undefined ? undefined : applyAdjustment(before, change.adjust);
}

export interface BulkProblem {
  problem: ValueProblem;
  value: number;
  variantId?: string;
}

export interface BulkEdit {
  next: ProductState;
  productChanged: boolean;
  changedVariants: VariantSpec[];
}

/** The stored product-level number as the wire shows it: a missing weight renders as 0, a missing cost stays missing. */
export function productNumber(state: ProductState, field: BulkNumericField): number | undefined {
  const { input } = state;
  if (field === 'price') return input.priceData.price;
  if (field === 'cost') return input.costAndProfitData?.itemCost;
  return input.weight ?? 0;
}

function withProductNumber(state: ProductState, field: BulkNumericField, value: number | undefined): ProductState {
  if (value === undefined) return state;
  const { input } = state;
  if (field === 'price') return { ...state, input: { ...input, priceData: { ...input.priceData, price: value } } };
  if (field === 'cost') return { ...state, input: { ...input, costAndProfitData: { ...input.costAndProfitData, itemCost: value } } };
  return { ...state, input: { ...input, weight: value } };
}

export const managesVariants = (state: ProductState): boolean =>
  state.input.manageVariants === true && (state.input.productOptions?.length ?? 0) > 0;

/** The override after the change: `set` drops the variant's own value (it takes the product's), `adjust` scales it. */
function nextOverride(override: VariantOverride, change: NumericBulkChange, after: number | undefined): VariantOverride {
  const { [change.field]: _own, ...rest } = override;
  return change.kind === 'set' || after === undefined ? rest : { ...rest, [change.field]: after };
}

function numericEdit(state: ProductState, change: NumericBulkChange): BulkEdit | BulkProblem {
  const { field } = change;
  const productBefore = productNumber(state, field);
  const productAfter = nextNumber(change, productBefore);
  const productProblem = valueProblem(productAfter);
  if (productProblem) return { problem: productProblem, value: productAfter! };

  const overrides: Record<string, VariantOverride> = { ...state.variantOverrides };
  const changedVariants: VariantSpec[] = [];
  for (const spec of managesVariants(state) ? variantSpecs(state.id, state.input.productOptions) : []) {
    const override = overrides[spec.id] ?? {};
    const before = override[field] ?? productBefore;
    const after = nextNumber(change, before);
    const problem = valueProblem(after);
    if (problem) return { problem, value: after!, variantId: spec.id };
    if (after !== before) changedVariants.push(spec);
    if (override[field] === undefined) continue;
    const next = nextOverride(override, change, after);
    if (Object.keys(next).length > 0) overrides[spec.id] = next;
    else delete overrides[spec.id];
  }
  const next = { ...withProductNumber(state, field, productAfter), variantOverrides: overrides };
  return { next, productChanged: productAfter !== productBefore, changedVariants };
}

function textEdit(state: ProductState, field: BulkTextField, value: string): BulkEdit {
  const { [field]: before, ...rest } = state.input;
  const after = value === '' ? undefined : value;
  const next = { ...state, input: after === undefined ? rest : { ...rest, [field]: after } };
  return { next, productChanged: before !== after, changedVariants: [] };
}

/** The product after `change`, or the first value that cannot be stored (the item then fails, nothing is written). */
export function bulkEdit(state: ProductState, change: BulkRequest): BulkEdit | BulkProblem {
  return isNumericChange(change) ? numericEdit(state, change) : textEdit(state, change.field, change.value);
}
