// What writing one product plan came to, on either catalog version (v1/import/sync-product.ts,
// v3/import/sync-batches.ts): the import's journal, report, progress and membership phase read only this.
import type { Clock } from '../../../client/types.js';
import type { PlannedRequests } from '../request-estimate.js';
import type { StockRow } from '../inventory.js';
import type { ImportMode, MatchField, ProductPlan } from './plan.js';

export type ProductOutcome = 'created' | 'updated' | 'unchanged' | 'skipped' | 'failed';

export interface SyncSettings {
  match: MatchField;
  mode: ImportMode;
  dryRun: boolean;
  clock: Clock;
  /** A dry run's count of the writes the real run would send (each writer adds its calls where it skips them). */
  planned?: PlannedRequests;
}

export interface ProductResult {
  plan: ProductPlan;
  outcome: ProductOutcome;
  id?: string;
  /** What changed (or would change): field names, `variants(n)`, `media`. */
  changes: string[];
  /** The product's collections as the store last reported them (for the membership phase). */
  collectionIds: string[];
  error?: unknown;
  /** Why a product was skipped. */
  note?: string;
  /**
   * How many variants' stock the write itself set (V3's create with inventory): the stock step then reads and writes
   * nothing for the product.
   */
  stockWritten?: number;
  /** The product's stock as the writer's own read or write answered it: the stock step compares with these, reading none. */
  stockRows?: StockRow[];
}
