// Which variant `store cart add` means on a Catalog V3 store: every V3 product has variants, and the cart's
// catalog reference always names one (`options.variantId`, docs/wire/catalog-v3.md §7). The choices are checked
// against the product's own variants (their names come with VARIANT_OPTION_CHOICE_NAMES).
import { StoreError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { Product as V3Product } from '../../wire/api/catalog-v3/product.js';
import { completeSelection, type VariantFlags } from '../core/variant-choice.js';
import type { ChoiceOption } from '../core/model/product.js';

/** V3 options (not its modifiers) as the model's ChoiceOption, for the `--option` matcher. */
function asChoiceOptions(product: V3Product): ChoiceOption[] {
  return (product.options ?? []).map((o) => ({
    name: o.name ?? '',
    choices: o.choicesSettings.choices.map((c) => ({ value: c.name ?? '', description: c.name ?? '' })),
  }));
}

/** What a V3 cart line names: the variant, and the modifiers by key (domain of the cart: e-commerce integration). */
export type V3LineOptions = {
  variantId: string;
  options?: Record<string, string>;
  customTextFields?: Record<string, string>;
};

const sameName = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/**
 * `--modifier Name=Value` → the keys a cart line names modifiers by: a choice modifier as `options {<modifier key>:
 * <choice key>}`, a free-text one as `customTextFields {<its key>: <text>}` (docs/wire/catalog-v3.md §5.1). A
 * modifier and a choice are found by name or key, in any case.
 */
export function modifierOptions(product: V3Product, flags: readonly string[]): Omit<V3LineOptions, 'variantId'> {
  const modifiers = product.modifiers ?? [];
  const options: Record<string, string> = {};
  const customTextFields: Record<string, string> = {};
  for (const flag of flags) {
    const at = flag.indexOf('=');
    if (at <= 0) throw new UsageError(`--modifier ${flag}: write Name=Value, e.g. --modifier "Gift wrap=Gold foil"`);
    const [name, value] = [flag.slice(0, at).trim(), flag.slice(at + 1)];
    const modifier = modifiers.find((m) => sameName(m.name, name) || sameName(m.key, name));
    if (!modifier?.key) {
      const known = modifiers.map((m) => m.name).filter(Boolean).join(', ');
      throw new UsageError(`--modifier ${name}: ${product.name} has no such modifier`, { hint: known ? `Its modifiers: ${known}.` : `${product.name} has no modifiers.` });
    }
    if (modifier.modifierRenderType === 'FREE_TEXT') {
      customTextFields[modifier.freeTextSettings?.key ?? modifier.key] = value;
      continue;
    }
    const choices = modifier.choicesSettings?.choices ?? [];
    const choice = choices.find((c) => sameName(c.name, value) || sameName(c.key, value));
    if (!choice?.key) throw new UsageError(`--modifier ${name}=${value}: "${modifier.name}" has no such choice`, { hint: `Its choices: ${choices.map((c) => c.name).join(', ')}.` });
    options[modifier.key] = choice.key;
  }
  return { ...(Object.keys(options).length > 0 ? { options } : {}), ...(Object.keys(customTextFields).length > 0 ? { customTextFields } : {}) };
}

export async function chooseV3Variant(product: V3Product, flags: VariantFlags): Promise<V3LineOptions> {
  return { variantId: await chooseVariantId(product, flags), ...modifierOptions(product, flags.modifier ?? []) };
}

async function chooseVariantId(product: V3Product, flags: VariantFlags): Promise<string> {
  const variants = product.variantsInfo?.variants ?? [];
  if (flags.variant && flags.option?.length) throw new UsageError('Pass either --variant or --option, not both');
  if (flags.variant) {
    if (!variants.some((v) => v.id === flags.variant)) {
      throw new UsageError(`${product.name} has no variant ${flags.variant}`, {
        hint: `List them with: store variants list --filter '{"productData.productId":"${product.id}"}'`,
      });
    }
    return flags.variant;
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
  return variant.id;
}
