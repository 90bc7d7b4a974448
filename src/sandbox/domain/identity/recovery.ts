// Recovery and activation e-mails, recover (a mailed token + a new password) and change password (§8.1–§8.2).
import type { StateMachineResponse } from '../../../wire/api/identity/identity.js';
import { writeTransaction } from '../../db.js';
import { invalidField, notFound } from '../../http-errors.js';
import { identityPagePaths } from '../../pages/identity-paths.js';
import { findMemberByEmail, findMemberById } from '../../tables/members.js';
import { stateFor, type IdentityEnv } from './authentication.js';
import { identityErrors, isEmailFormatValid } from './identity-errors.js';
import { endMemberSessions } from './member-sessions.js';
import { touchMember, withoutReason } from './members.js';
import { checkRedirectAllowed } from './allowed-redirects.js';
import { checkPasswordRules, hashPassword } from './passwords.js';
import { liveTicket, sendLinkMail, spendTicket } from './tickets.js';

type Body = Record<string, unknown>;

/**
 * The caller's redirect URL — only an allowed redirect URI of the OAuth app, since the mailed link carries the
 * recovery token there — else the sandbox's own recovery page: the token is appended either way.
 */
const linkBase = (env: IdentityEnv, redirect: unknown, field: string): string | undefined => {
  const url = (redirect as { url?: unknown } | undefined)?.url;
  if (url !== undefined && url !== null && url !== '') {
    checkRedirectAllowed(env.db, field, String(url));
    return String(url);
  }
  return env.baseUrl ? `${env.baseUrl}${identityPagePaths.recover()}` : undefined;
};

/** Always `{}`: whether the address belongs to a member is not revealed; only members get a mail. */
export function sendRecoveryEmail(env: IdentityEnv, body: Body): Record<string, never> {
  const email = body.email;
  if (typeof email !== 'string' || email.trim() === '') throw invalidField('email', 'is required', 'REQUIRED_FIELD');
  // Checked before the member is looked up: the answer never tells whether the address is a member's.
  const link = linkBase(env, body.redirect, 'redirect.url');
  return writeTransaction(env.db, () => {
    const member = isEmailFormatValid(email) ? findMemberByEmail(env.db, email) : undefined;
    if (member) sendLinkMail(env.db, env.clock, member, 'recovery', link);
    return {};
  });
}

export function sendActivationEmail(env: IdentityEnv, body: Body): Record<string, never> {
  const identityId = body.identityId;
  if (typeof identityId !== 'string' || identityId === '') throw invalidField('identityId', 'is required', 'REQUIRED_FIELD');
  return writeTransaction(env.db, () => {
    const member = findMemberById(env.db, identityId);
    if (!member) throw notFound('Identity', identityId);
    const options = body.emailOptions as { redirect?: unknown } | undefined;
    sendLinkMail(env.db, env.clock, member, 'activation', linkBase(env, options?.redirect, 'emailOptions.redirect.url'));
    return {};
  });
}

/**
 * Recover with a recovery or activation token: sets the new password (when given), lifts a reset requirement and
 * counts as e-mail verification (the member read the mail). Then the usual state: SUCCESS or owner approval.
 */
export function recover(env: IdentityEnv, body: Body): StateMachineResponse {
  const password = body.password === undefined || body.password === '' ? undefined : checkPasswordRules(body.password);
  return writeTransaction(env.db, () => {
    const ticket =
      liveTicket(env.db, env.clock, body.recoveryToken, 'recovery') ?? liveTicket(env.db, env.clock, body.recoveryToken, 'activation');
    const member = ticket?.memberId ? findMemberById(env.db, ticket.memberId) : undefined;
    if (!ticket || !member) throw identityErrors.invalidRecoveryToken();
    spendTicket(env.db, ticket);
    endMemberSessions(env.db, member.id);
    const updated = touchMember(env.db, env.clock, member, {
      ...(password ? { passwordHash: hashPassword(password) } : {}),
      resetRequired: false,
      emailVerified: true,
      ...withoutReason(member, 'PENDING_EMAIL_VERIFICATION_REQUIRED'),
    });
    return stateFor(env, updated);
  });
}

/** A new password for the calling member; every other session of the member ends (`keep`: the caller's). */
export function changePassword(env: IdentityEnv, memberId: string, body: Body, keep: string | null): Record<string, never> {
  const password = checkPasswordRules(body.newPassword, 'newPassword');
  return writeTransaction(env.db, () => {
    const member = findMemberById(env.db, memberId);
    if (!member) throw notFound('Member', memberId);
    touchMember(env.db, env.clock, member, { passwordHash: hashPassword(password), resetRequired: false });
    endMemberSessions(env.db, member.id, keep);
    return {};
  });
}
