// Catalog-free: identity never reads the catalog, so it runs on one store, the default (V3).
// The official SDK's OAuthStrategy (register, login, processVerification, getAuthUrl + getMemberTokens), its
// global-fetch calls routed to the sandbox, gets the seed's login states and error codes.
import { beforeEach, describe, expect, it } from 'vitest';
import { OAuthStrategy } from '@wix/sdk';
import { loginFailure, settle } from '../../src/auth/login-flow.js';
import { OAuthAuth } from '../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../src/auth/token-store.js';
import { createStoreClient } from '../../src/client/index.js';
import { callSandbox } from '../helpers/sandbox.js';
import { lastCode, openSignUp, page, settings } from '../unit/sandbox/support/identity-calls.js';
import { routedSandboxPerFile } from './sdk-harness.js';

const sb = routedSandboxPerFile({ catalog: 'v3' });
let n = 0;
const email = () => `sdk${++n}@example.com`;
beforeEach(() => openSignUp(sb));

const strategy = () => OAuthStrategy({ clientId: sb.info.clientId });

describe('OAuthStrategy against the sandbox', () => {
  it('register and login succeed with a session token', async () => {
    const auth = strategy();
    const address = email();
    const registered = await auth.register({ email: address, password: 'pass-word' });
    expect(registered).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    expect(await auth.login({ email: address, password: 'pass-word' })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('email verification: EMAIL_VERIFICATION_REQUIRED, then processVerification with the mailed code', async () => {
    await settings(sb, { emailVerification: true });
    const auth = strategy();
    const address = email();
    expect(await auth.register({ email: address, password: 'pass-word' })).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: expect.any(String) } });
    const verified = await auth.processVerification({ verificationCode: await lastCode(sb, address) });
    expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('a second factor: the SDK (no verify builder) maps REQUIRE_MFA to FAILURE "Unknown _state", as the CLI keeps it', async () => {
    const auth = strategy();
    const address = email();
    await auth.register({ email: address, password: 'pass-word' });
    await settings(sb, { mfa: 'email' });
    const sdkResult = await auth.login({ email: address, password: 'pass-word' });
    expect(sdkResult).toMatchObject({ loginState: 'FAILURE', error: 'Unknown _state' });
    // The CLI's client, same sandbox: the same mapping, plus the factor to verify next, and the verify call.
    const client = createStoreClient({ apiUrl: sb.baseUrl, auth: (oauth) => new OAuthAuth({ clientId: sb.info.clientId, tokenStore: new MemoryTokenStore(), oauth }), rateLimit: false });
    try {
      const mapped = await settle(client.identity.login({ email: address, password: 'pass-word' }), loginFailure);
      expect(mapped).toMatchObject({ loginState: 'FAILURE', error: 'Unknown _state', secondFactor: { factorType: 'EMAIL' } });
      const { secondFactor } = mapped as { secondFactor: { stateToken: string } };
      const code = await lastCode(sb, address, 'second-factor');
      const verified = await settle(client.identity.verifyFactor({ factorType: 'EMAIL', stateToken: secondFactor.stateToken, code }), loginFailure);
      expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
    } finally {
      await client.close();
    }
  });

  it('owner approval: OWNER_APPROVAL_REQUIRED until approved', async () => {
    await settings(sb, { ownerApproval: true });
    const auth = strategy();
    const address = email();
    expect((await auth.register({ email: address, password: 'pass-word' })).loginState).toBe('OWNER_APPROVAL_REQUIRED');
    expect((await auth.login({ email: address, password: 'pass-word' })).loginState).toBe('OWNER_APPROVAL_REQUIRED');
    await callSandbox(sb.baseUrl, 'POST', '/__sandbox/members/approve', { body: { email: address } });
    expect((await auth.login({ email: address, password: 'pass-word' })).loginState).toBe('SUCCESS');
  });

  it('the seed error codes: emailAlreadyExists, invalidEmail, invalidPassword, resetPassword, captcha', async () => {
    const auth = strategy();
    const address = email();
    await auth.register({ email: address, password: 'pass-word' });
    expect(await auth.register({ email: address, password: 'pass-word' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
    expect(await auth.register({ email: 'not-an-email', password: 'pass-word' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    expect(await auth.login({ email: address, password: 'wrong' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await auth.login({ email: 'nobody@example.com', password: 'x' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    await callSandbox(sb.baseUrl, 'POST', '/__sandbox/members/require-reset', { body: { email: address } });
    expect(await auth.login({ email: address, password: 'pass-word' })).toMatchObject({ errorCode: 'resetPassword' });

    await settings(sb, { captcha: 'visible' });
    expect(await auth.register({ email: email(), password: 'pass-word' })).toMatchObject({ errorCode: 'missingCaptchaToken' });
    expect(await auth.register({ email: email(), password: 'pass-word', captchaTokens: { recaptchaToken: 'forged' } })).toMatchObject({ errorCode: 'invalidCaptchaToken' });
    expect(await auth.register({ email: email(), password: 'pass-word', captchaTokens: { recaptchaToken: 'sandbox-captcha-pass' } })).toMatchObject({ loginState: 'SUCCESS' });
    await settings(sb, { captcha: 'invisible' });
    expect(await auth.login({ email: 'nobody@example.com', password: 'x', captchaTokens: { invisibleRecaptchaToken: 'forged' } })).toMatchObject({ errorCode: 'invalidCaptchaToken' });
  });

  it('getAuthUrl + the hosted page + getMemberTokens give member tokens', async () => {
    const auth = strategy();
    const address = email();
    await auth.register({ email: address, password: 'pass-word' });
    const oauthData = auth.generateOAuthData('http://127.0.0.1:53682/callback');
    const { authUrl } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });
    const form = await page(authUrl);
    const request = /name="request" value="([^"]+)"/.exec(form.text)![1];
    const answer = await page(new URL('/oauth2/authorize', authUrl).toString(), { request, email: address, password: 'pass-word' });
    const { code, state } = auth.parseFromUrl(answer.location!, 'query');
    await expect(auth.getMemberTokens(code!, 'forged-state', oauthData)).rejects.toThrow('Invalid _state');
    const tokens = await auth.getMemberTokens(code!, state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);

    const info = await callSandbox(sb.baseUrl, 'POST', '/oauth2/token-info', { body: { token: tokens.accessToken.value } });
    expect(info.body).toMatchObject({ active: true, subjectType: 'MEMBER' });
  });

  it('getMemberTokens refuses a wrong PKCE verifier with the token endpoint error', async () => {
    const auth = strategy();
    const address = email();
    await auth.register({ email: address, password: 'pass-word' });
    const oauthData = auth.generateOAuthData('http://127.0.0.1:53682/callback');
    const { authUrl } = await auth.getAuthUrl(oauthData, { responseMode: 'fragment' });
    const request = /name="request" value="([^"]+)"/.exec((await page(authUrl)).text)![1];
    const answer = await page(new URL('/oauth2/authorize', authUrl).toString(), { request, email: address, password: 'pass-word' });
    const { code, state } = auth.parseFromUrl(answer.location!, 'fragment');
    const forged = { ...oauthData, codeVerifier: auth.generateOAuthData('x').codeVerifier };
    await expect(auth.getMemberTokens(code!, state!, forged)).rejects.toThrow(/Failed to fetch tokens from OAuth API.*invalid_grant/);
  });
});
