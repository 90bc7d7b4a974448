// Which variant `store cart add` means: `--variant ID`, or `--option K=V` choices checked through the platform's
// options availability (all options chosen, in stock, for sale) before anything is added.
import { StoreError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { StoreClient } from '../../client/index.js';
import type { Product, ProductOption } from '../../wire/api/catalog-v1/product.js';
import { resolveChoices } from '../../commands/shared/choice-flags.js';

export interface VariantFlags {
  variant?: string;
  option?: string[];
}

const describeChoices = (selection: Record<string, string>) => Object.values(selection).join(', ');

/**
 * The `--option K=V` choices matched to the product's options, single-choice options filled in; a usage error
 * naming what is still missing.
 */
export function completeSelection(product: { name: string; slug: string }, options: readonly ProductOption[], flags: VariantFlags): Record<string, string> {
  const selection = resolveChoices(options, flags.option ?? [], '--option');
  for (const option of options) {
    if (selection[option.name] === undefined && option.choices.length === 1) selection[option.name] = option.choices[0].description;
  }
  const missing = options.filter((o) => selection[o.name] === undefined);
  if (missing.length > 0) {
    const example = missing.map((o) => `--option "${o.name}=${o.choices[0]?.description}"`).join(' ');
    throw new UsageError(`${product.name} needs a choice for ${missing.map((o) => `${o.name} (${o.choices.map((c) => c.description).join(', ')})`).join('; ')}`, {
      hint: `e.g. store cart add ${product.slug} ${example}`,
    });
  }
  return selection;
}

/** The `catalogReference.options` for the chosen variant (undefined for a product without options). */
export async function chooseVariant(client: StoreClient, product: Product, flags: VariantFlags): Promise<Record<string, unknown> | undefined> {
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
