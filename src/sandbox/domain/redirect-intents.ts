// The intents a redirect session can carry (docs/wire/cart-identity.md §5). The redirect-session route owns the
// request/response envelope; each intent (ecomCheckout, storesProduct, auth, login, logout, …) only decides where
// its hosted page lives. Route families register their intents while the router is built (e.g. inside their
// `registerX(router)`), so this module never imports them.
import type { Caller } from '../auth.js';
import type { RequestContext } from '../context.js';

/** The request's `callbacks` object: thankYouPageUrl, postFlowUrl, loginUrl, cartPageUrl, planListUrl, … */
export type RedirectCallbacks = Readonly<Record<string, string>>;

export interface RedirectIntentInput {
  readonly ctx: RequestContext;
  /** Who asked for the session (sessions need a visitor/member token or the admin key). */
  readonly caller: Caller;
  /** The id the new session will have. */
  readonly sessionId: string;
  /** The intent's own object, e.g. `{checkoutId}` for `ecomCheckout`. */
  readonly intent: Record<string, unknown>;
  readonly callbacks: RedirectCallbacks;
  readonly preferences: Readonly<Record<string, unknown>>;
}

/** Where the hosted page is: `fullUrl` = endpoint + `?` + searchParams (urlDetails on the wire). */
export interface RedirectTarget {
  /** Absolute URL of the hosted page, e.g. `${ctx.baseUrl}/oauth2/authorize`. */
  endpoint: string;
  searchParams: Record<string, string>;
  /** The session token the response carries (e.g. a login session); a random opaque one when left out. */
  sessionToken?: string;
}

/** Validates the intent (throw a SandboxHttpError from http-errors.ts when it is wrong) and returns its page. */
export type RedirectIntentHandler = (input: RedirectIntentInput) => RedirectTarget;

const intents = new Map<string, RedirectIntentHandler>();

/** Registers (or replaces) the handler of one intent key of the CreateRedirectSession request. */
export function registerIntent(name: string, handler: RedirectIntentHandler): void {
  intents.set(name, handler);
}

export function intentHandler(name: string): RedirectIntentHandler | undefined {
  return intents.get(name);
}

export function registeredIntentNames(): string[] {
  return [...intents.keys()].sort();
}
