// A product change whose discount would take more than a price it applies to is refused before anything is sent
// (exit 2, naming the flag — the product form shows it on that field), on both catalog versions: the rule is
// wire/money.ts discountProblem; this says which flag to fix. Was: price 10 with AMOUNT 20 sold for $0.00 silently.
import { UsageError } from '../../io/cli-errors.js';
import { discountProblem, type Amount, type Discount } from '../../wire/money.js';

/** One price the discount applies to after the change: the product's (`name` ''), or a variant's. */
export interface DiscountedPrice {
  name: string;
  list: Amount;
}

/**
 * Throws when `discount` (what the product will have) takes more than one of `prices`. Checked only when the draft
 * sets a price or a discount: the flag named is `--discount` when the draft sets one, else `--price`.
 */
export function refuseDiscountOverPrice(draft: { price?: Amount; discount?: Discount }, discount: Discount | undefined, prices: readonly DiscountedPrice[]): void {
  if (!discount || (draft.price === undefined && draft.discount === undefined)) return;
  for (const { name, list } of prices) {
    const problem = discountProblem(discount, list);
    if (!problem) continue;
    const which = name ? ` (variant ${name})` : '';
    throw draft.discount
      ? new UsageError(`--discount: ${problem}${which}`, { hint: 'Pass an AMOUNT no larger than the price, or a PERCENT discount (at most 100).' })
      : new UsageError(`--price: the product's ${discount.type} discount of ${discount.value} would take more than the new price${which}: ${problem}`, {
          hint: 'Pass a larger --price, or change the discount with --discount (NONE:0 removes it).',
        });
  }
}
