// Rules about a whole product (not one cell), shared by every input format: what a create needs, what the match
// key needs, limits that span several cells. What a create needs is known to apply only once the store has been
// asked whether the product exists (--mode merge): the plan carries it, and the V1 and V3 writers
// (v1/import/sync-product.ts, v3/import/sync-batches.ts) refuse a new product that lacks it with newProductRefusal.
import { OptionLimitSchema } from '../file-limits.js';
import { discountProblem } from '../../../wire/money.js';
import { StoreError } from '../../../client/errors.js';
import { matchKey, planLabel, type ImportMode, type MatchField, type PlanProblem, type ProductPlan } from './plan.js';

export type PlanTopic = 'name' | 'price' | 'discount' | 'options' | 'sku' | 'id' | 'slug';

/** Where each topic lives in a given input format (a CSV column, a JSON path). */
export type TopicColumns = Record<PlanTopic, string>;

export function checkPlan(
  plan: ProductPlan,
  settings: { mode: ImportMode; match: MatchField },
  fail: (problem: PlanProblem) => void,
  columns: TopicColumns,
): void {
  const { fields } = plan;
  const missingForNew: PlanProblem[] = [];
  if (fields.name === undefined) missingForNew.push({ column: columns.name, reason: 'name is required: a new product needs it' });
  if (fields.price === undefined) missingForNew.push({ column: columns.price, reason: 'price is required: a new product needs it' });
  // --mode create makes every product it writes: the file must say it all. Merge decides per product once looked up.
  if (settings.mode === 'create') missingForNew.forEach(fail);
  else if (settings.mode === 'merge' && missingForNew.length > 0) plan.missingForNew = missingForNew;
  if (matchKey(plan, settings.match) === undefined) {
    fail({ column: columns[settings.match], reason: `${settings.match} is required to match products (--match ${settings.match})` });
  }
  const discount = fields.discount && discountOverPrice(plan, fields.discount);
  if (discount) fail({ column: columns.discount, reason: discount });
  for (const option of plan.options ?? []) {
    const checked = OptionLimitSchema.safeParse({ name: option.name, choices: option.choices.map((c) => ({ value: c, description: c })) });
    for (const issue of checked.error?.issues ?? []) fail({ column: columns.options, reason: `option "${option.name}": ${issue.message}` });
  }
}

/**
 * The discount rule (wire/money.ts) against each price the file gives it to take off: the product's, and each
 * variant's own (a row without a price of its own has the product's). A price the file leaves to the store is not
 * known here.
 */
function discountOverPrice(plan: ProductPlan, discount: NonNullable<ProductPlan['fields']['discount']>): string | undefined {
  const prices = [plan.fields.price, ...plan.variants.map((variant) => variant.price ?? plan.fields.price)];
  const named = (index: number) => (index === 0 ? '' : ` (the variant ${Object.values(plan.variants[index - 1].choices).join(' / ')})`);
  for (const [index, price] of prices.entries()) {
    const problem = discountProblem(discount, price);
    if (problem) return `${problem}${named(index)}`;
  }
  return undefined;
}

/** Why a merge cannot create this product (the store holds none that matches), or undefined when it can. */
export function newProductRefusal(plan: ProductPlan, match: MatchField): StoreError | undefined {
  const missing = plan.missingForNew ?? [];
  if (missing.length === 0) return undefined;
  const columns = missing.map((problem) => problem.column);
  const needs = `${columns.length === 1 ? 'column' : 'columns'} ${columns.join(', ')}`;
  return Object.assign(
    new StoreError(`no product has ${match} "${planLabel(plan)}", and a new product needs ${needs}`, { details: { missing } }),
    { code: 'NEW_PRODUCT_INCOMPLETE' },
  );
}
