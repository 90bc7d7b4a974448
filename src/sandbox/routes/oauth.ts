// OAuth (docs/wire/cart-identity.md §6): `POST /oauth2/token` (anonymous, refresh_token, authorization_code with PKCE,
// authorized_client), `POST /oauth2/token-info` and `GET /oauth2/user-info`. Errors carry RFC 6749
// `error`/`error_description` next to the platform envelope. Token and token-info also take the SDK module's raw
// HTTP request (src/wire/api/identity/raw-http.ts); Token then answers a raw HTTP response, its failures included.
import { rawJsonResponse, rawRequestText } from '../../wire/api/identity/raw-http.js';
import { paths } from '../../wire/api/paths.js';
import { requireMember } from '../auth.js';
import { jsonBody, jsonObject, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { authorizedClientTokens } from '../domain/identity/app-identity.js';
import { redeemAuthorizationCode } from '../domain/identity/authorization-codes.js';
import { oauthError } from '../domain/identity/oauth-errors.js';
import { checkAccessToken, issueSession, newVisitorId, refreshSession } from '../domain/tokens.js';
import { errorBody, notFound, toSandboxError } from '../http-errors.js';
import type { Router } from '../router.js';
import { findMemberById } from '../tables/members.js';
import { findToken } from '../tables/tokens.js';

/** The anonymous/refresh/code grants send camelCase, the others snake_case: accept both everywhere. */
function field(body: Record<string, unknown>, camel: string, snake: string): string | undefined {
  const value = body[camel] ?? body[snake];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The request's JSON: plain, or carried in the SDK module's raw HTTP request. */
function requestJson(ctx: RequestContext): Record<string, unknown> {
  const body = jsonBody(ctx);
  const text = rawRequestText(body);
  return text === undefined ? body : jsonObject(text);
}

/** Plain JSON in, the tokens (or the error) as JSON out; a raw HTTP request gets every answer as a raw HTTP response. */
function token(ctx: RequestContext) {
  const body = jsonBody(ctx);
  const text = rawRequestText(body);
  if (text === undefined) return grant(ctx, body);
  try {
    return rawJsonResponse(200, grant(ctx, jsonObject(text)));
  } catch (error) {
    const failure = toSandboxError(error);
    return rawJsonResponse(failure.status, errorBody(failure));
  }
}

function grant(ctx: RequestContext, body: Record<string, unknown>) {
  const grantType = field(body, 'grantType', 'grant_type');
  const clientId = field(body, 'clientId', 'client_id');
  if (clientId !== undefined && clientId !== ctx.credentials.clientId) {
    throw oauthError('invalid_client', `Unknown OAuth client ${clientId}`);
  }
  switch (grantType) {
    case 'anonymous':
      if (!clientId) throw oauthError('invalid_request', 'clientId is required');
      return writeTransaction(ctx.db, () =>
        issueSession(ctx.db, ctx.clock, { clientId, subjectType: 'VISITOR', subjectId: newVisitorId() }),
      );
    case 'refresh_token': {
      const refreshToken = field(body, 'refreshToken', 'refresh_token');
      if (!refreshToken) throw oauthError('invalid_request', 'refreshToken is required');
      return writeTransaction(ctx.db, () => {
        const row = findToken(ctx.db, refreshToken, 'refresh');
        if (!row || row.revoked) throw oauthError('invalid_grant', 'The refresh token is unknown or revoked');
        return refreshSession(ctx.db, ctx.clock, row);
      });
    }
    case 'authorization_code':
      return redeemAuthorizationCode(ctx, {
        clientId,
        code: field(body, 'code', 'code'),
        codeVerifier: field(body, 'codeVerifier', 'code_verifier'),
        redirectUri: field(body, 'redirectUri', 'redirect_uri'),
      });
    case 'authorized_client':
      return authorizedClientTokens(ctx, body);
    case undefined:
      throw oauthError('invalid_request', 'grantType is required');
    default:
      throw oauthError('unsupported_grant_type', `Grant type ${grantType} is not supported`);
  }
}

/** Token introspection; `exp`/`iat` are int64 epoch seconds, strings in JSON (auto_sdk_identity_oauth TokenInfoResponse). */
function tokenInfo(ctx: RequestContext) {
  const value = requestJson(ctx).token;
  if (typeof value !== 'string' || value === '') throw oauthError('invalid_request', 'token is required');
  const check = checkAccessToken(ctx.db, ctx.clock, value.replace(/^Bearer\s+/i, ''));
  if (check.status === 'unknown') return { active: false };
  const { row } = check;
  return {
    active: check.status === 'valid',
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    exp: String(Math.floor((row.expiresAt ?? 0) / 1000)),
    iat: String(Math.floor(row.issuedAt / 1000)),
    clientId: row.clientId,
    siteId: ctx.credentials.siteId,
    instanceId: ctx.credentials.instanceId,
  };
}

/** OpenID Connect UserInfo for the member's access token (auto_sdk_identity_oauth UserInfoResponse). */
function userInfo(ctx: RequestContext) {
  const memberId = requireMember(ctx);
  const member = findMemberById(ctx.db, memberId);
  if (!member) throw notFound('Member', memberId);
  const { firstName, lastName, picture, language } = member.profile;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return {
    sub: member.id,
    email: member.email,
    emailVerified: member.emailVerified,
    ...(firstName ? { givenName: firstName } : {}),
    ...(lastName ? { familyName: lastName } : {}),
    ...(name ? { name } : {}),
    ...(picture ? { picture } : {}),
    ...(language ? { language } : {}),
  };
}

export function registerOAuth(router: Router): void {
  router.post(paths.oauth.token(), token);
  router.post(paths.oauth.tokenInfo(), tokenInfo);
  router.get(paths.oauth.userInfo(), userInfo);
}
