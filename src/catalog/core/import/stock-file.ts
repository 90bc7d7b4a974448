// A stock-only file: a CSV whose header is a SKU column (`sku` or `variant_sku`) and stock columns only
// (`quantity`, `in_stock`, `track_quantity`) — the nightly warehouse export. Each row is one variant, found by its
// SKU on either catalog version, and only its stock changes (StoreCatalog.inventory()). It runs through the same
// engine as a catalog file (run-import.ts): validation first, dry run, report, journal and --resume, keyed by SKU.
import { StoreError } from '../../../client/errors.js';
import { holdsLevel, type CatalogInventory, type StockChange, type StockRow } from '../inventory.js';
import { MAX_BULK_INVENTORY_ITEMS } from '../../../wire/api/catalog-v3/inventory-limits.js';
import { CellReader } from './cells.js';
import { STOCK_COLUMNS } from './csv-columns.js';
import { readStock, type CsvRecord } from './csv-plan.js';
import type { PlanResult, ProductPlan } from './plan.js';
import { Pool } from './pool.js';
import { sendInBatches, type SyncPlansOptions } from './target.js';
import type { ProductResult } from './product-result.js';

const SKU_COLUMNS = ['sku', 'variant_sku'] as const;

/** Whether a CSV header is a stock-only file's: one SKU column, at least one stock column, nothing else. */
export function isStockHeader(header: readonly string[]): boolean {
  const skus = header.filter((name) => (SKU_COLUMNS as readonly string[]).includes(name));
  const stock = header.filter((name) => (STOCK_COLUMNS as readonly string[]).includes(name));
  return skus.length === 1 && stock.length > 0 && skus.length + stock.length === header.length;
}

/** One row → a plan that carries only the SKU (the journal's key) and the level. */
export function planFromStockRow(record: CsvRecord): PlanResult {
  const reader = new CellReader();
  const column = 'sku' in record.cells ? 'sku' : 'variant_sku';
  const sku = reader.read('sku', record.row, column, record.cells[column]);
  if (sku === undefined && reader.problems.length === 0) reader.fail(record.row, column, record.cells[column], 'a SKU is required on every row of a stock file');
  const stock = readStock(reader, record);
  if (stock === undefined && reader.problems.length === 0) reader.fail(record.row, 'quantity', record.cells.quantity, 'give a quantity or in_stock');
  if (reader.problems.length > 0) return { invalid: reader.problems };
  return { plan: { row: record.row, rows: [record.row], fields: { sku }, variants: [], stock, stockOnly: true, ...(column !== 'sku' ? { skuColumn: column } : {}) } };
}

/**
 * Rows per batch: the SKUs of a batch are looked up together and its changes written together. A V3 variants page
 * and bulk inventory write hold 1,000 (V1 looks up 100 SKUs a query inside it, and writes per product).
 */
const STOCK_BATCH = MAX_BULK_INVENTORY_ITEMS;

type Judged = { plan: ProductPlan; rows: StockRow[]; changes: StockChange[] } | ProductResult;

/** A row's variants and what setting its level changes, or its failure (no variant has the SKU). */
function judge(plan: ProductPlan, found: ReadonlyMap<string, StockRow[]>): Judged {
  const sku = plan.fields.sku!;
  const rows = found.get(sku) ?? [];
  if (rows.length === 0) return failed(plan, new StoreError(`No variant has SKU "${sku}"`, { hint: 'Check the SKU with `store inventory list`.' }));
  return { plan, rows, changes: rows.filter((row) => !holdsLevel(row, plan.stock!)).map((row) => ({ row, level: plan.stock! })) };
}

const failed = (plan: ProductPlan, error: unknown): ProductResult => ({ plan, outcome: 'failed', changes: [], collectionIds: [], error });

const done = ({ plan, rows, changes }: { plan: ProductPlan; rows: StockRow[]; changes: StockChange[] }): ProductResult => ({
  plan,
  outcome: changes.length > 0 ? 'updated' : 'unchanged',
  id: rows[0].productId,
  changes: changes.length > 0 ? [`stock(${changes.length})`] : [],
  collectionIds: [],
});

/**
 * Sets each row's level on the variants with its SKU (several variants may share one); only differences are written.
 * A batch's SKUs are looked up together (CatalogInventory.bySkus); its changes go out per product on V1 (through the
 * pool, each product's rows failing together) and in one bulk write on V3 (the batch's changed rows failing together).
 */
export async function syncStockPlans(inventory: CatalogInventory, plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>, options: SyncPlansOptions): Promise<void> {
  const pool = new Pool(options.concurrency);
  const write = async (judged: ReadonlyArray<Exclude<Judged, ProductResult>>) => {
    try {
      // A variant two rows name gets the later row's level.
      const changes = new Map(judged.flatMap((j) => j.changes).map((change) => [`${change.row.productId} ${change.row.variantId}`, change]));
      if (!options.sync.dryRun) await inventory.set([...changes.values()]);
      else options.sync.planned?.add(inventory.setCalls([...changes.values()].map(({ row }) => row)));
      for (const j of judged) await options.finish(done(j));
    } catch (error) {
      for (const j of judged) await options.finish(failed(j.plan, error));
    }
  };
  const send = async (batch: ProductPlan[]) => {
    let found: Map<string, StockRow[]>;
    try {
      found = await inventory.bySkus(batch.map((plan) => plan.fields.sku!));
    } catch (error) {
      for (const plan of batch) await options.finish(failed(plan, error));
      return;
    }
    const judged = batch.map((plan) => judge(plan, found));
    const ready: Array<Exclude<Judged, ProductResult>> = [];
    for (const j of judged) {
      if (!('rows' in j)) await options.finish(j);
      else if (j.changes.length === 0) await options.finish(done(j));
      else ready.push(j);
    }
    if (!inventory.writesPerProduct) return write(ready);
    const byProduct = new Map<string, Array<Exclude<Judged, ProductResult>>>();
    for (const j of ready) byProduct.set(j.rows[0].productId, [...(byProduct.get(j.rows[0].productId) ?? []), j]);
    for (const group of byProduct.values()) {
      if (options.isStopping?.()) break;
      await pool.run(() => write(group));
    }
  };
  await sendInBatches(plans, options, send, STOCK_BATCH);
  await pool.drain();
}
