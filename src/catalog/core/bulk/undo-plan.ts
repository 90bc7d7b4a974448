// What `store bulk undo` has to do, on either catalog version: compare the backup's saved values with the catalog as
// it is now. Each difference is a row (current → saved); what cannot be put back (a deleted product or variant, a
// cost the API cannot remove) is known up front and reported rather than attempted. Each version reads its products
// and compares them its own way (v1/bulk/undo-plan.ts, v3/bulk/undo.ts).
import type { ItemFailure } from './apply.js';
import { undoneEntry } from './backup.js';
import type { Backup, ProductBackup } from './backup-model.js';
import type { FieldValue } from './values.js';
import type { PlanRow } from './plan.js';
import { CHANGED_SINCE, undoVerdict } from './undo-rule.js';

export interface UndoPlan<P> {
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
export const saved = (value: string | null): FieldValue => (value === null ? undefined : value);

/**
 * Rows for the saved variants whose value now (`current`, by variant id) differs from the saved one, and the saved
 * variants that are gone. `withChoices`: the rows name the variant's choices. `currentSale` (V3 prices): what the
 * buyer pays now, compared with the saved sale price too.
 */
export function variantDifferences(
  entry: ProductBackup,
  base: { productId: string; slug: string; name: string },
  current: ReadonlyMap<string, string | undefined>,
  withChoices: boolean,
  currentSale?: ReadonlyMap<string, string | undefined>,
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

/** What the change wrote to the value of `row` (its product's or its variant's), when the backup recorded it. */
function recordedAfter(entry: ProductBackup, row: PlanRow): { value: FieldValue; sale?: string } | undefined {
  if (row.variantId === undefined) return entry.after === undefined ? undefined : { value: saved(entry.after) };
  const variant = entry.variants.find((v) => v.id === row.variantId);
  return variant?.after === undefined ? undefined : { value: saved(variant.after), sale: variant.saleAfter };
}

const shown = (value: FieldValue, sale?: string) => `${value ?? '(none)'}${sale !== undefined ? ` (on sale: ${sale})` : ''}`;

/**
 * The rows (values not as saved) that changed since the bulk change (undo-rule.ts): the store holds neither the
 * saved value nor the one the change wrote. The product is then left as is, whole, unless `force`.
 */
export function changedSince(entry: ProductBackup, rows: readonly PlanRow[], field: string): ItemFailure | undefined {
  const changed = rows.filter((row) => {
    const holds = (value: { value: FieldValue; sale?: string }) => row.before === value.value && row.sale?.before === value.sale;
    return undoVerdict(holds, { value: row.after, sale: row.sale?.after }, recordedAfter(entry, row)) === 'changed-since';
  });
  if (changed.length === 0) return undefined;
  const what = changed.map((row) => {
    const after = recordedAfter(entry, row)!;
    return `${field}${row.variantId ? ` of variant ${row.variantId}` : ''} is ${shown(row.before, row.sale?.before)}, the change left ${shown(after.value, after.sale)}`;
  });
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    code: CHANGED_SINCE,
    description: `changed since the bulk change (${what.slice(0, 3).join('; ')}${what.length > 3 ? `; and ${what.length - 3} more` : ''}): left as is; --force puts back the saved values`,
  };
}

/**
 * The undo plan of a backup against the products as they are now (`current`, by id; a missing one is gone). A product
 * with a value changed since the change is left as is and listed (changedSince), unless `force`.
 */
export function undoPlanOf<P>(
  backup: Backup,
  current: ReadonlyMap<string, P>,
  differs: (entry: ProductBackup, product: P) => { rows: PlanRow[]; issues: ItemFailure[] },
  priorOf: (product: P) => ProductBackup,
  force = false,
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
    const changed = force ? undefined : changedSince(entry, diff.rows, backup.field);
    if (changed) {
      issues.push(changed);
      continue;
    }
    rows.push(...diff.rows);
    issues.push(...diff.issues);
  }
  const products = [...current.values()];
  const toRestore = [...new Set(rows.map((row) => row.productId))];
  const restoring = new Set(toRestore);
  const entries = new Map(backup.products.map((entry) => [entry.id, entry]));
  // The undo's own backup: the values it replaces, and what it writes (so undoing it follows the same rule).
  const ownBackup = products.map((product) => {
    const now = priorOf(product);
    return undoneEntry(now, entries.get(now.id), restoring.has(now.id));
  });
  return { backup, products, current: ownBackup, rows, toRestore, issues };
}
