// Webhook events on the wire (docs/wire/cart-identity.md §10): the event types the platform sends for the catalog and
// the cart, and the layout of the JWT's `data` claim. The sandbox encodes with these; `store events` decodes.
import { CATALOG_VERSION_NAMES, type CatalogVersion } from '../catalog-version.js';

/** Catalog v1 events carry their payload as is; domain events wrap an entity in created/updated/deletedEvent. */
export type EventFamily = 'catalog-v1' | 'domain';

export type EventEntity = 'product' | 'collection' | 'cart' | 'category' | 'brand' | 'ribbon' | 'customization' | 'info_section' | 'inventory_item';

export interface EventTypeInfo {
  /** The platform's eventType, e.g. `com.wix.ecommerce.catalog.api.v1.ProductCreated`. */
  type: string;
  /**
   * The short name accepted wherever a type is named (`product_created`, `cart_updated`; `product-created` too). Both
   * catalog versions' product created/deleted events share theirs, so a short name may stand for a type of each.
   */
  alias: string;
  family: EventFamily;
  entity: EventEntity;
  /** The catalog version whose sites send it; absent for events every site sends (the cart's). */
  catalog?: CatalogVersion;
  /** Domain events only: the entity's fully qualified name and the event slug. */
  entityFqdn?: string;
  slug?: DomainEventSlug;
  /** The other catalog version's nearest event (the V1 → V3 migration guide's mapping), for hints. */
  counterpart?: string;
}

export type DomainEventSlug =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'item_added_to_category'
  | 'item_removed_from_category'
  | 'category_moved'
  | 'items_arranged_in_category'
  | 'stock_status_updated'
  | 'updated_with_reason';

const CATALOG_V1 = 'com.wix.ecommerce.catalog.api.v1';
export const CART_FQDN = 'wix.ecom.v1.cart';

/** The entities of a V3 site's domain events (docs/wire/catalog-v3.md §6): products and the rest of the catalog, categories. */
export const V3_ENTITY_FQDN = {
  product: 'wix.stores.catalog.v3.product',
  category: 'wix.categories.v1.category',
  brand: 'wix.stores.catalog.v3.brand',
  ribbon: 'wix.stores.catalog.v3.ribbon',
  customization: 'wix.stores.catalog.v3.customization',
  info_section: 'wix.stores.catalog.v3.info_section',
  inventory_item: 'wix.stores.catalog.v3.inventory_item',
} as const;
export type V3EventEntity = keyof typeof V3_ENTITY_FQDN;

/**
 * The V3 entities whose deleted event carries no entity, only its id: the SDK's CategoryDeletedEnvelope,
 * BrandDeletedEnvelope and InfoSectionDeletedEnvelope hold `metadata` alone, while those of products, ribbons,
 * customizations and inventory items hold the deleted `entity` too.
 */
export const V3_DELETED_WITHOUT_ENTITY: ReadonlySet<V3EventEntity> = new Set(['category', 'brand', 'info_section']);

/** A domain event's eventType: the entity's FQDN, `_`, the slug (`wix.categories.v1.category_item_added_to_category`). */
export const domainEventType = (entityFqdn: string, slug: string): string => `${entityFqdn}_${slug}`;

const v1 = (name: string, alias: string, entity: 'product' | 'collection', counterpart: string): EventTypeInfo => ({
  type: `${CATALOG_V1}.${name}`,
  alias,
  family: 'catalog-v1',
  entity,
  catalog: 'v1',
  counterpart,
});
const domain = (entityFqdn: string, entity: EventEntity, slug: DomainEventSlug, alias: string, catalog?: CatalogVersion, counterpart?: string): EventTypeInfo => ({
  type: domainEventType(entityFqdn, slug),
  alias,
  family: 'domain',
  entity,
  ...(catalog ? { catalog } : {}),
  entityFqdn,
  slug,
  ...(counterpart ? { counterpart } : {}),
});
const cart = (slug: 'created' | 'updated' | 'deleted') => domain(CART_FQDN, 'cart', slug, `cart_${slug}`);
/** `product_created`, `brand_updated`, … for a V3 entity with created/updated/deleted events. */
const v3 = (entity: V3EventEntity, slug: 'created' | 'updated' | 'deleted', counterpart?: string) =>
  domain(V3_ENTITY_FQDN[entity], entity, slug, `${entity}_${slug}`, 'v3', counterpart);
