// Issue #14 finding 2: the OAuth app sends browsers only to its allowed redirect URIs — authorize (codes), login
// and logout redirect sessions, and both logout routes — default: loopback /callback URIs on any port.
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { authSession, openSignUpPerTest, page, pkcePair, settings } from './support/identity-calls.js';

const { sb, shopper } = openSignUpPerTest();
afterEach(async () => {
  await settings(sb, { allowedRedirectUris: null });
});

const authorize = (redirectUri: string) =>
  shopper.call('POST', paths.redirects.create(), {
    auth: { authRequest: { clientId: sb.info.clientId, redirectUri, responseType: 'code', codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' } },
  });

describe('authorize: codes go only to allowed redirect URIs', () => {
  it.each(['https://evil.example/callback', 'ftp://127.0.0.1/callback', 'myapp://callback', 'http://127.0.0.1:4000/elsewhere', 'http://127.0.0.1.evil.example/callback'])(
    'refuses %s with a 400 that says how to allow it',
    async (uri) => {
      const res = await authorize(uri);
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toBe('auth.authRequest.redirectUri');
      expect(res.body.message).toContain('--allow-redirect-uri');
    },
  );

  it.each(['http://127.0.0.1:53682/callback', 'http://localhost:1/callback?x=1', 'http://[::1]:8080/callback'])('takes the default loopback URI %s on any port', async (uri) => {
    expect((await authorize(uri)).status).toBe(200);
  });

  it('takes a URI once it is allowed through POST /__sandbox/settings, and reports the list', async () => {
    const set = await settings(sb, { allowedRedirectUris: ['https://app.example/cb', 'http://127.0.0.1/callback'] });
    expect(set.body.allowedRedirectUris).toEqual(['https://app.example/cb', 'http://127.0.0.1/callback']);
    expect((await authorize('https://app.example/cb')).status).toBe(200);
    expect((await authorize('https://app.example:8443/cb')).status).toBe(400);
    expect((await authorize('http://localhost:5/callback')).status).toBe(400);
  });

  it('refuses bad entries, and null restores the default', async () => {
    for (const bad of [['javascript:alert(1)'], ['not a url'], ['https://a.example/#frag'], 'https://a.example/']) {
      expect((await settings(sb, { allowedRedirectUris: bad })).status).toBe(400);
    }
    await settings(sb, { allowedRedirectUris: [] });
    expect((await authorize('http://127.0.0.1:1/callback')).status).toBe(400);
    const reset = await settings(sb, { allowedRedirectUris: null });
    expect(reset.body.allowedRedirectUris).toEqual(['http://127.0.0.1/callback', 'http://localhost/callback', 'http://[::1]/callback']);
    expect((await authorize('http://127.0.0.1:1/callback')).status).toBe(200);
  });

  it('the web_message mode (no redirect URI) still works', async () => {
    const session = await authSession(shopper, sb, { responseMode: 'web_message', codeChallenge: pkcePair().challenge });
    expect((await page(session.fullUrl)).status).toBe(200);
  });
});

describe('login and logout redirects', () => {
  it('login and logout redirect sessions refuse a postFlowUrl that is not allowed', async () => {
    const login = await shopper.call('POST', paths.redirects.create(), { login: {}, callbacks: { postFlowUrl: 'https://evil.example/' } });
    expect(login.status).toBe(400);
    const logout = await shopper.call('POST', paths.redirects.create(), { logout: { clientId: sb.info.clientId }, callbacks: { postFlowUrl: 'https://evil.example/' } });
    expect(logout.status).toBe(400);
  });

  it('GET /oauth2/logout is no open redirect: an unlisted postLogoutRedirectUri gets the signed-out page', async () => {
    const url = `${sb.baseUrl}/oauth2/logout?clientId=${sb.info.clientId}&postLogoutRedirectUri=${encodeURIComponent('https://evil.example/phish')}`;
    const refused = await page(url);
    expect(refused.status).toBe(200);
    expect(refused.location).toBeNull();
    expect(refused.text).toContain('signed out');
    await settings(sb, { allowedRedirectUris: ['https://shop.example/bye'] });
    expect((await page(url.replace(encodeURIComponent('https://evil.example/phish'), encodeURIComponent('https://shop.example/bye')))).location).toBe('https://shop.example/bye');
  });

  it('the identity logout call answers no Location for an unlisted URI', async () => {
    const query = `?postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}&clientId=${sb.info.clientId}`;
    const res = await callSandbox(sb.baseUrl, 'GET', `${paths.identity.logout()}${query}`);
    expect(res.body.statusCode).toBe(200);
    expect(res.body.headers.map((h: { key: string }) => h.key)).not.toContain('Location');
  });
});
