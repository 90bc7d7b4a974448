// Putting a backup's values back, at the change's concurrency: product level in bulk calls (≤100 ids each), then
// the variants that still differ with updateVariants by variant id, and a fresh read of each product once its
// writes are through, which checks every value.
// Saved values are written as they were — never by inverse arithmetic (−10% after +10% is not the original) —
// except where adding one amount is provably exact (the same arithmetic the platform uses, checked for the product
// and every variant): then products that need the same amount share one bulk adjust call, which restores their
// variants too. Each product goes to whichever of its two groups (same amount / same saved value) is larger; on a
// tie, the set.
import { compare, subtract, toCentsText, toNumber } from '../../../wire/money.js';
import { chunk, slots } from '../../../client/batching.js';
import type { BulkResource } from '../../../client/resources/bulk.js';
import type { ProductsResource } from '../../../client/resources/products.js';
import { MAX_BULK_IDS, type BulkSet } from '../../../wire/api/catalog-v1/bulk.js';
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import type { VariantOverride } from '../../../wire/api/catalog-v1/variant.js';
import { callFailure, sendCalls, type BulkCall, type ItemFailure } from '../../core/bulk/apply.js';
import { saveBackup, type BackupFile } from '../../core/bulk/backup.js';
import type { ProductBackup } from '../../core/bulk/backup-model.js';
import type { PlanRow } from '../../core/bulk/plan.js';
import { readBack } from './read-back.js';
import type { TargetClient } from './targets.js';
import { variantDifferences } from '../../core/bulk/undo-plan.js';
import { differences, type V1UndoPlan as UndoPlan } from './undo-plan.js';
import { adjustedBy, isNumericField, type NumericField } from '../../core/model/change.js';
import { checkRestored, undoReport, type Check, type UndoOptions, type UndoReport } from '../../core/bulk/undo-report.js';
import { productValue, variantValue } from './values.js';

export interface UndoClient extends TargetClient {
  products: TargetClient['products'] & Pick<ProductsResource, 'updateVariants'>;
  bulk: Pick<BulkResource, 'bulkSet' | 'bulkAdjust'>;
}

/**
 * The one amount that, added with the platform's arithmetic, puts back the product's saved value and every saved
 * variant value exactly; undefined when there is none.
 */
function exactAmount(entry: ProductBackup, product: Product, field: NumericField): string | undefined {
  const current = productValue(product, field);
  if (current === undefined || entry.value === null) return undefined;
  const by = { amount: toCentsText(subtract(entry.value, current)) };
  if (adjustedBy(current, by) !== entry.value) return undefined;
  const variants = new Map((product.variants ?? []).map((variant) => [variant.id, variant]));
  for (const saved of entry.variants) {
    const now = variants.get(saved.id);
    const value = now && variantValue(now, field);
    if (value === undefined || saved.value === null || adjustedBy(value, by) !== saved.value) return undefined;
  }
  return by.amount;
}

interface ProductRestore {
  calls: BulkCall[];
  /** Products an amount adjustment restores wholly, variants included. */
  wholly: Set<string>;
  /** Products a bulk set restores, with the value it sets (their variants take it too: docs/wire/catalog-v1.md §8). */
  setTo: Map<string, string>;
}

