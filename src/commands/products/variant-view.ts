// How variants, media, options availability and store variants read to a person. JSON output never goes through here.
import type { MediaItem, Product, Variant } from '../../wire/api/catalog-v1/product.js';
import { StoreVariantSchema, type OptionsAvailability, type StoreVariant } from '../../wire/api/catalog-v1/variant.js';
import type { Column } from '../../io/present.js';
import type { EntityFields } from '../../io/entity-fields.js';

/** What --fields and --sort may name on a store variant (the platform declares no sort list: any field it has). */
export const STORE_VARIANT_FIELDS: EntityFields = { name: 'store variant', schema: StoreVariantSchema };

type Stock = { trackQuantity: boolean; quantity?: number | null; inStock: boolean };

export const choicesText = (choices: Record<string, string>): string =>
  Object.entries(choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');

function stockText(stock: Stock | undefined): string {
  if (!stock) return '';
  if (stock.trackQuantity) return `${stock.quantity ?? 0} in stock`;
  return stock.inStock ? 'in stock' : 'out of stock';
}

const yesNo = (value: boolean | undefined) => (value === false ? 'no' : 'yes');

export const VARIANT_COLUMNS: Column<Variant>[] = [
  { header: 'id', value: (v) => v.id },
  { header: 'choices', value: (v) => choicesText(v.choices), flex: true },
  { header: 'price', value: (v) => v.variant.priceData.formatted?.discountedPrice ?? v.variant.priceData.discountedPrice },
  { header: 'cost', value: (v) => v.variant.costAndProfitData?.formattedItemCost },
  { header: 'weight', value: (v) => v.variant.weight },
  { header: 'sku', value: (v) => v.variant.sku },
  { header: 'visible', value: (v) => yesNo(v.variant.visible) },
  { header: 'stock', value: (v) => stockText(v.stock as Stock | undefined) },
];

export const STORE_VARIANT_COLUMNS: Column<StoreVariant>[] = [
  { header: 'id', value: (v) => v.id, whole: true },
  { header: 'product', value: (v) => v.productName, flex: true },
  { header: 'variant', value: (v) => (v.managedVariant ? v.variantName : ''), flex: true },
  { header: 'sku', value: (v) => v.sku, drop: 2 },
  { header: 'stock', value: (v) => stockText(v.stock as Stock), drop: 1 },
];

export function storeVariantDetails(v: StoreVariant): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [
    ['id', v.id],
    ['product', `${v.productName} (${v.productId})`],
    ['variant', v.managedVariant ? `${v.variantName} (${v.variantId})` : 'the product itself (variants not managed)'],
    ['choices', choicesText(v.choices)],
    ['sku', v.sku],
    ['stock', stockText(v.stock as Stock)],
    ['collections', v.collectionIds.length],
    ['image', v.media?.image?.url],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '');
}

/** Media items with the choices that show each one. */
export function mediaRows(product: Product): Array<MediaItem & { choices: string[] }> {
  const shownFor = (id: string) =>
    product.productOptions.flatMap((option) =>
      option.choices.filter((c) => c.media?.items?.some((m) => m.id === id)).map((c) => `${option.name}: ${c.description}`),
    );
  return (product.media.items ?? []).map((item) => ({ ...item, choices: shownFor(item.id) }));
}

export const MEDIA_COLUMNS: Column<MediaItem & { choices: string[] }>[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'type', value: (m) => m.mediaType },
  { header: 'url', value: (m) => m.image?.url ?? '', flex: true },
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
    ['price', selected?.price.formatted?.discountedPrice ?? 'choose every option to see the variant'],
    ['sku', selected?.sku],
    ['weight', selected?.weight],
    ['stock', selected ? stockText({ trackQuantity: typeof selected.quantity === 'number', quantity: selected.quantity, inStock: selected.inStock }) : undefined],
    ...options,
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '');
}
