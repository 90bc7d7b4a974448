// Which variant `store cart add` means on a Catalog V3 store: every V3 product has variants, and the cart's
// catalog reference always names one (`options.variantId`, docs/wire/catalog-v3.md §7). The choices are checked
// against the product's own variants (their names come with VARIANT_OPTION_CHOICE_NAMES).
import { StoreError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { ProductOption } from '../../wire/api/catalog-v1/product.js';
import type { Product as V3Product } from '../../wire/api/catalog-v3/product.js';
import { completeSelection, type VariantFlags } from '../core/variant-choice.js';

/** V3 options in the shape the `--option` matcher reads (name + choice descriptions). */
function asChoiceOptions(product: V3Product): ProductOption[] {
  return (product.options ?? []).map((o) => ({
    name: o.name ?? '',
    choices: o.choicesSettings.choices.map((c) => ({ value: c.name, description: c.name })),
  })) as unknown as ProductOption[];
}

export async function chooseV3Variant(product: V3Product, flags: VariantFlags): Promise<{ variantId: string }> {
  const variants = product.variantsInfo?.variants ?? [];
  if (flags.variant && flags.option?.length) throw new UsageError('Pass either --variant or --option, not both');
  if (flags.variant) {
    if (!variants.some((v) => v.id === flags.variant)) {
      throw new UsageError(`${product.name} has no variant ${flags.variant}`, {
        hint: `List them with: store variants list --filter '{"productData.productId":"${product.id}"}'`,
      });
    }
    return { variantId: flags.variant };
  }
  const options = asChoiceOptions(product);
  if (options.length === 0 && flags.option?.length) throw new UsageError(`${product.name} has no options to choose`);
  const selection = options.length === 0 ? {} : completeSelection(product, options, flags);
  const variant = variants.find((v) =>
    options.every((o) => (v.choices ?? []).some((c) => c.optionChoiceNames?.optionName === o.name && c.optionChoiceNames.choiceName === selection[o.name])),
  );
  const described = Object.values(selection).join(', ');
  if (!variant?.id) throw new StoreError(`${product.name}${described ? ` (${described})` : ''} is not for sale`);
  const status = (variant as { inventoryStatus?: { inStock?: boolean } }).inventoryStatus;
  if (variant.visible === false) throw new StoreError(`${product.name}${described ? ` (${described})` : ''} is not for sale`);
  if (status?.inStock === false) throw new StoreError(`${product.name}${described ? ` (${described})` : ''} is out of stock`);
  return { variantId: variant.id };
}
