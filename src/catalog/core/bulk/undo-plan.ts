// What `store bulk undo` has to do, on either catalog version: compare the backup's saved values with the catalog as
// it is now. Each difference is a row (current → saved); what cannot be put back (a deleted product or variant, a
// cost the API cannot remove) is known up front and reported rather than attempted. Each version reads its products
// and compares them its own way (v1/bulk/undo-plan.ts, v3/bulk/undo.ts).
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import type { ItemFailure } from './apply.js';
import type { Backup, ProductBackup } from './backup.js';
import type { PlanRow } from './plan.js';

export interface UndoPlan<P = Product> {
  backup: Backup;
  /** The backed-up products that still exist, as they are now. */
  products: P[];
  /** Their current values, as a backup of their own (saved before the undo writes). */
  current: ProductBackup[];
  /** Values that differ from the backup: `before` is the current value, `after` the saved one. */
  rows: PlanRow[];
  /** Products with at least one row to restore. */
  toRestore: string[];
  /** What cannot be restored, found before anything is written. */
  issues: ItemFailure[];
}

/** A saved value as a row shows it (null: there was none). */
export const saved = (value: number | string | null) => (value === null ? undefined : value);

/**
 * Rows for the saved variants whose value now (`current`, by variant id) differs from the saved one, and the saved
 * variants that are gone. `withChoices`: the rows name the variant's choices. `currentSale` (V3 prices): what the
 * buyer pays now, compared with the saved sale price too.
 */
export function variantDifferences(
  entry: ProductBackup,
  base: { productId: string; slug: string; name: string },
  current: ReadonlyMap<string, number | undefined>,
  withChoices: boolean,
  currentSale?: ReadonlyMap<string, number | undefined>,
): { rows: PlanRow[]; issues: ItemFailure[] } {
  const rows: PlanRow[] = [];
  const issues: ItemFailure[] = [];
  for (const variant of entry.variants) {
    if (!current.has(variant.id)) {
      issues.push({ ...base, id: base.productId, variantId: variant.id, code: 'VARIANT_GONE', description: `variant ${variant.id} no longer exists` });
      continue;
    }
    const before = current.get(variant.id);
    const sale = currentSale ? { before: currentSale.get(variant.id), after: variant.sale } : undefined;
    if (before !== saved(variant.value) || sale?.before !== sale?.after) {
      const onSale = sale && (sale.before !== undefined || sale.after !== undefined);
      rows.push({ ...base, variantId: variant.id, choices: withChoices ? variant.choices : undefined, before, after: saved(variant.value), ...(onSale ? { sale } : {}) });
    }
  }
  return { rows, issues };
}

/** The undo plan of a backup against the products as they are now (`current`, by id; a missing one is gone). */
export function undoPlanOf<P>(
  backup: Backup,
  current: ReadonlyMap<string, P>,
  differs: (entry: ProductBackup, product: P) => { rows: PlanRow[]; issues: ItemFailure[] },
  priorOf: (product: P) => ProductBackup,
): UndoPlan<P> {
  const rows: PlanRow[] = [];
  const issues: ItemFailure[] = [];
  for (const entry of backup.products) {
    const product = current.get(entry.id);
    if (product === undefined) {
      issues.push({ id: entry.id, slug: entry.slug, name: entry.name, code: 'PRODUCT_GONE', description: `product ${entry.slug} no longer exists` });
      continue;
    }
    const diff = differs(entry, product);
    rows.push(...diff.rows);
    issues.push(...diff.issues);
  }
  const products = [...current.values()];
  return { backup, products, current: products.map(priorOf), rows, toRestore: [...new Set(rows.map((row) => row.productId))], issues };
}
