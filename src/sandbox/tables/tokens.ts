// OAuth tokens. One table for every kind (access, refresh, and later authorization codes) so each grant is a row
// with its subject, client, expiry and grant-specific `data` (e.g. a PKCE challenge).
import type { DatabaseSync } from 'node:sqlite';

export type TokenKind = 'access' | 'refresh' | 'code';
export type SubjectType = 'VISITOR' | 'MEMBER';

export interface TokenRow {
  token: string;
  kind: TokenKind;
  clientId: string | null;
  subjectType: SubjectType;
  subjectId: string;
  /** epoch ms */
  issuedAt: number;
  /** epoch ms; null = never expires */
  expiresAt: number | null;
  revoked: boolean;
  /** For access tokens: the refresh token they were minted under. */
  refreshToken: string | null;
  data: Record<string, unknown>;
}

export function insertToken(db: DatabaseSync, row: TokenRow): void {
  db.prepare(
    `INSERT INTO tokens (token, kind, client_id, subject_type, subject_id, issued_at, expires_at, revoked, refresh_token, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.token, row.kind, row.clientId, row.subjectType, row.subjectId, row.issuedAt, row.expiresAt,
    row.revoked ? 1 : 0, row.refreshToken, JSON.stringify(row.data),
  );
}

export function findToken(db: DatabaseSync, token: string, kind: TokenKind): TokenRow | undefined {
  const r = db.prepare('SELECT * FROM tokens WHERE token = ? AND kind = ?').get(token, kind) as Record<string, unknown> | undefined;
  if (!r) return undefined;
  return {
    token: String(r.token),
    kind: r.kind as TokenKind,
    clientId: (r.client_id as string | null) ?? null,
    subjectType: r.subject_type as SubjectType,
    subjectId: String(r.subject_id),
    issuedAt: Number(r.issued_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    revoked: Number(r.revoked) === 1,
    refreshToken: (r.refresh_token as string | null) ?? null,
    data: JSON.parse(String(r.data ?? '{}')) as Record<string, unknown>,
  };
}

/** Revokes a refresh token and every access token minted under it. */
export function revokeRefreshToken(db: DatabaseSync, refreshToken: string): void {
  db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ? OR refresh_token = ?').run(refreshToken, refreshToken);
}

/**
 * Revokes every session of a subject (its refresh tokens and the access tokens minted under them), except the
 * session of `keepRefreshToken` when given.
 */
export function revokeSubjectSessions(db: DatabaseSync, subjectType: SubjectType, subjectId: string, keepRefreshToken: string | null): void {
  db.prepare(
    `UPDATE tokens SET revoked = 1 WHERE subject_type = ? AND subject_id = ? AND kind IN ('access', 'refresh')
       AND (? IS NULL OR COALESCE(refresh_token, token) <> ?)`,
  ).run(subjectType, subjectId, keepRefreshToken, keepRefreshToken);
}

/** Marks one row (e.g. an authorization code) as spent. */
export function revokeToken(db: DatabaseSync, token: string): void {
  db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(token);
}
