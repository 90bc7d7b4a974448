// The visitor/member token lifecycle against a real local token endpoint, with an injected clock.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NoAuth } from '../../../src/auth/no-auth.js';
import { OAuthAuth } from '../../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../../src/auth/token-store.js';
import { AuthError } from '../../../src/client/errors.js';
import { OAuthResource } from '../../../src/client/resources/oauth.js';
import { Transport } from '../../../src/client/transport.js';
import type { OAuthTokens } from '../../../src/client/types.js';
import { sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
import { FakeClock } from '../client/support/fake-clock.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';

let server: RecordingServer;
let transport: Transport;
let clock: FakeClock;
let failRefresh: boolean;
let failAnonymous: boolean;
let issued: number;

const nowSeconds = () => Math.floor(clock.now() / 1000);
const grants = () => server.requests.filter((r) => r.path === '/oauth2/token').map((r) => JSON.parse(r.body) as Record<string, string>);

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  clock = new FakeClock();
  failRefresh = false;
  failAnonymous = false;
  issued = 0;
  server.respond(async (request, res) => {
    const body = JSON.parse(request.body) as { grantType: string };
    if (body.grantType === 'refresh_token' && failRefresh) return sendJson(res, 400, { error: 'invalid_grant', message: 'refresh token revoked' });
    if (body.grantType === 'anonymous' && failAnonymous) return sendJson(res, 400, { message: 'unknown client' });
    issued++;
    // Answer slowly enough that concurrent callers overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    sendJson(res, 200, { access_token: `AT${issued}`, refresh_token: `RT${issued}`, expires_in: 3600, token_type: 'Bearer' });
  });
  transport = new Transport({ writeBaseUrl: server.baseUrl, readBaseUrl: server.baseUrl, auth: noAuth, rateLimit: false, clock, retry: { maxRetries: 0 } });
});
afterEach(() => transport.close());

const noAuth = new NoAuth();

function makeAuth(initial?: OAuthTokens, extra: { onRefreshFailed?: (e: unknown) => void } = {}) {
  const tokenStore = new MemoryTokenStore(initial);
  const auth = new OAuthAuth({ clientId: 'CID', tokenStore, oauth: new OAuthResource(transport, clock), clock, ...extra });
  return { auth, tokenStore };
}

const tokensExpiringIn = (seconds: number, role: 'visitor' | 'member' = 'member'): OAuthTokens => ({
  accessToken: { value: 'AT-OLD', expiresAt: nowSeconds() + seconds },
  refreshToken: { value: 'RT-OLD', role },
});

describe('OAuthAuth', () => {
  it('with no tokens starts an anonymous visitor session and saves it', async () => {
    const { auth, tokenStore } = makeAuth();
    expect(await auth.role()).toBe('none');
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT1' });
    expect(grants()).toEqual([{ clientId: 'CID', grantType: 'anonymous' }]);
    expect(await auth.role()).toBe('visitor');
    expect(tokenStore.saved).toEqual([{ accessToken: { value: 'AT1', expiresAt: nowSeconds() + 3600 }, refreshToken: { value: 'RT1', role: 'visitor' } }]);
  });

  it('reuses a valid token without asking', async () => {
    const { auth } = makeAuth(tokensExpiringIn(3600));
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT-OLD' });
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes an expired access token and keeps the old refresh token and role', async () => {
    const { auth, tokenStore } = makeAuth(tokensExpiringIn(-10));
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT1' });
    expect(grants()).toEqual([{ clientId: 'CID', refreshToken: 'RT-OLD', grantType: 'refresh_token' }]);
    expect(tokenStore.saved.at(-1)?.refreshToken).toEqual({ value: 'RT-OLD', role: 'member' });
    expect(await auth.role()).toBe('member');
  });

  it('renews early: 60 s before expiry', async () => {
    const { auth } = makeAuth(tokensExpiringIn(59));
    await auth.getAuthHeaders();
    expect(grants().map((g) => g.grantType)).toEqual(['refresh_token']);
    const { auth: fresh } = makeAuth(tokensExpiringIn(61));
    server.requests.length = 0;
    await fresh.getAuthHeaders();
    expect(server.requests).toHaveLength(0);
  });

  it('falls back to new anonymous visitor tokens when the refresh fails', async () => {
    failRefresh = true;
    const failures: unknown[] = [];
    const { auth, tokenStore } = makeAuth(tokensExpiringIn(-10), { onRefreshFailed: (e) => failures.push(e) });
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT1' });
    expect(grants().map((g) => g.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(await auth.role()).toBe('visitor');
    expect(tokenStore.saved.at(-1)?.refreshToken).toEqual({ value: 'RT1', role: 'visitor' });
    expect(failures).toHaveLength(1);
  });

  it('merges concurrent renewals into one token request', async () => {
    const { auth } = makeAuth();
    const headers = await Promise.all(Array.from({ length: 5 }, () => auth.getAuthHeaders()));
    expect(headers.every((h) => h.authorization === 'AT1')).toBe(true);
    expect(grants()).toHaveLength(1);
  });

  it('invalidate after a 401 forces a renewal, once per refused token', async () => {
    const { auth } = makeAuth(tokensExpiringIn(3600));
    const refused = await auth.getAuthHeaders();
    auth.invalidate(refused);
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT1' });
    expect(grants().map((g) => g.grantType)).toEqual(['refresh_token']);
    // A late 401 for the token already replaced must not renew again.
    auth.invalidate(refused);
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT1' });
    expect(grants()).toHaveLength(1);
  });

  it('setTokens stores member tokens; clear logs out to role none', async () => {
    const { auth, tokenStore } = makeAuth(tokensExpiringIn(3600, 'visitor'));
    const member: OAuthTokens = { accessToken: { value: 'MEMBER-AT', expiresAt: nowSeconds() + 3600 }, refreshToken: { value: 'MEMBER-RT', role: 'member' } };
    await auth.setTokens(member);
    expect(await auth.role()).toBe('member');
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'MEMBER-AT' });
    await auth.clear();
    expect(await auth.role()).toBe('none');
    expect(tokenStore.load()).toBeUndefined();
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'AT1' });
    expect(grants().map((g) => g.grantType)).toEqual(['anonymous']);
  });

  it('a token endpoint that refuses the client is an AuthError (exit 4)', async () => {
    failAnonymous = true;
    const { auth } = makeAuth();
    const error = await auth.getAuthHeaders().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(exitCodeOf(error)).toBe(4);
  });

  it('is an OAuth strategy whose reads go to the read host', () => {
    const { auth } = makeAuth();
    expect(auth.kind).toBe('oauth');
    expect(auth.usesReadHost).toBe(true);
  });
});
