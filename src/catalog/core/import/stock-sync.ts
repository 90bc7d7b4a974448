// The stock step of an import (after the product itself is written): each planned variant's level compared with
// what the store holds (StoreCatalog.inventory()), and only the differences set — so an unchanged file makes no
// stock writes, and a dry run reads but never writes. Variants are matched by their choices (a product without
// options: its one variant).
import { setImmediate } from 'node:timers/promises';
import { holdsLevel, type CatalogInventory, type StockChange, type StockLevel, type StockRow } from '../inventory.js';
import type { ProductPlan } from './plan.js';
import type { PlannedRequests } from '../request-estimate.js';

/** The levels a plan asks for, by the variant's choices. */
export function plannedStock(plan: ProductPlan): Array<{ choices: Record<string, string>; level: StockLevel }> {
  if (plan.stock) return [{ choices: {}, level: plan.stock }];
  return plan.variants.flatMap((variant) => (variant.stock ? [{ choices: variant.choices, level: variant.stock }] : []));
}

const sameChoices = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([option, choice]) => b[option] === choice);

/**
 * Products' stock rows for the stock step: the reads asked for in the same turn of the event loop (the import's
 * pool finishes up to `--concurrency` products at once) go out as one `ofProducts` call, not one or two per product.
 */
export class StockReads {
  private waiting: Array<{ id: string; resolve: (rows: StockRow[]) => void; reject: (error: unknown) => void }> = [];
  private readAhead = new Map<string, Promise<StockRow[]>>();

  constructor(readonly inventory: CatalogInventory) {}

  /** Reads these products' rows now, in one call, for the `rowsOf` calls that follow (a batch finished one by one). */
  prefetch(productIds: readonly string[]): void {
    const ids = productIds.filter((id) => !this.readAhead.has(id));
    if (ids.length === 0) return;
    const rows = this.inventory.ofProducts(ids);
    rows.catch(() => undefined);
    for (const id of ids) this.readAhead.set(id, rows.then((byProduct) => byProduct.get(id) ?? []));
  }

  rowsOf(productId: string): Promise<StockRow[]> {
    const ahead = this.readAhead.get(productId);
    if (ahead) {
      this.readAhead.delete(productId);
      return ahead;
    }
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ id: productId, resolve, reject }) === 1) void setImmediate().then(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting.splice(0);
    try {
      const rows = await this.inventory.ofProducts(batch.map((w) => w.id));
      for (const w of batch) w.resolve(rows.get(w.id) ?? []);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}

/**
 * Brings the product's stock to the plan's; returns how many variants change (or would, on a dry run). A product
 * a dry run would create has no stock yet: every planned level counts. `known`: the product's rows, when the writer
 * holds them already.
 */
export async function syncStock(reads: StockReads, plan: ProductPlan, productId: string | undefined, dryRun: boolean, known?: readonly StockRow[], planned?: PlannedRequests): Promise<number> {
  const wanted = plannedStock(plan);
  if (wanted.length === 0) return 0;
  if (productId === undefined) {
    // A product the dry run would create: every level is set once it exists.
    planned?.add(reads.inventory.setCalls(wanted.map(() => ({ productId: `row-${plan.row}` }))));
    return wanted.length;
  }
  // The rows the writer already holds (ProductResult.stockRows) spare the read.
  const rows = known ?? (await reads.rowsOf(productId));
  const changes: StockChange[] = [];
  for (const { choices, level } of wanted) {
    const row = rows.find((r) => sameChoices(r.choices, choices));
    if (row && !holdsLevel(row, level)) changes.push({ row, level });
  }
  if (changes.length > 0 && !dryRun) await reads.inventory.set(changes, rows);
  else if (changes.length > 0) planned?.add(reads.inventory.setCalls(changes.map(({ row }) => row)));
  return changes.length;
}
