// Every change the sandbox makes to the catalog or a cart is recorded here, inside the same write transaction,
// so webhook delivery (events.ts) can sign and send it later without the write paths knowing about webhooks.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export interface ChangeIdentity {
  identityType: 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/** A stores catalog v1 event (docs/wire/cart-identity.md §10.4): `payload` is the inner data object as sent. */
export interface CatalogV1Change {
  kind: 'catalog-v1';
  /** e.g. `com.wix.ecommerce.catalog.api.v1.ProductCreated` */
  eventType: string;
  entityId: string;
  payload: Record<string, unknown>;
  identity?: ChangeIdentity;
}

/** A domain event (docs/wire/cart-identity.md §10.2–§10.3), e.g. `wix.ecom.v1.cart_updated`. */
export interface DomainEventChange {
  kind: 'domain';
  eventType: string;
  entityFqdn: string;
  /** created | updated | deleted | an action name */
  slug: string;
  entityId: string;
  body:
    | { createdEvent: { entity: unknown } }
    | { updatedEvent: { currentEntity: unknown; modifiedFields?: Record<string, unknown> } }
    | { deletedEvent: { deletedEntity?: unknown } }
    | { actionEvent: { body: unknown } };
  identity?: ChangeIdentity;
}

export type DomainChange = CatalogV1Change | DomainEventChange;

export interface OutboxRow {
  id: string;
  seq: number;
  createdAt: string;
  change: DomainChange;
}

/** Databases whose changes are not events right now (see withoutChanges); counts nest. */
const muted = new WeakMap<DatabaseSync, number>();

/** Records a change; call inside the write transaction that made it. */
export function recordChange(db: DatabaseSync, change: DomainChange, createdAt: string): void {
  if (muted.get(db)) return;
  db.prepare('INSERT INTO outbox (id, created_at, change) VALUES (?, ?, ?)').run(randomUUID(), createdAt, JSON.stringify(change));
}

/**
 * Runs fn (synchronous) without recording its changes: the demo catalog a data file starts with is the store's
 * initial state, not something that happened to it, so subscribers get no events for it.
 */
export function withoutChanges<T>(db: DatabaseSync, fn: () => T): T {
  muted.set(db, (muted.get(db) ?? 0) + 1);
  try {
    return fn();
  } finally {
    muted.set(db, (muted.get(db) ?? 1) - 1);
  }
}

/** Changes recorded after `afterSeq`, oldest first. */
export function changesSince(db: DatabaseSync, afterSeq: number, limit = 500): OutboxRow[] {
  const rows = db
    .prepare('SELECT seq, id, created_at, change FROM outbox WHERE seq > ? ORDER BY seq LIMIT ?')
    .all(afterSeq, limit) as Array<{ seq: number; id: string; created_at: string; change: string }>;
  return rows.map((row) => ({ id: row.id, seq: row.seq, createdAt: row.created_at, change: JSON.parse(row.change) as DomainChange }));
}
