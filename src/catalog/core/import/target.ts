// Where an import writes, per catalog version (docs/design.md: "the CSV row model sits above both"): the engine
// (run-import.ts) validates, journals, reports and batches membership the same way; a target brings the writer of
// product plans and the collections (V1) or categories (V3) that membership fills: v1/import/target.ts,
// v3/import/target.ts. Chosen by the catalog interface.
import type { ListedGroup } from './collection-paths.js';
import type { StoreClient } from '../../../client/index.js';
import { IN_FILTER_CHUNK } from '../../../client/resources/platform-query.js';
import type { CatalogInventory } from '../inventory.js';
import type { MatchField, ProductPlan } from './plan.js';
import type { ProductResult, SyncSettings } from './product-result.js';

/** Plans per look-up of existing products: the `$in` chunk size, so each batch costs one request. */
export const LOOKUP_BATCH = IN_FILTER_CHUNK;

/** The groups products join: V1 collections or V3 categories. */
export interface CollectionsPort {
  /** What the store calls a group, for messages: `collection` (V1) or `category` (V3). */
  readonly kind: string;
  /** The most product ids one `add` / `remove` request carries (each call is split into requests of these). */
  readonly perRequest: { add: number; remove: number };
  /** Whether groups nest (V3 categories): a collection reference is then a path (collection-paths.ts). */
  readonly nests: boolean;
  /** Existing groups with these names, at any level (a nested one with its parent's id). */
  findByNames(names: readonly string[]): Promise<ListedGroup[]>;
  /** Existing groups with these ids. */
  findByIds(ids: readonly string[]): Promise<Array<{ id: string; name: string }>>;
  /** Creates one (under `parentId`, where groups nest); its id. */
  create(name: string, parentId?: string): Promise<string>;
  add(id: string, productIds: readonly string[]): Promise<void>;
  remove(id: string, productIds: readonly string[]): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface SyncPlansOptions {
  sync: SyncSettings;
  concurrency: number;
  /** A result for a plan that needs no work (e.g. finished by an earlier run), or undefined to sync it. */
  skip?: (plan: ProductPlan) => ProductResult | undefined;
  /** Called once per plan, in completion order. */
  finish: (result: ProductResult) => Promise<void>;
  /** Told a batch's results before they are finished one by one (the import reads their stock in one go). */
  beforeFinish?: (results: readonly ProductResult[]) => void;
  /** True once the run should stop (Ctrl-C): no further write starts; those in flight finish. */
  isStopping?: () => boolean;
}

/**
 * The plans a writer must sync, in look-up batches of up to `size` (LOOKUP_BATCH unless said): plans `skip` answers
 * are finished on the way, and no batch starts once the run is stopping. `send` is awaited before reading on (the
 * writer's back-pressure).
 */
export async function sendInBatches(
  plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>,
  options: Pick<SyncPlansOptions, 'skip' | 'finish' | 'isStopping'>,
  send: (batch: ProductPlan[]) => Promise<void>,
  size = LOOKUP_BATCH,
): Promise<void> {
  let batch: ProductPlan[] = [];
  for await (const plan of plans) {
    if (options.isStopping?.()) break;
    const skipped = options.skip?.(plan);
    if (skipped) {
      await options.finish(skipped);
      continue;
    }
    batch.push(plan);
    if (batch.length >= size) {
      await send(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await send(batch);
}

export interface ImportTarget {
  client: StoreClient;
  /** The decimals the store keeps of an amount (V1: cents; V3: STORED_DECIMALS); finer ones are refused (fine-amounts.ts). */
  amountDecimals: number;
  /** The store, in a refusal: "a Catalog V1 store". */
  title: string;
  syncPlans(plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>, options: SyncPlansOptions): Promise<void>;
  collections: CollectionsPort;
  /** Each variant's stock (the import's stock step: stock-sync.ts). */
  inventory: CatalogInventory;
  /** Which of these product ids still exist (the resume journal re-checks what it lists). */
  existingIds(ids: string[]): Promise<Set<string>>;
  /** Which of these match keys name a product (read-only, LOOKUP_BATCH keys a request): asked before anything is written. */
  existingKeys(match: MatchField, keys: readonly string[]): Promise<Set<string>>;
  /** Why rows cannot find this store's products by `match` (undefined: they can). Asked before the first row is sent. */
  matchRefusal(match: MatchField): string | undefined;
}
