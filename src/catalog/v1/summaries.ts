// How V1 entities (docs/wire/catalog-v1.md) read to a person: their version-neutral summaries.
import type { Collection } from '../../wire/api/catalog-v1/collection.js';
import type { Product, Variant } from '../../wire/api/catalog-v1/product.js';
import type { StoreVariant } from '../../wire/api/catalog-v1/variant.js';
import { choicesText, stockText } from '../core/summary-text.js';
import type { CollectionSummary, MediaRow, ProductSummary, ProductVariantRow, VariantSummary } from '../core/summary-types.js';

function inventoryText(product: Product): string {
  const stock = product.stock;
  if (!stock) return '';
  if (stock.trackInventory && typeof stock.quantity === 'number') return stockText({ trackQuantity: true, quantity: stock.quantity });
  return stock.inventoryStatus.toLowerCase().replace(/_/g, ' ');
}

export function v1ProductSummary(product: Product): ProductSummary {
  const formatted = product.priceData?.formatted;
  const price = formatted?.discountedPrice ?? product.priceData?.discountedPrice ?? product.priceData?.price;
  // Unformatted prices were shown bare (no "was"), as before the catalog interface.
  const listPrice = formatted?.price;
  const discounted = product.discount && product.discount.type !== 'NONE' && product.discount.value > 0;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price,
    listPrice: listPrice !== undefined && listPrice !== price ? listPrice : undefined,
    discount: discounted ? `${product.discount!.type === 'PERCENT' ? `${product.discount!.value}%` : product.discount!.value} off` : undefined,
    cost: product.costAndProfitData?.formattedItemCost,
    sku: product.sku,
    weight: product.weight,
    visible: product.visible,
    inventory: inventoryText(product),
    brand: product.brand ?? undefined,
    ribbon: product.ribbon ?? undefined,
    options: (product.productOptions ?? []).map((o) => `${o.name}: ${o.choices.map((c) => c.description).join(', ')}`),
    variants: product.variants?.length,
    collections: product.collectionIds?.length,
    media: product.media?.items?.length,
    description: product.description,
    updated: product.lastUpdated,
  };
}

export function v1VariantRow(v: Variant): ProductVariantRow {
  const price = v.variant.priceData.formatted?.discountedPrice ?? v.variant.priceData.discountedPrice;
  const listPrice = v.variant.priceData.formatted?.price ?? v.variant.priceData.price;
  return {
    id: v.id,
    choices: v.choices,
    price,
    listPrice: listPrice !== undefined && listPrice !== price ? listPrice : undefined,
    cost: v.variant.costAndProfitData?.formattedItemCost,
    weight: v.variant.weight,
    sku: v.variant.sku,
    visible: v.variant.visible !== false,
    stock: stockText(v.stock),
  };
}

export function v1CollectionSummary(collection: Collection): CollectionSummary {
  return {
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    products: collection.numberOfProducts,
    visible: collection.visible,
    description: collection.description ?? undefined,
    media: collection.media?.items?.length || undefined,
  };
}

export function v1VariantSummary(v: StoreVariant): VariantSummary {
  return {
    id: v.id,
    productId: v.productId,
    product: v.productName,
    variant: v.managedVariant ? (v.variantName ?? '') : '',
    variantId: v.managedVariant ? v.variantId : undefined,
    choices: choicesText(v.choices),
    sku: v.sku ?? undefined,
    stock: stockText(v.stock),
    collections: v.collectionIds.length,
    image: v.media?.image?.url,
  };
}

/** A V1 product's media, each with the choices that show it. */
export function v1MediaRows(product: Product): MediaRow[] {
  const shownFor = (id: string) =>
    product.productOptions.flatMap((option) =>
      option.choices.filter((c) => c.media?.items?.some((m) => m.id === id)).map((c) => `${option.name}: ${c.description}`),
    );
  return (product.media.items ?? []).map((item) => ({ id: item.id, type: item.mediaType, url: item.image?.url ?? '', choices: shownFor(item.id) }));
}
