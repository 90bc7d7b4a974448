// Stored product state → the wire Product (docs/wire/catalog-v1.md §6.1), with every "always present" field filled in.
// A pure function: the same state and memberships always render the same entity.
import { costAndProfit, priceData, rangeOf } from '../pricing.js';
import { renderOptions } from './choice-render.js';
import type { ProductState } from './product-state.js';
import { productStock } from './stock.js';
import { productVariants } from './variant-generation.js';
import { renderMedia } from './media-items.js';

export interface RenderContext {
  /** The sandbox's own base URL; product pages live under it. */
  baseUrl: string;
  /** Collections the product belongs to, in membership order. */
  collectionIds: string[];
}

export function renderProduct(state: ProductState, ctx: RenderContext) {
  const { input } = state;
  const options = input.productOptions ?? [];
  const prices = priceData(input.priceData.price, input.discount, input.pricePerUnitData);
  const itemCost = input.costAndProfitData?.itemCost;
  const variants = productVariants(state);
  const ranged = variants.filter((v) => v.variant.visible);
  const basis = options.length > 0 && ranged.length > 0 ? ranged : undefined;

  return {
    id: state.id,
    name: input.name,
    slug: state.slug,
    visible: input.visible ?? true,
    productType: input.productType ?? 'physical',
    description: input.description ?? '',
    sku: input.sku ?? '',
    weight: input.weight ?? 0,
    weightRange: rangeOf(basis ? basis.map((v) => v.variant.weight) : [input.weight ?? 0]),
    priceRange: rangeOf(basis ? basis.map((v) => v.variant.priceData.price) : [prices.price]),
    costRange: rangeOf(basis ? basis.map((v) => v.variant.costAndProfitData?.itemCost ?? 0) : [itemCost ?? 0]),
    stock: productStock(state, variants),
    price: prices,
    priceData: structuredClone(prices),
    convertedPriceData: structuredClone(prices),
    ...(itemCost === undefined ? {} : { costAndProfitData: costAndProfit(itemCost, prices.discountedPrice) }),
    ...(input.pricePerUnitData ? { pricePerUnitData: input.pricePerUnitData } : {}),
    additionalInfoSections: input.additionalInfoSections ?? [],
    ribbons: input.ribbon ? [{ text: input.ribbon }] : [],
    ...(input.ribbon ? { ribbon: input.ribbon } : {}),
    ...(input.brand ? { brand: input.brand } : {}),
    media: renderMedia(state.media),
    customTextFields: [],
    manageVariants: input.manageVariants ?? false,
    productOptions: renderOptions(state, variants),
    productPageUrl: { base: `${ctx.baseUrl}/`, path: `/product-page/${state.slug}` },
    numericId: state.numericId,
    inventoryItemId: state.inventoryItemId,
    discount: input.discount ?? { type: 'NONE', value: 0 },
    collectionIds: ctx.collectionIds,
    ...(options.length > 0 ? { variants } : {}),
    ...(input.productDimensions ? { productDimensions: input.productDimensions } : {}),
    ...(input.packageDimensions ? { packageDimensions: input.packageDimensions } : {}),
    ...(input.seoData === undefined ? {} : { seoData: input.seoData }),
    lastUpdated: state.lastUpdated,
    createdDate: state.createdDate,
  };
}

export type WireProduct = ReturnType<typeof renderProduct>;
