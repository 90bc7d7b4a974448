// `store bulk undo` on a Catalog V1 store: the backed-up products as they are now, compared with the backup
// (the version-neutral plan: core/bulk/undo-plan.ts).
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import type { ItemFailure } from '../../core/bulk/apply.js';
import type { Backup, ProductBackup } from '../../core/bulk/backup-model.js';
import { productBackup } from './prior.js';
import type { PlanRow } from '../../core/bulk/plan.js';
import { saved, undoPlanOf, variantDifferences, type UndoPlan } from '../../core/bulk/undo-plan.js';
import { isNumericField, type ChangeField } from '../../core/model/change.js';
import { productValue, variantValue } from './values.js';
import { findProducts, withVariants, type TargetClient } from './targets.js';

/** An undo plan of Catalog V1 products. */
export type V1UndoPlan = UndoPlan<Product>;

/** Rows where `product` differs from its backup entry, and the differences that cannot be restored. */
export function differences(entry: ProductBackup, product: Product, field: ChangeField): { rows: PlanRow[]; issues: ItemFailure[] } {
  const base = { productId: product.id, slug: product.slug, name: product.name };
  const rows: PlanRow[] = [];
  const issues: ItemFailure[] = [];
  const current = productValue(product, field);
  if (current !== saved(entry.value)) {
    if (entry.value === null && field === 'cost') {
      issues.push({ ...base, id: product.id, code: 'CANNOT_REMOVE_COST', description: `had no cost before (now ${current}); the API has no call that removes a product's cost` });
    } else rows.push({ ...base, before: current, after: saved(entry.value) });
  }
  if (!isNumericField(field)) return { rows, issues };
  const variants = variantDifferences(entry, base, new Map((product.variants ?? []).map((variant) => [variant.id, variantValue(variant, field)])), true);
  return { rows: [...rows, ...variants.rows], issues: [...issues, ...variants.issues] };
}

/** Reads the backed-up products as they are now and lists what differs. */
export async function planUndo(client: TargetClient, backup: Backup, concurrency = 1, force = false): Promise<V1UndoPlan> {
  const found = await withVariants(client, (await findProducts(client, backup.ids, concurrency)).found, concurrency);
  return undoPlanOf(
    backup,
    new Map(found.map((product) => [product.id, product])),
    (entry, product) => differences(entry, product, backup.field),
    (product) => productBackup(product, backup.field),
    force,
  );
}
