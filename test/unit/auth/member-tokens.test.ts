// The member legs of the token lifecycle, against a real sandbox sharing one injectable clock with the client:
// code exchange → member; expired member access token → renewed as member; renewal refused → visitor; logout →
// none. Also the session (prompt=none) and member-id logins.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS } from '../../../src/auth/login-flow.js';
import { hostedLogin, memberIdLogin, sessionLogin, type MemberSession } from '../../../src/auth/member-login.js';
import { OAuthAuth } from '../../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../../src/auth/token-store.js';
import { AuthError } from '../../../src/client/errors.js';
import { createStoreClient } from '../../../src/client/index.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { FakeClock } from '../client/support/fake-clock.js';
import { page, register, visitor } from '../sandbox/support/identity-calls.js';

const clock = new FakeClock(Date.now());
let sb: TestSandbox;
let session: MemberSession;
let n = 0;

beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3', now: () => clock.now() }); // the default store: nothing here depends on the catalog version
});
afterAll(() => sb.close());
beforeEach(() => {
  const client = createStoreClient({
    apiUrl: sb.baseUrl,
    rateLimit: false,
    clock,
    auth: (oauth) => new OAuthAuth({ clientId: sb.info.clientId, tokenStore: new MemoryTokenStore(), oauth, clock }),
  });
  session = { client, auth: client.auth as OAuthAuth };
});
afterEach(() => session.client.close());

async function newMember(): Promise<{ email: string; id: string; sessionToken: string }> {
  const email = `life${++n}@example.com`;
  const body = (await register(await visitor(sb), email)).body;
  return { email, id: body.identity.id, sessionToken: body.sessionToken };
}

/** Plays the browser: fills the hosted form, then follows the redirect to the loopback server. */
const browser = (email: string, beforeCallback: () => void = () => {}) => async (url: string) => {
  const request = /name="request" value="([^"]+)"/.exec((await page(url)).text)![1];
  const answer = await page(new URL('/oauth2/authorize', url).toString(), { request, email, password: 'secret-pass' });
  beforeCallback();
  await fetch(answer.location!);
};

const subjectType = async () => (await session.client.oauth.tokenInfo((await session.auth.validTokens()).accessToken.value)).subjectType;
const grantTypes = () => sb.requests.filter((r) => r.path === '/oauth2/token').map((r) => JSON.parse(r.body).grantType ?? JSON.parse(r.body).grant_type);

describe('member token lifecycle', () => {
  it('code exchange → member; expired access token → renewed, still member; refresh refused → visitor; logout → none', async () => {
    const { email } = await newMember();
    await hostedLogin(session, { port: 0, onAuthorizeUrl: browser(email) });
    expect(await session.auth.role()).toBe('member');
    expect(await subjectType()).toBe('MEMBER');

    const before = (await session.auth.currentTokens())!;
    sb.requests.length = 0;
    clock.advance(5 * 60 * 60 * 1000);
    const renewed = await session.auth.validTokens();
    expect(grantTypes()).toEqual(['refresh_token']);
    expect(renewed.accessToken.value).not.toBe(before.accessToken.value);
    expect(renewed.refreshToken).toEqual(before.refreshToken);
    expect(await subjectType()).toBe('MEMBER');

    // The server ends the session (logout elsewhere); the next renewal is refused and a visitor session starts.
    await session.client.identity.logout();
    clock.advance(5 * 60 * 60 * 1000);
    sb.requests.length = 0;
    await session.auth.validTokens();
    expect(grantTypes()).toEqual(['refresh_token', 'anonymous']);
    expect(await session.auth.role()).toBe('visitor');
    expect(await subjectType()).toBe('VISITOR');

    await session.auth.clear();
    expect(await session.auth.role()).toBe('none');
  });

  it('a code that cannot be exchanged is "Failed to get member tokens"', async () => {
    const { email } = await newMember();
    const error = await hostedLogin(session, { port: 0, onAuthorizeUrl: browser(email, () => clock.advance(121_000)) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).message).toBe(LOGIN_ERRORS.memberTokens);
    expect((error as AuthError).hint).toContain('expired');
    // Still the visitor that asked for the login page: no member tokens were saved.
    expect(await session.auth.role()).toBe('visitor');
  });
});

describe('logins without a browser', () => {
  it('a session token becomes member tokens through prompt=none, once', async () => {
    const { sessionToken, id } = await newMember();
    await sessionLogin(session, sessionToken, { port: 0 });
    expect(await session.client.identity.currentMember()).toMatchObject({ id });
    await expect(sessionLogin(session, sessionToken)).rejects.toThrow(/login page answered login_required/);
  });

  it('the admin key vouches for a member id', async () => {
    const { id } = await newMember();
    await memberIdLogin(session, { memberId: id, apiKey: sb.info.apiKey });
    expect((await session.client.identity.currentMember()).id).toBe(id);
    await expect(memberIdLogin(session, { memberId: id, apiKey: 'not-the-key' })).rejects.toMatchObject({ status: 401 });
  });
});
