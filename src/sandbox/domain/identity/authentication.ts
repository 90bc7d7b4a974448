// Register, login and e-mail verification (docs/wire/cart-identity.md §8.1–§8.2) as a state machine over the member:
// pending e-mail verification → REQUIRE_EMAIL_VERIFICATION (a code is mailed), pending owner approval →
// REQUIRE_OWNER_APPROVAL, otherwise SUCCESS with a session token — or, when the site asks for a second factor,
// REQUIRE_MFA first (second-factor.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { PendingReason, StateMachineResponse } from '../../../wire/api/identity/identity.js';
import { sameSecret } from '../../auth.js';
import type { SandboxClock } from '../../clock.js';
import { writeTransaction } from '../../db.js';
import { applicationError, invalidField, notFound } from '../../http-errors.js';
import { findMemberByEmail, findMemberById, saveMember, type MemberRow } from '../../tables/members.js';
import { checkCaptcha } from './captcha.js';
import { checkEmail, identityErrors, isEmailFormatValid } from './identity-errors.js';
import { identityOf, newMember, profileFrom, touchMember, withoutReason } from './members.js';
import { checkPasswordRules, hashPassword, passwordMatches } from './passwords.js';
import { requireSecondFactor } from './second-factor.js';
import { readIdentitySettings } from './settings.js';
import { attemptCode, liveTicket, openLoginSession, sendVerificationCode } from './tickets.js';

export interface IdentityEnv {
  db: DatabaseSync;
  clock: SandboxClock;
  /** Where this sandbox listens: e-mailed links point at its pages. */
  baseUrl?: string;
}

type Body = Record<string, unknown>;

const loginEmail = (body: Body) => (body.loginId as { email?: unknown } | undefined)?.email;

/** Where the member stands now; may mail a verification code or open a login session. */
export function stateFor(env: IdentityEnv, member: MemberRow): StateMachineResponse {
  if (member.status === 'BLOCKED') throw identityErrors.blocked();
  if (member.reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
    const ticket = sendVerificationCode(env.db, env.clock, member);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: ticket.token, identity: identityOf(member), additionalData: {} };
  }
  if (member.reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED')) {
    return { state: 'REQUIRE_OWNER_APPROVAL', identity: identityOf(member), additionalData: {} };
  }
  return { state: 'SUCCESS', sessionToken: openLoginSession(env, member.id), identity: identityOf(member), additionalData: {} };
}

export { openLoginSession } from './tickets.js';

export function register(env: IdentityEnv, body: Body): StateMachineResponse {
  const email = checkEmail(loginEmail(body));
  const password = body.password === undefined || body.password === '' ? undefined : checkPasswordRules(body.password);
  return writeTransaction(env.db, () => {
    const settings = readIdentitySettings(env.db);
    checkCaptcha(settings.captcha, body.captchaTokens);
    if (findMemberByEmail(env.db, email)) throw identityErrors.emailExists(email);
    const reasons: PendingReason[] = [];
    if (settings.emailVerification) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
    if (settings.ownerApproval) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
    const member = newMember(env.clock, {
      email,
      passwordHash: password ? hashPassword(password) : null,
      profile: profileFrom(body.profile),
      reasons,
      emailVerified: false,
    });
    saveMember(env.db, member);
    return stateFor(env, member);
  });
}

/** `captcha: false` for the hosted login page, which is the site's own form. */
export function login(env: IdentityEnv, body: Body, options: { captcha?: boolean } = {}): StateMachineResponse {
  const given = loginEmail(body);
  if (typeof given !== 'string' || given.trim() === '') checkEmail(given);
  const email = String(given).trim().toLowerCase();
  return writeTransaction(env.db, () => {
    if (options.captcha !== false) checkCaptcha(readIdentitySettings(env.db).captcha, body.captchaTokens);
    const member = isEmailFormatValid(email) ? findMemberByEmail(env.db, email) : undefined;
    if (!member) throw identityErrors.memberNotFound(email);
    if (typeof body.password !== 'string' || !passwordMatches(body.password, member.passwordHash)) throw identityErrors.invalidPassword();
    if (member.resetRequired) throw identityErrors.resetPassword();
    const mfa = readIdentitySettings(env.db).mfa;
    // The second factor follows the password once nothing else is pending (verification, approval come first).
    if (mfa !== 'off' && member.status === 'ACTIVE') return requireSecondFactor(env, member, mfa);
    return stateFor(env, member);
  });
}

/** VerifyDuringAuthentication: the mailed code + the state token. Wrong codes count (and are saved) before failing. */
export function verifyDuringAuthentication(env: IdentityEnv, body: Body): StateMachineResponse {
  if (typeof body.code !== 'string' || body.code === '') throw invalidField('code', 'is required', 'REQUIRED_FIELD');
  const code = body.code;
  const outcome = writeTransaction(env.db, () => {
    const ticket = liveTicket(env.db, env.clock, body.stateToken, 'verification');
    const member = ticket?.memberId ? findMemberById(env.db, ticket.memberId) : undefined;
    if (!ticket || !member) return { error: identityErrors.expiredState() };
    const wrong = attemptCode(env.db, ticket, sameSecret(code, ticket.code ?? ''));
    if (wrong) return { error: wrong };
    const verified = touchMember(env.db, env.clock, member, { emailVerified: true, ...withoutReason(member, 'PENDING_EMAIL_VERIFICATION_REQUIRED') });
    return { response: stateFor(env, verified) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/** A new code for a verification in progress (the state token stays the same). */
export function resendDuringAuthentication(env: IdentityEnv, body: Body): Record<string, never> {
  return writeTransaction(env.db, () => {
    const ticket = liveTicket(env.db, env.clock, body.stateToken, 'verification');
    const member = ticket?.memberId ? findMemberById(env.db, ticket.memberId) : undefined;
    if (!ticket || !member) throw identityErrors.expiredState();
    sendVerificationCode(env.db, env.clock, member, ticket);
    return {};
  });
}

/** Verification start: mails a code; the verification id works as a state token for `auth/verify`. */
export function startVerification(env: IdentityEnv, body: Body): { verificationId: string } {
  const identityId = body.identityId;
  if (typeof identityId !== 'string' || identityId === '') throw invalidField('identityId', 'is required', 'REQUIRED_FIELD');
  if (body.target !== undefined && body.target !== 'EMAIL') {
    throw applicationError(400, 'Unsupported verification target', 'UNSUPPORTED_TARGET', 'The sandbox verifies e-mail addresses only');
  }
  return writeTransaction(env.db, () => {
    const member = findMemberById(env.db, identityId);
    if (!member) throw notFound('Identity', identityId);
    return { verificationId: sendVerificationCode(env.db, env.clock, member).token };
  });
}
