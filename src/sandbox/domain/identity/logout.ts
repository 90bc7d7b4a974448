// Logout: the member's server-side session ends (the refresh token behind the caller's access token is revoked)
// and the browser goes back to the post-logout URL when the OAuth app allows it.
import type { DatabaseSync } from 'node:sqlite';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { revokeRefreshToken } from '../../tables/tokens.js';
import { checkAccessToken } from '../tokens.js';
import { isAllowedRedirect } from './redirect-allow-list.js';
import { readIdentitySettings } from './settings.js';

/** Revokes the caller's session when it sent a visitor/member access token; anything else is ignored. */
export function endCallerSession(ctx: RequestContext): void {
  const raw = ctx.headers.authorization;
  const token = (Array.isArray(raw) ? raw[0] : raw ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!token) return;
  writeTransaction(ctx.db, () => {
    const check = checkAccessToken(ctx.db, ctx.clock, token);
    if (check.status !== 'unknown' && check.row.refreshToken) revokeRefreshToken(ctx.db, check.row.refreshToken);
  });
}

/** Where to send the browser after logout: only an allowed redirect URI of the OAuth app (never an open redirect). */
export function postLogoutLocation(db: DatabaseSync, uri: string | null | undefined): string | undefined {
  if (!uri) return undefined;
  return isAllowedRedirect(readIdentitySettings(db).allowedRedirectUris, uri) ? new URL(uri).toString() : undefined;
}
