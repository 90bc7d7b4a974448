// Which variant `store cart add` means: `--variant ID`, or `--option K=V` choices checked through the platform's
// options availability (all options chosen, in stock, for sale) before anything is added.
import { StoreError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { StoreClient } from '../../client/index.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import { completeSelection, type VariantFlags } from '../core/variant-choice.js';

const describeChoices = (selection: Record<string, string>) => Object.values(selection).join(', ');

/** The `catalogReference.options` for the chosen variant (undefined for a product without options). */
export async function chooseVariant(client: StoreClient, product: Product, flags: VariantFlags): Promise<Record<string, unknown> | undefined> {
  if (flags.modifier?.length) throw new UsageError(`--modifier: ${product.name} is a Catalog V1 product, and V1 products have no modifiers`, { hint: 'Choose its options with --option Name=Choice.' });
  const options = product.productOptions ?? [];
  if (flags.variant && flags.option?.length) throw new UsageError('Pass either --variant or --option, not both');
  if (flags.variant) {
    if (product.variants && !product.variants.some((v) => v.id === flags.variant)) {
      throw new UsageError(`${product.name} has no variant ${flags.variant}`, { hint: `List them with: store products variants list ${product.slug}` });
    }
    return { variantId: flags.variant };
  }
  if (options.length === 0) {
    if (flags.option?.length) throw new UsageError(`${product.name} has no options to choose`);
    return undefined;
  }
  const selection = completeSelection(product, options, flags);
  const availability = await client.products.optionsAvailability(product.id, selection);
  if (!availability.availableForPurchase) {
    const reason = availability.selectedVariant && !availability.selectedVariant.inStock ? 'is out of stock' : 'is not for sale';
    throw new StoreError(`${product.name} (${describeChoices(selection)}) ${reason}`);
  }
  const same = (choices: Record<string, string>) => options.every((o) => choices[o.name] === selection[o.name]);
  const variantId =
    product.variants?.find((v) => same(v.choices))?.id ??
    (await client.products.queryVariants(product.id, { choices: selection })).variants.find((v) => same(v.choices))?.id;
  // Without a variant id (unmanaged variants) the choices themselves name the item.
  return variantId ? { variantId } : { options: selection };
}
