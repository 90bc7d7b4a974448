// The hosted login's pending requests. A redirect session with an `auth` intent (OAuth authorize request) or a
// `login` intent (plain site login) is stored as an `authorize` ticket; its hosted page URL carries only the
// ticket, so the session token and the PKCE challenge never travel in a browser URL. The ticket also guards the
// login form: a forged cross-site POST cannot name a live ticket.
import { invalidField } from '../../http-errors.js';
import type { RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import type { TicketRow } from '../../tables/identity-tickets.js';
import type { IdentityEnv } from './authentication.js';
import { CHALLENGE_METHODS, type ChallengeMethod } from './authorization-codes.js';
import { checkRedirectAllowed } from './allowed-redirects.js';
import { issueTicket, liveTicket } from './tickets.js';

export type ResponseMode = 'query' | 'fragment' | 'web_message';
const RESPONSE_MODES: readonly ResponseMode[] = ['query', 'fragment', 'web_message'];

export interface AuthRequest {
  clientId: string;
  redirectUri?: string;
  responseMode: ResponseMode;
  scope?: string;
  state?: string;
  codeChallenge: string;
  codeChallengeMethod: ChallengeMethod;
  sessionToken?: string;
  /** 'none': answer from the session token only, never show the form. */
  prompt?: string;
}

export type AuthorizeRequest = { mode: 'auth'; request: AuthRequest } | { mode: 'login'; postFlowUrl?: string };

const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/** Where a browser may be sent back: an absolute URL, any scheme but the ones that run or read locally. */
export function isAcceptableRedirect(value: string): boolean {
  try {
    return !UNSAFE_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optionalString = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidField(field, 'must be a string', 'FORMAT');
  return value;
};

/** Validates the `auth` intent of CreateRedirectSession (docs/wire/cart-identity.md §5) into a stored request. */
export function parseAuthIntent(ctx: RequestContext, intent: Record<string, unknown>): AuthorizeRequest {
  const raw = (intent.authRequest ?? {}) as Record<string, unknown>;
  const at = (name: string) => `auth.authRequest.${name}`;
  const clientId = optionalString(raw.clientId, at('clientId'));
  if (!clientId) throw invalidField(at('clientId'), 'is required', 'REQUIRED_FIELD');
  if (clientId !== ctx.credentials.clientId) throw invalidField(at('clientId'), `is not this site's OAuth client (${clientId})`, 'OTHER');
  const responseType = optionalString(raw.responseType, at('responseType')) ?? 'code';
  if (responseType !== 'code') throw invalidField(at('responseType'), 'must be "code"', 'INVALID_ENUM_VALUE');
  const responseMode = (optionalString(raw.responseMode, at('responseMode')) ?? 'query') as ResponseMode;
  if (!RESPONSE_MODES.includes(responseMode)) throw invalidField(at('responseMode'), `must be one of: ${RESPONSE_MODES.join(', ')}`, 'INVALID_ENUM_VALUE');
  const redirectUri = optionalString(raw.redirectUri, at('redirectUri'));
  if (!redirectUri && responseMode !== 'web_message') throw invalidField(at('redirectUri'), `is required with responseMode ${responseMode}`, 'REQUIRED_FIELD');
  if (redirectUri && !isAcceptableRedirect(redirectUri)) throw invalidField(at('redirectUri'), 'must be an absolute URL the browser may be sent to', 'FORMAT');
  if (redirectUri) checkRedirectAllowed(ctx.db, at('redirectUri'), redirectUri);
  const codeChallenge = optionalString(raw.codeChallenge, at('codeChallenge'));
  if (!codeChallenge) throw invalidField(at('codeChallenge'), 'is required (PKCE)', 'REQUIRED_FIELD');
  const codeChallengeMethod = (optionalString(raw.codeChallengeMethod, at('codeChallengeMethod')) ?? 'S256') as ChallengeMethod;
  if (!(codeChallengeMethod in CHALLENGE_METHODS)) throw invalidField(at('codeChallengeMethod'), 'must be S256 or S512', 'INVALID_ENUM_VALUE');
  const prompts = [optionalString(raw.prompt, at('prompt')), optionalString(intent.prompt, 'auth.prompt')];
  return {
    mode: 'auth',
    request: {
      clientId,
      redirectUri,
      responseMode,
      scope: optionalString(raw.scope, at('scope')),
      state: optionalString(raw.state, at('state')),
      codeChallenge,
      codeChallengeMethod,
      sessionToken: optionalString(raw.sessionToken, at('sessionToken')),
      prompt: prompts.includes('none') ? 'none' : prompts.find(Boolean),
    },
  };
}

export function storeAuthorizeRequest(env: IdentityEnv, request: AuthorizeRequest): string {
  return writeTransaction(env.db, () => issueTicket(env.db, env.clock, 'authorize', { data: request as unknown as Record<string, unknown> }).token);
}

export function loadAuthorizeRequest(env: IdentityEnv, token: unknown): { ticket: TicketRow; request: AuthorizeRequest } | undefined {
  const ticket = liveTicket(env.db, env.clock, token, 'authorize');
  return ticket ? { ticket, request: ticket.data as unknown as AuthorizeRequest } : undefined;
}
