// Whose current cart a request means: the visitor or member its access token names. The admin key alone has
// no cart; sent after the shopper's token (`<access token>,<API key>`, the platform's elevated-call form, as in
// the authorized_client grant) it acts on that shopper's cart with admin rights (custom line items).
import { identifyCaller } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { applicationError } from '../../http-errors.js';
import type { CartOwner } from './cart-state.js';

export interface Shopper {
  owner: CartOwner;
  /** The admin key came along: admin-only fields are allowed and hidden products are visible. */
  elevated: boolean;
}

const withAuthorization = (ctx: RequestContext, authorization: string): RequestContext => ({
  ...ctx,
  headers: { ...ctx.headers, authorization },
});

const noCart = () =>
  applicationError(
    403,
    'Permission denied',
    'PERMISSION_DENIED',
    'The current cart belongs to a visitor or member: call with their access token (or "<access token>,<API key>" to act on it as the admin)',
  );

export function identifyShopper(ctx: RequestContext): Shopper {
  const raw = ctx.headers.authorization;
  const authorization = (Array.isArray(raw) ? raw[0] : raw ?? '').trim();
  const comma = authorization.indexOf(',');
  if (comma > 0) {
    const key = identifyCaller(withAuthorization(ctx, authorization.slice(comma + 1).trim()));
    if (key.role !== 'admin') throw noCart();
    const shopper = identifyCaller(withAuthorization(ctx, authorization.slice(0, comma).trim()));
    if (shopper.role === 'admin') throw noCart();
    return { owner: { kind: shopper.role, id: shopper.subjectId }, elevated: true };
  }
  const caller = identifyCaller(ctx);
  if (caller.role === 'admin') throw noCart();
  return { owner: { kind: caller.role, id: caller.subjectId }, elevated: false };
}
