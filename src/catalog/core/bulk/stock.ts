// `store bulk set stock` / `bulk adjust stock` and their undo, on either catalog version through
// StoreCatalog.inventory(): which variants change and to what, the backup (each variant's level before and right
// after the change), and the undo plan. An undo restores a variant exactly when nothing moved it since; when sales
// (or anything else) moved a counted quantity since, it moves it back by the change's own amount, so those sales are
// kept and named — a level is never written over a change it did not make.
import type { StoreCatalog } from '../store-catalog.js';
import { adjustFrom, holdsLevel, levelOf, levelText, type CatalogInventory, type StockChange, type StockLevel, type StockRow } from '../inventory.js';
import type { TargetSpec } from './target-spec.js';
import { MAX_STOCK_QUANTITY } from '../../../wire/api/value-limits.js';
import { writeBackupText } from './backup.js';
import { stockBackupText } from './backup-file.js';
import type { StockBackup, StockEntry } from './backup-model.js';
import { readSavedBackup } from './backup-read.js';
import { undoVerdict } from './undo-rule.js';


export type StockBulkChange = { kind: 'set'; level: StockLevel } | { kind: 'adjust'; by: number };

/** Why an adjust leaves a variant whose stock is not counted alone (there is no quantity to move). */
export const NOT_TRACKED_NOTE = 'not tracked, left alone';

/**
 * What the change makes of one variant: its new level, why it cannot take it (a failure), or why it is left alone
 * (`skip`: an adjust of a variant whose stock is not counted — not a failure; `store inventory track` counts it).
 * What an adjust moves from is inventory.ts adjustFrom, as for `store inventory adjust`.
 */
export function plannedLevel(row: StockRow, change: StockBulkChange): { after?: StockLevel; problem?: string; skip?: string } {
  if (change.kind === 'set') return { after: change.level };
  const from = adjustFrom(row);
  if (from === undefined) return { skip: NOT_TRACKED_NOTE };
  const quantity = from + change.by;
  if (quantity < 0) return { problem: `only ${from} in stock` };
  if (quantity > MAX_STOCK_QUANTITY) return { problem: `would hold more than ${MAX_STOCK_QUANTITY}` };
  return { after: { quantity } };
}

/** `product/variant`: one variant, as a stock retry file names it (`--ids-from`); a product id or slug has no slash. */
export const variantKey = (productId: string, variantId: string): string => `${productId}/${variantId}`;

/**
 * The target products' variants, product by product (`--ids`, `--collection`, `--filter`, `--all`). An id key
 * `product/variant` (a stock retry file's line) targets that variant alone; a product named whole takes them all.
 */
export async function* stockTargets(catalog: StoreCatalog, spec: TargetSpec): AsyncGenerator<StockRow[]> {
  const inventory = catalog.inventory();
  if (spec.kind === 'ids') {
    // Product key → the variant ids asked for (undefined: every variant), in the order first named.
    const wanted = new Map<string, Set<string> | undefined>();
    for (const key of spec.keys) {
      const [product, variant] = key.split('/', 2);
      if (variant === undefined || (wanted.has(product) && wanted.get(product) === undefined)) wanted.set(product, undefined);
      else wanted.set(product, new Set([...(wanted.get(product) ?? []), variant]));
    }
    for (const [key, variants] of wanted) {
      const rows = await inventory.ofProduct((await catalog.products.resolve(key)).id);
      yield variants ? rows.filter((row) => variants.has(row.variantId)) : rows;
    }
    return;
  }
  const request = spec.kind === 'filter' ? { filter: spec.filter } : spec.kind === 'collection' ? { inCollection: (await catalog.collections.resolve(spec.key)).id } : {};
  for await (const product of catalog.products.list(request, { all: true })) yield await inventory.ofProduct(product.id);
}

export const stockEntry = (row: StockRow, after: StockLevel): StockEntry => ({
  productId: row.productId,
  product: row.product,
  variantId: row.variantId,
  choices: row.choices,
  ...(row.sku ? { sku: row.sku } : {}),
  before: levelOf(row),
  after,
});

/** Writes a stock backup (the file of every bulk change: backup-file.ts). */
export const saveStockBackup = (backup: StockBackup, where: { path: string; unique: boolean }): Promise<string> => writeBackupText(where.path, stockBackupText(backup), { unique: where.unique });

/** `productId/variantId`: a variant's key in a stock backup. */
export const stockKey = (variant: { productId: string; variantId: string }): string => variantKey(variant.productId, variant.variantId);

/**
 * What earlier attempts of an undo wrote (their own backups, oldest first: undo-record.ts; of either format version),
 * by variant, the latest attempt's entry for each; a backup that can no longer be read is passed over.
 */
export async function earlierUndoWrites(paths: readonly string[]): Promise<Map<string, StockEntry>> {
  const entries = new Map<string, StockEntry>();
  for (const path of paths) {
    const saved = await readSavedBackup(path).catch(() => undefined);
    for (const entry of saved?.field === 'stock' ? saved.stock.variants : []) entries.set(stockKey(entry), entry);
  }
  return entries;
}

