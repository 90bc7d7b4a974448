// One-time tickets of the identity flows, one table for every kind: an e-mail verification in progress (the
// state token, with its code), a recovery or activation link, a login session token, a hosted authorize request,
// a second factor to verify (REQUIRE_MFA's state token), an SSO login waiting at the IdP.
import type { DatabaseSync } from 'node:sqlite';

export type TicketKind = 'verification' | 'recovery' | 'activation' | 'session' | 'authorize' | 'second-factor' | 'sso';

export interface TicketRow {
  token: string;
  kind: TicketKind;
  memberId: string | null;
  /** The code e-mailed with a verification ticket. */
  code: string | null;
  /** epoch ms (sandbox clock) */
  expiresAt: number;
  used: boolean;
  /** Wrong codes tried so far (verification tickets give up after a few). */
  attempts: number;
  data: Record<string, unknown>;
}

export function insertTicket(db: DatabaseSync, t: TicketRow): void {
  db.prepare(
    'INSERT INTO identity_tickets (token, kind, member_id, code, expires_at, used, attempts, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(t.token, t.kind, t.memberId, t.code, t.expiresAt, t.used ? 1 : 0, t.attempts, JSON.stringify(t.data));
}

export function findTicket(db: DatabaseSync, token: string, kind: TicketKind): TicketRow | undefined {
  const r = db.prepare('SELECT * FROM identity_tickets WHERE token = ? AND kind = ?').get(token, kind) as Record<string, unknown> | undefined;
  if (!r) return undefined;
  return {
    token: String(r.token),
    kind: r.kind as TicketKind,
    memberId: (r.member_id as string | null) ?? null,
    code: (r.code as string | null) ?? null,
    expiresAt: Number(r.expires_at),
    used: Number(r.used) === 1,
    attempts: Number(r.attempts),
    data: JSON.parse(String(r.data)) as Record<string, unknown>,
  };
}

export function updateTicket(db: DatabaseSync, t: Pick<TicketRow, 'token' | 'code' | 'expiresAt' | 'used' | 'attempts'>): void {
  db.prepare('UPDATE identity_tickets SET code = ?, expires_at = ?, used = ?, attempts = ? WHERE token = ?').run(
    t.code, t.expiresAt, t.used ? 1 : 0, t.attempts, t.token,
  );
}
