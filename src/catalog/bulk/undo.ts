// Putting a backup's values back: product level with bulk set (one call per distinct value, ≤100 ids each), then
// the variants that still differ with updateVariants by variant id, then a fresh read that checks every value.
// Saved values are written as they were — never by inverse arithmetic (−10% after +10% is not the original).
import type { BulkResource } from '../../client/resources/bulk.js';
import type { ProductsResource } from '../../client/resources/products.js';
import { MAX_BULK_IDS, type BulkSet } from '../../wire/api/catalog-v1/bulk.js';
import type { VariantOverride } from '../../wire/api/catalog-v1/variant.js';
import { sendInChunks, type ItemFailure } from './apply.js';
import { writeBackup, type Backup } from './backup.js';
import type { PlanRow } from './plan.js';
import { findProducts, withVariants, type TargetClient } from './targets.js';
import { differences, type UndoPlan } from './undo-plan.js';

export interface UndoClient extends TargetClient {
  products: TargetClient['products'] & Pick<ProductsResource, 'updateVariants'>;
  bulk: Pick<BulkResource, 'bulkSet'>;
}

export interface UndoReport {
  /** Products in the backup. */
  products: number;
  /** Products whose every saved value is in place after the undo. */
  restored: number;
  failures: ItemFailure[];
  /** The values the undo replaced, saved first (undoing this file re-applies the change). */
  backup: string;
  /** Stopped on request (Ctrl-C) before every write was sent: nothing was verified; the same undo finishes it. */
  interrupted: boolean;
}

export interface UndoOptions {
  /** After each write request of a stage (1-based), for progress on stderr. */
  onProgress?: (stage: 'product values' | 'variants', done: number, total: number) => void;
  /** Checked before each write: true stops sending (what is in flight finishes). */
  isStopping?: () => boolean;
}

/** Product-level rows grouped by the value to set. An absent brand or ribbon is set back to "" (cleared). */
function productGroups(rows: readonly PlanRow[], field: Backup['field']): Array<{ set: BulkSet; ids: string[] }> {
  const groups = new Map<string, { set: BulkSet; ids: string[] }>();
  for (const row of rows.filter((r) => r.variantId === undefined)) {
    const value = row.after ?? '';
    const key = JSON.stringify(value);
    const group = groups.get(key) ?? { set: { [field]: value } as BulkSet, ids: [] };
    group.ids.push(row.productId);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** One override per distinct value, naming its variants; a saved "no value" (null) makes them follow the product. */
function variantOverrides(rows: readonly PlanRow[], field: 'price' | 'cost' | 'weight'): VariantOverride[] {
  const byValue = new Map<string, VariantOverride>();
  for (const row of rows) {
    const value = row.after === undefined ? null : (row.after as number);
    const key = JSON.stringify(value);
    const override = byValue.get(key) ?? { variantIds: [], [field]: value };
    override.variantIds!.push(row.variantId!);
    byValue.set(key, override);
  }
  return [...byValue.values()];
}

async function restoreProducts(client: UndoClient, plan: UndoPlan, options: UndoOptions): Promise<ItemFailure[]> {
  const failures: ItemFailure[] = [];
  const groups = productGroups(plan.rows, plan.backup.field);
  const total = groups.reduce((n, group) => n + Math.ceil(group.ids.length / MAX_BULK_IDS), 0);
  let done = 0;
  for (const group of groups) {
    if (options.isStopping?.()) break;
    const sent = await sendInChunks(group.ids, (part) => client.bulk.bulkSet(part, group.set), {
      onChunk: () => options.onProgress?.('product values', ++done, total),
      isStopping: options.isStopping,
    });
    failures.push(...sent.failures);
  }
  return failures;
}

/** Re-reads the products with saved variant values and writes back the variants that still differ. */
async function restoreVariants(client: UndoClient, plan: UndoPlan, options: UndoOptions): Promise<ItemFailure[]> {
  const { backup } = plan;
  const field = backup.field;
  if (field !== 'price' && field !== 'cost' && field !== 'weight') return [];
  const entries = backup.products.filter((entry) => entry.variants.length > 0 && plan.toRestore.includes(entry.id));
  if (entries.length === 0) return [];
  const current = new Map((await withVariants(client, (await findProducts(client, entries.map((e) => e.id))).found)).map((p) => [p.id, p]));
  const failures: ItemFailure[] = [];
  for (const [index, entry] of entries.entries()) {
    if (options.isStopping?.()) break;
    const product = current.get(entry.id);
    if (!product) continue;
    const rows = differences(entry, product, field).rows.filter((row) => row.variantId !== undefined);
    if (rows.length === 0) continue;
    try {
      await client.products.updateVariants(entry.id, variantOverrides(rows, field));
    } catch (error) {
      failures.push({ id: entry.id, slug: entry.slug, name: entry.name, code: (error as { code?: string }).code ?? 'ERROR', description: (error as Error).message });
    }
    options.onProgress?.('variants', index + 1, entries.length);
  }
  return failures;
}

/** Reads everything again: any value still not as saved is reported. */
async function verify(client: UndoClient, backup: Backup): Promise<{ mismatches: ItemFailure[]; matching: Set<string> }> {
  const found = await withVariants(client, (await findProducts(client, backup.ids)).found);
  const current = new Map(found.map((product) => [product.id, product]));
  const mismatches: ItemFailure[] = [];
  const matching = new Set<string>();
  for (const entry of backup.products) {
    const product = current.get(entry.id);
    if (!product) continue;
    const { rows, issues } = differences(entry, product, backup.field);
    if (rows.length === 0 && issues.length === 0) matching.add(entry.id);
    for (const row of rows) {
      const where = row.variantId ? `variant ${row.variantId}` : 'product';
      mismatches.push({ id: entry.id, slug: entry.slug, name: entry.name, variantId: row.variantId, code: 'NOT_RESTORED', description: `${backup.field} of ${where} is ${row.before ?? '(none)'}, expected ${row.after ?? '(none)'}` });
    }
  }
  return { mismatches, matching };
}

/** Saves the current values first (as a backup of their own), restores, verifies. */
export async function executeUndo(
  client: UndoClient,
  plan: UndoPlan,
  currentBackup: { data: Backup; path: string; unique?: boolean },
  options: UndoOptions = {},
): Promise<UndoReport> {
  const backupPath = await writeBackup(currentBackup.path, currentBackup.data, { unique: currentBackup.unique });
  const writeFailures = [...(await restoreProducts(client, plan, options)), ...(await restoreVariants(client, plan, options))];
  if (options.isStopping?.()) {
    return { products: plan.backup.products.length, restored: 0, failures: writeFailures, backup: backupPath, interrupted: true };
  }
  const { mismatches, matching } = await verify(client, plan.backup);
  const known = [...plan.issues, ...writeFailures];
  const key = (failure: ItemFailure, variantId = failure.variantId) => `${failure.id}/${variantId ?? ''}`;
  const reported = new Set(known.map((failure) => key(failure)));
  // A failure of the whole product already explains every value of it that is still wrong.
  const failures = [...known, ...mismatches.filter((m) => !reported.has(key(m)) && !reported.has(key(m, '')))];
  const failed = new Set(failures.map((failure) => failure.id));
  return { products: plan.backup.products.length, restored: [...matching].filter((id) => !failed.has(id)).length, failures, backup: backupPath, interrupted: false };
}
