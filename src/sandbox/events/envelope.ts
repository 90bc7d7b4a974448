// An outbox row → the event an app receives (docs/wire/cart-identity.md §10.1–§10.2), and its RS256 JWT.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { encodeEventClaim, type WebhookEvent } from '../../wire/api/events/webhooks.js';
import type { OutboxRow } from '../domain/outbox.js';

/** How long a delivered token stays valid; a retry signs a fresh one. */
export const EVENT_TOKEN_TTL_SECONDS = 300;
export const EVENT_ISSUER = 'wix.com';

export interface EventSite {
  instanceId: string;
  siteId: string;
  privateKey: string;
}

/**
 * Catalog v1 payloads go out as recorded. Domain events get the envelope keys around their event body; the
 * entity stays an object (the SDK's transforms only work on objects), and the outbox sequence number, which
 * only grows, serves as the entity's event sequence.
 */
export function webhookEvent(row: OutboxRow, site: Pick<EventSite, 'instanceId' | 'siteId'>): WebhookEvent {
  const { change } = row;
  const payload =
    change.kind === 'catalog-v1'
      ? change.payload
      : {
          id: row.id,
          entityFqdn: change.entityFqdn,
          slug: change.slug,
          entityId: change.entityId,
          ...change.body,
          eventTime: row.createdAt,
          triggeredByAnonymizeRequest: false,
          entityEventSequence: String(row.seq),
        };
  return {
    eventType: change.eventType,
    instanceId: site.instanceId,
    payload,
    identity: change.identity ?? { identityType: 'UNKNOWN' },
    accountInfo: { siteId: site.siteId },
  };
}

const keyCache = new Map<string, KeyObject>();

function privateKeyOf(pem: string): KeyObject {
  let key = keyCache.get(pem);
  if (!key) keyCache.set(pem, (key = createPrivateKey(pem)));
  return key;
}

/** The JWT the platform POSTs: claim `data` carries the event, iat/exp from the sandbox clock. */
export function signEvent(event: WebhookEvent, privateKeyPem: string, nowMs: number): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ data: encodeEventClaim(event) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(EVENT_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + EVENT_TOKEN_TTL_SECONDS)
    .sign(privateKeyOf(privateKeyPem));
}
