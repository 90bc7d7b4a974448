// Synthetic Catalog V3 events for `POST /__sandbox/events/trigger` on a V3 site, built by the same builders as the
// real writes (domain/v3/events-v3.ts): the entity named by `entityId` (id, or slug / name where it has one), else
// the first one, as it is now. An updated event's `modifiedFields` names `changedFields` (default: the entity's
// DEFAULT_CHANGED_FIELD, wire/api/events/webhooks.ts) with their current values. Category item events are about a
// category (`entityId`) and its first item (else the first product).
import { DEFAULT_CHANGED_FIELD, type EventTypeInfo, type V3EventEntity } from '../../wire/api/events/webhooks.js';
import { STORES_APP_ID } from '../../wire/api/categories/tree.js';
import type { TriggerRequest } from '../../wire/control/trigger.js';
import type { DomainEventChange } from '../domain/outbox.js';
import type { CatalogEnv } from '../domain/v1/product-service.js';
import { renderCategory } from '../domain/v3/categories.js';
import { categoryItemEvent, categoryMovedEvent, entityEventV3, itemsArrangedEvent, stockStatusEvent, updatedWithReasonEvent } from '../domain/v3/events.js';
import { getInventoryItem, listInventoryItems, type StoredInventoryItem } from '../domain/v3/inventory.js';
import { eventEntity } from '../domain/v3/product-render.js';
import { noneToTrigger, notFound } from '../http-errors.js';
import { categoryItemIds, getCategory, getCategoryBySlug, listCategories } from '../tables/v3/categories.js';
import { getEntity, getEntityByName, listEntities } from '../tables/v3/entities.js';
import { getProductV3, getProductV3BySlug, pageProductsV3 } from '../tables/v3/products.js';

const TITLE: Record<V3EventEntity, string> = {
  product: 'Product',
  category: 'Category',
  brand: 'Brand',
  ribbon: 'Ribbon',
  customization: 'Customization',
  info_section: 'Info section',
  inventory_item: 'Inventory item',
};

function found<T>(kind: V3EventEntity, entityId: string | undefined, entity: T | undefined): T {
  if (!entity) throw entityId ? notFound(TITLE[kind], entityId) : noneToTrigger(TITLE[kind]);
  return entity;
}

/** The entity as its events carry it, and its id. */
function pickEntity(env: CatalogEnv, kind: V3EventEntity, entityId: string | undefined): { id: string; entity: unknown } {
  const { db } = env;
  switch (kind) {
    case 'product': {
      const product = found(kind, entityId, entityId ? (getProductV3(db, entityId) ?? getProductV3BySlug(db, entityId)) : pageProductsV3(db, true, 0, 1)[0]);
      return { id: product.id, entity: eventEntity(env, product) };
    }
    case 'category': {
      const category = found(kind, entityId, entityId ? (getCategory(db, entityId) ?? getCategoryBySlug(db, entityId)) : listCategories(db)[0]);
      return { id: category.id, entity: renderCategory(env, category, []) };
    }
    case 'inventory_item': {
      const item = found(kind, entityId, entityId ? getInventoryItem(db, entityId) : listInventoryItems(db)[0]);
      return { id: item.id, entity: item };
    }
    default: {
      const entity = found(kind, entityId, entityId ? (getEntity(db, kind, entityId) ?? getEntityByName(db, kind, entityId)) : listEntities(db, kind)[0]);
      return { id: entity.id, entity };
    }
  }
}

function categoryItemChange(env: CatalogEnv, info: EventTypeInfo, entityId: string | undefined): DomainEventChange {
  const { db } = env;
  const category = found(
    'category',
    entityId,
    entityId ? (getCategory(db, entityId) ?? getCategoryBySlug(db, entityId)) : (listCategories(db).find((c) => categoryItemIds(db, c.id).length > 0) ?? listCategories(db)[0]),
  );
  const productId = categoryItemIds(db, category.id)[0] ?? found('product', undefined, pageProductsV3(db, true, 0, 1)[0]).id;
  return categoryItemEvent(info.slug as 'item_added_to_category' | 'item_removed_from_category', category.id, productId, STORES_APP_ID);
}

export function catalogV3Change(env: CatalogEnv, info: EventTypeInfo, input: TriggerRequest): DomainEventChange {
  const slug = info.slug!;
  const kind = info.entity as V3EventEntity;
  if (slug === 'item_added_to_category' || slug === 'item_removed_from_category') return categoryItemChange(env, info, input.entityId);
  const { id, entity } = pickEntity(env, kind, input.entityId);
  if (slug === 'category_moved') return categoryMovedEvent(id, (entity as { parentCategory: unknown }).parentCategory);
  if (slug === 'items_arranged_in_category') return itemsArrangedEvent(id);
  if (slug === 'stock_status_updated') return stockStatusEvent(entity as StoredInventoryItem);
  if (slug === 'updated_with_reason') return updatedWithReasonEvent(entity as StoredInventoryItem, STORES_APP_ID);
  return entityEventV3(kind, slug, id, entity, { fields: input.changedFields ?? [DEFAULT_CHANGED_FIELD[kind]] });
}
