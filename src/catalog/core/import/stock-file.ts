// A stock-only file: a CSV whose header is a SKU column (`sku` or `variant_sku`) and stock columns only
// (`quantity`, `in_stock`, `track_quantity`) — the nightly warehouse export. Each row is one variant, found by its
// SKU on either catalog version, and only its stock changes (StoreCatalog.inventory()). It runs through the same
// engine as a catalog file (run-import.ts): validation first, dry run, report, journal and --resume, keyed by SKU.
import { StoreError } from '../../../client/errors.js';
import { holdsLevel, type CatalogInventory } from '../inventory.js';
import { CellReader } from './cells.js';
import { STOCK_COLUMNS } from './csv-columns.js';
import { readStock, type CsvRecord } from './csv-plan.js';
import type { PlanResult, ProductPlan } from './plan.js';
import { Pool } from './pool.js';
import type { SyncPlansOptions } from './target.js';
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

/** Sets each row's level on the variants with its SKU (several variants may share one); only differences are written. */
export async function syncStockPlans(inventory: CatalogInventory, plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>, options: SyncPlansOptions): Promise<void> {
  const pool = new Pool(options.concurrency);
  const sync = async (plan: ProductPlan): Promise<ProductResult> => {
    const sku = plan.fields.sku!;
    const level = plan.stock!;
    try {
      const rows = await inventory.bySku(sku);
      if (rows.length === 0) throw new StoreError(`No variant has SKU "${sku}"`, { hint: 'Check the SKU with `store inventory list`.' });
      const changes = rows.filter((row) => !holdsLevel(row, level)).map((row) => ({ row, level }));
      if (changes.length > 0 && !options.sync.dryRun) await inventory.set(changes);
      return { plan, outcome: changes.length > 0 ? 'updated' : 'unchanged', id: rows[0].productId, changes: changes.length > 0 ? [`stock(${changes.length})`] : [], collectionIds: [] };
    } catch (error) {
      return { plan, outcome: 'failed', changes: [], collectionIds: [], error };
    }
  };
  for await (const plan of plans) {
    if (options.isStopping?.()) break;
    const skipped = options.skip?.(plan);
    if (skipped) await options.finish(skipped);
    else await pool.run(async () => options.finish(await sync(plan)));
  }
  await pool.drain();
}
