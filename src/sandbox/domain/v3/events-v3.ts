// Catalog V3 and Categories domain events (wire/catalog-v3.md §6) as outbox changes; the dispatcher signs and
// delivers them like every other domain event. A V3 site records only these (its writes never build V1 events).
import type { DomainEventChange } from '../outbox.js';

type Slug = 'created' | 'updated' | 'deleted';

function domainEvent(entityFqdn: string, eventPrefix: string, slug: Slug, entityId: string, entity: unknown, modifiedFields?: string[]): DomainEventChange {
  const body =
    slug === 'created'
      ? { createdEvent: { entity } }
      : slug === 'updated'
        ? { updatedEvent: { currentEntity: entity, ...(modifiedFields ? { modifiedFields: Object.fromEntries(modifiedFields.map((f) => [f, true])) } : {}) } }
        : { deletedEvent: { deletedEntity: entity } };
  return { kind: 'domain', eventType: `${eventPrefix}_${slug}`, entityFqdn, slug, entityId, body };
}

export const PRODUCT_V3_FQDN = 'wix.stores.catalog.v3.product';
export const CATEGORY_FQDN = 'wix.categories.v1.category';

export const productEventV3 = (slug: Slug, id: string, entity: unknown, modifiedFields?: string[]) =>
  domainEvent(PRODUCT_V3_FQDN, PRODUCT_V3_FQDN, slug, id, entity, modifiedFields);

export const categoryEvent = (slug: Slug, id: string, entity: unknown) => domainEvent(CATEGORY_FQDN, CATEGORY_FQDN, slug, id, entity);

/** `wix.stores.catalog.v3.brand_created`, `…ribbon_updated`, `…customization_created`, `…inventory_item_updated` … */
export function catalogEntityEvent(kind: 'brand' | 'ribbon' | 'customization' | 'inventory_item', slug: Slug, id: string, entity: unknown): DomainEventChange {
  const fqdn = `wix.stores.catalog.v3.${kind}`;
  return domainEvent(fqdn, fqdn, slug, id, entity);
}

/** `wix.categories.v1.category_item_added_to_category` / `…_removed_from_category` (action events). */
export function categoryItemEvent(action: 'item_added_to_category' | 'item_removed_from_category', categoryId: string, productId: string, appId: string): DomainEventChange {
  return {
    kind: 'domain',
    eventType: `${CATEGORY_FQDN}_${action}`,
    entityFqdn: CATEGORY_FQDN,
    slug: action,
    entityId: categoryId,
    body: { actionEvent: { body: { categoryId, itemReference: { catalogItemId: productId, appId } } } },
  };
}