const categoryAction = (slug: 'item_added_to_category' | 'item_removed_from_category' | 'category_moved' | 'items_arranged_in_category', alias: string) =>
  domain(V3_ENTITY_FQDN.category, 'category', slug, alias, 'v3', 'collection_changed');
/** Inventory action events: `{inStock}` when an item goes in or out of stock; `{currentEntity, reason, appId}` on a stock change. */
const inventoryAction = (slug: 'stock_status_updated' | 'updated_with_reason') =>
  domain(V3_ENTITY_FQDN.inventory_item, 'inventory_item', slug, `inventory_item_${slug}`, 'v3');

export const EVENT_TYPES: readonly EventTypeInfo[] = [
  v1('ProductCreated', 'product_created', 'product', 'product_created'),
  v1('ProductChanged', 'product_changed', 'product', 'product_updated'),
  v1('ProductDeleted', 'product_deleted', 'product', 'product_deleted'),
  v1('VariantsChanged', 'variants_changed', 'product', 'product_updated'),
  v1('CollectionCreated', 'collection_created', 'collection', 'category_created'),
  v1('CollectionChanged', 'collection_changed', 'collection', 'category_updated'),
  v1('CollectionDeleted', 'collection_deleted', 'collection', 'category_deleted'),
  v3('product', 'created', 'product_created'),
  v3('product', 'updated', 'product_changed'),
  v3('product', 'deleted', 'product_deleted'),
  v3('category', 'created', 'collection_created'),
  v3('category', 'updated', 'collection_changed'),
  v3('category', 'deleted', 'collection_deleted'),
  categoryAction('item_added_to_category', 'category_item_added'),
  categoryAction('item_removed_from_category', 'category_item_removed'),
  categoryAction('category_moved', 'category_moved'),
  categoryAction('items_arranged_in_category', 'category_items_arranged'),
  v3('brand', 'created'),
  v3('brand', 'updated'),
  v3('brand', 'deleted'),
  v3('ribbon', 'created'),
  v3('ribbon', 'updated'),
  v3('ribbon', 'deleted'),
  v3('customization', 'created'),
  v3('customization', 'updated'),
  v3('customization', 'deleted'),
  v3('info_section', 'created'),
  v3('info_section', 'updated'),
  v3('info_section', 'deleted'),
  v3('inventory_item', 'created'),
  v3('inventory_item', 'updated'),
  v3('inventory_item', 'deleted'),
  inventoryAction('stock_status_updated'),
  inventoryAction('updated_with_reason'),
  cart('created'),
  cart('updated'),
  cart('deleted'),
];

/**
 * The field a synthetic changed / updated event reports when none is named: one that entity has (the SDK's entity
 * types: V1 Product and Collection `name`; V3 Product, Category, Brand, Ribbon and Customization `name`, InfoSection
 * `title` (it has no name), InventoryItem `inStock` (always set, unlike `quantity`)). The cart has no changed fields.
 */
export const DEFAULT_CHANGED_FIELD: Readonly<Record<Exclude<EventEntity, 'cart'>, string>> = {
  product: 'name',
  collection: 'name',
  category: 'name',
  brand: 'name',
  ribbon: 'name',
  customization: 'name',
  info_section: 'title',
  inventory_item: 'inStock',
};

/** Every short name once, in table order (for help texts and errors). */
export const EVENT_NAMES: readonly string[] = [...new Set(EVENT_TYPES.map((info) => info.alias))];

/** The eventType constants of catalog V1 and the cart, for code that records or filters events. */
export const EventType = {
  productCreated: `${CATALOG_V1}.ProductCreated`,
  productChanged: `${CATALOG_V1}.ProductChanged`,
  productDeleted: `${CATALOG_V1}.ProductDeleted`,
  variantsChanged: `${CATALOG_V1}.VariantsChanged`,
  collectionCreated: `${CATALOG_V1}.CollectionCreated`,
  collectionChanged: `${CATALOG_V1}.CollectionChanged`,
  collectionDeleted: `${CATALOG_V1}.CollectionDeleted`,
  cartCreated: `${CART_FQDN}_created`,
  cartUpdated: `${CART_FQDN}_updated`,
  cartDeleted: `${CART_FQDN}_deleted`,
} as const;

/** `Product-Created` → `product_created`: short names ignore case and take `-` for `_`. */
const shortName = (name: string): string => name.trim().toLowerCase().replaceAll('-', '_');

