// What the hosted login page does, without the HTML: opening an authorize request (prompt=none answers from the
// session token alone), and each form submission (password, e-mailed code or second factor, cancel). Every step
// ends in an outcome the page renders: a form again, the code form, a code for the client, a refusal, or a plain
// message.
import { FACTOR_DATA_KEY, type FactorType, type StateMachineResponse } from '../../../wire/api/identity/identity.js';
import { writeTransaction } from '../../db.js';
import { SandboxHttpError } from '../../http-errors.js';
import type { TicketRow } from '../../tables/identity-tickets.js';
import { findMemberById } from '../../tables/members.js';
import { login, verifyDuringAuthentication, type IdentityEnv } from './authentication.js';
import { verifyFactor } from './second-factor.js';
import { issueAuthorizationCode } from './authorization-codes.js';
import type { AuthorizeRequest, AuthRequest } from './authorize-requests.js';
import { liveTicket, spendTicket } from './tickets.js';

export type HostedOutcome =
  | { kind: 'form'; email?: string; error?: string }
  /** A code to enter: the e-mail verification's, or (with `factorType`) the second factor's. */
  | { kind: 'verify'; stateToken: string; email: string; factorType?: FactorType; error?: string }
  | { kind: 'authorized'; request: AuthRequest; code: string }
  | { kind: 'refused'; request: AuthRequest; error: string; description: string }
  | { kind: 'signed-in'; email: string; postFlowUrl?: string }
  | { kind: 'message'; title: string; text: string };

interface Pending {
  ticket: TicketRow;
  request: AuthorizeRequest;
}

/** Redeems a login session token for its member (once); undefined when it is not live or the member is not active. */
function redeemSession(env: IdentityEnv, sessionToken: string | undefined): { id: string; email: string } | undefined {
  const session = liveTicket(env.db, env.clock, sessionToken, 'session');
  const member = session?.memberId ? findMemberById(env.db, session.memberId) : undefined;
  if (!session || !member || member.status !== 'ACTIVE') return undefined;
  spendTicket(env.db, session);
  return member;
}

/** Ends the request: it cannot be replayed (the page is single use, like the code it hands out). */
function finish(env: IdentityEnv, pending: Pending, member: { id: string; email: string }): HostedOutcome {
  spendTicket(env.db, pending.ticket);
  if (pending.request.mode === 'login') return { kind: 'signed-in', email: member.email, postFlowUrl: pending.request.postFlowUrl };
  const request = pending.request.request;
  const code = issueAuthorizationCode(env, {
    memberId: member.id,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    scope: request.scope,
  });
  return { kind: 'authorized', request, code };
}

function refuse(env: IdentityEnv, pending: Pending, error: string, description: string): HostedOutcome {
  spendTicket(env.db, pending.ticket);
  if (pending.request.mode === 'login') return { kind: 'message', title: 'Not signed in', text: description };
  return { kind: 'refused', request: pending.request.request, error, description };
}

/** GET of the hosted page. */
export function openAuthorize(env: IdentityEnv, pending: Pending): HostedOutcome {
  return writeTransaction(env.db, () => {
    if (pending.request.mode !== 'auth') return { kind: 'form' };
    const { prompt, sessionToken } = pending.request.request;
    if (prompt === 'none' || (sessionToken && prompt !== 'login')) {
      const member = redeemSession(env, sessionToken);
      if (member) return finish(env, pending, member);
      if (prompt === 'none') return refuse(env, pending, 'login_required', 'No valid session token: the member must log in');
    }
    return { kind: 'form' };
  });
}

/** A state the login reached → the next page. */
function afterState(env: IdentityEnv, pending: Pending, state: StateMachineResponse, email: string): HostedOutcome {
  return writeTransaction(env.db, () => {
    if (state.state === 'REQUIRE_EMAIL_VERIFICATION' && state.stateToken) return { kind: 'verify', stateToken: state.stateToken, email };
    const factorType = state.requireMfaData?.availableFactors[0]?.factorType;
    if (state.state === 'REQUIRE_MFA' && state.stateToken && factorType) return { kind: 'verify', stateToken: state.stateToken, email, factorType };
    if (state.state === 'REQUIRE_OWNER_APPROVAL') {
      return refuse(env, pending, 'access_denied', 'The site owner has not approved this member yet');
    }
    const member = state.state === 'SUCCESS' ? redeemSession(env, state.sessionToken) : undefined;
    return member ? finish(env, pending, member) : refuse(env, pending, 'server_error', `Unexpected login state ${state.state}`);
  });
}

const describe = (error: unknown): string => {
  if (error instanceof SandboxHttpError) return 'description' in error.detail ? error.detail.description : error.message;
  throw error;
};

/** POST of the hosted page: `cancel`, or `code` + `stateToken`, or `email` + `password`. */
export function submitAuthorize(env: IdentityEnv, pending: Pending, form: URLSearchParams): HostedOutcome {
  const email = (form.get('email') ?? '').trim();
  if (form.has('cancel')) return writeTransaction(env.db, () => refuse(env, pending, 'access_denied', 'The member cancelled the login'));
  if (form.has('stateToken')) {
    const stateToken = form.get('stateToken') ?? '';
    const code = (form.get('code') ?? '').trim();
    const factorType = (form.get('factorType') || undefined) as FactorType | undefined;
    try {
      const state = factorType
        ? verifyFactor(env, factorType, { stateToken, [FACTOR_DATA_KEY[factorType] ?? 'code']: { code } })
        : verifyDuringAuthentication(env, { code, stateToken });
      return afterState(env, pending, state, email);
    } catch (error) {
      return { kind: 'verify', stateToken, email, factorType, error: describe(error) };
    }
  }
  try {
    // The hosted page is the site's own form: it needs no captcha token.
    return afterState(env, pending, login(env, { loginId: { email }, password: form.get('password') ?? '' }, { captcha: false }), email);
  } catch (error) {
    return { kind: 'form', email, error: describe(error) };
  }
}