/** One variant's undo: a relative move (counted both sides), an absolute level, or nothing with a reason. */
export interface StockUndoStep {
  entry: StockEntry;
  now?: StockRow;
  action?: { kind: 'adjust'; by: number } | { kind: 'set'; level: StockLevel };
  /** Set when the variant moved since the change: what moved it, kept by the undo (`action` is relative). */
  movedSince?: number;
  /** Why nothing is done (left as is). */
  issue?: string;
}

/**
 * One variant's undo by the rule of every bulk undo (undo-rule.ts): as saved, nothing; as the change left it, back;
 * changed since, left as is (`force`: set back) — except a counted quantity that moved since, which is moved back by
 * the change's own amount, so those moves (sales) are kept.
 */
export function planStockUndo(entry: StockEntry, now: StockRow | undefined, force = false, earlier?: StockEntry): StockUndoStep {
  if (!now) return { entry, issue: 'the variant no longer exists' };
  // An earlier attempt of this undo that did not finish found the variant at `earlier.before` and wrote
  // `earlier.after` (undo-record.ts): written, it is done; moved otherwise since, it is not moved a second time.
  if (earlier && holdsLevel(now, earlier.after)) return { entry, now };
  if (earlier && !holdsLevel(now, earlier.before)) {
    if (force) return { entry, now, action: { kind: 'set', level: entry.before } };
    return { entry, now, issue: `changed since an earlier undo of this backup that did not finish (now ${levelText(levelOf(now))}; it found ${levelText(earlier.before)} and set out to write ${levelText(earlier.after)}): left as is; --force puts back ${levelText(entry.before)}` };
  }
  const verdict = undoVerdict((level: StockLevel) => holdsLevel(now, level), entry.before, entry.after);
  if (verdict === 'as-saved') return { entry, now };
  const counted = 'quantity' in entry.before && 'quantity' in entry.after && now.tracked;
  const delta = counted ? (entry.before as { quantity: number }).quantity - (entry.after as { quantity: number }).quantity : 0;
  if (verdict === 'restore') return { entry, now, action: counted ? { kind: 'adjust', by: delta } : { kind: 'set', level: entry.before } };
  if (counted) return { entry, now, action: { kind: 'adjust', by: delta }, movedSince: (now.quantity ?? 0) - (entry.after as { quantity: number }).quantity };
  if (force) return { entry, now, action: { kind: 'set', level: entry.before } };
  return { entry, now, issue: `changed since the bulk change (now ${levelText(levelOf(now))}, the change left ${levelText(entry.after)}): left as is; --force puts back ${levelText(entry.before)}` };
}

/** Items grouped by product, in the order products first appear: a bulk stock change writes each product's variants together. */
export function byProduct<T extends { entry: { productId: string } }>(items: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.entry.productId, [...(groups.get(item.entry.productId) ?? []), item]);
  return [...groups.values()];
}

/** A variant the change moves: its row as read and its backup entry (whose `after` is the level it gets). */
export interface StockTodo {
  row: StockRow;
  entry: StockEntry;
}

/** The requests a bulk stock change's writes send when nothing fails: per product, one set or one adjust of its variants. */
export function stockChangeRequests(inventory: CatalogInventory, changes: readonly StockTodo[], change: StockBulkChange): number {
  return byProduct(changes).reduce(
    (calls, group) => calls + (change.kind === 'adjust' ? inventory.adjustCalls(group.map((c) => c.row)) : inventory.changeCalls(group.map(({ row, entry }) => ({ row, level: entry.after })))),
    0,
  );
}

export type StockUndoWrite = StockUndoStep & { action: NonNullable<StockUndoStep['action']>; now: StockRow };

/** One product's undo writes: its absolute levels in one set, its relative moves one adjust per amount. */
export function undoWrites(steps: readonly StockUndoWrite[]): { sets: StockChange[]; moves: Map<number, StockRow[]> } {
  const sets: StockChange[] = steps.flatMap((s) => (s.action.kind === 'set' ? [{ row: s.now, level: s.action.level }] : []));
  const moves = new Map<number, StockRow[]>();
  for (const s of steps) if (s.action.kind === 'adjust') moves.set(s.action.by, [...(moves.get(s.action.by) ?? []), s.now]);
  return { sets, moves };
}

/** The requests a stock undo's writes send when nothing fails (product by product, as undoWrites plans them). */
export function stockUndoRequests(inventory: CatalogInventory, todo: readonly StockUndoWrite[]): number {
  let calls = 0;
  for (const group of byProduct(todo)) {
    const { sets, moves } = undoWrites(group);
    if (sets.length > 0) calls += inventory.changeCalls(sets);
    for (const rows of moves.values()) calls += inventory.adjustCalls(rows);
  }
  return calls;
}
