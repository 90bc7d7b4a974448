// summarizeEvent: the one line `store events listen` prints per event, for V1 catalog events and V3 domain events.
import { describe, expect, it } from 'vitest';
import { summarizeEvent } from '../../../src/events/describe.js';
import type { VerifiedEvent } from '../../../src/events/verify.js';

const domain = (eventType: string, slug: string, body: Record<string, unknown>): VerifiedEvent => ({
  eventType,
  instanceId: 'i',
  entityId: 'e-1',
  payload: { id: 'ev', entityFqdn: eventType.replace(/_[a-z_]+$/, ''), slug, entityId: 'e-1', eventTime: '2026-01-02T03:04:05.000Z', ...body },
});

describe('summarizeEvent', () => {
  it('names V3 events by their short name and says what happened', () => {
    const cases: Array<[VerifiedEvent, string, string]> = [
      [domain('wix.stores.catalog.v3.product_created', 'created', { createdEvent: { entity: { name: 'Lamp' } } }), 'product_created', 'created — "Lamp"'],
      [domain('wix.stores.catalog.v3.product_updated', 'updated', { updatedEvent: { currentEntity: { name: 'Desk Lamp' }, modifiedFields: { name: 'Lamp' } } }), 'product_updated', 'modified: name — "Desk Lamp"'],
      [domain('wix.categories.v1.category_deleted', 'deleted', { deletedEvent: {} }), 'category_deleted', 'deleted'],
      [domain('wix.categories.v1.category_item_added_to_category', 'item_added_to_category', { actionEvent: { body: { categoryId: 'c', addedItem: { catalogItemId: 'p-1' } } } }), 'category_item_added', 'added product p-1'],
      [domain('wix.categories.v1.category_item_removed_from_category', 'item_removed_from_category', { actionEvent: { body: { categoryId: 'c', removedItem: { catalogItemId: 'p-1' } } } }), 'category_item_removed', 'removed product p-1'],
      [domain('wix.stores.catalog.v3.inventory_item_stock_status_updated', 'stock_status_updated', { actionEvent: { body: { inStock: false } } }), 'inventory_item_stock_status_updated', 'out of stock'],
      [domain('wix.stores.catalog.v3.inventory_item_updated_with_reason', 'updated_with_reason', { actionEvent: { body: { reason: 'MANUAL' } } }), 'inventory_item_updated_with_reason', 'updated (MANUAL)'],
    ];
    for (const [event, name, summary] of cases) {
      expect(summarizeEvent(event), event.eventType).toEqual({ name, entityId: 'e-1', time: '2026-01-02T03:04:05.000Z', summary });
    }
  });

  it('keeps V1 names and an unknown type as it is', () => {
    const v1: VerifiedEvent = { eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged', instanceId: 'i', entityId: 'p', issuedAt: 0, payload: { productId: 'p', changedFields: ['name'] } };
    expect(summarizeEvent(v1)).toMatchObject({ name: 'product_changed', summary: 'changed: name' });
    expect(summarizeEvent({ ...v1, eventType: 'wix.example.v1.thing_done' }).name).toBe('wix.example.v1.thing_done');
  });
});
