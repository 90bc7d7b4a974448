// What happens to products when an entity they reference goes away (a modifier, brand, ribbon or info section is
// deleted, a modifier choice removed): each product that had it is stored at its next revision without it, with its
// updated event. Options, variants and stock stay as they were, so the product's own create rules are not re-run.
import { saveProductV3 } from '../../tables/v3/products.js';
import { recordChange } from '../outbox.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { entityEventV3 } from './events.js';
import { eventEntity } from './product-render.js';
import type { StoredProductV3 } from './product-state.js';
import { nextRevision } from './revisions.js';

export function detachFromProducts(env: CatalogEnv, products: readonly StoredProductV3[], without: (product: StoredProductV3) => Partial<StoredProductV3>): void {
  const now = env.clock.nowIso();
  for (const before of products) {
    const product: StoredProductV3 = { ...before, ...without(before), revision: nextRevision(before.revision), updatedDate: now };
    saveProductV3(env.db, product);
    recordChange(env.db, entityEventV3('product', 'updated', product.id, eventEntity(env, product), { before: eventEntity(env, before) }), now);
  }
}
