// Calls the site's own app makes on a member's behalf (docs/wire/cart-identity.md §6.1, §8.1): SignOn and the
// `authorized_client` grant. The app proves itself with `Authorization: <access token>,<API key>` (the SDK joins
// them with a bare comma; the token part may be empty) or with the API key alone.
import type { Identity } from '../../../wire/api/identity/identity.js';
import { sameSecret } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { applicationError } from '../../http-errors.js';
import { findMemberByEmail, findMemberById, saveMember } from '../../tables/members.js';
import { issueSession, type TokenResponse } from '../tokens.js';
import { openLoginSession } from './authentication.js';
import { checkEmail } from './identity-errors.js';
import { identityOf, newMember, profileFrom, touchMember } from './members.js';
import { oauthError } from './oauth-errors.js';
import { liveTicket, spendTicket } from './tickets.js';

type Body = Record<string, unknown>;

export function isAppIdentity(ctx: RequestContext): boolean {
  const raw = ctx.headers.authorization;
  const value = (Array.isArray(raw) ? raw[0] : raw ?? '').trim();
  const key = value.slice(value.lastIndexOf(',') + 1).trim();
  return key !== '' && sameSecret(key, ctx.credentials.apiKey);
}

/** SignOn: finds or creates the member (ACTIVE: the app vouches for it) and opens a login session. */
export function signOn(ctx: RequestContext, body: Body): { sessionToken: string; identity: Identity } {
  if (!isAppIdentity(ctx)) {
    throw applicationError(403, 'Permission denied', 'PERMISSION_DENIED', 'SignOn needs the app identity: Authorization: <token>,<API key>');
  }
  const email = checkEmail((body.loginId as { email?: unknown } | undefined)?.email);
  const env = { db: ctx.db, clock: ctx.clock };
  return writeTransaction(ctx.db, () => {
    const existing = findMemberByEmail(ctx.db, email);
    const profile = profileFrom(body.profile);
    let member = existing;
    if (!member) {
      member = newMember(ctx.clock, { email, passwordHash: null, profile, reasons: [], emailVerified: body.verifyEmail === true });
      saveMember(ctx.db, member);
    } else if (Object.keys(profile).length > 0 && body.mergeExistingContact !== false) {
      member = touchMember(ctx.db, ctx.clock, member, { profile: { ...member.profile, ...profile } });
    }
    return { sessionToken: openLoginSession(env, member.id), identity: identityOf(member) };
  });
}

/** The `authorized_client` grant: member tokens for `member_id`, optionally bound to a SignOn session token. */
export function authorizedClientTokens(ctx: RequestContext, body: Body): TokenResponse {
  if (!isAppIdentity(ctx)) throw oauthError('invalid_client', 'authorized_client needs Authorization: <token>,<API key>', 401);
  const memberId = body.member_id ?? body.memberId;
  if (typeof memberId !== 'string' || memberId === '') throw oauthError('invalid_request', 'member_id is required');
  return writeTransaction(ctx.db, () => {
    const member = findMemberById(ctx.db, memberId);
    if (!member) throw oauthError('invalid_grant', `No member ${memberId}`);
    if (member.status !== 'ACTIVE') throw oauthError('invalid_grant', `Member ${memberId} is ${member.status}, not ACTIVE`);
    const sessionToken = body.session_token ?? body.sessionToken;
    if (sessionToken !== undefined) {
      const session = liveTicket(ctx.db, ctx.clock, sessionToken, 'session');
      if (!session || session.memberId !== member.id) throw oauthError('invalid_grant', 'The session token is unknown, used, expired or for another member');
      spendTicket(ctx.db, session);
    }
    const scope = typeof body.scope === 'string' && body.scope !== '' ? body.scope : undefined;
    return issueSession(ctx.db, ctx.clock, { clientId: ctx.credentials.clientId, subjectType: 'MEMBER', subjectId: member.id, scope });
  });
}
