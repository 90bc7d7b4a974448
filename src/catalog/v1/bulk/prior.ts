// A Catalog V1 product's prior values of a bulk field, as the backup keeps them (core/bulk/backup.ts).
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { backupFrom } from '../../core/bulk/backup.js';
import type { Backup, ProductBackup } from '../../core/bulk/backup-model.js';
import { isNumericField, type ChangeField } from '../../core/model/change.js';
import { managesVariants, productValue, variantValue } from './values.js';

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** The prior values of `field` on `products`, product level and every variant (managed or not). */
export function backupOf(
  products: readonly Product[],
  field: ChangeField,
  meta: { command: string; createdAt: string; store: Backup['store'] },
): Backup {
  return backupFrom(products.map((product) => productBackup(product, field)), field, meta, 'v1');
}

/** One product's prior values: all the backup keeps of it (the product itself can then be dropped). */
export function productBackup(product: Product, field: ChangeField): ProductBackup {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    manageVariants: managesVariants(product),
    value: orNull(productValue(product, field)),
    variants: isNumericField(field)
      ? (product.variants ?? []).map((variant) => ({ id: variant.id, choices: variant.choices, value: orNull(variantValue(variant, field)) }))
      : [],
  };
}
