// Rules about a whole product (not one cell), shared by every input format: what a create needs, what the match
// key needs, limits that span several cells.
import { ProductOptionInputSchema, discountProblem } from '../../../wire/api/catalog-v1/product.js';
import { matchKey, type ImportMode, type MatchField, type ProductPlan } from './plan.js';

export type PlanTopic = 'name' | 'price' | 'discount' | 'options' | 'sku' | 'id' | 'slug';

/** Where each topic lives in a given input format (a CSV column, a JSON path). */
export type TopicColumns = Record<PlanTopic, string>;

export interface PlanProblem {
  column: string;
  reason: string;
}

export function checkPlan(
  plan: ProductPlan,
  settings: { mode: ImportMode; match: MatchField },
  fail: (problem: PlanProblem) => void,
  columns: TopicColumns,
): void {
  const { fields } = plan;
  if (settings.mode !== 'update') {
    const hint = 'a new product needs it (use --mode update to change only some fields of existing products)';
    if (fields.name === undefined) fail({ column: columns.name, reason: `name is required: ${hint}` });
    if (fields.price === undefined) fail({ column: columns.price, reason: `price is required: ${hint}` });
  }
  if (matchKey(plan, settings.match) === undefined) {
    fail({ column: columns[settings.match], reason: `${settings.match} is required to match products (--match ${settings.match})` });
  }
  const discount = fields.discount && discountProblem(fields.discount);
  if (discount) fail({ column: columns.discount, reason: discount });
  for (const option of plan.options ?? []) {
    const checked = ProductOptionInputSchema.safeParse({ name: option.name, choices: option.choices.map((c) => ({ value: c, description: c })) });
    for (const issue of checked.error?.issues ?? []) fail({ column: columns.options, reason: `option "${option.name}": ${issue.message}` });
  }
}
