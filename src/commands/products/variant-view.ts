// How variants, media, options availability and store variants read to a person. JSON output never goes through here.
import type { OptionsAvailability } from '../../wire/api/catalog-v1/variant.js';
import type { Column } from '../../io/present.js';
import { choicesText, priceText, stockText } from '../../catalog/core/summary-text.js';
import type { MediaRow, ProductVariantRow, VariantSummary } from '../../catalog/core/summary-types.js';

export { choicesText };

const yesNo = (value: boolean | undefined) => (value === false ? 'no' : 'yes');

export function variantColumns<V>(row: (variant: V) => ProductVariantRow): Column<V>[] {
  // On a narrow terminal whole columns go, weight first and the id last of them (the choices name the variant as
  // well, so they are not cut while another column can go); choices, price and stock stay. The table says which it
  // left out (issue #37: at 60 columns every column was cut).
  return [
    { header: 'id', value: (v) => row(v).id, whole: true, drop: 5 },
    { header: 'choices', value: (v) => choicesText(row(v).choices) },
    { header: 'price', value: (v) => priceText(row(v).price, row(v).listPrice) },
    { header: 'cost', value: (v) => row(v).cost, drop: 2 },
    { header: 'weight', value: (v) => row(v).weight, drop: 1 },
    { header: 'sku', value: (v) => row(v).sku, drop: 4 },
    { header: 'visible', value: (v) => yesNo(row(v).visible), drop: 3 },
    { header: 'stock', value: (v) => row(v).stock },
  ];
}

export function storeVariantColumns<V>(summary: (variant: V) => VariantSummary): Column<V>[] {
  return [
    { header: 'id', value: (v) => summary(v).id, whole: true },
    { header: 'product', value: (v) => summary(v).product, flex: true },
    { header: 'variant', value: (v) => summary(v).variant, flex: true },
    { header: 'sku', value: (v) => summary(v).sku, drop: 2 },
    { header: 'stock', value: (v) => summary(v).stock, drop: 1 },
  ];
}

export function variantSummaryDetails(v: VariantSummary): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [
    ['id', v.id],
    ['product', `${v.product} (${v.productId})`],
    ['variant', v.variantId ? `${v.variant} (${v.variantId})` : 'the product itself (variants not managed)'],
    ['choices', v.choices],
    ['sku', v.sku],
    ['stock', v.stock],
    ['collections', v.collections],
    ['image', v.image],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '');
}

export const MEDIA_COLUMNS: Column<MediaRow>[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'type', value: (m) => m.type },
  { header: 'url', value: (m) => m.url, flex: true },
  { header: 'choices', value: (m) => m.choices.join(', '), flex: true },
];

export function availabilityDetails(result: OptionsAvailability): Array<[string, unknown]> {
  const selected = result.selectedVariant;
  const options = result.productOptions.map((option): [string, unknown] => [
    option.name,
    option.choices
      .map((c) => `${c.description}${!c.visible ? ' (hidden)' : !c.inStock ? ' (out of stock)' : ''}`)
      .join(', '),
  ]);
  const lines: Array<[string, unknown]> = [
    ['available', yesNo(result.availableForPurchase)],
    ['price', selected ? priceText(selected.price.formatted?.discountedPrice, selected.price.formatted?.price) : 'choose every option to see the variant'],
    ['sku', selected?.sku],
    ['weight', selected?.weight],
    ['stock', selected ? stockText({ trackQuantity: typeof selected.quantity === 'number', quantity: selected.quantity, inStock: selected.inStock }) : undefined],
    ...options,
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '');
}
