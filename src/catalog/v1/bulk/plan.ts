// The plan of a bulk change on a Catalog V1 product: before → after for the product (and every variant when variants
// are managed), computed with the same arithmetic the platform emulator applies, so the preview shows what will happen.
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { refuseFreeRows } from '../../core/bulk/discount-refusal.js';
import { planOf, type BulkPlan, type PlanRow, type ProductPlan } from '../../core/bulk/plan.js';
import { isNumericChange, nextValue, textAfter, valueProblem, type BulkChange } from '../../core/model/change.js';
import { managesVariants, productValue, variantValue } from './values.js';

/** One product's plan: all a bulk run keeps of the product (the product itself can then be dropped). */
export function productPlan(product: Product, change: BulkChange): ProductPlan {
  const base = { productId: product.id, slug: product.slug, name: product.name };
  const rows: PlanRow[] = [];
  if (isNumericChange(change)) {
    const before = productValue(product, change.field);
    const after = nextValue(change, before);
    rows.push({ ...base, before, after, problem: valueProblem(after) });
    for (const variant of managesVariants(product) ? product.variants! : []) {
      const variantBefore = variantValue(variant, change.field);
      const variantAfter = nextValue(change, variantBefore);
      rows.push({ ...base, variantId: variant.id, choices: variant.choices, before: variantBefore, after: variantAfter, problem: valueProblem(variantAfter) });
    }
  } else {
    rows.push({ ...base, before: productValue(product, change.field), after: textAfter(change) });
  }
  const plan = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    manageVariants: managesVariants(product),
    rows,
    changes: rows.some((row) => row.before !== row.after),
    fails: rows.some((row) => row.problem !== undefined),
  };
  // V1 keeps a product's discount through any price change (README "Catalog V1 and V3"), on its variants' prices too.
  return change.field === 'price' ? refuseFreeRows(plan, () => product.discount) : plan;
}

export function buildPlan(products: readonly Product[], change: BulkChange): BulkPlan {
  return planOf(products.map((product) => productPlan(product, change)), change);
}
