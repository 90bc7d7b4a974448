// Synthetic Catalog V1 events for `POST /__sandbox/events/trigger` on a V1 site: the product or collection named by
// `entityId` (id or slug), else the first one (for variants_changed, the first product with options), as it is now;
// a *Changed event lists `changedFields` (default: DEFAULT_CHANGED_FIELD of its entity).
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_CHANGED_FIELD, type EventTypeInfo } from '../../wire/api/events/webhooks.js';
import type { TriggerRequest } from '../../wire/control/trigger.js';
import { renderCollection, type CollectionState } from '../domain/v1/collection-render.js';
import type { CatalogV1Change } from '../domain/outbox.js';
import { renderOne, requireProduct, type CatalogEnv } from '../domain/v1/product-service.js';
import type { ProductState } from '../domain/v1/product-state.js';
import { productVariants } from '../domain/v1/variant-generation.js';
import { noneToTrigger, notFound } from '../http-errors.js';
import { collectionsTable } from '../tables/v1/collections.js';
import { listProducts, productsTable } from '../tables/v1/products.js';
import * as catalog from '../domain/v1/events.js';

function pickProduct(db: DatabaseSync, entityId: string | undefined, needsOptions: boolean): ProductState {
  if (entityId) return productsTable.getBySlug(db, entityId) ?? requireProduct(db, entityId);
  const found = listProducts(db).find((p) => !needsOptions || (p.input.productOptions?.length ?? 0) > 0);
  if (!found) throw noneToTrigger(needsOptions ? 'Product with options' : 'Product');
  return found;
}

function pickCollection(db: DatabaseSync, entityId: string | undefined): CollectionState {
  const found = entityId ? (collectionsTable.get(db, entityId) ?? collectionsTable.getBySlug(db, entityId)) : collectionsTable.list(db)[0];
  if (!found) throw entityId ? notFound('Collection', entityId) : noneToTrigger('Collection');
  return found;
}

export function catalogV1Change(env: CatalogEnv, info: EventTypeInfo, input: TriggerRequest): CatalogV1Change {
  const fields = input.changedFields ?? [DEFAULT_CHANGED_FIELD[info.entity as 'product' | 'collection']];
  if (info.entity === 'collection') {
    const collection = pickCollection(env.db, input.entityId);
    if (info.type.endsWith('Created')) return catalog.collectionCreated(renderCollection(collection, 0));
    if (info.type.endsWith('Changed')) return catalog.collectionChanged(collection.id, fields);
    return catalog.collectionDeleted(collection.id);
  }
  const product = pickProduct(env.db, input.entityId, info.alias === 'variants_changed');
  switch (info.alias) {
    case 'product_created':
      return catalog.productCreated(renderOne(env, product));
    case 'product_changed':
      return catalog.productChanged(product.id, fields);
    case 'product_deleted':
      return catalog.productDeleted(product.id);
    default: {
      const variants = productVariants(product).map((v) => ({ variantId: v.id, choices: v.choices, changedFields: input.changedFields ?? ['priceData.price'] }));
      return catalog.variantsChanged(product.id, variants);
    }
  }
}
