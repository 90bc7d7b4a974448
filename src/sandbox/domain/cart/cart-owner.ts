// Which cart a request acts on, and with what rights. The current cart (`/carts/current/…`) is the visitor's or
// member's its access token names; the admin key alone has none. Sent after the shopper's token
// (`<access token>,<API key>`, the platform's elevated-call form, as in the authorized_client grant) it acts on that
// shopper's cart with admin rights (custom line items). A cart by id (`/carts/{id}/…`): the admin (alone or
// elevating a shopper) may address any cart, a visitor or member only their own — any other is a 403.
import { identifyCaller } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { applicationError } from '../../http-errors.js';
import type { CartOwner } from './cart-state.js';

export interface Shopper {
  owner: CartOwner;
  /** The admin key came along: admin-only fields are allowed and hidden products are visible. */
  elevated: boolean;
}

/** The cart a call addresses: the caller's current cart (by its owner) or a cart by id. */
export type CartTarget =
  | { current: CartOwner }
  /** `mustOwn`: a visitor or member addressed it, so it must be theirs. */
  | { id: string; mustOwn?: CartOwner };

export interface CartAccess {
  target: CartTarget;
  /** Admin rights: admin-only fields are allowed and hidden products are visible. */
  elevated: boolean;
}

const withAuthorization = (ctx: RequestContext, authorization: string): RequestContext => ({
  ...ctx,
  headers: { ...ctx.headers, authorization },
});

const noCurrentCart = () =>
  applicationError(
    403,
    'Permission denied',
    'PERMISSION_DENIED',
    'The current cart belongs to a visitor or member: call with their access token (or "<access token>,<API key>" to act on it as the admin)',
  );

export const notYourCart = (id: string) =>
  applicationError(
    403,
    'Permission denied',
    'PERMISSION_DENIED',
    `Cart ${id} is not this visitor's or member's cart: only its owner, or the admin (API key), may address it`,
    { id },
  );

/** The admin alone (`undefined`), or the visitor/member calling, elevated when the admin key came along. */
function identifyCartCaller(ctx: RequestContext): Shopper | undefined {
  const raw = ctx.headers.authorization;
  const authorization = (Array.isArray(raw) ? raw[0] : raw ?? '').trim();
  const comma = authorization.indexOf(',');
  if (comma > 0) {
    const key = identifyCaller(withAuthorization(ctx, authorization.slice(comma + 1).trim()));
    if (key.role !== 'admin') throw noCurrentCart();
    const shopper = identifyCaller(withAuthorization(ctx, authorization.slice(0, comma).trim()));
    if (shopper.role === 'admin') throw noCurrentCart();
    return { owner: { kind: shopper.role, id: shopper.subjectId }, elevated: true };
  }
  const caller = identifyCaller(ctx);
  if (caller.role === 'admin') return undefined;
  return { owner: { kind: caller.role, id: caller.subjectId }, elevated: false };
}

/** `/carts/current/…`: the caller's own cart. */
export function currentCartAccess(ctx: RequestContext): CartAccess {
  const shopper = identifyCartCaller(ctx);
  if (!shopper) throw noCurrentCart();
  return { target: { current: shopper.owner }, elevated: shopper.elevated };
}

/** `/carts/{id}/…`: any cart for the admin, only their own for a visitor or member. */
export function cartByIdAccess(ctx: RequestContext, id: string): CartAccess {
  const shopper = identifyCartCaller(ctx);
  if (!shopper || shopper.elevated) return { target: { id }, elevated: true };
  return { target: { id, mustOwn: shopper.owner }, elevated: false };
}
