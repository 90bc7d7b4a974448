// The current value of a bulk field on a Catalog V1 product as the platform returns it, at product and at variant
// level. `undefined` means "not there" (a product without a cost or a brand), which is different from 0 or "".
import type { BulkField, BulkNumericField } from '../../../wire/api/catalog-v1/bulk.js';
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import type { FieldValue } from '../../core/bulk/values.js';

export function productValue(product: Product, field: BulkField): FieldValue {
  switch (field) {
    case 'price':
      return product.priceData.price;
    case 'cost':
      return product.costAndProfitData?.itemCost;
    case 'weight':
      return product.weight ?? 0;
    case 'brand':
      return product.brand || undefined;
    case 'ribbon':
      return product.ribbon || undefined;
  }
}

export function variantValue(variant: Variant, field: BulkNumericField): number | undefined {
  if (field === 'price') return variant.variant.priceData.price;
  if (field === 'cost') return variant.variant.costAndProfitData?.itemCost;
  return variant.variant.weight ?? 0;
}

/** Bulk changes reach the variants only when the product manages them (docs/wire/catalog-v1.md §8). */
export const managesVariants = (product: Product): boolean => product.manageVariants && (product.variants?.length ?? 0) > 0;
