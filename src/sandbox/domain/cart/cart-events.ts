// Cart domain events (wire/cart-identity.md §10.3) recorded in the outbox inside the write that caused them:
// created with the whole cart, updated with the new cart and `modifiedFields` (flat path → previous value),
// deleted with no entity.
import type { DatabaseSync } from 'node:sqlite';
import { recordChange, type ChangeIdentity, type DomainEventChange } from '../outbox.js';
import type { CartOwner } from './cart-state.js';

export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';
/** Fields every write touches; listing them as "modified" would say nothing. */
const NOISE = new Set(['updatedDate', 'revision']);

type Json = unknown;

const identityOf = (owner: CartOwner): ChangeIdentity =>
  owner.kind === 'member' ? { identityType: 'MEMBER', memberId: owner.id } : { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: owner.id };

const isObject = (v: Json): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `lineItems[0].quantity` → previous value, for every leaf that differs (removed leaves included). */
export function modifiedFields(before: Json, after: Json, path = '', out: Record<string, Json> = {}): Record<string, Json> {
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) modifiedFields(before[i], after[i], `${path}[${i}]`, out);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (path === '' && NOISE.has(key)) continue;
      modifiedFields(before[key], after[key], path ? `${path}.${key}` : key, out);
    }
    return out;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out[path] = before ?? null;
  return out;
}

interface CartEvent {
  db: DatabaseSync;
  at: string;
  owner: CartOwner;
  cartId: string;
}

export function cartCreated(event: CartEvent, cart: Json): void {
  record(event, 'created', { createdEvent: { entity: cart } });
}

export function cartUpdated(event: CartEvent, before: Json, after: Json): void {
  const changed = modifiedFields(before, after);
  if (Object.keys(changed).length === 0) return;
  record(event, 'updated', { updatedEvent: { currentEntity: after, modifiedFields: changed } });
}

export function cartDeleted(event: CartEvent): void {
  record(event, 'deleted', { deletedEvent: {} });
}

function record(event: CartEvent, slug: 'created' | 'updated' | 'deleted', body: DomainEventChange['body']): void {
  recordChange(
    event.db,
    { kind: 'domain', eventType: `${CART_ENTITY_FQDN}_${slug}`, entityFqdn: CART_ENTITY_FQDN, slug, entityId: event.cartId, body, identity: identityOf(event.owner) },
    event.at,
  );
}