/**
 * The known types a name stands for: a platform eventType names itself; a short name names every version's type
 * of that name (`product_created`: V1's ProductCreated and V3's product_created). With `catalog`, only the types a
 * site of that version sends. Empty when the name is unknown (or, with `catalog`, belongs to the other version).
 */
export function eventTypesNamed(name: string, catalog?: CatalogVersion): EventTypeInfo[] {
  const exact = name.trim();
  const short = shortName(name);
  return EVENT_TYPES.filter((info) => (info.type === exact || info.alias === short) && (!catalog || !info.catalog || info.catalog === catalog));
}

/**
 * Why `name` means no event on a site of `catalog`: it names only the other version's catalog events, which such a
 * site never sends (docs/wire/catalog-v3.md §6), naming this version's counterpart. Undefined when the site sends
 * one of its types, or the name is not in this table.
 */
export function eventNotSentBy(name: string, catalog: CatalogVersion): string | undefined {
  if (eventTypesNamed(name, catalog).length > 0) return undefined;
  const other = eventTypesNamed(name)[0];
  if (!other?.catalog) return undefined;
  const instead = other.counterpart ? `; it sends ${other.counterpart} instead` : '';
  return `${name} is a ${CATALOG_VERSION_NAMES[other.catalog]} event, which this ${CATALOG_VERSION_NAMES[catalog]} site never sends${instead}`;
}

/** The eventTypes a name stands for; a name this table does not know is taken as a platform type as given. */
export function eventTypeValues(name: string): string[] {
  const known = eventTypesNamed(name);
  return known.length > 0 ? known.map((info) => info.type) : [name.trim()];
}

export interface EventIdentity {
  identityType: 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

export interface AccountInfo {
  accountId?: string;
  parentAccountId?: string;
  siteId?: string;
}

/** An event as an app sees it after verification: the SDK's `process()` result. */
export interface WebhookEvent {
  eventType: string;
  instanceId: string;
  /** Catalog v1: the payload object; domain events: `{id, entityFqdn, slug, entityId, createdEvent…, eventTime…}`. */
  payload: Record<string, unknown>;
  identity?: EventIdentity;
  accountInfo?: AccountInfo;
}

/**
 * The JWT's `data` claim: a JSON string whose `data` and `identity` are themselves JSON strings, while
 * `accountInfo` stays an object (§10.1).
 */
export function encodeEventClaim(event: WebhookEvent): string {
  return JSON.stringify({
    eventType: event.eventType,
    instanceId: event.instanceId,
    data: JSON.stringify(event.payload),
    ...(event.identity ? { identity: JSON.stringify(event.identity) } : {}),
    ...(event.accountInfo ? { accountInfo: event.accountInfo } : {}),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} is not valid JSON`);
  }
}

/** The inverse of encodeEventClaim; throws an Error naming what is wrong with the claim. */
export function decodeEventClaim(claim: unknown): WebhookEvent {
  if (typeof claim !== 'string') throw new Error(`claim "data" must be a JSON string, got ${claim === undefined ? 'nothing' : typeof claim}`);
  const outer = parseJson(claim, 'claim "data"');
  if (!isRecord(outer)) throw new Error('claim "data" must hold a JSON object');
  if (typeof outer.eventType !== 'string' || outer.eventType === '') throw new Error('claim "data" has no eventType');
  if (typeof outer.data !== 'string') throw new Error('claim "data" has no "data" string');
  const payload = parseJson(outer.data, 'the event payload ("data.data")');
  if (!isRecord(payload)) throw new Error('the event payload ("data.data") must be a JSON object');
  const identity = typeof outer.identity === 'string' && outer.identity ? parseJson(outer.identity, '"data.identity"') : undefined;
  return {
    eventType: outer.eventType,
    instanceId: typeof outer.instanceId === 'string' ? outer.instanceId : '',
    payload,
    ...(isRecord(identity) ? { identity: identity as unknown as EventIdentity } : {}),
    ...(isRecord(outer.accountInfo) ? { accountInfo: outer.accountInfo as AccountInfo } : {}),
  };
}

/** The id of the entity an event is about: productId, collection_Id (sic, §10.4) or a domain event's entityId. */
export function eventEntityId(payload: Record<string, unknown>): string | undefined {
  const id = payload.entityId ?? payload.productId ?? payload.collection_Id;
  return typeof id === 'string' ? id : undefined;
}
