// The V1 import target: the per-product writer (sync-plans.ts) and the store's collections.
import type { StoreClient } from '../../../client/index.js';
import type { ImportTarget } from '../../core/import/target.js';
import { v1Inventory } from '../inventory.js';
import { MEMBERSHIP_CHUNK } from '../../../wire/api/catalog-v1/collection-limits.js';
import { syncPlans } from './sync-plans.js';
import { existingKeys } from './lookup.js';
import { KnownProducts } from '../../core/import/known-products.js';
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { CURRENCY_DECIMALS } from '../../../wire/money.js';

export function v1ImportTarget(client: StoreClient): ImportTarget {
  // What the check of incomplete rows read, for the writer's look-ups.
  const known = new KnownProducts<Product>();
  return {
    client,
    amountDecimals: CURRENCY_DECIMALS,
    title: 'a Catalog V1 store',
    inventory: v1Inventory(client),
    syncPlans: (plans, options) => syncPlans(client, plans, options, known),
    collections: {
      kind: 'collection',
      nests: false,
      perRequest: { add: MEMBERSHIP_CHUNK, remove: MEMBERSHIP_CHUNK },
      findByNames: (names) => client.collections.findByNames(names),
      findByIds: (ids) => client.collections.findByIds(ids),
      create: async (name) => (await client.collections.create({ name })).id,
      add: (id, productIds) => client.collections.addProducts(id, productIds),
      remove: (id, productIds) => client.collections.removeProducts(id, productIds),
      delete: (id) => client.collections.delete(id),
    },
    existingIds: async (ids) => new Set((await client.products.findByIds(ids)).map((product) => product.id)),
    existingKeys: (match, keys) => existingKeys(client, match, keys, known),
    // A V1 product has a SKU of its own, so slug, sku and id all find it.
    matchRefusal: () => undefined,
  };
}
