// Which variant `store cart add` means, the part both catalog versions share: the flags, and the `--option K=V`
// choices completed against the product's options (v1/variant-choice.ts, v3/variant-choice.ts choose the variant).
import { UsageError } from '../../io/cli-errors.js';
import type { ChoiceOption } from './model/product.js';
import { resolveChoices } from './choice-match.js';

export interface VariantFlags {
  variant?: string;
  option?: string[];
  /** `Name=Value`: a modifier's choice, or the text of a free-text modifier (Catalog V3 products have modifiers). */
  modifier?: string[];
}

/**
 * The `--option K=V` choices matched to the product's options, single-choice options filled in; a usage error
 * naming what is still missing.
 */
export function completeSelection(product: { name: string; slug: string }, options: readonly ChoiceOption[], flags: VariantFlags): Record<string, string> {
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
