// Webhook events on the wire (wire/cart-identity.md §10): the event types the platform sends for the catalog and
// the cart, and the layout of the JWT's `data` claim. The sandbox encodes with these; `store events` decodes.

/** Catalog v1 events carry their payload as is; domain events wrap an entity in created/updated/deletedEvent. */
export type EventFamily = 'catalog-v1' | 'domain';

export interface EventTypeInfo {
  /** The platform's eventType, e.g. `com.wix.ecommerce.catalog.api.v1.ProductCreated`. */
  type: string;
  /** A short name accepted wherever a type is named (`product_created`, `cart_updated`). */
  alias: string;
  family: EventFamily;
  entity: 'product' | 'collection' | 'cart';
  /** Domain events only: the entity's fully qualified name and the event slug. */
  entityFqdn?: string;
  slug?: 'created' | 'updated' | 'deleted';
}

const CATALOG_V1 = 'com.wix.ecommerce.catalog.api.v1';
export const CART_FQDN = 'wix.ecom.v1.cart';

const catalog = (name: string, alias: string, entity: 'product' | 'collection'): EventTypeInfo => ({
  type: `${CATALOG_V1}.${name}`,
  alias,
  family: 'catalog-v1',
  entity,
});
const cart = (slug: 'created' | 'updated' | 'deleted'): EventTypeInfo => ({
  type: `${CART_FQDN}_${slug}`,
  alias: `cart_${slug}`,
  family: 'domain',
  entity: 'cart',
  entityFqdn: CART_FQDN,
  slug,
});

export const EVENT_TYPES: readonly EventTypeInfo[] = [
  catalog('ProductCreated', 'product_created', 'product'),
  catalog('ProductChanged', 'product_changed', 'product'),
  catalog('ProductDeleted', 'product_deleted', 'product'),
  catalog('VariantsChanged', 'variants_changed', 'product'),
  catalog('CollectionCreated', 'collection_created', 'collection'),
  catalog('CollectionChanged', 'collection_changed', 'collection'),
  catalog('CollectionDeleted', 'collection_deleted', 'collection'),
  cart('created'),
  cart('updated'),
  cart('deleted'),
];

/** The eventType constants, for code that records or filters events. */
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

/** A known type by its eventType or alias (case-insensitive alias). */
export function findEventType(name: string): EventTypeInfo | undefined {
  const wanted = name.trim();
  return EVENT_TYPES.find((info) => info.type === wanted || info.alias === wanted.toLowerCase());
}

/** An alias becomes its eventType; anything else is taken as a platform type this table does not list. */
export const canonicalEventType = (name: string): string => findEventType(name)?.type ?? name.trim();

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
