// What a product's type allows, as the SDK documents it (doc comments of V3Product.visibleInPos: "Always false for
// productType: DIGITAL"; Variant's typed properties: physicalProperties for PHYSICAL, digitalProperties for DIGITAL)
// with the validation rules it declares for Create/Update Product and their bulk forms:
// DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS, VARIANTS_TYPED_PROPERTIES_ARE_NOT_ALIGNED.
import type { ProductCreate } from '../../../wire/api/catalog-v3/product.js';
import { v3Error } from './errors.js';

export function checkProductType(input: ProductCreate): void {
  const digital = input.productType === 'DIGITAL';
  if (digital && input.visibleInPos === true) {
    throw v3Error('DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS', 'a DIGITAL product is never visible in POS: leave visibleInPos out or false', { field: 'product.visibleInPos' });
  }
  input.variantsInfo.variants.forEach((variant, i) => {
    const foreign = digital ? variant.physicalProperties : variant.digitalProperties;
    if (foreign) {
      const own = digital ? 'digitalProperties' : 'physicalProperties';
      throw v3Error('VARIANTS_TYPED_PROPERTIES_ARE_NOT_ALIGNED', `the variants of a ${input.productType} product carry ${own} only`, { field: `product.variantsInfo.variants[${i}]` });
    }
  });
}
