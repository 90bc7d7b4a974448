// Cart domain events (docs/wire/cart-identity.md §10.3) recorded in the outbox inside the write that caused them:
// created with the whole cart, updated with the new cart and `modifiedFields` (flat path → previous value),
// deleted with no entity.
import type { DatabaseSync } from 'node:sqlite';
import { recordChange, type ChangeIdentity, type DomainEventChange } from '../outbox.js';
import type { CartOwner } from './cart-state.js';
import { modifiedFields } from '../modified-fields.js';

export const CART_ENTITY_FQDN = 'wix.ecom.v1.cart';

const identityOf = (owner: CartOwner): ChangeIdentity =>
  owner.kind === 'member' ? { identityType: 'MEMBER', memberId: owner.id } : { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: owner.id };

interface CartEvent {
  db: DatabaseSync;
  at: string;
  owner: CartOwner;
  cartId: string;
}

export function cartCreated(event: CartEvent, cart: unknown): void {
  record(event, 'created', { createdEvent: { entity: cart } });
}

export function cartUpdated(event: CartEvent, before: unknown, after: unknown): void {
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
