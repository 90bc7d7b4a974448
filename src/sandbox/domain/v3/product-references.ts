// A change to products' references to other entities (a modifier, brand, ribbon or info section deleted, a modifier
// choice removed, info sections added or removed in bulk): each product is stored at its next revision with its
// updated event. Options, variants and stock stay as they were, so the product's own create rules are not re-run.
import { saveProductV3 } from '../../tables/v3/products.js';
import { recordChange } from '../outbox.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { entityEventV3 } from './events.js';
import { eventEntity } from './product-render.js';
import type { StoredProductV3 } from './product-state.js';
import { nextRevision } from './revisions.js';

export function reviseProducts(env: CatalogEnv, products: readonly StoredProductV3[], change: (product: StoredProductV3) => Partial<StoredProductV3>): StoredProductV3[] {
  const now = env.clock.nowIso();
  return products.map((before) => {
    const product: StoredProductV3 = { ...before, ...change(before), revision: nextRevision(before.revision), updatedDate: now };
    saveProductV3(env.db, product);
    recordChange(env.db, entityEventV3('product', 'updated', product.id, eventEntity(env, product), { before: eventEntity(env, before) }), now);
    return product;
  });
}
