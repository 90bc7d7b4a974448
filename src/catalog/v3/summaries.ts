// How V3 entities (docs/wire/catalog-v3.md) read to a person: the same summaries as V1's, so both show one table.
import type { Category } from '../../wire/api/categories/schemas.js';
import type { Product, Variant as V3Variant } from '../../wire/api/catalog-v3/product.js';
import type { ReadOnlyVariant } from '../../wire/api/catalog-v3/variant-readers.js';
import { discountOf, onSale, priceViewOf } from './pricing.js';
import { choicesText, stockText } from '../core/summary-text.js';
import type { CollectionSummary, MediaRow, ProductSummary, ProductVariantRow, VariantStock, VariantSummary } from '../core/summary-types.js';

export const money = (value: { amount?: string; formattedAmount?: string } | null | undefined) => value?.formattedAmount ?? value?.amount;

/** A variant's choices by option name (names come with VARIANT_OPTION_CHOICE_NAMES). */
export const choiceNames = (variant: V3Variant): Record<string, string> =>
  Object.fromEntries((variant.choices ?? []).flatMap((c) => (c.optionChoiceNames ? [[c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName]] : [])));

/** `rowSku`: the SKU read for a row whose list entity names none (row-skus.ts). */
export function v3ProductSummary(product: Product, rowSku?: string): ProductSummary {
  const variants = product.variantsInfo?.variants ?? [];
  const only = variants.length === 1 ? variants[0] : undefined;
  const first = variants[0];
  // Lists carry no variants: the price ranges' lowest values tell the sale as the first variant does on `get`.
  const view = first
    ? priceViewOf(first.price)
    : product.actualPriceRange?.minValue
      ? priceViewOf({ actualPrice: product.actualPriceRange.minValue, compareAtPrice: product.compareAtPriceRange?.minValue })
      : undefined;
  const discount = view ? discountOf(view) : undefined;
  const media = (product as { media?: { itemsInfo?: { items?: unknown[] } } }).media;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: money(product.actualPriceRange?.minValue) ?? money(first?.price.actualPrice),
    listPrice: discount ? (money(product.compareAtPriceRange?.minValue) ?? money(first?.price.compareAtPrice)) : undefined,
    discount: discount ? `${discount.value} off` : undefined,
    cost: money(product.costRange?.minValue) ?? money(first?.revenueDetails?.cost),
    // Lists carry no variants: the row's SKU is the lowest-priced variant's, the one whose price the row shows.
    sku: only?.sku ?? product.variantSummary?.minPriceVariant?.sku ?? rowSku,
    weight: only?.physicalProperties?.weight ?? undefined,
    visible: product.visible,
    // A V3 product carries no quantity (its variants' inventory items do: one more read per page), so the row says
    // only whether it is in stock; `products variants list`, `products get` and `inventory list` show the quantity.
    inventory: product.inventory?.availabilityStatus?.toLowerCase().replace(/_/g, ' '),
    brand: product.brand?.name,
    ribbon: product.ribbon?.name,
    options: (product.options ?? []).map((o) => `${o.name}: ${o.choicesSettings.choices.map((c) => c.name).join(', ')}`),
    variants: variants.length || product.variantSummary?.variantCount,
    collections: product.directCategoriesInfo?.categories.length,
    media: media?.itemsInfo?.items?.length,
    description: product.plainDescription,
    updated: product.updatedDate,
  };
}

export function v3CollectionSummary(category: Category): CollectionSummary {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    products: category.itemCounter,
    visible: category.visible ?? true,
    description: category.description ?? undefined,
  };
}

/** The id `store variants` shows: `<productId>-<variantId>`, as V1 store variant ids. */
export const variantKey = (v: ReadOnlyVariant) => `${v.productData.productId}-${v.variantId}`;

export function v3VariantSummary(v: ReadOnlyVariant): VariantSummary {
  const choices = Object.fromEntries(v.optionChoices.map((c) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName]));
  return {
    id: variantKey(v),
    productId: v.productData.productId,
    product: v.productData.name,
    variant: v.optionChoices.map((c) => c.optionChoiceNames.choiceName).join(' / '),
    variantId: v.variantId,
    choices: choicesText(choices),
    sku: v.sku,
    stock: v.inventoryStatus ? stockText({ inStock: v.inventoryStatus.inStock }) : '',
  };
}

/**
 * One V3 product variant as the `products variants list` table shows it. The variant carries only whether it is in
 * stock; its quantity, when counted, is on its inventory item (`stock`, read by CatalogProducts.variantStock).
 */
export function v3VariantRow(variant: V3Variant, stock?: VariantStock): ProductVariantRow {
  const status = (variant as { inventoryStatus?: { inStock?: boolean } }).inventoryStatus;
  const item = variant.id ? stock?.get(variant.id) : undefined;
  const view = priceViewOf(variant.price);
  return {
    id: variant.id ?? '',
    choices: choiceNames(variant),
    price: money(variant.price.actualPrice),
    listPrice: onSale(view) ? money(variant.price.compareAtPrice) : undefined,
    cost: money(variant.revenueDetails?.cost),
    weight: variant.physicalProperties?.weight ?? undefined,
    sku: variant.sku ?? undefined,
    visible: variant.visible !== false,
    stock: item ? stockText(item) : status ? stockText({ inStock: status.inStock }) : '',
  };
}

/** A V3 product's media items (returned with MEDIA_ITEMS_INFO). */
export function v3MediaItems(product: Product): Array<Record<string, unknown>> {
  return ((product as { media?: { itemsInfo?: { items?: Array<Record<string, unknown>> } } }).media?.itemsInfo?.items ?? []);
}

/** V3 media rows: choice media live on the option choices, so no row names a choice. */
export function v3MediaRows(product: Product): MediaRow[] {
  return v3MediaItems(product).map((item) => {
    const image = item.image as { url?: string } | string | undefined;
    return { id: String(item.id ?? ''), type: item.mediaType as string | undefined, url: String(item.url ?? (typeof image === 'string' ? image : image?.url) ?? ''), choices: [] };
  });
}
