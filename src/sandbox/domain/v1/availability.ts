// Options availability (docs/wire/catalog-v1.md §6.2): what a shopper's selection of choices leads to. `selectedVariant` only
// once every option has a choice; choices' inStock/visible narrowed by the selection; the media of the chosen choice.
import type { ChoiceSelection } from '../../../wire/api/catalog-v1/variant.js';
import { checkSelection, choiceMediaItems, matchesSelection, productOptionsOf, renderOptions } from './choice-render.js';
import type { ProductState } from './product-state.js';
import { renderMedia } from './media-items.js';
import { productVariants, type WireVariant } from './variant-generation.js';

/** VariantData: the variant as the availability answer shows it (`price` rather than `priceData`). */
function variantData(v: WireVariant) {
  const { priceData, convertedPriceData, weight, sku, visible, productDimensions, packageDimensions } = v.variant;
  return {
    price: priceData,
    convertedPriceData,
    weight,
    sku,
    ...(v.stock.quantity === undefined ? {} : { quantity: v.stock.quantity }),
    inStock: v.stock.inStock,
    visible,
    ...(productDimensions ? { productDimensions } : {}),
    ...(packageDimensions ? { packageDimensions } : {}),
  };
}

/** The media of the first chosen choice that has its own, else the product's. */
function selectionMedia(state: ProductState, selection: ChoiceSelection) {
  for (const [option, choice] of Object.entries(selection)) {
    const items = choiceMediaItems(state, option, choice);
    if (items.length > 0) return renderMedia(items);
  }
  return renderMedia(state.media);
}

export function optionsAvailability(state: ProductState, selection: ChoiceSelection) {
  checkSelection(state, selection, 'options');
  const variants = productVariants(state);
  const complete = productOptionsOf(state).every((option) => selection[option.name] !== undefined);
  const selected = complete ? variants.find((v) => matchesSelection(v, selection)) : undefined;
  return {
    ...(selected ? { selectedVariant: variantData(selected) } : {}),
    media: selectionMedia(state, selection),
    productOptions: renderOptions(state, variants, selection),
    availableForPurchase: selected !== undefined && selected.stock.inStock && selected.variant.visible && state.input.visible !== false,
  };
}
