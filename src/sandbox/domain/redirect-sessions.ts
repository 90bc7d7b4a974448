// CreateRedirectSession (docs/wire/cart-identity.md §5): validates the envelope, lets the one intent's handler
// (domain/redirect-intents.ts) choose its hosted page, and stores the session so that page can find it.
import { randomBytes, randomUUID } from 'node:crypto';
import { RedirectSessionRequestSchema, REDIRECT_INTENTS } from '../../wire/api/redirects/redirect-session.js';
import type { Caller } from '../auth.js';
import { jsonBody, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { applicationError, invalidField } from '../http-errors.js';
import { insertRedirectSession } from '../tables/redirect-sessions.js';
import { parseWith } from '../validation.js';
import { checkRedirectAllowed } from './identity/allowed-redirects.js';
import { intentHandler, registeredIntentNames } from './redirect-intents.js';

/** Where a session's short URL lives; GET it to be redirected to the full URL. */
export const SHORT_URL_PREFIX = '/r';

function chooseIntent(body: Record<string, unknown>): string {
  const known = new Set<string>([...REDIRECT_INTENTS, ...registeredIntentNames()]);
  const given = Object.keys(body).filter((key) => known.has(key) && body[key] !== undefined && body[key] !== null);
  if (given.length !== 1) {
    const what = given.length === 0 ? 'is required' : `must be exactly one, got ${given.join(', ')}`;
    throw invalidField('intent', `${what} (one of ${[...known].join(', ')})`, given.length === 0 ? 'REQUIRED_FIELD' : 'VALIDATION');
  }
  return given[0];
}

export function createRedirectSession(ctx: RequestContext, caller: Caller) {
  const body = jsonBody(ctx);
  const request = parseWith(RedirectSessionRequestSchema, body, '');
  const intent = chooseIntent(request);
  const handler = intentHandler(intent);
  if (!handler) {
    throw applicationError(400, 'Intent not supported', 'INTENT_NOT_SUPPORTED', `The sandbox has no hosted page for the "${intent}" intent`, { intent });
  }
  const id = randomUUID();
  const callbacks = (request.callbacks ?? {}) as Record<string, string>;
  // The hosted pages send the browser to every callback (or link it): each must be an allowed redirect URI.
  for (const [name, url] of Object.entries(callbacks)) checkRedirectAllowed(ctx.db, `callbacks.${name}`, String(url));
  const preferences = (request.preferences ?? {}) as Record<string, unknown>;
  const target = handler({ ctx, caller, sessionId: id, intent: request[intent] as Record<string, unknown>, callbacks, preferences });
  const extra = (preferences.additionalQueryParameters ?? {}) as Record<string, string>;
  const searchParams = { ...extra, ...target.searchParams };
  const query = new URLSearchParams(searchParams).toString();
  const fullUrl = query ? `${target.endpoint}?${query}` : target.endpoint;
  const sessionToken = target.sessionToken ?? randomBytes(24).toString('base64url');
  writeTransaction(ctx.db, () =>
    insertRedirectSession(ctx.db, {
      id,
      intent,
      createdDate: ctx.clock.nowIso(),
      intentBody: request[intent] as Record<string, unknown>,
      callbacks,
      preferences,
      ...(request.origin ? { origin: request.origin } : {}),
      fullUrl,
      sessionToken,
    }),
  );
  return {
    redirectSession: {
      id,
      fullUrl,
      urlDetails: { endpoint: target.endpoint, searchParams },
      sessionToken,
      shortUrl: `${ctx.baseUrl}${SHORT_URL_PREFIX}/${id}`,
    },
  };
}
