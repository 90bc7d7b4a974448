// New options on a V1 product that manages its variants: the variants it has afterwards, each given back the values
// of the variant it continues (catalog/core/option-change.ts) where they differ — a V1 update of productOptions may
// generate the variants afresh, at the product's values. An override names its variant by id and sends only what
// differs: price, cost, weight and visibility, and the SKU of a variant kept whole (docs/wire/catalog-v1.md §6.2).
import type { Variant } from '../../wire/api/catalog-v1/product.js';
import type { VariantOverride } from '../../wire/api/catalog-v1/variant.js';
import { predecessorOf } from '../core/option-change.js';

export function keptVariantValues(before: readonly Variant[], after: readonly Variant[]): VariantOverride[] {
  const previous = before.map((variant) => ({ choices: variant.choices, variant }));
  const overrides: VariantOverride[] = [];
  for (const now of after) {
    const found = predecessorOf(previous, now.choices);
    if (!found) continue;
    const was = found.variant.variant;
    const is = now.variant;
    const override: VariantOverride = { variantIds: [now.id] };
    if (was.priceData.price !== is.priceData.price) override.price = was.priceData.price;
    const cost = was.costAndProfitData?.itemCost;
    if (cost !== undefined && cost !== is.costAndProfitData?.itemCost) override.cost = cost;
    if (was.weight !== undefined && was.weight !== is.weight) override.weight = was.weight;
    if (was.visible !== is.visible) override.visible = was.visible;
    if (found.whole && was.sku && was.sku !== is.sku) override.sku = was.sku;
    if (Object.keys(override).length > 1) overrides.push(override);
  }
  return overrides;
}
