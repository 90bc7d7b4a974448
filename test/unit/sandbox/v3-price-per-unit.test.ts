// A variant's price per unit must measure what its product's does (domain/v3/price-per-unit.ts).
import { describe, expect, it } from 'vitest';
import { checkPricePerUnit } from '../../../src/sandbox/domain/v3/price-per-unit.js';

const product = (own: string | undefined, ...units: Array<string | undefined>) => ({
  ...(own ? { physicalProperties: { pricePerUnit: { quantity: 1, measurementUnit: own } } } : { physicalProperties: {} }),
  variantsInfo: { variants: units.map((unit) => ({ physicalProperties: unit ? { pricePerUnit: { settings: { quantity: 100, measurementUnit: unit } } } : {} })) },
});
const ruleOf = (run: () => void) => {
  try {
    run();
    return undefined;
  } catch (error: any) {
    return error.detail.fieldViolations[0].ruleName;
  }
};

describe('price per unit alignment', () => {
  it('accepts units of the kind the product measures, and variants without one', () => {
    expect(ruleOf(() => checkPricePerUnit(product('KG', 'G', 'LB', undefined)))).toBeUndefined();
    expect(ruleOf(() => checkPricePerUnit(product('L', 'ML', 'FLOZ')))).toBeUndefined();
    expect(ruleOf(() => checkPricePerUnit(product(undefined, undefined)))).toBeUndefined();
  });

  it('refuses another kind, or a variant unit on a product without one', () => {
    expect(ruleOf(() => checkPricePerUnit(product('KG', 'G', 'ML')))).toBe('PRICE_PER_UNIT_NOT_ALIGNED');
    expect(ruleOf(() => checkPricePerUnit(product('SQM', 'M')))).toBe('PRICE_PER_UNIT_NOT_ALIGNED');
    expect(ruleOf(() => checkPricePerUnit(product(undefined, 'G')))).toBe('PRICE_PER_UNIT_NOT_ALIGNED');
  });
});
