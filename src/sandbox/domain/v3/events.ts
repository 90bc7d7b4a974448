// Catalog V3 and Categories domain events (docs/wire/catalog-v3.md §6) as outbox changes; the dispatcher signs and
// delivers them like every other domain event. A V3 site records only these (its writes never build V1 events).
// Their types come from the one event table (wire/api/events/webhooks.ts).
import { STORES_TREE_REFERENCE } from '../../../wire/api/categories/tree.js';
import { domainEventType, V3_DELETED_WITHOUT_ENTITY, V3_ENTITY_FQDN, type V3EventEntity } from '../../../wire/api/events/webhooks.js';
import { modifiedFields as diff } from '../modified-fields.js';
import type { DomainEventChange } from '../outbox.js';

type Slug = 'created' | 'updated' | 'deleted';

/**
 * An updated event's `modifiedFields` is flat path → previous value, like the cart's; without a `before` (a
 * synthetic event names its fields) each named field maps to its current value.
 */
export type Modified = { before: unknown } | { fields: string[] };

function modifiedOf(entity: unknown, modified: Modified | undefined): Record<string, unknown> | undefined {
  if (!modified) return undefined;
  if ('before' in modified) return diff(modified.before, entity);
  const current = entity as Record<string, unknown>;
  return Object.fromEntries(modified.fields.map((field) => [field, current?.[field] ?? null]));
}

/** `wix.stores.catalog.v3.product_created`, `…brand_updated`, `wix.categories.v1.category_deleted` … */
export function entityEventV3(kind: V3EventEntity, slug: Slug, id: string, entity: unknown, modified?: Modified): DomainEventChange {
  const entityFqdn = V3_ENTITY_FQDN[kind];
  const changed = slug === 'updated' ? modifiedOf(entity, modified) : undefined;
  const body =
    slug === 'created'
      ? { createdEvent: { entity } }
      : slug === 'updated'
        ? { updatedEvent: { currentEntity: entity, ...(changed ? { modifiedFields: changed } : {}) } }
        : { deletedEvent: V3_DELETED_WITHOUT_ENTITY.has(kind) ? {} : { deletedEntity: entity } };
  return { kind: 'domain', eventType: domainEventType(entityFqdn, slug), entityFqdn, slug, entityId: id, body };
}

/** An action event (`actionEvent.body`) about one entity. */
function actionEvent(kind: V3EventEntity, slug: string, entityId: string, body: Record<string, unknown>): DomainEventChange {
  const entityFqdn = V3_ENTITY_FQDN[kind];
  return { kind: 'domain', eventType: domainEventType(entityFqdn, slug), entityFqdn, slug, entityId, body: { actionEvent: { body } } };
}

/** `wix.stores.catalog.v3.inventory_item_stock_status_updated`: the item's new `inStock` (SDK InventoryItemStockStatusUpdatedEvent). */
export const stockStatusEvent = (item: { id: string; inStock: boolean }): DomainEventChange =>
  actionEvent('inventory_item', 'stock_status_updated', item.id, { inStock: item.inStock });

/**
 * `wix.stores.catalog.v3.inventory_item_updated_with_reason` (SDK InventoryItemUpdatedWithReason), made by the stores
 * app. The reason is the request's (bulk increment/decrement take one); the sandbox has no orders that take stock,
 * so a change without one is `MANUAL`.
 */
export const updatedWithReasonEvent = (item: { id: string }, appId: string, reason = 'MANUAL'): DomainEventChange =>
  actionEvent('inventory_item', 'updated_with_reason', item.id, { currentEntity: item, reason, appId });

/**
 * `wix.categories.v1.category_category_moved` (SDK CategoryMoved): the category's new place. Decision (the docs do
 * not say which calls send it): Move Category sends it after its category_updated.
 */
export const categoryMovedEvent = (categoryId: string, parentCategory: unknown): DomainEventChange =>
  actionEvent('category', 'category_moved', categoryId, { categoryId, parentCategory, treeReference: STORES_TREE_REFERENCE });

/** `wix.categories.v1.category_items_arranged_in_category` (SDK ItemsArrangedInCategory): Set Arranged Items sends it. */
export const itemsArrangedEvent = (categoryId: string): DomainEventChange =>
  actionEvent('category', 'items_arranged_in_category', categoryId, { categoryId, treeReference: STORES_TREE_REFERENCE });

/**
 * `wix.categories.v1.category_item_added_to_category` / `…_removed_from_category`: action events whose body is the
 * SDK's ItemAddedToCategory / ItemRemovedFromCategory (`{categoryId, addedItem|removedItem, treeReference}`).
 */
export function categoryItemEvent(action: 'item_added_to_category' | 'item_removed_from_category', categoryId: string, productId: string, appId: string): DomainEventChange {
  const item = { catalogItemId: productId, appId };
  return actionEvent('category', action, categoryId, { categoryId, ...(action === 'item_added_to_category' ? { addedItem: item } : { removedItem: item }), treeReference: STORES_TREE_REFERENCE });
}
