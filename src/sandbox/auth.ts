// Who is calling: the site admin (raw API key in Authorization, optional wix-site-id), a visitor or member (an
// access token, raw or with a `Bearer ` prefix), or nobody.
import { timingSafeEqual } from 'node:crypto';
import type { RequestContext } from './context.js';
import { checkAccessToken } from './domain/tokens.js';
import { applicationError } from './http-errors.js';

export type Caller =
  | { role: 'admin' }
  | { role: 'visitor' | 'member'; subjectId: string; clientId: string | null };

const header = (ctx: RequestContext, name: string): string => {
  const value = ctx.headers[name];
  return (Array.isArray(value) ? value[0] : value ?? '').trim();
};

/** Constant-time comparison of two secrets (an API key, a PKCE challenge, a one-time code). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const unauthenticated = (description: string, code = 'UNAUTHENTICATED') => applicationError(401, 'Unauthenticated', code, description);

/** The caller, or a 401/404 envelope when credentials are missing, unknown, expired or for another site. */
export function identifyCaller(ctx: RequestContext): Caller {
  const authorization = header(ctx, 'authorization');
  if (!authorization) throw unauthenticated('Missing Authorization header: send the API key or an access token');
  if (sameSecret(authorization, ctx.credentials.apiKey)) {
    const siteId = header(ctx, 'wix-site-id');
    if (siteId && siteId !== ctx.credentials.siteId) {
      throw applicationError(404, 'Site not found', 'SITE_NOT_FOUND', `Site ${siteId} not found for this API key`, { siteId });
    }
    return { role: 'admin' };
  }
  const token = authorization.replace(/^Bearer\s+/i, '');
  const check = checkAccessToken(ctx.db, ctx.clock, token);
  if (check.status === 'expired') throw unauthenticated('The access token has expired; renew it with the refresh token', 'TOKEN_EXPIRED');
  if (check.status === 'unknown') throw unauthenticated('Invalid API key or access token');
  const role = check.row.subjectType === 'MEMBER' ? 'member' : 'visitor';
  return { role, subjectId: check.row.subjectId, clientId: check.row.clientId };
}

/** Catalog reads: any authenticated caller. */
export const requireReader = identifyCaller;

/** Catalog writes: the admin only; a visitor or member token is authenticated but not allowed. */
export function requireAdmin(ctx: RequestContext): Caller {
  const caller = identifyCaller(ctx);
  if (caller.role !== 'admin') {
    throw applicationError(403, 'Permission denied', 'PERMISSION_DENIED', `A ${caller.role} token cannot change the catalog; use the admin API key`);
  }
  return caller;
}

/** Member-only calls (a member's own password, session, profile): a visitor, app or admin is not allowed. */
export function requireMember(ctx: RequestContext): string {
  const caller = identifyCaller(ctx);
  if (caller.role !== 'member') {
    throw applicationError(403, 'Permission denied', 'PERMISSION_DENIED', `A ${caller.role} cannot do this: log in as a member first`);
  }
  return caller.subjectId;
}
