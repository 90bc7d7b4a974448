// A member's server-side sessions (a refresh token and the access tokens minted under it): logout ends the
// caller's; a password change ends every other one, and a recovery every one (whoever held the old password or a
// stolen refresh token keeps no way in).
import type { DatabaseSync } from 'node:sqlite';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { revokeRefreshToken, revokeSubjectSessions } from '../../tables/tokens.js';
import { checkAccessToken } from '../tokens.js';

/** The refresh token behind the caller's visitor/member access token, if it sent one. */
export function callerRefreshToken(ctx: RequestContext): string | null {
  const raw = ctx.headers.authorization;
  const token = (Array.isArray(raw) ? raw[0] : raw ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!token) return null;
  const check = checkAccessToken(ctx.db, ctx.clock, token);
  return check.status === 'unknown' ? null : check.row.refreshToken;
}

/** Revokes the caller's session when it sent a visitor/member access token; anything else is ignored. */
export function endCallerSession(ctx: RequestContext): void {
  writeTransaction(ctx.db, () => {
    const refreshToken = callerRefreshToken(ctx);
    if (refreshToken) revokeRefreshToken(ctx.db, refreshToken);
  });
}

/** Ends every session of the member but `keep` (the caller's own, on a password change); call in a write transaction. */
export function endMemberSessions(db: DatabaseSync, memberId: string, keep: string | null = null): void {
  revokeSubjectSessions(db, 'MEMBER', memberId, keep);
}
