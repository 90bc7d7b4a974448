// Member logins of the CLI, each ending in member tokens saved by the OAuth strategy:
// - hosted: an `auth` redirect session (PKCE S256 + state) opened in a browser, its redirect caught on loopback;
// - SSO: the platform's SSO login through an identity provider, its session token caught on loopback;
// - session: a session token (password login, registration, verification) redeemed with prompt=none, the
//   authorize URL followed here without a browser;
// - member id: the admin key vouches for the member (authorized_client).
import { followRedirects } from '../client/redirect-follower.js';
import { ApiError, AuthError } from '../client/errors.js';
import type { StoreClient } from '../client/index.js';
import type { OAuthTokens } from '../client/types.js';
import { acceptCallback, acceptSsoCallback, LOGIN_ERRORS, type CallbackParams } from './login-flow.js';
import { CALLBACK_PATH, DEFAULT_LOOPBACK_PORT, sameState, startLoopbackServer } from './loopback-server.js';
import type { OAuthAuth } from './oauth.js';
import { createPkcePair, generateState, type PkcePair } from './pkce.js';

export interface MemberSession {
  client: StoreClient;
  auth: OAuthAuth;
}

interface AuthorizeParams {
  redirectUri: string;
  pkce: PkcePair;
  state: string;
  sessionToken?: string;
}

function authorizeRequest(auth: OAuthAuth, p: AuthorizeParams, prompt: 'login' | 'none') {
  return {
    auth: {
      authRequest: {
        clientId: auth.clientId,
        responseType: 'code',
        redirectUri: p.redirectUri,
        responseMode: 'query',
        scope: 'offline_access',
        state: p.state,
        codeChallenge: p.pkce.codeChallenge,
        codeChallengeMethod: p.pkce.codeChallengeMethod,
        ...(p.sessionToken ? { sessionToken: p.sessionToken, prompt } : {}),
      },
      prompt,
    },
  };
}

/** The code exchange; any failure is the seed's 'Failed to get member tokens' (with the server's reason). */
async function exchange(session: MemberSession, code: string, p: AuthorizeParams): Promise<OAuthTokens> {
  let tokens: OAuthTokens;
  try {
    tokens = await session.client.oauth.exchangeCode(session.auth.clientId, { code, codeVerifier: p.pkce.codeVerifier, redirectUri: p.redirectUri });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new AuthError(LOGIN_ERRORS.memberTokens, { cause: error, details: error.details, hint: `${error.message}. Run \`store login\` again.` });
  }
  await session.auth.setTokens(tokens);
  return tokens;
}

export interface HostedLoginOptions {
  port?: number;
  timeoutMs?: number;
  /** Called once the page URL is known (print it; open it in a browser). */
  onAuthorizeUrl(url: string, redirectUri: string): Promise<void> | void;
}

export async function hostedLogin(session: MemberSession, options: HostedLoginOptions): Promise<OAuthTokens> {
  const state = generateState();
  const server = await startLoopbackServer({ expectedState: state, port: options.port ?? DEFAULT_LOOPBACK_PORT, timeoutMs: options.timeoutMs });
  try {
    const params: AuthorizeParams = { redirectUri: server.redirectUri, pkce: createPkcePair(), state };
    const redirect = await session.client.redirects.createSession(authorizeRequest(session.auth, params, 'login'));
    await options.onAuthorizeUrl(redirect.fullUrl, server.redirectUri);
    const { code } = await server.result;
    return await exchange(session, code, params);
  } finally {
    await server.close();
  }
}

export interface SsoLoginOptions extends HostedLoginOptions {
  /** The site (tenant) the member belongs to. */
  tenantId: string;
  idpConnectionId: string;
}

/**
 * SSO: the platform's SSO login URL opened in a browser goes through the identity provider and comes back to the
 * loopback server with a session token (and our state), which becomes member tokens like a password login's.
 */
export async function ssoLogin(session: MemberSession, options: SsoLoginOptions): Promise<OAuthTokens> {
  const state = generateState();
  const server = await startLoopbackServer({ expectedState: state, port: options.port ?? DEFAULT_LOOPBACK_PORT, timeoutMs: options.timeoutMs, accept: acceptSsoCallback });
  let sessionToken: string;
  try {
    const url = session.client.identity.ssoLoginUrl({
      tenantId: options.tenantId,
      idpConnectionId: options.idpConnectionId,
      tenantType: 'SITE',
      redirectUri: server.redirectUri,
      clientId: session.auth.clientId,
      state,
    });
    await options.onAuthorizeUrl(url, server.redirectUri);
    ({ sessionToken } = await server.result);
  } finally {
    await server.close();
  }
  return sessionLogin(session, sessionToken, { port: server.port });
}

/** Follows the authorize URL's redirects (no browser) until one goes to `redirectUri`; returns its query. */
async function followToCallback(url: string, redirectUri: string): Promise<CallbackParams> {
  const outcome = await followRedirects(url, (next) => next === redirectUri || next.startsWith(`${redirectUri}?`));
  switch (outcome.kind) {
    case 'arrived':
      return Object.fromEntries(new URL(outcome.url).searchParams);
    case 'refused':
      throw new AuthError(`${LOGIN_ERRORS.memberTokens}: the authorize URL is not acceptable (${outcome.reason})`);
    case 'stopped':
      throw new AuthError(LOGIN_ERRORS.memberTokens, { hint: 'The session was not accepted without a login page; run `store login` to log in in a browser.' });
    case 'too-many-hops':
      throw new AuthError(`${LOGIN_ERRORS.memberTokens}: too many redirects`);
  }
}

/** A session token → member tokens, through the authorize endpoint with prompt=none (no browser). */
export async function sessionLogin(session: MemberSession, sessionToken: string, options: { port?: number } = {}): Promise<OAuthTokens> {
  const params: AuthorizeParams = {
    // Never listened on: the answer is read from the redirect itself. Same URI as a hosted login, so one allow-list entry serves both.
    redirectUri: `http://127.0.0.1:${options.port ?? DEFAULT_LOOPBACK_PORT}${CALLBACK_PATH}`,
    pkce: createPkcePair(),
    state: generateState(),
    sessionToken,
  };
  const redirect = await session.client.redirects.createSession(authorizeRequest(session.auth, params, 'none'));
  const { code } = acceptCallback(await followToCallback(redirect.fullUrl, params.redirectUri), (s) => sameState(params.state, s));
  return exchange(session, code, params);
}

/** The admin key vouches for the member (authorized_client); the header joins the current token (may be empty). */
export async function memberIdLogin(session: MemberSession, input: { memberId: string; apiKey: string; sessionToken?: string }): Promise<OAuthTokens> {
  const current = await session.auth.currentTokens();
  const tokens = await session.client.oauth.memberTokensByMemberId({ ...input, currentAccessToken: current?.accessToken.value ?? '' });
  await session.auth.setTokens(tokens);
  return tokens;
}
