// The one event table (wire/api/events/webhooks.ts): a short name stands for every catalog version's type of that
// name, a catalog narrows it to what a site of that version sends; the CLI's --type takes both spellings.
// No store runs here: the table itself is checked, for both versions' names (the matrix on a store is events.test.ts).
import { describe, expect, it } from 'vitest';
import { parseEventTypes } from '../../../src/commands/events/event-types-flag.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { EVENT_NAMES, EVENT_TYPES, eventTypesNamed, eventTypeValues } from '../../../src/wire/api/events/webhooks.js';

const types = (name: string, catalog?: 'v1' | 'v3') => eventTypesNamed(name, catalog).map((info) => info.type);

describe('eventTypesNamed', () => {
  it('a short name names both versions, in either spelling; a catalog keeps its own', () => {
    const both = ['com.wix.ecommerce.catalog.api.v1.ProductCreated', 'wix.stores.catalog.v3.product_created'];
    expect(types('product_created')).toEqual(both);
    expect(types('product-created')).toEqual(both);
    expect(types(' Product-Created ')).toEqual(both);
    expect(types('product-created', 'v1')).toEqual([both[0]]);
    expect(types('product-created', 'v3')).toEqual([both[1]]);
    expect(types('product_deleted', 'v3')).toEqual(['wix.stores.catalog.v3.product_deleted']);
  });

  it('names of one version only; the cart on every site', () => {
    expect(types('product_updated')).toEqual(['wix.stores.catalog.v3.product_updated']);
    expect(types('product_updated', 'v1')).toEqual([]);
    expect(types('product_changed', 'v3')).toEqual([]);
    expect(types('collection-created', 'v1')).toEqual(['com.wix.ecommerce.catalog.api.v1.CollectionCreated']);
    expect(types('category-created', 'v3')).toEqual(['wix.categories.v1.category_created']);
    expect(types('category_item_added')).toEqual(['wix.categories.v1.category_item_added_to_category']);
    expect(types('category_item_removed')).toEqual(['wix.categories.v1.category_item_removed_from_category']);
    expect(types('cart_updated', 'v3')).toEqual(['wix.ecom.v1.cart_updated']);
    expect(types('cart_updated', 'v1')).toEqual(['wix.ecom.v1.cart_updated']);
  });

  it('a platform type names itself (exactly), and unknown names nothing', () => {
    expect(types('wix.stores.catalog.v3.product_updated')).toEqual(['wix.stores.catalog.v3.product_updated']);
    expect(types('wix.stores.catalog.v3.product_updated', 'v1')).toEqual([]);
    expect(types('nonsense')).toEqual([]);
    expect(eventTypeValues('wix.example.v1.thing_done')).toEqual(['wix.example.v1.thing_done']);
    expect(eventTypeValues('product-deleted')).toHaveLength(2);
  });

  it('the table: unique types, V3 domain events named after their FQDN and slug, a counterpart for every V1 event', () => {
    expect(new Set(EVENT_TYPES.map((t) => t.type)).size).toBe(EVENT_TYPES.length);
    for (const info of EVENT_TYPES.filter((t) => t.family === 'domain')) expect(info.type).toBe(`${info.entityFqdn}_${info.slug}`);
    for (const info of EVENT_TYPES.filter((t) => t.catalog === 'v1')) expect(eventTypesNamed(info.counterpart!, 'v3')).toHaveLength(1);
    expect(EVENT_NAMES).toContain('product_updated');
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
  });
});

describe('--type', () => {
  it('turns short names into every version\'s types, once each', () => {
    expect(parseEventTypes('product-created,cart_updated,product_created')).toEqual([
      'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      'wix.stores.catalog.v3.product_created',
      'wix.ecom.v1.cart_updated',
    ]);
    expect(parseEventTypes('category-updated,wix.example.v1.thing_done')).toEqual(['wix.categories.v1.category_updated', 'wix.example.v1.thing_done']);
    expect(() => parseEventTypes('product-create')).toThrow(UsageError);
    expect(() => parseEventTypes('product-create')).toThrow(/unknown event type "product-create"/);
  });
});
