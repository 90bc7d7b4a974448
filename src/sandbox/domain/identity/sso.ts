// SSO through an identity-provider connection (issue #17; paths unverified, see wire/api/identity/paths.ts). The sandbox
// plays both sides: the platform's SSO endpoints and a test IdP with a hosted sign-in page.
//   1. GET …/v1/sso/login/{tenantId}/{idpConnectionId}?redirectUri&clientId&state (a browser URL) checks the
//      tenant (this site), the connection and the app, keeps the request as an `sso` ticket and sends the browser
//      to the IdP's page;
//   2. the IdP page signs the person in by e-mail (the test IdP trusts the e-mail typed: it stands in for a real
//      IdP's own login) and returns to …/v1/sso/callback?state=<ticket>&sessionToken=<platform session>;
//   3. the callback sends the browser to redirectUri with `sessionToken` and the caller's `state` appended, as the
//      platform's redirect variant does.
// Without a browser, …/v1/sso/login-with-token-params takes an id token the IdP issued (control route) instead.
// The member is found by e-mail or created ACTIVE and verified (the IdP vouches for the address).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { isLoopbackUrl } from '../../../wire/api/hosts.js';
import type { IdpConnection, IdTokenResponse } from '../../../wire/control/sso.js';
import { paths } from '../../../wire/api/paths.js';
import type { StateMachineResponse } from '../../../wire/api/identity/identity.js';
import { sameSecret } from '../../auth.js';
import type { SandboxClock } from '../../clock.js';
import { writeTransaction } from '../../db.js';
import { applicationError, invalidField, notFound } from '../../http-errors.js';
import { identityPagePaths } from '../../pages/identity-paths.js';
import { updateTicket, type TicketRow } from '../../tables/identity-tickets.js';
import { getMeta, setMeta } from '../../tables/meta.js';
import { findMemberByEmail, saveMember, type MemberRow } from '../../tables/members.js';
import { checkEmail } from './identity-errors.js';
import { identityOf, newMember } from './members.js';
import { issueTicket, liveTicket, openLoginSession, spendTicket } from './tickets.js';

export interface SsoEnv {
  db: DatabaseSync;
  clock: SandboxClock;
  baseUrl: string;
  siteId: string;
  clientId: string;
}

/** Every sandbox has this connection; `POST /__sandbox/sso/connections` adds more. */
export const DEFAULT_IDP_CONNECTION: IdpConnection = { id: 'sandbox-idp', name: 'Sandbox IdP' };
const KEY = 'idp_connections';

export function listIdpConnections(db: DatabaseSync): IdpConnection[] {
  const stored = getMeta(db, KEY);
  return [DEFAULT_IDP_CONNECTION, ...(stored ? (JSON.parse(stored) as IdpConnection[]) : [])];
}

export function addIdpConnection(db: DatabaseSync, body: Record<string, unknown>): IdpConnection {
  const name = body.name;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) throw invalidField('name', 'is required (at most 100 characters)', 'REQUIRED_FIELD');
  const id = body.id ?? randomUUID();
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) throw invalidField('id', 'must be 1–64 letters, digits, "-" or "_"', 'FORMAT');
  return writeTransaction(db, () => {
    const all = listIdpConnections(db);
    if (all.some((c) => c.id === id)) throw applicationError(409, 'Connection already exists', 'IDP_CONNECTION_EXISTS', `There is already an IdP connection "${id}"`);
    const connection = { id, name: name.trim() };
    setMeta(db, KEY, JSON.stringify([...all.slice(1), connection]));
    return connection;
  });
}

function requireConnection(db: DatabaseSync, id: string): IdpConnection {
  const connection = listIdpConnections(db).find((c) => c.id === id);
  if (!connection) throw notFound('IdP connection', id);
  return connection;
}

/**
 * Where an SSO login may hand its session token: a loopback `…/callback` (a CLI's or a desktop app's), so a page
 * on another site cannot start an SSO login that sends a member's session to itself. (The platform checks its OAuth
 * app's allow-list; the sandbox's default allow-list is these URIs.)
 */
function isLoopbackCallback(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && isLoopbackUrl(url) && url.pathname === '/callback';
  } catch {
    return false;
  }
}

/** Step 1: the IdP page URL for a valid request. */
export function startSsoLogin(env: SsoEnv, tenantId: string, connectionId: string, query: URLSearchParams): string {
  if (tenantId !== env.siteId) throw invalidField('tenantId', `is not this site (${env.siteId})`, 'OTHER');
  if ((query.get('tenantType') ?? 'SITE') !== 'SITE') throw invalidField('tenantType', 'must be SITE (the sandbox is one site)', 'INVALID_ENUM_VALUE');
  const connection = requireConnection(env.db, connectionId);
  const redirectUri = query.get('redirectUri') ?? '';
  if (!isLoopbackCallback(redirectUri)) throw invalidField('redirectUri', 'must be a loopback callback, http://127.0.0.1:PORT/callback', 'OTHER');
  if (query.get('clientId') !== env.clientId) throw invalidField('clientId', "is not this site's OAuth client", 'OTHER');
  const ticket = issueTicket(env.db, env.clock, 'sso', { data: { connectionId: connection.id, redirectUri, state: query.get('state') ?? '' } });
  return `${env.baseUrl}${identityPagePaths.idpLogin()}?request=${encodeURIComponent(ticket.token)}`;
}

