// Verifies one webhook event: an RS256 JWT (no other algorithm, expiry enforced) whose `data` claim holds the
// event (docs/wire/cart-identity.md §10.1). Stricter than the SDK, which accepts any algorithm the key allows.
import type { KeyObject } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import { decodeEventClaim, eventEntityId, eventTypeValues, type WebhookEvent } from '../wire/api/events/webhooks.js';
import { invalidJwt, unexpectedEventType } from './errors.js';

export const EVENT_ALGORITHM = 'RS256';

export interface VerifiedEvent extends WebhookEvent {
  entityId?: string;
  /** Epoch seconds, from the token. */
  issuedAt?: number;
  expiresAt?: number;
}

export interface VerifyOptions {
  /** Accepted event types (short names allowed: each stands for every catalog version's type); empty or absent = every type. */
  types?: readonly string[];
  /** Epoch ms to check `exp` against (default: now). */
  now?: number;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) {
    const exp = typeof error.payload.exp === 'number' ? ` at ${new Date(error.payload.exp * 1000).toISOString()}` : '';
    return `the token expired${exp}`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the signature does not match the public key (tampered, or signed with another key)';
  if (error instanceof errors.JOSEAlgNotAllowed) return `only ${EVENT_ALGORITHM} is accepted`;
  if (error instanceof errors.JWTClaimValidationFailed) return `claim "${error.claim}" failed its check (${error.reason})`;
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return `malformed token (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}

/** The event, or an EventRejectedError whose message starts with "not a valid JWT" / "unexpected event type". */
export async function verifyEventToken(token: string, key: KeyObject, options: VerifyOptions = {}): Promise<VerifiedEvent> {
  const jwt = token.trim();
  if (!TOKEN_SHAPE.test(jwt)) throw invalidJwt('malformed token (expected header.payload.signature in base64url)');
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(jwt).alg;
  } catch (error) {
    throw invalidJwt('malformed token header', error);
  }
  // Checked before any key is used: `none`, HS256 (the public key as an HMAC secret) and friends never get in.
  if (alg !== EVENT_ALGORITHM) throw invalidJwt(`algorithm ${typeof alg === 'string' ? alg : 'none'} is not allowed; events are signed with ${EVENT_ALGORITHM}`);

  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(jwt, key, {
      algorithms: [EVENT_ALGORITHM],
      ...(options.now === undefined ? {} : { currentDate: new Date(options.now) }),
    }));
  } catch (error) {
    throw invalidJwt(reasonOf(error), error);
  }

  let event: WebhookEvent;
  try {
    event = decodeEventClaim(claims.data);
  } catch (error) {
    throw invalidJwt(`${(error as Error).message} (not a platform event)`, error);
  }
  const wanted = [...new Set((options.types ?? []).flatMap(eventTypeValues))];
  if (wanted.length > 0 && !wanted.includes(event.eventType)) throw unexpectedEventType(event.eventType, wanted);
  return {
    ...event,
    entityId: eventEntityId(event.payload),
    ...(typeof claims.iat === 'number' ? { issuedAt: claims.iat } : {}),
    ...(typeof claims.exp === 'number' ? { expiresAt: claims.exp } : {}),
  };
}
