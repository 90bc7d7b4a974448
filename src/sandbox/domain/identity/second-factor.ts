// The second factor of a password login (what `mfa` in the sandbox settings asks for). The login answers
// REQUIRE_MFA with a state token; the member then verifies one factor:
// - EMAIL: a 6-digit code e-mailed now (it lands in the sandbox mailbox, kind `second-factor`);
// - TOTP: an RFC 6238 code (SHA-1, 6 digits, 30 s) from the member's own secret, created on the first TOTP login
//   and read through the control route (the sandbox's stand-in for enrolling an authenticator app).
// A right code ends in SUCCESS with a session token, as any login does; wrong codes count like e-mail verification.
import type { DatabaseSync } from 'node:sqlite';
import * as OTPAuth from 'otpauth';
import type { MemberTotp } from '../../../wire/control/members.js';
import { FACTOR_DATA_KEY, FACTOR_TYPES, type FactorType, type StateMachineResponse } from '../../../wire/api/identity/identity.js';
import { sameSecret } from '../../auth.js';
import type { SandboxClock } from '../../clock.js';
import { writeTransaction } from '../../db.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { findFactorSecret, insertFactorSecret } from '../../tables/member-factors.js';
import { insertMail } from '../../tables/mailbox.js';
import { findMemberById, type MemberRow } from '../../tables/members.js';
import { identityErrors } from './identity-errors.js';
import { identityOf } from './members.js';
import type { MfaMode } from './settings.js';
import { attemptCode, issueTicket, liveTicket, newVerificationCode, openLoginSession } from './tickets.js';

interface FactorEnv {
  db: DatabaseSync;
  clock: SandboxClock;
}

const FACTOR_OF_MODE: Record<Exclude<MfaMode, 'off'>, FactorType> = { email: 'EMAIL', totp: 'TOTP' };
const ISSUER = 'Store sandbox';

function totpOf(secret: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** The member's TOTP secret (base32), created on first use. */
function totpSecret(env: FactorEnv, member: MemberRow): string {
  const known = findFactorSecret(env.db, member.id, 'TOTP');
  if (known) return known;
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  insertFactorSecret(env.db, member.id, 'TOTP', secret, env.clock.nowIso());
  return secret;
}

/** REQUIRE_MFA for a member whose password was right; for EMAIL the code is mailed now. */
export function requireSecondFactor(env: FactorEnv, member: MemberRow, mode: Exclude<MfaMode, 'off'>): StateMachineResponse {
  const factorType = FACTOR_OF_MODE[mode];
  const code = factorType === 'EMAIL' ? newVerificationCode() : undefined;
  if (factorType === 'TOTP') totpSecret(env, member);
  const ticket = issueTicket(env.db, env.clock, 'second-factor', { memberId: member.id, code, data: { factorType } });
  if (code) insertMail(env.db, { to: member.email, kind: 'second-factor', code, link: null, sentAt: env.clock.nowIso() });
  return {
    state: 'REQUIRE_MFA',
    stateToken: ticket.token,
    identity: identityOf(member),
    additionalData: {},
    requireMfaData: { availableFactors: [{ factorType, factorStatus: 'ENABLED' }], reason: 'USER_SETTINGS' },
  };
}

/** Whether `code` is the member's TOTP now (one 30 s step of clock drift either way is accepted, as RFC 6238 advises). */
function totpMatches(env: FactorEnv, member: MemberRow, code: string): boolean {
  const secret = findFactorSecret(env.db, member.id, 'TOTP');
  return secret !== undefined && totpOf(secret, member.email).validate({ token: code, timestamp: env.clock.now(), window: 1 }) !== null;
}

/** `POST …/v2/{factorType}/verify`: the factor's code with the REQUIRE_MFA state token → SUCCESS. */
export function verifyFactor(env: FactorEnv, factorParam: string, body: Record<string, unknown>): StateMachineResponse {
  const factorType = factorParam.toUpperCase() as FactorType;
  if (!FACTOR_TYPES.includes(factorType)) throw invalidField('factorType', `must be one of: ${FACTOR_TYPES.join(', ')}`, 'INVALID_ENUM_VALUE');
  const dataKey = FACTOR_DATA_KEY[factorType];
  const code = (body[dataKey] as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || code === '') throw invalidField(`${dataKey}.code`, 'is required', 'REQUIRED_FIELD');
  const outcome = writeTransaction(env.db, () => {
    const ticket = liveTicket(env.db, env.clock, body.stateToken, 'second-factor');
    const member = ticket?.memberId ? findMemberById(env.db, ticket.memberId) : undefined;
    if (!ticket || !member) return { error: identityErrors.expiredState() };
    if (ticket.data.factorType !== factorType) {
      return { error: applicationError(400, 'Factor not available', 'FACTOR_NOT_AVAILABLE', `This login waits for a ${String(ticket.data.factorType)} code, not ${factorType}`) };
    }
    const matches = factorType === 'TOTP' ? totpMatches(env, member, code) : sameSecret(code, ticket.code ?? '');
    const wrong = attemptCode(env.db, ticket, matches);
    if (wrong) return { error: wrong };
    const response: StateMachineResponse = { state: 'SUCCESS', sessionToken: openLoginSession(env, member.id), identity: identityOf(member), additionalData: {} };
    return { response };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/** The control route's view of a member's authenticator: the secret, its otpauth:// URI and the code right now. */
export function totpView(env: FactorEnv, member: MemberRow): MemberTotp {
  const secret = totpSecret(env, member);
  const totp = totpOf(secret, member.email);
  return { email: member.email, secret, uri: totp.toString(), code: totp.generate({ timestamp: env.clock.now() }) };
}
