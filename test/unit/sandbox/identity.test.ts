// Register, login and verification states of the sandbox's identity service, with the seed's error codes.
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { lastCode, login, mailbox, openSignUpPerTest, page, register, settings } from './support/identity-calls.js';

const { sb, shopper } = openSignUpPerTest();
let n = 0;
const email = () => `member${++n}@example.com`;
const appCode = (res: { body: any }) => res.body.details?.applicationError?.code;


describe('register and login', () => {
  it('registers an active member and logs in with a session token', async () => {
    const address = email();
    const registered = await register(shopper, address);
    expect(registered.status).toBe(200);
    expect(registered.body.state).toBe('SUCCESS');
    expect(registered.body.sessionToken).toEqual(expect.any(String));
    expect(registered.body.identity).toMatchObject({ email: { address, isVerified: false }, status: { name: 'ACTIVE', reasons: [] }, revision: '1' });
    const loggedIn = await login(shopper, address.toUpperCase());
    expect(loggedIn.body).toMatchObject({ state: 'SUCCESS', identity: { id: registered.body.identity.id } });
    expect(loggedIn.body.sessionToken).not.toBe(registered.body.sessionToken);
  });

  it('refuses a duplicate e-mail, a wrong password, an unknown member and a malformed e-mail with their codes', async () => {
    const address = email();
    await register(shopper, address);
    expect(appCode(await register(shopper, address))).toBe('-19995');
    expect(appCode(await login(shopper, address, 'wrong-pass'))).toBe('-19976');
    expect(appCode(await login(shopper, 'nobody@example.com'))).toBe('-19999');
    const malformed = await register(shopper, 'not-an-email');
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'loginId.email', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }),
    ]);
  });

  it('refuses login with -19973 once the owner requires a password reset, until the member recovers', async () => {
    const address = email();
    await register(shopper, address);
    await callSandbox(sb.baseUrl, 'POST', '/__sandbox/members/require-reset', { body: { email: address } });
    expect(appCode(await login(shopper, address))).toBe('-19973');
    await settings(sb, { allowedRedirectUris: ['https://shop.example/reset'] });
    await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email: address, redirect: { url: 'https://shop.example/reset', clientId: sb.info.clientId } });
    await settings(sb, { allowedRedirectUris: null });
    const [mail] = (await mailbox(sb, address)).filter((m) => m.kind === 'recovery');
    expect(mail.link).toBe(`https://shop.example/reset?recoveryToken=${mail.code}`);
    const recovered = await shopper.call('POST', paths.identity.recover(), { recoveryToken: mail.code, password: 'new-secret' });
    expect(recovered.body.state).toBe('SUCCESS');
    expect((await login(shopper, address, 'new-secret')).body.state).toBe('SUCCESS');
    expect(appCode(await shopper.call('POST', paths.identity.recover(), { recoveryToken: mail.code, password: 'again' }))).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('links recovery e-mails to the sandbox page when no redirect is given; the page sets the password once', async () => {
    const address = email();
    await register(shopper, address);
    await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email: address });
    const [mail] = await mailbox(sb, address);
    expect(mail).toMatchObject({ kind: 'recovery', link: `${sb.baseUrl}/oauth2/recover?recoveryToken=${mail.code}` });
    expect((await page(mail.link!)).text).toContain('name="password"');
    const empty = await page(`${sb.baseUrl}/oauth2/recover`, { recoveryToken: mail.code!, password: '' });
    expect(empty.status).toBe(400);
    const saved = await page(`${sb.baseUrl}/oauth2/recover`, { recoveryToken: mail.code!, password: 'via-the-page' });
    expect(saved.text).toContain('Your password is saved');
    expect((await login(shopper, address, 'via-the-page')).body.state).toBe('SUCCESS');
    expect((await page(mail.link!)).text).toContain('Link expired');
    await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email: 'nobody@example.com' });
    expect(await mailbox(sb, 'nobody@example.com')).toEqual([]);
  });

  it('needs a visitor token or the admin key', async () => {
    const res = await callSandbox(sb.baseUrl, 'POST', paths.identity.login(), { body: { loginId: { email: 'a@b.co' }, password: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('captcha', () => {
  it('asks for the token the site requires: missing -19971, invalid -19970, the sandbox token passes', async () => {
    await settings(sb, { captcha: 'visible' });
    const address = email();
    expect(appCode(await register(shopper, address))).toBe('-19971');
    expect(appCode(await register(shopper, address, 'secret-pass', { captchaTokens: [{ InvisibleRecaptcha: 'sandbox-captcha-pass' }] }))).toBe('-19971');
    expect(appCode(await register(shopper, address, 'secret-pass', { captchaTokens: [{ Recaptcha: 'forged' }] }))).toBe('-19970');
    const ok = await register(shopper, address, 'secret-pass', { captchaTokens: [{ Recaptcha: 'sandbox-captcha-pass' }] });
    expect(ok.body.state).toBe('SUCCESS');
    await settings(sb, { captcha: 'invisible' });
    expect(appCode(await login(shopper, address))).toBe('-19971');
    expect((await login(shopper, address, 'secret-pass', { captchaTokens: [{ InvisibleRecaptcha: 'sandbox-captcha-pass' }] })).body.state).toBe('SUCCESS');
  });
});

describe('e-mail verification and owner approval', () => {
  it('mails a 6-digit code, verifies it with the state token, then asks for approval until the owner approves', async () => {
    await settings(sb, { emailVerification: true, ownerApproval: true });
    const address = email();
    const registered = await register(shopper, address);
    expect(registered.body).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', identity: { status: { name: 'PENDING' } } });
    const { stateToken } = registered.body;
    const code = await lastCode(sb, address);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await shopper.call('POST', paths.identity.verifyDuringAuthentication(), { code: code === '000000' ? '111111' : '000000', stateToken });
    expect(appCode(wrong)).toBe('INVALID_VERIFICATION_CODE');
    await shopper.call('POST', paths.identity.resendDuringAuthentication(), { stateToken });
    const resent = await lastCode(sb, address);
    expect((await mailbox(sb, address)).filter((m) => m.kind === 'verification')).toHaveLength(2);

    const verified = await shopper.call('POST', paths.identity.verifyDuringAuthentication(), { code: resent, stateToken });
    expect(verified.body).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL', identity: { email: { isVerified: true }, status: { reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } } });
    expect((await login(shopper, address)).body.state).toBe('REQUIRE_OWNER_APPROVAL');

    const approved = await callSandbox(sb.baseUrl, 'POST', '/__sandbox/members/approve', { body: { email: address } });
    expect(approved.body.status).toEqual({ name: 'ACTIVE', reasons: [] });
    expect((await login(shopper, address)).body.state).toBe('SUCCESS');
  });

  it('gives up a verification after five wrong codes', async () => {
    await settings(sb, { emailVerification: true });
    const address = email();
    const { stateToken } = (await register(shopper, address)).body;
    const code = await lastCode(sb, address);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await shopper.call('POST', paths.identity.verifyDuringAuthentication(), { code: wrong, stateToken });
    expect(appCode(await shopper.call('POST', paths.identity.verifyDuringAuthentication(), { code, stateToken }))).toBe('STATE_TOKEN_EXPIRED');
  });

  it('starts a verification for an identity and sends an activation e-mail', async () => {
    const address = email();
    const { identity } = (await register(shopper, address)).body;
    const started = await shopper.call('POST', paths.identity.startVerification(), { identityId: identity.id, target: 'EMAIL' });
    expect(started.body.verificationId).toEqual(expect.any(String));
    await shopper.call('POST', paths.identity.sendActivationEmail(), { identityId: identity.id });
    expect((await mailbox(sb, address)).map((m) => m.kind)).toEqual(['verification', 'activation']);
  });
});
