// Site members (the platform's "identities"): one row per e-mail address, with login state and profile.
import type { DatabaseSync } from 'node:sqlite';
import type { IdentityProfile, IdentityStatusName, PendingReason } from '../../wire/api/identity/identity.js';

export interface MemberRow {
  id: string;
  /** Lower-cased: e-mail addresses are unique regardless of case. */
  email: string;
  /** scrypt hash (domain/identity/passwords.ts); null for members created without a password (sign-on). */
  passwordHash: string | null;
  status: IdentityStatusName;
  reasons: PendingReason[];
  emailVerified: boolean;
  /** Flagged by the owner: login is refused until the password is reset. */
  resetRequired: boolean;
  revision: number;
  createdAt: string;
  updatedAt: string;
  profile: IdentityProfile;
}

function parse(r: Record<string, unknown>): MemberRow {
  return {
    id: String(r.id),
    email: String(r.email),
    passwordHash: (r.password_hash as string | null) ?? null,
    status: r.status as IdentityStatusName,
    reasons: JSON.parse(String(r.reasons)) as PendingReason[],
    emailVerified: Number(r.email_verified) === 1,
    resetRequired: Number(r.reset_required) === 1,
    revision: Number(r.revision),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
    profile: JSON.parse(String(r.profile)) as IdentityProfile,
  };
}

const maybe = (row: unknown) => (row ? parse(row as Record<string, unknown>) : undefined);

export function findMemberById(db: DatabaseSync, id: string): MemberRow | undefined {
  return maybe(db.prepare('SELECT * FROM members WHERE id = ?').get(id));
}

export function findMemberByEmail(db: DatabaseSync, email: string): MemberRow | undefined {
  return maybe(db.prepare('SELECT * FROM members WHERE email = ?').get(email.trim().toLowerCase()));
}

export function listMembers(db: DatabaseSync): MemberRow[] {
  return db.prepare('SELECT * FROM members ORDER BY created_at, rowid').all().map((r) => parse(r as Record<string, unknown>));
}

/** Inserts or replaces the whole row (callers read, change and save inside one write transaction). */
export function saveMember(db: DatabaseSync, m: MemberRow): void {
  db.prepare(
    `INSERT INTO members (id, email, password_hash, status, reasons, email_verified, reset_required, revision, created_at, updated_at, profile)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash, status = excluded.status,
       reasons = excluded.reasons, email_verified = excluded.email_verified, reset_required = excluded.reset_required,
       revision = excluded.revision, updated_at = excluded.updated_at, profile = excluded.profile`,
  ).run(
    m.id, m.email, m.passwordHash, m.status, JSON.stringify(m.reasons), m.emailVerified ? 1 : 0, m.resetRequired ? 1 : 0,
    m.revision, m.createdAt, m.updatedAt, JSON.stringify(m.profile),
  );
}
