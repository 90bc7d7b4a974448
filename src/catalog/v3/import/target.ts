// The V3 import target: the bulk writer (sync-batches.ts) and the store's categories in place of collections.
import type { StoreClient } from '../../../client/index.js';
import { chunk } from '../../../client/batching.js';
import { IN_FILTER_CHUNK } from '../../../client/resources/platform-query.js';
import { MAX_BULK_PRODUCTS } from '../../../wire/api/catalog-v3/bulk.js';
import type { CatalogCollections } from '../../core/store-catalog.js';
import { LOOKUP_BATCH, type ImportTarget } from '../../core/import/target.js';
import { UsageError } from '../../../io/cli-errors.js';
import { v3Inventory } from '../inventory.js';
import { MAX_ITEMS_ADDED_PER_CALL, MAX_ITEMS_REMOVED_PER_CALL } from '../../../wire/api/categories/limits.js';
import { syncPlansV3 } from './sync-batches.js';
import { IMPORT_FIELDS, matchRefusalV3 } from './current.js';
import { KnownProducts } from '../../core/import/known-products.js';
import type { Product } from '../../../wire/api/catalog-v3/product.js';
import { STORED_DECIMALS } from '../../../wire/money.js';

/** `collections`: the V3 catalog's categories (bulk add/remove items, ≤ 1,000 per call, refusals named). */
export function v3ImportTarget(client: StoreClient, collections: CatalogCollections): ImportTarget {
  const categories = client.categories;
  // What the check of incomplete rows read, for the writer's look-ups.
  const known = new KnownProducts<Product>();
  return {
    client,
    amountDecimals: STORED_DECIMALS,
    title: 'a Catalog V3 store',
    inventory: v3Inventory(client),
    syncPlans: (plans, options) => syncPlansV3(client, plans, options, known),
    collections: {
      kind: 'category',
      perRequest: { add: MAX_ITEMS_ADDED_PER_CALL, remove: MAX_ITEMS_REMOVED_PER_CALL },
      nests: true,
      findByNames: async (names) => {
        const found = await categories.list({ filter: { name: { $in: [...new Set(names)] } } }, { all: true }, { returnNonVisibleCategories: true }).toArray();
        return found.map((category) => ({ id: category.id, name: category.name, ...(category.parentCategory?.id ? { parentId: category.parentCategory.id } : {}) }));
      },
      findByIds: async (ids) => {
        const found = [];
        for (const part of chunk([...new Set(ids)], IN_FILTER_CHUNK)) {
          found.push(...(await categories.list({ filter: { id: { $in: part } } }, { all: true }, { returnNonVisibleCategories: true }).toArray()));
        }
        return found;
      },
      create: async (name, parentId) => (await collections.create({ name, ...(parentId ? { parentCategory: { id: parentId } } : {}) })).id,
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
    existingKeys: async (match, keys) => {
      const refusal = matchRefusalV3(match);
      if (refusal) throw new UsageError(`--match ${match}: ${refusal}`);
      const found = new Set<string>();
      for (const part of chunk([...new Set(keys)], LOOKUP_BATCH)) {
        // With the fields the writer's look-up asks for, so it can take these products instead of reading them again.
        for await (const product of client.catalogV3.products.list({ filter: { [match]: { $in: part } } }, { all: true }, { fields: IMPORT_FIELDS })) {
          const key = match === 'slug' ? product.slug : product.id;
          found.add(key);
          known.remember(match, key, product);
        }
      }
      return found;
    },
    matchRefusal: matchRefusalV3,
  };
}
