// The identity commands against a real sandbox, one profile home per test so tokens persist between invocations
// exactly as between CLI runs.
import { statSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginFailedError } from '../../../../src/auth/login-flow.js';
import { pendingLoginStore } from '../../../../src/context/session-tokens.js';
import { NotFoundError } from '../../../../src/client/errors.js';
import { UsageError, exitCodeOf } from '../../../../src/io/cli-errors.js';
import { paths } from '../../../../src/wire/api/paths.js';
import { runAuthActivationEmail } from '../../../../src/commands/auth/activation-email.js';
import { runAuthChangePassword } from '../../../../src/commands/auth/change-password.js';
import { AlreadyRegisteredError, LoginPendingError } from '../../../../src/commands/auth/finish-login.js';
import { runAuthRecover } from '../../../../src/commands/auth/recover.js';
import { runAuthReset } from '../../../../src/commands/auth/reset.js';
import { runAuthSignOn } from '../../../../src/commands/auth/sign-on.js';
import { runAuthToken } from '../../../../src/commands/auth/token.js';
import { runAuthVerify } from '../../../../src/commands/auth/verify.js';
import { runLogin } from '../../../../src/commands/login/login.js';
import { runLogout } from '../../../../src/commands/logout/index.js';
import { runRegister } from '../../../../src/commands/register/index.js';
import { runWhoami } from '../../../../src/commands/whoami/index.js';
import { runSandboxTotp } from '../../../../src/commands/sandbox/totp.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { lastCode, mailbox, openSignUp, settings } from '../../sandbox/support/identity-calls.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';

let sb: TestSandbox;
let home: Record<string, string>;
let n = 0;
const email = () => `cli${++n}@example.com`;

beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
});
afterAll(() => sb.close());
beforeEach(async () => {
  home = tempHome();
  await openSignUp(sb);
});

/** Runs one command like one CLI invocation of this test's profile; returns its parsed --json output. */
async function run<T = any>(command: (ctx: any) => Promise<void>, options: { stdin?: string; json?: boolean } = {}): Promise<T> {
  const h = harness({ env: { ...remoteEnv(sb), STORE_CLIENT_ID: sb.info.clientId, ...home }, globals: { json: options.json ?? true }, stdin: options.stdin ?? '' });
  try {
    await command(h.ctx);
  } finally {
    await h.ctx.close();
  }
  const text = h.io.stdoutText();
  return (options.json ?? true ? JSON.parse(text) : text) as T;
}

async function registered(address = email(), password = 'pass-word'): Promise<string> {
  await run((ctx) => runRegister({ email: address }, ctx), { stdin: `${password}\n${password}\n` });
  return address;
}

describe('register, whoami, logout', () => {
  it('registers and logs in; whoami shows the member; logout ends the session here and on the server', async () => {
    expect(await run((ctx) => runWhoami(ctx))).toEqual({ role: 'none', identity: null });
    const address = email();
    const out = await run((ctx) => runRegister({ email: address, firstName: 'Ada' }, ctx), { stdin: 'pass-word\npass-word\n' });
    expect(out).toMatchObject({ loginState: 'SUCCESS', role: 'member', identity: { subjectType: 'MEMBER', loginEmail: address, status: 'APPROVED' } });
    expect(await run((ctx) => runWhoami(ctx))).toMatchObject({ role: 'member', identity: { loginEmail: address } });

    const token = (await run((ctx) => runAuthToken(ctx))).accessToken as string;
    const logout = await run((ctx) => runLogout({}, ctx));
    expect(logout).toMatchObject({ role: 'none', previousRole: 'member', logoutUrl: expect.stringContaining('/oauth2/logout?') });
    expect((await callSandbox(sb.baseUrl, 'POST', paths.oauth.tokenInfo(), { body: { token } })).body.active).toBe(false);
    expect(await run((ctx) => runWhoami(ctx))).toEqual({ role: 'none', identity: null });
  });

  it('takes the password from stdin only: nothing piped is a usage error', async () => {
    await expect(run((ctx) => runRegister({ email: email() }, ctx), { stdin: '' })).rejects.toBeInstanceOf(UsageError);
  });
});

