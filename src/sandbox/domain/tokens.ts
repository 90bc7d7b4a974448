// Visitor/member tokens: random opaque strings stored with their subject, role and expiry (sandbox clock).
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SandboxClock } from '../clock.js';
import { findToken, insertToken, type SubjectType, type TokenRow } from '../tables/tokens.js';

export const ACCESS_TOKEN_TTL_SECONDS = 4 * 60 * 60;

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const newVisitorId = (): string => randomUUID();

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
  scope?: string;
}

function mintAccessToken(db: DatabaseSync, clock: SandboxClock, refresh: TokenRow): string {
  const now = clock.now();
  const token = newOpaqueToken();
  insertToken(db, {
    ...refresh,
    token,
    kind: 'access',
    issuedAt: now,
    expiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    revoked: false,
    refreshToken: refresh.token,
    data: {},
  });
  return token;
}

/** A new session for a subject: a refresh token that does not expire plus a first access token. */
export function issueSession(
  db: DatabaseSync,
  clock: SandboxClock,
  subject: { clientId: string; subjectType: SubjectType; subjectId: string; scope?: string },
): TokenResponse {
  const refresh: TokenRow = {
    token: newOpaqueToken(),
    kind: 'refresh',
    clientId: subject.clientId,
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    issuedAt: clock.now(),
    expiresAt: null,
    revoked: false,
    refreshToken: null,
    data: subject.scope ? { scope: subject.scope } : {},
  };
  insertToken(db, refresh);
  return tokenResponse(mintAccessToken(db, clock, refresh), refresh);
}

/** The refresh grant: same subject and role, new access token; the refresh token is kept (the SDK keeps its own). */
export function refreshSession(db: DatabaseSync, clock: SandboxClock, refresh: TokenRow): TokenResponse {
  return tokenResponse(mintAccessToken(db, clock, refresh), refresh);
}

function tokenResponse(accessToken: string, refresh: TokenRow): TokenResponse {
  const scope = typeof refresh.data.scope === 'string' ? refresh.data.scope : undefined;
  return {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refresh.token,
    token_type: 'Bearer',
    ...(scope ? { scope } : {}),
  };
}

export type AccessCheck = { status: 'valid'; row: TokenRow } | { status: 'expired'; row: TokenRow } | { status: 'unknown' };

export function checkAccessToken(db: DatabaseSync, clock: SandboxClock, token: string): AccessCheck {
  const row = findToken(db, token, 'access');
  if (!row || row.revoked) return { status: 'unknown' };
  if (row.expiresAt !== null && row.expiresAt <= clock.now()) return { status: 'expired', row };
  return { status: 'valid', row };
}
