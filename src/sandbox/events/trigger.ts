// `POST /__sandbox/events/trigger`: records one synthetic event of a given type, delivered like any other, so an
// app's webhook handler can be exercised without making the change for real. Nothing in the catalog or any cart
// changes. The payload describes a real entity whenever there is one:
// - product/collection types: the product or collection named by `entityId` (id or slug), else the first one
//   (for variants_changed, the first product with options); a *Changed event lists `changedFields` (default name);
// - cart types: the latest cart entity seen in the outbox (of `entityId` when given), else a representative empty cart.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { CART_FQDN, EVENT_TYPES, findEventType, type EventTypeInfo } from '../../wire/api/events/webhooks.js';
import { renderCollection, type CollectionState } from '../domain/collections.js';
import { recordChange, type ChangeIdentity, type DomainChange } from '../domain/outbox.js';
import { renderOne, requireProduct, type CatalogEnv } from '../domain/product-service.js';
import type { ProductState } from '../domain/product-state.js';
import { productVariants } from '../domain/variants.js';
import { invalidField, notFound } from '../http-errors.js';
import { collectionsTable } from '../tables/collections.js';
import { listProducts, productsTable } from '../tables/products.js';
import * as catalog from './catalog-changes.js';
import type { TriggerRequest, TriggerResult } from '../../wire/control/trigger.js';


function pickProduct(db: DatabaseSync, entityId: string | undefined, needsOptions: boolean): ProductState {
  if (entityId) return productsTable.getBySlug(db, entityId) ?? requireProduct(db, entityId);
  const found = listProducts(db).find((p) => !needsOptions || (p.input.productOptions?.length ?? 0) > 0);
  if (!found) throw notFound(needsOptions ? 'Product with options' : 'Product', '(any)');
  return found;
}

function pickCollection(db: DatabaseSync, entityId: string | undefined): CollectionState {
  const found = entityId ? (collectionsTable.get(db, entityId) ?? collectionsTable.getBySlug(db, entityId)) : collectionsTable.list(db)[0];
  if (!found) throw notFound('Collection', entityId ?? '(any)');
  return found;
}

function catalogChange(env: CatalogEnv, info: EventTypeInfo, input: TriggerRequest): DomainChange {
  const fields = input.changedFields ?? ['name'];
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

const entityOf = (change: Record<string, any>): Record<string, unknown> | undefined =>
  change.body?.createdEvent?.entity ?? change.body?.updatedEvent?.currentEntity ?? change.body?.deletedEvent?.deletedEntity;

/** The newest cart entity any cart event carried (of `entityId` when given). */
function latestCart(db: DatabaseSync, entityId?: string): { entity: Record<string, unknown>; identity?: ChangeIdentity } | undefined {
  const rows = db
    .prepare(
      `SELECT change FROM outbox WHERE json_extract(change, '$.entityFqdn') = ?
       AND (? IS NULL OR json_extract(change, '$.entityId') = ?) ORDER BY seq DESC LIMIT 50`,
    )
    .all(CART_FQDN, entityId ?? null, entityId ?? null) as Array<{ change: string }>;
  for (const row of rows) {
    const change = JSON.parse(row.change) as Record<string, any>;
    const entity = entityOf(change);
    if (entity) return { entity, identity: change.identity };
  }
  return undefined;
}

function representativeCart(id: string, now: string): Record<string, unknown> {
  const zero = { amount: '0', convertedAmount: '0', formattedAmount: '$0.00', formattedConvertedAmount: '$0.00' };
  return {
    id,
    lineItems: [],
    buyerInfo: { visitorId: randomUUID() },
    currency: 'USD',
    conversionCurrency: 'USD',
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    subtotal: zero,
    appliedDiscounts: [],
    createdDate: now,
    updatedDate: now,
  };
}

function cartChange(env: CatalogEnv, info: EventTypeInfo, input: TriggerRequest): DomainChange {
  const seen = latestCart(env.db, input.entityId);
  const entity = seen?.entity ?? representativeCart(input.entityId ?? randomUUID(), env.clock.nowIso());
  const entityId = String(entity.id);
  const body =
    info.slug === 'created'
      ? { createdEvent: { entity } }
      : info.slug === 'updated'
        ? { updatedEvent: { currentEntity: entity } }
        : { deletedEvent: {} };
  return { kind: 'domain', eventType: info.type, entityFqdn: CART_FQDN, slug: info.slug!, entityId, body, ...(seen?.identity ? { identity: seen.identity } : {}) };
}

/** Call inside a write transaction. */
export function triggerEvent(env: CatalogEnv, input: TriggerRequest): TriggerResult {
  const info = findEventType(input.type);
  if (!info) throw invalidField('type', `must be one of: ${EVENT_TYPES.map((t) => t.alias).join(', ')} (or their full event types)`, 'INVALID_ENUM_VALUE');
  const change = info.entity === 'cart' ? cartChange(env, info, input) : catalogChange(env, info, input);
  recordChange(env.db, change, env.clock.nowIso());
  const row = env.db.prepare('SELECT id FROM outbox WHERE seq = last_insert_rowid()').get() as { id: string };
  return { eventId: row.id, eventType: info.type, entityId: change.entityId, synthetic: true };
}