/** Bulk calls that put the product-level values back: one per group of products (≤100) sharing a value or amount. */
function productCalls(client: UndoClient, plan: UndoPlan): ProductRestore {
  const { field } = plan.backup;
  const entries = new Map(plan.backup.products.map((entry) => [entry.id, entry]));
  const products = new Map(plan.products.map((product) => [product.id, product]));
  const setValue = new Map<string, string>();
  for (const row of plan.rows) if (row.variantId === undefined) setValue.set(row.productId, row.after ?? '');
  const amount = new Map<string, string>();
  for (const id of plan.toRestore) {
    const entry = entries.get(id);
    const product = products.get(id);
    const exact = entry && product && isNumericField(field) ? exactAmount(entry, product, field) : undefined;
    if (exact !== undefined && compare(exact, 0) !== 0) amount.set(id, exact);
  }
  const sizes = (values: Map<string, string>) => {
    const counts = new Map<string, number>();
    for (const value of values.values()) counts.set(JSON.stringify(value), (counts.get(JSON.stringify(value)) ?? 0) + 1);
    return (id: string) => (values.has(id) ? counts.get(JSON.stringify(values.get(id)))! : 0);
  };
  const bySet = sizes(setValue);
  const byAmount = sizes(amount);
  const setGroups = new Map<string, { value: string; ids: string[] }>();
  const amountGroups = new Map<string, string[]>();
  for (const id of plan.toRestore) {
    // A tie goes to the set: setting a value is safe to send again after a lost answer (the transport retries it),
    // adding an amount is not.
    if (amount.has(id) && byAmount(id) > bySet(id)) amountGroups.set(amount.get(id)!, [...(amountGroups.get(amount.get(id)!) ?? []), id]);
    else if (setValue.has(id)) {
      const value = setValue.get(id)!;
      const group = setGroups.get(JSON.stringify(value)) ?? { value, ids: [] };
      group.ids.push(id);
      setGroups.set(JSON.stringify(value), group);
    }
  }
  const calls: BulkCall[] = [];
  for (const { value, ids } of setGroups.values()) {
    for (const part of chunk(ids, MAX_BULK_IDS)) calls.push({ ids: part, send: () => client.bulk.bulkSet(part, { [field]: isNumericField(field) ? toNumber(value) : value } as BulkSet) });
  }
  for (const [delta, ids] of amountGroups) {
    for (const part of chunk(ids, MAX_BULK_IDS)) calls.push({ ids: part, send: () => client.bulk.bulkAdjust(part, { [field]: { amount: toNumber(delta) } }) });
  }
  const setTo = new Map([...setGroups.values()].flatMap(({ value, ids }) => ids.map((id) => [id, value] as const)));
  return { calls, wholly: new Set([...amountGroups.values()].flat()), setTo };
}

/** One override per distinct value, naming its variants; a saved "no value" (null) makes them follow the product. */
function variantOverrides(rows: readonly PlanRow[], field: 'price' | 'cost' | 'weight'): VariantOverride[] {
  const byValue = new Map<string, VariantOverride>();
  for (const row of rows) {
    const value = row.after === undefined ? null : toNumber(row.after);
    const key = JSON.stringify(value);
    const override = byValue.get(key) ?? { variantIds: [], [field]: value };
    override.variantIds!.push(row.variantId!);
    byValue.set(key, override);
  }
  return [...byValue.values()];
}

/**
 * The variant writes the undo still needs once the product calls are done, without reading again: a bulk set gives
 * every variant of its products the value it sets (docs/wire/catalog-v1.md §8), an amount restores its products wholly, and
 * products with no product call keep what they have now. The fresh read at the end checks the prediction.
 */
function variantWrites(plan: UndoPlan, restore: ProductRestore): Array<{ entry: ProductBackup; overrides: VariantOverride[] }> {
  const field = plan.backup.field;
  if (!isNumericField(field)) return [];
  const toRestore = new Set(plan.toRestore);
  const products = new Map(plan.products.map((product) => [product.id, product]));
  return plan.backup.products.flatMap((entry) => {
    const product = products.get(entry.id);
    if (!product || entry.variants.length === 0 || !toRestore.has(entry.id) || restore.wholly.has(entry.id)) return [];
    const set = restore.setTo.get(entry.id);
    const predicted = new Map((product.variants ?? []).map((variant) => [variant.id, set === undefined ? variantValue(variant, field) : set]));
    const { rows } = variantDifferences(entry, { productId: entry.id, slug: entry.slug, name: entry.name }, predicted, true);
    return rows.length === 0 ? [] : [{ entry, overrides: variantOverrides(rows, field) }];
  });
}

/** A settable yes/no: whether a product's own call went through (its variant write waits for it). */
function gate(): { promise: Promise<boolean>; open: (ok: boolean) => void } {
  let open!: (ok: boolean) => void;
  const promise = new Promise<boolean>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Which request a free slot goes to first: product calls (variant writes wait on them), then the check's reads (so
 * they spread over the run rather than pile up at its end), then variant writes.
 */
const RANK = { productCall: 0, read: 1, variantWrite: 2 } as const;

/**
 * Product calls, variant writes and the check's reads share one bound of `concurrency` requests in flight: a
 * product's variant write starts as soon as its product call is through (not after every product call), a product
 * is read back as soon as its writes are (read-back.ts), and none of them before the first call — alone, as in a
 * change — has been accepted.
 */
