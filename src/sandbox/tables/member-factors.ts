// Second factors a member has enrolled (today: the TOTP secret the sandbox creates on the first TOTP login).
import type { DatabaseSync } from 'node:sqlite';

export type EnrolledFactorType = 'TOTP';

export function findFactorSecret(db: DatabaseSync, memberId: string, type: EnrolledFactorType): string | undefined {
  const row = db.prepare('SELECT secret FROM member_factors WHERE member_id = ? AND type = ?').get(memberId, type) as { secret: string } | undefined;
  return row?.secret;
}

export function insertFactorSecret(db: DatabaseSync, memberId: string, type: EnrolledFactorType, secret: string, createdAt: string): void {
  db.prepare('INSERT INTO member_factors (member_id, type, secret, created_at) VALUES (?, ?, ?, ?)').run(memberId, type, secret, createdAt);
}
