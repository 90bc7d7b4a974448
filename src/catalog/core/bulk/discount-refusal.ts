// A bulk price change never makes a product free without saying so (issue #37 item 4): a row whose new list price is
// below the AMOUNT discount it keeps (README "Catalog V1 and V3": a set or an amount keeps the amount off) would sell
// for $0.00. Such a product is refused — listed in the preview with the price and the discount, kept out of the
// writes, reported as not changed (exit 6) — on both catalog versions. The rule is wire/money.ts discountProblem;
// each engine says which discount a row keeps.
import { discountProblem, toText, type Discount } from '../../../wire/money.js';

/** Why a product is refused before anything is sent (the shape of a bulk failure, apply.ts ItemFailure). */
export interface Refusal {
  code: string;
  description: string;
  variantId?: string;
}

/** What the rule reads of a plan row (plan.ts PlanRow) and what it marks. */
interface PriceRow {
  variantId?: string;
  before: unknown;
  after: unknown;
  problem?: unknown;
  refused?: string;
}

export const DISCOUNT_OVER_PRICE = 'DISCOUNT_OVER_PRICE';

/**
 * `plan` with each changed price row the discount it keeps (`discountOf`; none: nothing to check) would take more
 * than marked `refused`, and the product's `refusal` (the first such row) set.
 */
export function refuseFreeRows<R extends PriceRow, P extends { id: string; slug: string; rows: R[]; refusal?: Refusal }>(plan: P, discountOf: (row: R) => Discount | undefined): P {
  let refusal: Refusal | undefined;
  const rows = plan.rows.map((row) => {
    if (row.before === row.after || typeof row.after !== 'string' || row.problem) return row;
    const discount = discountOf(row);
    const problem = discount && discountProblem(discount, row.after);
    if (!problem) return row;
    const refused = `its ${discount.type} discount of ${toText(discount.value)} would take more than the new price ${row.after}`;
    const where = row.variantId ? `variant ${row.variantId} of product ${plan.id}` : `product ${plan.id}`;
    refusal ??= { code: DISCOUNT_OVER_PRICE, description: `price of ${where}: ${refused} (${problem}); it would sell for 0. Change the discount first (store products update ${plan.slug} --discount …) or pick a higher price`, ...(row.variantId ? { variantId: row.variantId } : {}) };
    return { ...row, refused };
  });
  return refusal ? { ...plan, rows, refusal } : plan;
}