/** The pending SSO request a page or callback names, or a 400 saying it is over. */
export function pendingSso(env: { db: DatabaseSync; clock: SandboxClock }, token: unknown): TicketRow & { connection: IdpConnection } {
  const ticket = liveTicket(env.db, env.clock, token, 'sso');
  if (!ticket || typeof ticket.data.redirectUri !== 'string') throw applicationError(400, 'SSO login expired', 'SSO_REQUEST_EXPIRED', 'This SSO login is unknown, finished or expired: start it again');
  return { ...ticket, connection: requireConnection(env.db, String(ticket.data.connectionId)) };
}

/** The member the IdP vouches for: found by e-mail, or created ACTIVE with the address verified. */
function memberVouchedFor(env: { db: DatabaseSync; clock: SandboxClock }, email: string): MemberRow {
  const existing = findMemberByEmail(env.db, email);
  if (existing) return existing;
  const member = newMember(env.clock, { email, passwordHash: null, profile: {}, reasons: [], emailVerified: true });
  saveMember(env.db, member);
  return member;
}

/** Step 2: the IdP signed `email` in; the platform opens a session and the browser goes to the callback. */
export function idpSignedIn(env: SsoEnv, requestToken: string, emailInput: unknown): string {
  const email = checkEmail(emailInput, 'email');
  return writeTransaction(env.db, () => {
    const ticket = pendingSso(env, requestToken);
    if (ticket.code) throw applicationError(400, 'SSO login expired', 'SSO_REQUEST_EXPIRED', 'This SSO login was already signed in');
    const sessionToken = openLoginSession(env, memberVouchedFor(env, email).id);
    updateTicket(env.db, { ...ticket, code: sessionToken });
    const callback = new URL(`${env.baseUrl}${paths.identity.ssoCallback()}`);
    callback.searchParams.set('state', ticket.token);
    callback.searchParams.set('sessionToken', sessionToken);
    return callback.toString();
  });
}

/** Step 3: the callback (`state` = the request, `sessionToken` = what step 2 opened) → the caller's redirect URI. */
export function finishSsoCallback(env: SsoEnv, query: URLSearchParams): string {
  return writeTransaction(env.db, () => {
    const ticket = pendingSso(env, query.get('state'));
    const sessionToken = query.get('sessionToken') ?? '';
    if (!ticket.code || !sameSecret(sessionToken, ticket.code)) throw invalidField('sessionToken', 'does not belong to this SSO login', 'OTHER');
    spendTicket(env.db, ticket);
    const target = new URL(String(ticket.data.redirectUri));
    target.searchParams.set('sessionToken', sessionToken);
    if (ticket.data.state) target.searchParams.set('state', String(ticket.data.state));
    return target.toString();
  });
}

/** The test IdP issues an id token for `email` (control route), for login-with-token-params. */
export function issueIdToken(env: { db: DatabaseSync; clock: SandboxClock }, body: Record<string, unknown>): IdTokenResponse {
  const email = checkEmail(body.email, 'email');
  const connectionId = typeof body.connectionId === 'string' ? body.connectionId : DEFAULT_IDP_CONNECTION.id;
  return writeTransaction(env.db, () => {
    requireConnection(env.db, connectionId);
    return { idToken: issueTicket(env.db, env.clock, 'sso', { data: { connectionId, email, idToken: true } }).token };
  });
}

/** `POST …/v1/sso/login-with-token-params {idpConnectionId, tokenParams: {idToken}}` → SUCCESS with a session. */
export function loginWithTokenParams(env: { db: DatabaseSync; clock: SandboxClock }, body: Record<string, unknown>): StateMachineResponse {
  const connectionId = body.idpConnectionId;
  if (typeof connectionId !== 'string' || connectionId === '') throw invalidField('idpConnectionId', 'is required', 'REQUIRED_FIELD');
  const idToken = (body.tokenParams as Record<string, unknown> | undefined)?.idToken;
  if (typeof idToken !== 'string' || idToken === '') throw invalidField('tokenParams.idToken', 'is required', 'REQUIRED_FIELD');
  return writeTransaction(env.db, () => {
    requireConnection(env.db, connectionId);
    const ticket = liveTicket(env.db, env.clock, idToken, 'sso');
    if (!ticket || ticket.data.idToken !== true || ticket.data.connectionId !== connectionId) {
      throw applicationError(400, 'Invalid id token', 'INVALID_ID_TOKEN', 'The id token is unknown, used, expired or from another connection');
    }
    spendTicket(env.db, ticket);
    const member = memberVouchedFor(env, String(ticket.data.email));
    return { state: 'SUCCESS', sessionToken: openLoginSession(env, member.id), identity: identityOf(member), additionalData: {} };
  });
}
