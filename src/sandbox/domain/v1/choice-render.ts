// Options and choices as the wire shows them: each choice's `inStock`/`visible` computed from the variants that
// contain it (narrowed by a shopper's selection in options availability), and the media shown for the choice.
import type { ProductOptionInput } from '../../../wire/api/catalog-v1/product.js';
import { invalidField } from '../../http-errors.js';
import type { ProductState } from './product-state.js';
import { renderMedia } from './media-items.js';
import type { WireVariant } from './variant-generation.js';

export type Selection = Record<string, string>;

export const productOptionsOf = (state: ProductState): readonly ProductOptionInput[] => state.input.productOptions ?? [];

/** Product media items assigned to one choice, in assignment order (ids of removed media are skipped). */
export function choiceMediaItems(state: ProductState, option: string, choice: string) {
  const ids = state.choiceMedia?.[option]?.[choice] ?? [];
  return ids.flatMap((id) => state.media.filter((item) => item.id === id));
}

/** A variant matches when it has every chosen choice (a partial selection matches several). */
export const matchesSelection = (variant: { choices: Record<string, string> }, selection: Selection): boolean =>
  Object.entries(selection).every(([option, choice]) => variant.choices[option] === choice);

/** Every key must name an option and every value one of its choices; `field` is the request path of the map. */
export function checkSelection(state: ProductState, selection: Selection, field: string): void {
  const options = productOptionsOf(state);
  for (const [name, choice] of Object.entries(selection)) {
    const option = options.find((o) => o.name === name);
    if (!option) {
      const known = options.map((o) => o.name).join(', ') || 'none';
      throw invalidField(`${field}.${name}`, `is not an option of product ${state.id} (options: ${known})`, 'VALIDATION');
    }
    if (!option.choices.some((c) => c.description === choice)) {
      const known = option.choices.map((c) => c.description).join(', ');
      throw invalidField(`${field}.${name}`, `"${choice}" is not a choice of ${name} (choices: ${known})`, 'VALIDATION');
    }
  }
}

/**
 * The wire `productOptions`. A choice is in stock / visible when some variant containing it is, among the variants
 * that keep the selection of the *other* options (so a shopper sees which sizes exist in the chosen colour).
 */
export function renderOptions(state: ProductState, variants: readonly WireVariant[], selection: Selection = {}) {
  return productOptionsOf(state).map((option) => {
    const others = Object.fromEntries(Object.entries(selection).filter(([name]) => name !== option.name));
    const reachable = variants.filter((v) => matchesSelection(v, others));
    return {
      optionType: option.optionType ?? 'drop_down',
      name: option.name,
      choices: option.choices.map((choice) => {
        // Inputs may carry read-only fields (a product JSON fed back in); the computed ones win.
        const { media: _media, inStock: _inStock, visible: _visible, ...written } = choice as Record<string, unknown>;
        const withChoice = reachable.filter((v) => v.choices[option.name] === choice.description);
        const media = choiceMediaItems(state, option.name, choice.description);
        return {
          ...(written as { value: string; description: string }),
          ...(media.length > 0 ? { media: renderMedia(media) } : {}),
          inStock: withChoice.some((v) => v.stock.inStock),
          visible: withChoice.some((v) => v.variant.visible),
        };
      }),
    };
  });
}
