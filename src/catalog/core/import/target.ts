// Where an import writes, per catalog version (DESIGN.md: "the CSV row model sits above both"): the engine
// (run-import.ts) validates, journals, reports and batches membership the same way; a target brings the writer of
// product plans and the collections (V1) or categories (V3) that membership fills. Chosen by the catalog interface.
import type { StoreClient } from '../../../client/index.js';
import { MAX_BULK_PRODUCTS } from '../../../wire/api/catalog-v3/bulk.js';
import type { CatalogCollections } from '../store-catalog.js';
import type { CatalogInventory } from '../inventory.js';
import { v1Inventory } from '../../v1/inventory.js';
import { v3Inventory } from '../../v3/inventory.js';
import { chunk } from '../../../client/batching.js';
import type { ProductPlan } from './plan.js';
import { syncPlans, type SyncPlansOptions } from '../../v1/import/sync-plans.js';
import { syncPlansV3 } from '../../v3/import/sync-batches.js';

/** The groups products join: V1 collections or V3 categories. */
export interface CollectionsPort {
  /** Existing groups with these names. */
  findByNames(names: readonly string[]): Promise<Array<{ id: string; name: string }>>;
  /** Creates one; its id. */
  create(name: string): Promise<string>;
  add(id: string, productIds: readonly string[]): Promise<void>;
  remove(id: string, productIds: readonly string[]): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface ImportTarget {
  client: StoreClient;
  syncPlans(plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>, options: SyncPlansOptions): Promise<void>;
  collections: CollectionsPort;
  /** Each variant's stock (the import's stock step: stock-sync.ts). */
  inventory: CatalogInventory;
  /** Which of these product ids still exist (the resume journal re-checks what it lists). */
  existingIds(ids: string[]): Promise<Set<string>>;
}

export function v1ImportTarget(client: StoreClient): ImportTarget {
  return {
    client,
    inventory: v1Inventory(client),
    syncPlans: (plans, options) => syncPlans(client, plans, options),
    collections: {
      findByNames: (names) => client.collections.findByNames(names),
      create: async (name) => (await client.collections.create({ name })).id,
      add: (id, productIds) => client.collections.addProducts(id, productIds),
      remove: (id, productIds) => client.collections.removeProducts(id, productIds),
      delete: (id) => client.collections.delete(id),
    },
    existingIds: async (ids) => new Set((await client.products.findByIds(ids)).map((product) => product.id)),
  };
}

/** `collections`: the V3 catalog's categories (bulk add/remove items, ≤ 1,000 per call, refusals named). */
export function v3ImportTarget(client: StoreClient, collections: CatalogCollections): ImportTarget {
  const categories = client.categories;
  return {
    client,
    inventory: v3Inventory(client),
    syncPlans: (plans, options) => syncPlansV3(client, plans, options),
    collections: {
      findByNames: (names) => categories.list({ filter: { name: { $in: [...new Set(names)] } } }, { all: true }, { returnNonVisibleCategories: true }).toArray(),
      create: async (name) => (await collections.create({ name })).id,
      add: (id, productIds) => collections.addProducts(id, productIds),
      remove: (id, productIds) => collections.removeProducts(id, productIds),
      delete: (id) => collections.delete(id),
    },
    existingIds: async (ids) => {
      const found = new Set<string>();
      for (const part of chunk(ids, MAX_BULK_PRODUCTS)) {
        for await (const product of client.catalogV3.products.list({ filter: { id: { $in: part } } }, { all: true })) found.add(product.id);
      }
      return found;
    },
  };
}
