// An update's field mask (domain/v3/field-mask.ts): only the fields it names are applied; it names settable fields
// only, and only fields the request carries.
import { describe, expect, it } from 'vitest';
import { maskedPatch, PRODUCT_MASK } from '../../../src/sandbox/domain/v3/field-mask.js';

const patch = { id: 'p1', revision: '3', name: 'Mug', visible: false, physicalProperties: { weight: 2 } };
const refusal = (run: () => unknown) => {
  try {
    run();
    return undefined;
  } catch (error: any) {
    return { code: error.detail.code, data: error.detail.data };
  }
};

describe('field mask', () => {
  it('applies only the named fields (and keeps id and revision); no mask applies all', () => {
    expect(maskedPatch(patch, 'name', PRODUCT_MASK, 'product')).toEqual({ id: 'p1', revision: '3', name: 'Mug' });
    expect(maskedPatch(patch, { paths: ['physicalProperties.weight', 'visible'] }, PRODUCT_MASK, 'product')).toEqual({ id: 'p1', revision: '3', visible: false, physicalProperties: { weight: 2 } });
    expect(maskedPatch(patch, undefined, PRODUCT_MASK, 'product')).toBe(patch);
  });

  it('refuses paths it cannot set, then fields not passed, naming them in data.fieldMasks', () => {
    expect(refusal(() => maskedPatch(patch, 'name,createdDate,variantsInfo.variants.price', PRODUCT_MASK, 'product'))).toEqual({
      code: 'FIELD_MASK_VALUE_NOT_SUPPORTED', data: { fieldMasks: ['createdDate', 'variantsInfo.variants.price'] },
    });
    expect(refusal(() => maskedPatch(patch, 'name,slug,seoData.tags', PRODUCT_MASK, 'product'))).toEqual({ code: 'FIELD_MASK_WITH_FIELD_NOT_PASSED_ERROR', data: { fieldMasks: ['slug', 'seoData.tags'] } });
  });
});
