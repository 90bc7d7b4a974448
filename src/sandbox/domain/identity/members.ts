// Members and how they look on the wire: the IAM identity (§8.1) and the Members API's current member.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CurrentMember, Identity, IdentityProfile, PendingReason } from '../../../wire/api/identity/identity.js';
import type { SandboxClock } from '../../clock.js';
import { saveMember, type MemberRow } from '../../tables/members.js';

export function newMember(clock: SandboxClock, input: { email: string; passwordHash: string | null; profile: IdentityProfile; reasons: PendingReason[]; emailVerified: boolean }): MemberRow {
  const now = clock.nowIso();
  return {
    id: randomUUID(),
    email: input.email,
    passwordHash: input.passwordHash,
    status: input.reasons.length > 0 ? 'PENDING' : 'ACTIVE',
    reasons: input.reasons,
    emailVerified: input.emailVerified,
    resetRequired: false,
    revision: 1,
    createdAt: now,
    updatedAt: now,
    profile: input.profile,
  };
}

/** Saves a change: bumps the revision and the update time. */
export function touchMember(db: DatabaseSync, clock: SandboxClock, member: MemberRow, change: Partial<MemberRow>): MemberRow {
  const next: MemberRow = { ...member, ...change, revision: member.revision + 1, updatedAt: clock.nowIso() };
  saveMember(db, next);
  return next;
}

/** Drops a pending reason; with none left the member becomes ACTIVE. */
export function withoutReason(member: MemberRow, reason: PendingReason): Pick<MemberRow, 'reasons' | 'status'> {
  const reasons = member.reasons.filter((r) => r !== reason);
  return { reasons, status: member.status === 'PENDING' && reasons.length === 0 ? 'ACTIVE' : member.status };
}

export function identityOf(member: MemberRow): Identity {
  return {
    id: member.id,
    revision: String(member.revision),
    createdDate: member.createdAt,
    updatedDate: member.updatedAt,
    connections: [],
    identityProfile: member.profile,
    metadata: { tags: [] },
    email: { address: member.email, isVerified: member.emailVerified },
    status: { name: member.status, reasons: member.reasons },
    factors: member.passwordHash ? [{ factorId: `${member.id}-password`, type: 'PASSWORD', status: 'ACTIVE' }] : [],
  };
}

const MEMBER_STATUS: Record<MemberRow['status'], CurrentMember['status']> = {
  ACTIVE: 'APPROVED',
  PENDING: 'PENDING',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
  DELETED: 'UNKNOWN',
  UNKNOWN_STATUS: 'UNKNOWN',
};

export function currentMemberOf(member: MemberRow): CurrentMember {
  const { nickname, firstName, lastName } = member.profile;
  return {
    id: member.id,
    loginEmail: member.email,
    loginEmailVerified: member.emailVerified,
    status: MEMBER_STATUS[member.status],
    contactId: member.id,
    profile: {
      nickname: typeof nickname === 'string' && nickname ? nickname : member.email.split('@')[0],
      slug: member.email.split('@')[0].toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    },
    createdDate: member.createdAt,
    updatedDate: member.updatedAt,
  };
}

/** The profile a request may set: a plain object, or nothing. */
export function profileFrom(value: unknown): IdentityProfile {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as IdentityProfile) } : {};
}
