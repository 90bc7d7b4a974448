// The sandbox's second factor (settings `mfa`): a password login answers REQUIRE_MFA with a state token; the
// e-mailed code (mailbox kind `second-factor`) or the member's RFC 6238 TOTP code verifies it into SUCCESS.
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { lastCode, login, mailbox, openSignUpPerTest, register, settings } from './support/identity-calls.js';

const { sb, shopper } = openSignUpPerTest();
let n = 0;
const email = () => `mfa${++n}@example.com`;
const appCode = (res: { body: any }) => res.body.details?.applicationError?.code;
const verify = (factor: string, body: Record<string, unknown>) => shopper.call('POST', paths.identity.verifyFactor(factor), body);
/** A new member, the site asking for `mfa`, and the member's password login (which stops at the factor). */
async function loginNeedingFactor(mfa: 'email' | 'totp') {
  const address = email();
  await register(shopper, address);
  await settings(sb, { mfa });
  return { address, answer: await login(shopper, address) };
}
const totpOf = (address: string) => callSandbox(sb.baseUrl, 'GET', `/__sandbox/members/totp?email=${encodeURIComponent(address)}`);

describe('e-mailed second factor', () => {
  it('answers REQUIRE_MFA with a state token and mails a code that verifies once into SUCCESS', async () => {
    const { address, answer } = await loginNeedingFactor('email');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: 'REQUIRE_MFA',
      stateToken: expect.any(String),
      requireMfaData: { availableFactors: [{ factorType: 'EMAIL', factorStatus: 'ENABLED' }], reason: 'USER_SETTINGS' },
    });
    expect(answer.body.sessionToken).toBeUndefined();
    const code = await lastCode(sb, address, 'second-factor');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(appCode(await verify('EMAIL', { stateToken: answer.body.stateToken, emailData: { code: wrong } }))).toBe('INVALID_VERIFICATION_CODE');
    expect(appCode(await verify('TOTP', { stateToken: answer.body.stateToken, totpData: { code } }))).toBe('FACTOR_NOT_AVAILABLE');
    const missing = await verify('EMAIL', { stateToken: answer.body.stateToken });
    expect(missing.status).toBe(400);

    const verified = await verify('EMAIL', { stateToken: answer.body.stateToken, rememberThisDevice: false, emailData: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { address } } });
    expect(appCode(await verify('EMAIL', { stateToken: answer.body.stateToken, emailData: { code } }))).toBe('STATE_TOKEN_EXPIRED');
  });

  it('asks nothing more when mfa is off, and never for a wrong password', async () => {
    const address = email();
    await register(shopper, address);
    await settings(sb, { mfa: 'email' });
    expect(appCode(await login(shopper, address, 'wrong-pass'))).toBe('-19976');
    expect((await mailbox(sb, address)).filter((m) => m.kind === 'second-factor')).toHaveLength(0);
    await settings(sb, { mfa: 'off' });
    expect((await login(shopper, address)).body.state).toBe('SUCCESS');
  });

  it('refuses an unknown mfa setting with the field named', async () => {
    const res = await settings(sb, { mfa: 'sms' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('mfa');
  });
});

describe('TOTP second factor', () => {
  it('verifies an RFC 6238 code computed from the member secret, and refuses a code from another secret', async () => {
    const { address, answer } = await loginNeedingFactor('totp');
    expect(answer.body).toMatchObject({ state: 'REQUIRE_MFA', requireMfaData: { availableFactors: [{ factorType: 'TOTP' }] } });
    expect((await mailbox(sb, address)).filter((m) => m.kind === 'second-factor')).toHaveLength(0);

    const authenticator = (await totpOf(address)).body;
    expect(authenticator).toMatchObject({ email: address, secret: expect.stringMatching(/^[A-Z2-7]+$/), uri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    // The secret stays the member's: a second look gives the same one.
    expect((await totpOf(address)).body.secret).toBe(authenticator.secret);

    const stranger = new OTPAuth.TOTP({ secret: new OTPAuth.Secret({ size: 20 }) }).generate();
    const mine = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(authenticator.secret) }).generate();
    if (stranger !== mine) {
      expect(appCode(await verify('TOTP', { stateToken: answer.body.stateToken, totpData: { code: stranger } }))).toBe('INVALID_VERIFICATION_CODE');
    }
    const verified = await verify('TOTP', { stateToken: answer.body.stateToken, totpData: { code: mine } });
    expect(verified.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('answers 404 for the authenticator of an unknown member', async () => {
    expect((await totpOf('nobody@example.com')).status).toBe(404);
  });
});
