// One readable line per event for `store events listen`: what happened, to which entity, when.
import { eventTypesNamed } from '../wire/api/events/webhooks.js';
import type { VerifiedEvent } from './verify.js';

export interface EventSummary {
  /** The short type name when known (`product_changed`), else the platform's eventType. */
  name: string;
  entityId: string;
  /** ISO time: the domain event's eventTime, else when the token was issued. */
  time: string;
  summary: string;
}

type Json = Record<string, any>;

const list = (values: unknown): string => (Array.isArray(values) ? values.map(String).join(', ') : '');

function entitySummary(entity: Json | undefined): string {
  if (!entity || typeof entity !== 'object') return '';
  if (Array.isArray(entity.lineItems)) {
    const units = entity.lineItems.reduce((sum: number, item: Json) => sum + (Number(item?.quantity) || 0), 0);
    return `${entity.lineItems.length} line item${entity.lineItems.length === 1 ? '' : 's'}, ${units} unit${units === 1 ? '' : 's'}`;
  }
  return typeof entity.name === 'string' ? `"${entity.name}"` : '';
}

/** V3 action events (docs/wire/catalog-v3.md §6): which product went in or out of a category; stock in or out; why. */
function actionSummary(slug: unknown, body: Json | undefined): string {
  const added = body?.addedItem?.catalogItemId;
  const removed = body?.removedItem?.catalogItemId;
  if (typeof added === 'string') return `added product ${added}`;
  if (typeof removed === 'string') return `removed product ${removed}`;
  if (typeof body?.inStock === 'boolean') return body.inStock ? 'in stock' : 'out of stock';
  if (typeof body?.reason === 'string') return `updated (${body.reason})`;
  return typeof slug === 'string' ? slug : 'action';
}

function domainSummary(payload: Json): string {
  if (payload.deletedEvent) return 'deleted';
  if (payload.actionEvent) return actionSummary(payload.slug, payload.actionEvent.body);
  if (payload.updatedEvent) {
    const modified = Object.keys(payload.updatedEvent.modifiedFields ?? {});
    const about = entitySummary(payload.updatedEvent.currentEntity);
    return [modified.length > 0 ? `modified: ${modified.join(', ')}` : 'updated', about].filter(Boolean).join(' — ');
  }
  return ['created', entitySummary(payload.createdEvent?.entity)].filter(Boolean).join(' — ');
}

function catalogSummary(payload: Json): string {
  if (Array.isArray(payload.variants)) {
    const fields = [...new Set(payload.variants.flatMap((v: Json) => v.changedFields ?? []))];
    return `${payload.variants.length} variant${payload.variants.length === 1 ? '' : 's'} changed${fields.length ? `: ${fields.join(', ')}` : ''}`;
  }
  if (Array.isArray(payload.changedFields)) return `changed: ${list(payload.changedFields) || '(nothing named)'}`;
  if (typeof payload.name === 'string') {
    const price = payload.price?.formatted?.discountedPrice ?? payload.price?.formatted?.price;
    return [`"${payload.name}"`, price, payload.visible === false ? '(hidden)' : ''].filter(Boolean).join(' ');
  }
  return 'deleted';
}

export function summarizeEvent(event: VerifiedEvent): EventSummary {
  const payload = event.payload as Json;
  const isDomain = typeof payload.entityFqdn === 'string';
  const time = typeof payload.eventTime === 'string' ? payload.eventTime : event.issuedAt ? new Date(event.issuedAt * 1000).toISOString() : '';
  return {
    name: eventTypesNamed(event.eventType)[0]?.alias ?? event.eventType,
    entityId: event.entityId ?? '',
    time,
    summary: isDomain ? domainSummary(payload) : catalogSummary(payload),
  };
}
