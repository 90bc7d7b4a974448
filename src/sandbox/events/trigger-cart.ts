// Synthetic cart events for `POST /__sandbox/events/trigger` (every site): the latest cart entity seen in the outbox
// (of `entityId` when given), else a representative empty cart.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { CART_FQDN, type EventTypeInfo } from '../../wire/api/events/webhooks.js';
import type { TriggerRequest } from '../../wire/control/trigger.js';
import type { ChangeIdentity, DomainEventChange } from '../domain/outbox.js';
import type { CatalogEnv } from '../domain/v1/product-service.js';

const entityOf = (change: Record<string, any>): Record<string, unknown> | undefined =>
  change.body?.createdEvent?.entity ?? change.body?.updatedEvent?.currentEntity ?? change.body?.deletedEvent?.deletedEntity;

/** The newest cart entity any cart event carried (of `entityId` when given). */
function latestCart(db: DatabaseSync, entityId?: string): { entity: Record<string, unknown>; identity?: ChangeIdentity } | undefined {
  const rows = db
    .prepare(
      `SELECT change FROM outbox WHERE json_extract(change, '$.entityFqdn') = ?
       AND (? IS NULL OR json_extract(change, '$.entityId') = ?) ORDER BY seq DESC LIMIT 50`,
    )
    .all(CART_FQDN, entityId ?? null, entityId ?? null) as Array<{ change: string }>;
  for (const row of rows) {
    const change = JSON.parse(row.change) as Record<string, any>;
    const entity = entityOf(change);
    if (entity) return { entity, identity: change.identity };
  }
  return undefined;
}

function representativeCart(id: string, now: string): Record<string, unknown> {
  const zero = { amount: '0', convertedAmount: '0', formattedAmount: '$0.00', formattedConvertedAmount: '$0.00' };
  return {
    id,
    lineItems: [],
    buyerInfo: { visitorId: randomUUID() },
    currency: 'USD',
    conversionCurrency: 'USD',
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    subtotal: zero,
    appliedDiscounts: [],
    createdDate: now,
    updatedDate: now,
  };
}

export function cartChange(env: CatalogEnv, info: EventTypeInfo, input: TriggerRequest): DomainEventChange {
  const seen = latestCart(env.db, input.entityId);
  const entity = seen?.entity ?? representativeCart(input.entityId ?? randomUUID(), env.clock.nowIso());
  const entityId = String(entity.id);
  const body =
    info.slug === 'created'
      ? { createdEvent: { entity } }
      : info.slug === 'updated'
        ? { updatedEvent: { currentEntity: entity } }
        : { deletedEvent: {} };
  return { kind: 'domain', eventType: info.type, entityFqdn: CART_FQDN, slug: info.slug!, entityId, body, ...(seen?.identity ? { identity: seen.identity } : {}) };
}
