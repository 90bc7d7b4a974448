// The seed's login state machine through the client's identity resource against a real sandbox: every state and
// errorCode of register, login and verification.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleState, loginFailure, registerFailure, settle, LOGIN_ERRORS } from '../../../src/auth/login-flow.js';
import { OAuthAuth } from '../../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../../src/auth/token-store.js';
import { ApiError, NetworkError, createStoreClient, type StoreClient } from '../../../src/client/index.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { lastCode, openSignUp, settings } from '../sandbox/support/identity-calls.js';

let sb: TestSandbox;
let client: StoreClient;
let n = 0;
const email = () => `flow${++n}@example.com`;

beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
  client = createStoreClient({
    apiUrl: sb.baseUrl,
    rateLimit: false,
    auth: (oauth) => new OAuthAuth({ clientId: sb.info.clientId, tokenStore: new MemoryTokenStore(), oauth }),
  });
});
afterAll(async () => {
  await client.close();
  await sb.close();
});
beforeEach(() => openSignUp(sb));

const register = (address: string, password = 'pass-word', extra = {}) => settle(client.identity.register({ email: address, password, ...extra }), registerFailure);
const login = (address: string, password = 'pass-word', extra = {}) => settle(client.identity.login({ email: address, password, ...extra }), loginFailure);

describe('login states', () => {
  it('SUCCESS carries the session token', async () => {
    const result = await register(email());
    expect(result).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('EMAIL_VERIFICATION_REQUIRED carries the state token; the mailed code verifies it', async () => {
    await settings(sb, { emailVerification: true });
    const address = email();
    const result = await register(address);
    expect(result).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: expect.any(String) } });
    const stateToken = (result as { data: { stateToken: string } }).data.stateToken;
    const verified = await settle(client.identity.verify({ code: await lastCode(sb, address), stateToken }), loginFailure);
    expect(verified.loginState).toBe('SUCCESS');
  });

  it('OWNER_APPROVAL_REQUIRED when the site approves members', async () => {
    await settings(sb, { ownerApproval: true });
    expect((await register(email())).loginState).toBe('OWNER_APPROVAL_REQUIRED');
  });

  it('keeps the seed mapping for REQUIRE_MFA (FAILURE "Unknown _state") and carries the factor to verify next', () => {
    const response = {
      state: 'REQUIRE_MFA' as const,
      stateToken: 'ST',
      requireMfaData: { availableFactors: [{ factorType: 'TOTP' as const }, { factorType: 'EMAIL' as const }] },
    };
    expect(handleState(response)).toEqual({
      loginState: 'FAILURE',
      error: LOGIN_ERRORS.unknownState,
      secondFactor: { stateToken: 'ST', factorType: 'TOTP', availableFactors: ['TOTP', 'EMAIL'] },
    });
    expect(handleState({ state: 'REQUIRE_MFA' })).toEqual({ loginState: 'FAILURE', error: LOGIN_ERRORS.unknownState });
  });

  it('maps an unknown server state to FAILURE "Unknown _state"', () => {
    expect(handleState({ state: 'STATUS_CHECK' })).toEqual({ loginState: 'FAILURE', error: LOGIN_ERRORS.unknownState });
  });
});

describe('error codes', () => {
  it('register: invalidEmail, emailAlreadyExists, missingCaptchaToken, invalidCaptchaToken', async () => {
    expect(await register('not-an-email')).toEqual({ loginState: 'FAILURE', error: 'is not a valid email address', errorCode: 'invalidEmail' });
    const address = email();
    await register(address);
    expect(await register(address)).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
    await settings(sb, { captcha: 'visible' });
    expect(await register(email())).toMatchObject({ errorCode: 'missingCaptchaToken' });
    expect(await register(email(), 'pass-word', { captchaTokens: [{ Recaptcha: 'nope' }] })).toMatchObject({ errorCode: 'invalidCaptchaToken' });
  });

  it('login: invalidPassword, resetPassword, invalidEmail, captcha codes', async () => {
    const address = email();
    await register(address);
    expect(await login(address, 'wrong')).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword', error: expect.stringContaining('Wrong email or password') });
    expect(await login('nobody@example.com')).toMatchObject({ errorCode: 'invalidEmail' });
    await fetch(`${sb.baseUrl}/__sandbox/members/require-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address }) });
    expect(await login(address)).toMatchObject({ errorCode: 'resetPassword' });
    await settings(sb, { captcha: 'invisible' });
    expect(await login(address)).toMatchObject({ errorCode: 'missingCaptchaToken' });
    expect(await login(address, 'pass-word', { captchaTokens: [{ InvisibleRecaptcha: 'bad' }] })).toMatchObject({ errorCode: 'invalidCaptchaToken' });
  });

  it('an unexpected error is "something went wrong"; the CLI\'s own errors (network) are rethrown', async () => {
    expect(await settle(Promise.reject(new TypeError('boom')), loginFailure)).toEqual({ loginState: 'FAILURE', error: LOGIN_ERRORS.unexpected });
    expect(registerFailure(new ApiError({ status: 500, code: 'X', message: 'System error occurred' }))).toEqual({ loginState: 'FAILURE', error: 'System error occurred' });
    const offline = new NetworkError('POST http://127.0.0.1:9/x failed: ECONNREFUSED', 'http://127.0.0.1:9/x');
    await expect(settle(Promise.reject(offline), loginFailure)).rejects.toBe(offline);
  });
});
