// When a product may manage its variants (docs/wire/catalog-v1.md §6.1): with at most 300 variants, and turned off only when
// no variant has values of its own (reset them first), so nothing a merchant set per variant is silently lost.
import type { ProductOptionInput, ProductPatch } from '../../../wire/api/catalog-v1/product.js';
import { applicationError, invalidField } from '../../http-errors.js';
import type { ProductState } from './product-state.js';
import { variantCount } from './variant-generation.js';

export const MAX_MANAGED_VARIANTS = 300;

export function checkManagedVariantCount(options: readonly ProductOptionInput[] | undefined, manage: boolean | undefined): void {
  const count = variantCount(options);
  if (manage === true && count > MAX_MANAGED_VARIANTS) {
    throw invalidField('product.manageVariants', `can be true with at most ${MAX_MANAGED_VARIANTS} variants (this product has ${count})`, 'VALIDATION');
  }
}

export function checkManageVariantsChange(state: ProductState, patch: ProductPatch): void {
  checkManagedVariantCount(patch.productOptions ?? state.input.productOptions, patch.manageVariants ?? state.input.manageVariants);
  if (patch.manageVariants === false && state.input.manageVariants === true && Object.keys(state.variantOverrides).length > 0) {
    throw applicationError(
      428,
      'Variants have their own values',
      'VARIANTS_HAVE_DATA',
      `Product ${state.id} has variants with their own values: reset them to the product's values before turning manageVariants off`,
      { id: state.id },
    );
  }
}