async function restoreAll(client: UndoClient, plan: UndoPlan, restore: ProductRestore, options: UndoOptions): Promise<{ failures: ItemFailure[]; check: Check }> {
  const concurrency = options.concurrency ?? 1;
  const slot = slots(concurrency);
  const gates = new Map(restore.calls.flatMap((call) => call.ids.map((id) => [id, gate()] as const)));
  const first = gate();
  // Reads go once the first call is through, or once the calls are over without it (a failed first call is reported
  // per product and the check still runs); none when the run fails as a whole (the first call refused).
  const checking = gate();
  if (restore.calls.length === 0) first.open(true);
  void first.promise.then((ok) => ok && checking.open(true));
  const writes = variantWrites(plan, restore);
  const writesTo = new Map<string, number>();
  for (const id of [...restore.calls.flatMap((call) => call.ids), ...writes.map(({ entry }) => entry.id)]) writesTo.set(id, (writesTo.get(id) ?? 0) + 1);
  const entries = new Map(plan.backup.products.map((entry) => [entry.id, entry]));
  const check: Check = { mismatches: [], matching: new Set() };
  const reads = readBack(client, [...entries.keys()], writesTo, {
    slot: (task) => slot(task, RANK.read),
    start: checking.promise,
    isStopping: options.isStopping,
    onRead: (products, ids) => {
      const part = { ...plan.backup, products: ids.flatMap((id) => entries.get(id) ?? []) };
      const { mismatches, matching } = checkRestored(part, new Map(products.map((product) => [product.id, product])), (entry, product) => differences(entry, product, plan.backup.field));
      check.mismatches.push(...mismatches);
      for (const id of matching) check.matching.add(id);
    },
  });
  const calls = restore.calls.map((call, index): BulkCall => ({
    ids: call.ids,
    send: async () => {
      try {
        const result = await slot(call.send, RANK.productCall);
        for (const { itemMetadata: item } of result.results) gates.get(item.id ?? call.ids[item.originalIndex])?.open(item.success);
        if (index === 0) first.open(true);
        return result;
      } catch (error) {
        for (const id of call.ids) gates.get(id)?.open(false);
        if (index === 0) first.open(false);
        throw error;
      } finally {
        for (const id of call.ids) reads.settle(id);
      }
    },
  }));
  const failures: ItemFailure[] = [];
  let done = 0;
  const variantTasks = writes.map(async ({ entry, overrides }) => {
    try {
      if (!(await first.promise) || !(await (gates.get(entry.id)?.promise ?? true)) || options.isStopping?.()) return;
      try {
        await slot(() => client.products.updateVariants(entry.id, overrides), RANK.variantWrite);
      } catch (error) {
        failures.push({ id: entry.id, slug: entry.slug, name: entry.name, ...callFailure(error) });
      }
      options.onProgress?.('variants', ++done, writes.length);
    } finally {
      reads.settle(entry.id);
    }
  });
  const products = sendCalls(calls, {
    concurrency,
    isStopping: options.isStopping,
    onChunk: (n, total) => options.onProgress?.('product values', n, total),
  }).finally(() => {
    first.open(false);
    for (const g of gates.values()) g.open(false);
  });
  products.then(() => checking.open(true), () => checking.open(false));
  const [sent] = await Promise.all([products, Promise.all(variantTasks)]);
  await reads.finish();
  return { failures: [...sent.failures, ...failures], check };
}

/** The writes executeUndo sends for this plan when nothing fails: its product calls and the variant writes after them. */
export function undoWrites(client: UndoClient, plan: UndoPlan): number {
  const restore = productCalls(client, plan);
  return restore.calls.length + variantWrites(plan, restore).length;
}

/** Saves the current values first (as a backup of their own), restores, and reads every product back to check it. */
export async function executeUndo(
  client: UndoClient,
  plan: UndoPlan,
  currentBackup: BackupFile,
  options: UndoOptions = {},
): Promise<UndoReport> {
  const backupPath = await saveBackup(currentBackup);
  const restore = productCalls(client, plan);
  const { failures, check } = await restoreAll(client, plan, restore, options);
  if (options.isStopping?.()) {
    return { products: plan.backup.products.length, restored: 0, failures, backup: backupPath, interrupted: true };
  }
  return undoReport(plan, failures, check, backupPath);
}
