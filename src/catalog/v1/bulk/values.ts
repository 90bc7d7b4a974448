// The current value of a bulk field on a Catalog V1 product, at product and at variant level, in the model's terms:
// V1's JSON numbers as decimal strings (wire/money.ts reads them as the decimal they print as). `undefined` means
// "not there" (a product without a cost or a brand), which is different from "0" or "".
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import { toText } from '../../../wire/money.js';
import type { FieldValue } from '../../core/bulk/values.js';
import type { ChangeField, NumericField } from '../../core/model/change.js';

const amountOf = (value: number | undefined): string | undefined => (value === undefined ? undefined : toText(value));

export function productValue(product: Product, field: ChangeField): FieldValue {
  switch (field) {
    case 'price':
      return toText(product.priceData.price);
    case 'cost':
      return amountOf(product.costAndProfitData?.itemCost);
    case 'weight':
      return toText(product.weight ?? 0);
    case 'brand':
      return product.brand || undefined;
    case 'ribbon':
      return product.ribbon || undefined;
  }
}

export function variantValue(variant: Variant, field: NumericField): string | undefined {
  if (field === 'price') return toText(variant.variant.priceData.price);
  if (field === 'cost') return amountOf(variant.variant.costAndProfitData?.itemCost);
  return toText(variant.variant.weight ?? 0);
}

/** Bulk changes reach the variants only when the product manages them (docs/wire/catalog-v1.md §8). */
export const managesVariants = (product: Product): boolean => product.manageVariants && (product.variants?.length ?? 0) > 0;
