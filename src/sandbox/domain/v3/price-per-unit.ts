// Price per unit (SDK PricePerUnit.settings: "`measurementUnit` value must correspond to the measurement unit set on
// the product"): a variant's unit must measure what its product's unit measures — weight, volume, length or area
// (G and KG correspond, G and ML do not) — and a variant sets one only when its product does. Anything else is the
// rule every product write declares, PRICE_PER_UNIT_NOT_ALIGNED (an update by filter fails the product in its job).
import { v3Error } from './errors.js';

const KINDS: Readonly<Record<string, readonly string[]>> = {
  weight: ['MG', 'G', 'KG', 'OZ', 'LB'],
  volume: ['ML', 'CL', 'L', 'CBM', 'FLOZ', 'PT', 'QT', 'GAL'],
  length: ['MM', 'CM', 'M', 'IN', 'FT', 'YD'],
  area: ['SQM', 'SQFT'],
};

const kindOf = (unit: unknown): string | undefined => Object.keys(KINDS).find((kind) => KINDS[kind].includes(String(unit)));

/** `physicalProperties.pricePerUnit…measurementUnit` of a product (`pricePerUnit`) or a variant (`pricePerUnit.settings`). */
function unitOf(physical: unknown, variant: boolean): unknown {
  const perUnit = (physical as { pricePerUnit?: Record<string, unknown> } | null | undefined)?.pricePerUnit;
  const settings = variant ? (perUnit?.settings as Record<string, unknown> | undefined) : perUnit;
  return settings?.measurementUnit ?? undefined;
}

interface PricedProduct {
  physicalProperties?: unknown;
  variantsInfo: { variants: ReadonlyArray<{ physicalProperties?: unknown }> };
}

export function checkPricePerUnit(product: PricedProduct): void {
  const own = unitOf(product.physicalProperties, false);
  product.variantsInfo.variants.forEach((variant, i) => {
    const unit = unitOf(variant.physicalProperties, true);
    if (unit === undefined || unit === 'UNSPECIFIED') return;
    if (own !== undefined && own !== 'UNSPECIFIED' && kindOf(unit) === kindOf(own)) return;
    const field = `product.variantsInfo.variants[${i}].physicalProperties.pricePerUnit.settings.measurementUnit`;
    const why = own === undefined || own === 'UNSPECIFIED' ? 'the product sets no price per unit' : `the product's is ${String(own)}`;
    throw v3Error('PRICE_PER_UNIT_NOT_ALIGNED', `${field} is ${String(unit)}, but ${why}: a variant's unit must measure what the product's does`, { field });
  });
}
