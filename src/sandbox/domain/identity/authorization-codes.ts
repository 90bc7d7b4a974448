// Authorization codes of the hosted login (RFC 6749 §4.1 + PKCE, RFC 7636): short-lived, single use, bound to the
// client, the redirect URI and the code challenge. Stored as `tokens` rows of kind 'code'.
import { createHash } from 'node:crypto';
import { sameSecret } from '../../auth.js';
import { writeTransaction } from '../../db.js';
import type { SandboxHttpError } from '../../http-errors.js';
import { findToken, insertToken, revokeToken } from '../../tables/tokens.js';
import { issueSession, newOpaqueToken, type TokenResponse } from '../tokens.js';
import type { IdentityEnv } from './authentication.js';
import { oauthError } from './oauth-errors.js';

export const AUTHORIZATION_CODE_TTL_MS = 120_000;
export const CHALLENGE_METHODS = { S256: 'sha256', S512: 'sha512' } as const;
export type ChallengeMethod = keyof typeof CHALLENGE_METHODS;
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

export interface CodeGrant {
  memberId: string;
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  codeChallengeMethod: ChallengeMethod;
  scope?: string;
}

export const challengeOf = (verifier: string, method: ChallengeMethod): string =>
  createHash(CHALLENGE_METHODS[method]).update(verifier, 'ascii').digest('base64url');

export function issueAuthorizationCode(env: IdentityEnv, grant: CodeGrant): string {
  const code = newOpaqueToken();
  const now = env.clock.now();
  insertToken(env.db, {
    token: code,
    kind: 'code',
    clientId: grant.clientId,
    subjectType: 'MEMBER',
    subjectId: grant.memberId,
    issuedAt: now,
    expiresAt: now + AUTHORIZATION_CODE_TTL_MS,
    revoked: false,
    refreshToken: null,
    data: { redirectUri: grant.redirectUri ?? null, codeChallenge: grant.codeChallenge, codeChallengeMethod: grant.codeChallengeMethod, scope: grant.scope ?? null },
  });
  return code;
}

/**
 * The `authorization_code` grant. The code is spent by the first attempt, even a failed one (a leaked code cannot
 * be retried with guessed verifiers), so the spend is committed before any failure is reported.
 */
export function redeemAuthorizationCode(
  env: IdentityEnv,
  request: { clientId?: string; code?: string; codeVerifier?: string; redirectUri?: string },
): TokenResponse {
  const { clientId, code, codeVerifier, redirectUri } = request;
  if (!clientId) throw oauthError('invalid_request', 'clientId is required');
  if (!code) throw oauthError('invalid_request', 'code is required');
  if (!codeVerifier) throw oauthError('invalid_request', 'codeVerifier is required');
  const outcome = writeTransaction(env.db, (): { error: SandboxHttpError } | { tokens: TokenResponse } => {
    const row = findToken(env.db, code, 'code');
    if (!row) return { error: oauthError('invalid_grant', 'The authorization code is unknown') };
    if (row.revoked) return { error: oauthError('invalid_grant', 'The authorization code was already used') };
    revokeToken(env.db, code);
    if (row.expiresAt !== null && row.expiresAt <= env.clock.now()) return { error: oauthError('invalid_grant', 'The authorization code has expired') };
    if (row.clientId !== clientId) return { error: oauthError('invalid_grant', 'The authorization code was issued to another client') };
    const data = row.data as { redirectUri: string | null; codeChallenge: string; codeChallengeMethod: ChallengeMethod; scope: string | null };
    if (data.redirectUri && data.redirectUri !== redirectUri) return { error: oauthError('invalid_grant', 'redirectUri does not match the authorization request') };
    if (!VERIFIER_PATTERN.test(codeVerifier)) return { error: oauthError('invalid_grant', 'codeVerifier must be 43–128 characters of A-Z a-z 0-9 - . _ ~') };
    if (!sameSecret(challengeOf(codeVerifier, data.codeChallengeMethod), data.codeChallenge)) {
      return { error: oauthError('invalid_grant', 'PKCE verification failed: codeVerifier does not match the code challenge') };
    }
    const scope = data.scope ?? undefined;
    return { tokens: issueSession(env.db, env.clock, { clientId, subjectType: 'MEMBER', subjectId: row.subjectId, scope }) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}
