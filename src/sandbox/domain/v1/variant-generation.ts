// Variants are the cartesian product of the option choices, in option/choice order. Their ids are derived from the
// product id and the choice map, so an update that keeps a combination keeps its id (and its overrides).
import { createHash } from 'node:crypto';
import type { ProductOptionInput } from '../../../wire/api/catalog-v1/product.js';
import { NO_OPTIONS_VARIANT_ID } from '../../../wire/api/catalog-v1/variant-facts.js';
import { costAndProfit, priceData, type CostAndProfit, type PriceData } from '../pricing.js';
import type { ProductState, VariantOverride } from './product-state.js';
import { variantStock, type WireVariantStock } from './stock.js';

/** A product without options has one variant, with this id (wire/api/catalog-v1/variant.ts). */
export const DEFAULT_VARIANT_ID = NO_OPTIONS_VARIANT_ID;
export const MAX_VARIANTS = 1000;

export interface VariantSpec {
  id: string;
  /** option name → choice description */
  choices: Record<string, string>;
}

export interface WireVariant {
  id: string;
  choices: Record<string, string>;
  variant: {
    priceData: PriceData;
    convertedPriceData: PriceData;
    costAndProfitData?: CostAndProfit;
    weight: number;
    sku: string;
    visible: boolean;
    productDimensions?: VariantOverride['productDimensions'];
    packageDimensions?: VariantOverride['packageDimensions'];
  };
  stock: WireVariantStock;
}

/** A UUID-shaped (version 5 layout) hash of the product id and the sorted choice map. */
export function variantId(productId: string, choices: Record<string, string>): string {
  const key = JSON.stringify([productId, Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  const hex = createHash('sha256').update(key).digest('hex');
  const variantNibble = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variantNibble}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function variantCount(options: readonly ProductOptionInput[] | undefined): number {
  return (options ?? []).reduce((n, option) => n * option.choices.length, 1);
}

export function variantSpecs(productId: string, options: readonly ProductOptionInput[] | undefined): VariantSpec[] {
  if (!options || options.length === 0) return [{ id: DEFAULT_VARIANT_ID, choices: {} }];
  let combos: Array<Record<string, string>> = [{}];
  for (const option of options) {
    combos = combos.flatMap((combo) => option.choices.map((choice) => ({ ...combo, [option.name]: choice.description })));
  }
  return combos.map((choices) => ({ id: variantId(productId, choices), choices }));
}

const dimensions = <K extends string>(key: K, value: VariantOverride['productDimensions']) => (value ? { [key]: value } : {});

/** A variant's values: its override where set, else the product's. */
export function renderVariant(state: ProductState, spec: VariantSpec): WireVariant {
  const { input } = state;
  const override = state.variantOverrides[spec.id] ?? {};
  const price = override.price ?? input.priceData.price;
  const cost = override.cost ?? input.costAndProfitData?.itemCost;
  const prices = priceData(price, input.discount, input.pricePerUnitData);
  return {
    id: spec.id,
    choices: spec.choices,
    variant: {
      priceData: prices,
      convertedPriceData: structuredClone(prices),
      ...(cost === undefined ? {} : { costAndProfitData: costAndProfit(cost, prices.discountedPrice) }),
      weight: override.weight ?? input.weight ?? 0,
      sku: override.sku ?? input.sku ?? '',
      visible: override.visible ?? true,
      ...dimensions('productDimensions', override.productDimensions ?? input.productDimensions),
      ...dimensions('packageDimensions', override.packageDimensions ?? input.packageDimensions),
    },
    stock: variantStock(state, spec.id),
  };
}

export function productVariants(state: ProductState): WireVariant[] {
  return variantSpecs(state.id, state.input.productOptions).map((spec) => renderVariant(state, spec));
}