describe('login', () => {
  it('--password logs in without a browser; a wrong password is invalidPassword with the next step', async () => {
    const address = await registered();
    await run((ctx) => runLogout({}, ctx));
    const failure = await run((ctx) => runLogin({ password: true, email: address }, ctx), { stdin: 'wrong\n' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LoginFailedError);
    expect((failure as LoginFailedError).code).toBe('invalidPassword');
    expect(exitCodeOf(failure)).toBe(4);
    expect((failure as LoginFailedError).hint).toContain(`store auth recover --email ${address}`);
    expect(await run((ctx) => runLogin({ password: true, email: address }, ctx), { stdin: 'pass-word\n' })).toMatchObject({ role: 'member' });
  });

  it('--member-id uses the admin key; sign-on creates and logs in a member by e-mail', async () => {
    const address = await registered();
    const memberId = (await run((ctx) => runWhoami(ctx))).identity.id;
    await run((ctx) => runLogout({}, ctx));
    expect(await run((ctx) => runLogin({ memberId }, ctx))).toMatchObject({ role: 'member', identity: { id: memberId, loginEmail: address } });
    const signed = await run((ctx) => runAuthSignOn({ email: 'new-by-admin@example.com' }, ctx));
    expect(signed).toMatchObject({ role: 'member', identity: { loginEmail: 'new-by-admin@example.com' } });
  });

  it('stops with exit 4 and the next step while the owner has not approved', async () => {
    await settings(sb, { ownerApproval: true });
    const address = email();
    expect(await run((ctx) => runRegister({ email: address }, ctx), { stdin: 'pass-word\npass-word\n' })).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED', email: address });
    const pending = await run((ctx) => runLogin({ password: true, email: address }, ctx), { stdin: 'pass-word\n' }).catch((e: unknown) => e);
    expect(pending).toBeInstanceOf(LoginPendingError);
    expect((pending as LoginPendingError).code).toBe('OWNER_APPROVAL_REQUIRED');
    expect((pending as LoginPendingError).hint).toContain('/__sandbox/members/approve');
  });
});

describe('exit codes and hints as documented (issue #15 items 8 and 10)', () => {
  it('register with an e-mail that is taken: exit 1 (not an authentication failure), saying how to log in', async () => {
    const address = await registered();
    const error = await run((ctx) => runRegister({ email: address }, ctx), { stdin: 'other-pass\nother-pass\n' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlreadyRegisteredError);
    expect(exitCodeOf(error)).toBe(1);
    expect((error as AlreadyRegisteredError).code).toBe('emailAlreadyExists');
    expect((error as AlreadyRegisteredError).message).toBe(`${address} is already registered`);
    expect((error as AlreadyRegisteredError).hint).toContain(`store login --password --email ${address}`);
  });

  it('login --member-id with an unknown id: exit 5', async () => {
    const error = await run((ctx) => runLogin({ memberId: 'no-such-member' }, ctx)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).message).toBe('no member with the id "no-such-member"');
  });

  it('a wrong verification code: the hint is about the code, not about the member', async () => {
    await settings(sb, { emailVerification: true });
    const address = email();
    await run((ctx) => runRegister({ email: address }, ctx), { stdin: 'pass-word\npass-word\n' });
    const code = await lastCode(sb, address);
    const wrong = code === '000000' ? '111111' : '000000';
    const error = await run((ctx) => runAuthVerify({ code: wrong }, ctx)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginFailedError);
    expect((error as LoginFailedError).hint).toContain('The code was not accepted');
    expect((error as LoginFailedError).hint).toContain('store auth verify --resend');
    expect((error as LoginFailedError).hint).not.toContain('No member can log in');
  });
});

describe('e-mail verification and recovery', () => {
  it('keeps the pending verification privately, resends, and verifies into a member session', async () => {
    await settings(sb, { emailVerification: true });
    const address = email();
    const out = await run((ctx) => runRegister({ email: address }, ctx), { stdin: 'pass-word\npass-word\n' });
    expect(out).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', next: expect.stringContaining('store auth verify --code CODE') });
    const cli = harness({ env: { ...remoteEnv(sb), STORE_CLIENT_ID: sb.info.clientId, ...home } });
    const file = pendingLoginStore(cli.env, await cli.ctx.settings()).path;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await run((ctx) => runAuthVerify({ resend: true }, ctx));
    expect((await mailbox(sb, address)).filter((m) => m.kind === 'verification')).toHaveLength(2);
    await run((ctx) => runAuthActivationEmail({}, ctx));
    expect((await mailbox(sb, address)).at(-1)?.kind).toBe('activation');
    const code = await lastCode(sb, address);
    const verified = await run((ctx) => runAuthVerify({ code }, ctx));
    expect(verified).toMatchObject({ loginState: 'SUCCESS', role: 'member', identity: { loginEmail: address, loginEmailVerified: true } });
    expect(() => statSync(file)).toThrow();
  });

  it('recovers a forgotten password and logs in; changes it again as the member', async () => {
    const address = await registered();
    await run((ctx) => runLogout({}, ctx));
    await run((ctx) => runAuthRecover({ email: address }, ctx));
    const token = (await mailbox(sb, address)).find((m) => m.kind === 'recovery')!.code!;
    expect(await run((ctx) => runAuthReset({ recoveryToken: token }, ctx), { stdin: 'fresh-pass\nfresh-pass\n' })).toMatchObject({ role: 'member' });
    await run((ctx) => runAuthChangePassword(ctx), { stdin: 'third-pass\nthird-pass\n' });
    await run((ctx) => runLogout({}, ctx));
    expect(await run((ctx) => runLogin({ password: true, email: address }, ctx), { stdin: 'third-pass\n' })).toMatchObject({ role: 'member' });
  });
});

describe('second factor', () => {
  it('login --password stops at the e-mailed second factor with the next step; auth verify completes it', async () => {
    const address = await registered();
    await run((ctx) => runLogout({}, ctx));
    await settings(sb, { mfa: 'email' });
    const pending = await run((ctx) => runLogin({ password: true, email: address }, ctx), { stdin: 'pass-word\n' }).catch((e: unknown) => e);
    expect(pending).toBeInstanceOf(LoginPendingError);
    expect((pending as LoginPendingError).code).toBe('SECOND_FACTOR_REQUIRED');
    expect((pending as LoginPendingError).message).toContain('second factor (EMAIL)');
    expect((pending as LoginPendingError).hint).toContain('store auth verify --code CODE');
    expect(await run((ctx) => runWhoami(ctx))).toMatchObject({ role: 'visitor' });
    const resend = await run((ctx) => runAuthVerify({ resend: true }, ctx)).catch((e: unknown) => e);
    expect(resend).toBeInstanceOf(UsageError);
    const mailed = await lastCode(sb, address, 'second-factor');
    const wrong = await run((ctx) => runAuthVerify({ code: mailed === '000000' ? '111111' : '000000' }, ctx)).catch((e: unknown) => e);
    // An e-mailed factor code cannot be resent (--resend is refused above): the way to a new one is logging in again.
    expect((wrong as LoginFailedError).hint).toContain(`latest e-mail to ${address}`);
    expect((wrong as LoginFailedError).hint).toContain(`store login --password --email ${address}`);
    expect((wrong as LoginFailedError).hint).not.toContain('--resend');
    const verified = await run((ctx) => runAuthVerify({ code: mailed }, ctx));
    expect(verified).toMatchObject({ loginState: 'SUCCESS', role: 'member', identity: { loginEmail: address } });
    expect(await run((ctx) => runWhoami(ctx))).toMatchObject({ role: 'member' });
  });

  it('verifies a TOTP second factor with the code of the member authenticator', async () => {
    const address = await registered();
    await run((ctx) => runLogout({}, ctx));
    await settings(sb, { mfa: 'totp' });
    const pending = await run((ctx) => runLogin({ password: true, email: address }, ctx), { stdin: 'pass-word\n' }).catch((e: unknown) => e);
    expect((pending as LoginPendingError).hint).toContain(`store sandbox totp --email ${address}`);
    const { code } = await run((ctx) => runSandboxTotp({ email: address }, ctx));
    const wrong = await run((ctx) => runAuthVerify({ code: code === '000000' ? '111111' : '000000' }, ctx)).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(LoginFailedError);
    // Issue #29 item 8: the way on is the authenticator app, never an e-mail or --resend (nothing is e-mailed).
    const hint = (wrong as LoginFailedError).hint!;
    expect(hint).toContain('authenticator app shows now');
    expect(hint).toContain(`store sandbox totp --email ${address}`);
    expect(hint).not.toMatch(/e-mail|--resend|mailbox/);
    expect(await run((ctx) => runAuthVerify({ code }, ctx))).toMatchObject({ loginState: 'SUCCESS', role: 'member' });
  });
});

describe('auth token', () => {
  it('prints the access token only when asked, as text or JSON with its role', async () => {
    const text = await run<string>((ctx) => runAuthToken(ctx), { json: false });
    expect(text.trim()).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const json = await run((ctx) => runAuthToken(ctx));
    expect(json).toEqual({ accessToken: text.trim(), expiresAt: expect.any(String), role: 'visitor' });
  });
});
