// What a product's type allows, as the SDK documents it (doc comments of V3Product.visibleInPos: "Always false for
// productType: DIGITAL"; V3Product.productType: "When passing `productType: PHYSICAL`, you must also pass
// `physicalProperties`"; Variant's typed properties: physicalProperties for PHYSICAL, digitalProperties for DIGITAL)
// with the validation rules it declares for Create/Update Product and their bulk forms:
// DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS, VARIANTS_TYPED_PROPERTIES_ARE_NOT_ALIGNED. The SDK names no rule for a
// PHYSICAL product created without `physicalProperties`: it is a required field (`violatedRule: REQUIRED_FIELD`,
// decided), checked on create only (create, create with inventory and their bulk forms, where it fails the item):
// an update leaves omitted top-level fields unchanged (updateProduct doc comment, "Partial-update semantics") and
// `productType` is `@immutable`, so an update keeps the stored ones.
import type { ProductCreate } from '../../../wire/api/catalog-v3/product.js';
import { invalidField } from '../../http-errors.js';
import { v3Error } from './errors.js';

export function checkProductType(input: ProductCreate, created: boolean): void {
  const digital = input.productType === 'DIGITAL';
  if (created && !digital && (input.physicalProperties === undefined || input.physicalProperties === null)) {
    throw invalidField('product.physicalProperties', 'is required when productType is PHYSICAL (an empty object will do)', 'REQUIRED_FIELD');
  }
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
