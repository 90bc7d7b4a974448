// One-time tickets: issued with an unguessable token and an expiry, redeemed at most once. E-mail tickets also
// put a message in the sandbox mailbox, which is how a user (or a test) reads the code or link.
import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SandboxClock } from '../../clock.js';
import { findTicket, insertTicket, updateTicket, type TicketKind, type TicketRow } from '../../tables/identity-tickets.js';
import { insertMail } from '../../tables/mailbox.js';
import type { MemberRow } from '../../tables/members.js';
import type { SandboxHttpError } from '../../http-errors.js';
import { identityErrors } from './identity-errors.js';

/** How long each kind of ticket lives (ms of sandbox time). */
export const TICKET_TTL_MS: Record<TicketKind, number> = {
  verification: 10 * 60_000,
  session: 30 * 60_000,
  recovery: 60 * 60_000,
  activation: 24 * 60 * 60_000,
  authorize: 15 * 60_000,
  'second-factor': 10 * 60_000,
  sso: 15 * 60_000,
};

/** Wrong codes a verification ticket tolerates before it is spent. */
export const MAX_CODE_ATTEMPTS = 5;

const newTicketToken = () => randomBytes(32).toString('base64url');
/** Uniform over 000000–999999 (randomInt rejects biased draws). */
export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function issueTicket(
  db: DatabaseSync,
  clock: SandboxClock,
  kind: TicketKind,
  fields: { memberId?: string; code?: string; data?: Record<string, unknown> } = {},
): TicketRow {
  const ticket: TicketRow = {
    token: newTicketToken(),
    kind,
    memberId: fields.memberId ?? null,
    code: fields.code ?? null,
    expiresAt: clock.now() + TICKET_TTL_MS[kind],
    used: false,
    attempts: 0,
    data: fields.data ?? {},
  };
  insertTicket(db, ticket);
  return ticket;
}

/** A session token: what a SUCCESS hands out, redeemed once at the authorize endpoint or the token endpoint. */
export function openLoginSession(env: { db: DatabaseSync; clock: SandboxClock }, memberId: string): string {
  return issueTicket(env.db, env.clock, 'session', { memberId }).token;
}

/** The ticket if it exists, is unused and has not expired. */
export function liveTicket(db: DatabaseSync, clock: SandboxClock, token: unknown, kind: TicketKind): TicketRow | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  const ticket = findTicket(db, token, kind);
  return ticket && !ticket.used && ticket.expiresAt > clock.now() ? ticket : undefined;
}

export function spendTicket(db: DatabaseSync, ticket: TicketRow): void {
  updateTicket(db, { ...ticket, used: true });
}

/**
 * One code attempt on a live ticket: a wrong code counts (and is saved; the ticket is spent after
 * MAX_CODE_ATTEMPTS) and comes back as the error to throw once the transaction has committed; a right one spends it.
 */
export function attemptCode(db: DatabaseSync, ticket: TicketRow, matches: boolean): SandboxHttpError | undefined {
  if (matches) {
    spendTicket(db, ticket);
    return undefined;
  }
  const attempts = ticket.attempts + 1;
  updateTicket(db, { ...ticket, attempts, used: attempts >= MAX_CODE_ATTEMPTS });
  return identityErrors.invalidCode(MAX_CODE_ATTEMPTS - attempts);
}

/** Starts (or restarts) an e-mail verification: a 6-digit code mailed to the member; the ticket is the state token. */
export function sendVerificationCode(db: DatabaseSync, clock: SandboxClock, member: MemberRow, existing?: TicketRow): TicketRow {
  const code = newVerificationCode();
  let ticket: TicketRow;
  if (existing) {
    ticket = { ...existing, code, attempts: 0, expiresAt: clock.now() + TICKET_TTL_MS.verification };
    updateTicket(db, ticket);
  } else {
    ticket = issueTicket(db, clock, 'verification', { memberId: member.id, code });
  }
  insertMail(db, { to: member.email, kind: 'verification', code, link: null, sentAt: clock.nowIso() });
  return ticket;
}

/** A recovery or activation e-mail. The link goes to the caller's redirect URL with the token appended. */
export function sendLinkMail(
  db: DatabaseSync,
  clock: SandboxClock,
  member: MemberRow,
  kind: 'recovery' | 'activation',
  redirectUrl?: string,
): TicketRow {
  const ticket = issueTicket(db, clock, kind, { memberId: member.id });
  insertMail(db, { to: member.email, kind, code: ticket.token, link: linkWithToken(redirectUrl, ticket.token), sentAt: clock.nowIso() });
  return ticket;
}

function linkWithToken(redirectUrl: string | undefined, token: string): string | null {
  if (!redirectUrl) return null;
  try {
    const url = new URL(redirectUrl);
    url.searchParams.set('recoveryToken', token);
    return url.toString();
  } catch {
    return null;
  }
}
