// The hosted login page and the authorization-code grant: form, e-mail code, prompt=none, response modes,
// errors, PKCE checked at the exchange, single-use short-lived codes.
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { authSession, lastCode, login, openSignUpPerTest, page, pkcePair, register, settings } from './support/identity-calls.js';

const { sb, shopper } = openSignUpPerTest();
let n = 0;
const REDIRECT = 'http://127.0.0.1:53682/callback';


async function member(): Promise<string> {
  const email = `hosted${++n}@example.com`;
  await register(shopper, email);
  return email;
}

const exchange = (code: string, codeVerifier: string, redirectUri: string | undefined = REDIRECT) =>
  callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: sb.info.clientId, grantType: 'authorization_code', redirectUri, code, codeVerifier } });

/** Opens the hosted page, posts the form, returns the answer. */
async function loginThroughPage(email: string, authRequest: Record<string, unknown>, password = 'secret-pass') {
  const session = await authSession(shopper, sb, { redirectUri: REDIRECT, responseMode: 'query', ...authRequest });
  const form = await page(session.fullUrl);
  expect(form.status).toBe(200);
  return page(session.urlDetails.endpoint, { request: session.urlDetails.searchParams.request, email, password });
}

describe('hosted login page', () => {
  it('serves an escaped, unframeable form, re-shows it on a wrong password, and redirects with code and state', async () => {
    const email = await member();
    const { challenge, verifier } = pkcePair();
    const session = await authSession(shopper, sb, { redirectUri: REDIRECT, responseMode: 'query', state: 'st-1', codeChallenge: challenge });
    expect(session.fullUrl).toBe(`${sb.baseUrl}/oauth2/authorize?request=${session.urlDetails.searchParams.request}`);
    const res = await fetch(session.fullUrl);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toContain('name="password"');

    const request = session.urlDetails.searchParams.request;
    const wrong = await page(session.urlDetails.endpoint, { request, email: `<b>${email}`, password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('&lt;b&gt;');
    expect(wrong.text).not.toContain(`<b>${email}`);

    const ok = await page(session.urlDetails.endpoint, { request, email, password: 'secret-pass' });
    expect(ok.status).toBe(302);
    const location = new URL(ok.location!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-1');
    const tokens = await exchange(location.searchParams.get('code')!, verifier);
    expect(tokens.status).toBe(200);
    const info = await callSandbox(sb.baseUrl, 'POST', paths.oauth.tokenInfo(), { body: { token: tokens.body.access_token } });
    expect(info.body).toMatchObject({ active: true, subjectType: 'MEMBER' });

    // The page is single use.
    expect((await page(session.fullUrl)).text).toContain('Link expired');
  });

  it('answers in the fragment or with a web message page', async () => {
    const email = await member();
    const fragment = await loginThroughPage(email, { responseMode: 'fragment', state: 'frag', codeChallenge: pkcePair().challenge });
    const hash = new URLSearchParams(new URL(fragment.location!).hash.slice(1));
    expect(hash.get('state')).toBe('frag');
    expect(hash.get('code')).toEqual(expect.any(String));

    const message = await loginThroughPage(email, { responseMode: 'web_message', redirectUri: undefined, state: 'wm</script>', codeChallenge: pkcePair().challenge });
    expect(message.status).toBe(200);
    expect(message.text).toContain('postMessage(data');
    expect(message.text).toContain('"state":"wm\\u003c/script\\u003e"');
    expect(message.text).toMatch(/"code":"[A-Za-z0-9_-]+"/);
  });

  it('asks for the e-mailed code when the site verifies e-mail, then redirects', async () => {
    await settings(sb, { emailVerification: true });
    const email = `verify${++n}@example.com`;
    await register(shopper, email);
    const session = await authSession(shopper, sb, { redirectUri: REDIRECT, responseMode: 'query', codeChallenge: pkcePair().challenge });
    const request = session.urlDetails.searchParams.request;
    const verifyForm = await page(session.urlDetails.endpoint, { request, email, password: 'secret-pass' });
    expect(verifyForm.text).toContain('name="code"');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(verifyForm.text)![1];
    const done = await page(session.urlDetails.endpoint, { request, stateToken, email, code: await lastCode(sb, email) });
    expect(new URL(done.location!).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('asks for the second factor after the password when the site requires one, then redirects', async () => {
    const email = `mfa-hosted${++n}@example.com`;
    await register(shopper, email);
    await settings(sb, { mfa: 'email' });
    const session = await authSession(shopper, sb, { redirectUri: REDIRECT, responseMode: 'query', codeChallenge: pkcePair().challenge });
    const request = session.urlDetails.searchParams.request;
    const factorForm = await page(session.urlDetails.endpoint, { request, email, password: 'secret-pass' });
    expect(factorForm.text).toContain('Second factor');
    expect(factorForm.text).toContain('name="factorType" value="EMAIL"');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(factorForm.text)![1];
    const wrong = await page(session.urlDetails.endpoint, { request, stateToken, email, factorType: 'EMAIL', code: '000000' });
    const code = await lastCode(sb, email, 'second-factor');
    if (code !== '000000') expect(wrong.text).toContain('The code is wrong');
    const done = await page(session.urlDetails.endpoint, { request, stateToken, email, factorType: 'EMAIL', code });
    expect(new URL(done.location!).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('redirects with error and error_description: cancel, owner approval pending, prompt=none without a session', async () => {
    const session = await authSession(shopper, sb, { redirectUri: REDIRECT, responseMode: 'query', state: 's', codeChallenge: pkcePair().challenge });
    const cancelled = new URL((await page(session.urlDetails.endpoint, { request: session.urlDetails.searchParams.request, cancel: '1' })).location!);
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ error: 'access_denied', error_description: 'The member cancelled the login', state: 's' });

    await settings(sb, { ownerApproval: true });
    const pending = `pending${++n}@example.com`;
    await register(shopper, pending);
    const refused = new URL((await loginThroughPage(pending, { codeChallenge: pkcePair().challenge })).location!);
    expect(refused.searchParams.get('error')).toBe('access_denied');

    const none = await authSession(shopper, sb, { redirectUri: REDIRECT, responseMode: 'query', codeChallenge: pkcePair().challenge, prompt: 'none' }, 'none');
    expect(new URL((await page(none.fullUrl)).location!).searchParams.get('error')).toBe('login_required');
  });

  it('answers prompt=none from a session token without a form, once per session token', async () => {
    const email = await member();
    const { sessionToken } = (await login(shopper, email)).body;
    const { challenge, verifier } = pkcePair();
    const auth = { redirectUri: REDIRECT, responseMode: 'query', codeChallenge: challenge, sessionToken, prompt: 'none' };
    const answered = await page((await authSession(shopper, sb, auth, 'none')).fullUrl);
    expect(answered.status).toBe(302);
    expect((await exchange(new URL(answered.location!).searchParams.get('code')!, verifier)).status).toBe(200);
    const replay = await page((await authSession(shopper, sb, auth, 'none')).fullUrl);
    expect(new URL(replay.location!).searchParams.get('error')).toBe('login_required');
  });

  it('refuses a bad authorize request when the session is created', async () => {
    const res = await shopper.call('POST', paths.redirects.create(), { auth: { authRequest: { clientId: 'someone-else', redirectUri: REDIRECT, codeChallenge: 'x' } } });
    expect(res.status).toBe(400);
    const noPkce = await shopper.call('POST', paths.redirects.create(), { auth: { authRequest: { clientId: sb.info.clientId, redirectUri: REDIRECT } } });
    expect(noPkce.body.details.validationError.fieldViolations[0].field).toBe('auth.authRequest.codeChallenge');
    const script = await shopper.call('POST', paths.redirects.create(), { auth: { authRequest: { clientId: sb.info.clientId, redirectUri: 'javascript:alert(1)', codeChallenge: 'x' } } });
    expect(script.status).toBe(400);
  });
});

describe('authorization_code grant', () => {
  async function freshCode(authRequest: Record<string, unknown> = {}) {
    const email = await member();
    const { challenge, verifier } = pkcePair();
    const answer = await loginThroughPage(email, { codeChallenge: challenge, ...authRequest });
    return { code: new URL(answer.location!).searchParams.get('code')!, verifier };
  }

  it('refuses a wrong PKCE verifier, and the code is spent by that attempt', async () => {
    const { code, verifier } = await freshCode();
    const wrong = await exchange(code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('PKCE') });
    expect((await exchange(code, verifier)).body.error_description).toContain('already used');
  });

  it('is single use and short-lived, and bound to the redirect URI', async () => {
    const first = await freshCode();
    expect((await exchange(first.code, first.verifier)).status).toBe(200);
    expect((await exchange(first.code, first.verifier)).body.error).toBe('invalid_grant');

    const other = await freshCode();
    expect((await exchange(other.code, other.verifier, 'http://127.0.0.1:9/elsewhere')).body.error_description).toContain('redirectUri');

    const late = await freshCode();
    await callSandbox(sb.baseUrl, 'POST', '/__sandbox/clock', { body: { advanceMs: 121_000 } });
    expect((await exchange(late.code, late.verifier)).body.error_description).toContain('expired');
  });

  it('gives member tokens whose refresh keeps the member role', async () => {
    const { code, verifier } = await freshCode();
    const tokens = (await exchange(code, verifier)).body;
    const refreshed = await callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), {
      body: { clientId: sb.info.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token },
    });
    const info = await callSandbox(sb.baseUrl, 'POST', paths.oauth.tokenInfo(), { body: { token: refreshed.body.access_token } });
    expect(info.body.subjectType).toBe('MEMBER');
    const me = await callSandbox(sb.baseUrl, 'GET', paths.identity.currentMember(), { headers: { Authorization: refreshed.body.access_token } });
    expect(me.body.member).toMatchObject({ id: info.body.subjectId, status: 'APPROVED', loginEmail: expect.stringContaining('@example.com') });
  });
});

describe('login and logout intents', () => {
  it('a login session signs in and returns to postFlowUrl; logout goes back to postFlowUrl', async () => {
    // Both URLs must be allowed redirect URIs of the OAuth app (default: loopback /callback only).
    await settings(sb, { allowedRedirectUris: ['https://shop.example/account', 'https://shop.example/'] });
    const email = await member();
    const created = await shopper.call('POST', paths.redirects.create(), { login: {}, callbacks: { postFlowUrl: 'https://shop.example/account' } });
    const { endpoint, searchParams } = created.body.redirectSession.urlDetails;
    const done = await page(endpoint, { request: searchParams.request, email, password: 'secret-pass' });
    expect(done.location).toBe('https://shop.example/account?wixMemberLoggedIn=true');

    const logout = await shopper.call('POST', paths.redirects.create(), { logout: { clientId: sb.info.clientId }, callbacks: { postFlowUrl: 'https://shop.example/' } });
    expect((await page(logout.body.redirectSession.fullUrl)).location).toBe('https://shop.example/');
    await settings(sb, { allowedRedirectUris: null });
  });
});
