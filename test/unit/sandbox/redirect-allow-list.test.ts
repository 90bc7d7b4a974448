// Issue #14 finding 2: the OAuth app sends browsers only to its allowed redirect URIs — authorize (codes), login
// and logout redirect sessions, and both logout routes — default: loopback /callback URIs on any port.
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { authSession, mailbox, openSignUpPerTest, page, pkcePair, settings } from './support/identity-calls.js';

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

// Issue #26 item 4: every endpoint that sends a browser or a mailed link somewhere checks the allow-list. The
// recovery mail once carried its token to any host named in redirect.url; a checkout's thankYouPageUrl (and every
// other callback the hosted pages link) went unchecked.
describe('mailed links and redirect-session callbacks go only to allowed redirect URIs', () => {
  const member = async () => {
    const email = `links-${Math.random().toString(36).slice(2)}@example.com`;
    const registered = await shopper.call('POST', paths.identity.register(), { loginId: { email }, password: 'secret-pass' });
    return { email, id: registered.body.identity.id as string };
  };

  it('recovery and activation e-mails: a redirect URL off the list is a 400 and no mail goes out', async () => {
    const { email, id } = await member();
    const recovery = await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email, redirect: { url: 'https://evil.example/reset', clientId: sb.info.clientId } });
    expect(recovery.status).toBe(400);
    expect(recovery.body.details.validationError.fieldViolations[0].field).toBe('redirect.url');
    // The same answer for an address that is no member's: the check tells nothing about who is a member.
    const nobody = await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email: 'nobody@example.com', redirect: { url: 'https://evil.example/reset' } });
    expect(nobody.status).toBe(400);
    const activation = await shopper.call('POST', paths.identity.sendActivationEmail(), { identityId: id, emailOptions: { redirect: { url: 'https://evil.example/activate' } } });
    expect(activation.status).toBe(400);
    expect(activation.body.details.validationError.fieldViolations[0].field).toBe('emailOptions.redirect.url');
    expect(await mailbox(sb, email)).toEqual([]);
  });

  it('an allowed redirect URL gets the mailed link with the token', async () => {
    const { email } = await member();
    await settings(sb, { allowedRedirectUris: ['https://shop.example/reset'] });
    expect((await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email, redirect: { url: 'https://shop.example/reset' } })).status).toBe(200);
    const [mail] = await mailbox(sb, email);
    expect(mail.link).toBe(`https://shop.example/reset?recoveryToken=${mail.code}`);
  });

  it.each(['thankYouPageUrl', 'postFlowUrl', 'cartPageUrl', 'loginUrl', 'planListUrl', 'someFutureUrl'])('a checkout session refuses callbacks.%s off the list', async (name) => {
    const res = await shopper.call('POST', paths.redirects.create(), { ecomCheckout: { checkoutId: 'any' }, callbacks: { [name]: 'https://evil.example/thanks' } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe(`callbacks.${name}`);
  });

  it('a checkout session takes an allowed thankYouPageUrl (and goes on to look the checkout up)', async () => {
    await settings(sb, { allowedRedirectUris: ['https://shop.example/thanks'] });
    const res = await shopper.call('POST', paths.redirects.create(), { ecomCheckout: { checkoutId: 'no-such-checkout' }, callbacks: { thankYouPageUrl: 'https://shop.example/thanks?from=x' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Checkout not found');
  });
});
