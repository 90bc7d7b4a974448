// Catalog-free: identity never reads the catalog, so it runs on one store, the default (V3).
// The identity calls of the official SDK's modules (`@wix/identity`: authentication, recovery, verification, oauth)
// beyond the OAuthStrategy flows of identity.test.ts, each made through the SDK against the sandbox. Expectations come
// from the SDK's doc comments and typings (node_modules/@wix/auto_sdk_identity_<module>/build/es/index.typings.d.mts),
// cited per test.
import { beforeEach, describe, expect, it } from 'vitest';
import { authentication, oauth, recovery, verification } from '@wix/identity';
import { createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import { lastCode, mailbox, openSignUp } from '../unit/sandbox/support/identity-calls.js';
import { adminSdkClient, routedSandboxPerFile, routeTo } from './sdk-harness.js';

const sb = routedSandboxPerFile({ catalog: 'v3' });
let n = 0;
const email = () => `calls${++n}@example.com`;
beforeEach(() => openSignUp(sb));

const modules = { authentication, oauth, recovery, verification };
/** A visitor's client; with `tokens`, the client of whoever they belong to. */
const shopper = (tokens?: Tokens) =>
  createClient({ modules, auth: OAuthStrategy({ clientId: sb.info.clientId, ...(tokens ? { tokens } : {}) }), fetch: routeTo(sb.baseUrl) });
/** The site's app: the API key (SignOn and Send Activation Email are `@applicableIdentity APP`). */
const app = () => adminSdkClient(modules, { baseUrl: sb.baseUrl, apiKey: sb.info.apiKey, siteId: sb.info.siteId });

/** A member signed on by the app, and a client holding the member's tokens (OAuthStrategy's external login). */
async function signedOnMember(address = email()) {
  const visitor = shopper();
  const tokens = await visitor.auth.getMemberTokensForExternalLoginWithSession(address, sb.info.apiKey);
  return { address, tokens, member: shopper(tokens) };
}

const bytes = (json: unknown) => new TextEncoder().encode(JSON.stringify(json));
const parsed = (body: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(body!));
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: any) => error.details);

describe('authentication (auto_sdk_identity_authentication)', () => {
  it('validateEmail: `valid`, or `formatInvalid` with a failure reason from the Reason enum', async () => {
    const sdk = shopper();
    expect(await sdk.authentication.validateEmail('ada@example.com')).toEqual({ valid: true, formatInvalid: false });
    expect(await sdk.authentication.validateEmail('ada-at-example.com')).toEqual({
      valid: false,
      formatInvalid: true,
      failure: { reason: 'EMAIL_DOMAIN_FORMAT_INVALID' },
    });
  });

  it('signOn: the app only; creates the member, then updates the existing member profile; verifyEmail defaults to false', async () => {
    // "Authenticates a member without credentials … automatically creates or updates member accounts"; "If the member
    // already exists, provided profile information will update the existing member's profile"; verifyEmail
    // "Default: `false`"; `@applicableIdentity APP`.
    const address = email();
    const created = await app().authentication.signOn({ email: address }, { profile: { firstName: 'Ada' } });
    expect(created.sessionToken).toEqual(expect.any(String));
    expect(created.identity).toMatchObject({ email: { address, isVerified: false }, identityProfile: { firstName: 'Ada' } });
    const again = await app().authentication.signOn({ email: address }, { profile: { lastName: 'Lovelace' }, verifyEmail: true });
    expect(again.identity?._id).toBe(created.identity?._id);
    expect(again.identity?.identityProfile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const verified = await app().authentication.signOn({ email: email() }, { verifyEmail: true });
    expect(verified.identity?.email?.isVerified).toBe(true);

    expect((await failure(shopper().authentication.signOn({ email: address })))?.applicationError?.code).toBe('PERMISSION_DENIED');
  });

  it('changePassword: the new password logs in, the old one no longer, and the member session stays valid', async () => {
    // "Changes the password of a logged-in member. The member must have a valid session …"; "The member's session
    // remains valid after password change."
    const { address, member } = await signedOnMember();
    await member.authentication.changePassword('first-pass-word');
    await member.authentication.changePassword('second-pass-word');
    const login = OAuthStrategy({ clientId: sb.info.clientId });
    expect(await login.login({ email: address, password: 'first-pass-word' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await login.login({ email: address, password: 'second-pass-word' })).toMatchObject({ loginState: 'SUCCESS' });
    expect((await member.oauth.userInfo()).email).toBe(address);

    expect((await failure(shopper().authentication.changePassword('third-pass-word')))?.applicationError?.code).toBe('PERMISSION_DENIED');
  });

  it("logout: ends the member's session and answers a raw HTTP response, a 302 to an allowed postLogoutRedirectUri", async () => {
    // "Terminates the member's session …"; returns `body` (HTML), `statusCode` "200 for success, 302 for redirect",
    // `headers` with "`Location` header (when `postLogoutRedirectUri` is provided, with 302 status)".
    const { tokens, member } = await signedOnMember();
    const answer = await member.authentication.logout({ postLogoutRedirectUri: 'http://127.0.0.1/callback', clientId: sb.info.clientId });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers).toContainEqual({ key: 'Location', value: 'http://127.0.0.1/callback' });
    expect(new TextDecoder().decode(answer.body)).toContain('<html');
    const info = await shopper().oauth.tokenInfo({ body: bytes({ token: tokens.accessToken.value }) });
    expect(info.active).toBe(false);

    const plain = await shopper().authentication.logout();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers!.map((h) => h.key)).not.toContain('Location');
  });
});

describe('recovery (auto_sdk_identity_recovery)', () => {
  it('sendRecoveryEmail mails a member a recovery token, recover sets the new password with it', async () => {
    // sendRecoveryEmail: "Sends an email to a member with a unique link to a … password reset page"; recover: "Sets a
    // new password for the member associated with the specified recovery token … After a successful recovery, the
    // member can sign in with the new password."
    const { address } = await signedOnMember();
    const sdk = shopper();
    await sdk.recovery.sendRecoveryEmail(address, { redirect: { url: 'http://127.0.0.1/callback', clientId: sb.info.clientId } });
    const [mail] = (await mailbox(sb, address)).filter((m) => m.kind === 'recovery');
    expect(mail.link).toBe(`http://127.0.0.1/callback?recoveryToken=${mail.code}`);
    const recovered = await sdk.recovery.recover(mail.code!, { password: 'recovered-pass' });
    expect(recovered).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    expect(await OAuthStrategy({ clientId: sb.info.clientId }).login({ email: address, password: 'recovered-pass' })).toMatchObject({ loginState: 'SUCCESS' });
    // The token is spent; an address that is no member's gets no mail, and the answer does not tell.
    expect((await failure(sdk.recovery.recover(mail.code!, { password: 'again-pass' })))?.applicationError?.code).toBe('INVALID_RECOVERY_TOKEN');
    await sdk.recovery.sendRecoveryEmail('nobody@example.com');
    expect(await mailbox(sb, 'nobody@example.com')).toEqual([]);
  });

  it('sendActivationEmail (the app): an activation link for the identity, which recover accepts', async () => {
    // "Sends an activation email to the specified member … an activation link that the member clicks to activate their
    // account"; `@requiredField identityId`.
    const { address, tokens } = await signedOnMember();
    const identityId = (await shopper(tokens).oauth.userInfo()).sub;
    await app().recovery.sendActivationEmail(identityId!);
    const code = await lastCode(sb, address, 'activation');
    expect(await shopper().recovery.recover(code, { password: 'activated-pass' })).toMatchObject({ state: 'SUCCESS' });
    expect((await failure(app().recovery.sendActivationEmail('3c8a4b1e-0000-4000-8000-000000000000')))?.applicationError?.code).toBe('IDENTITY_NOT_FOUND');
  });
});

describe('verification (auto_sdk_identity_verification)', () => {
  it("start: a verification id, and a 6-digit code mailed to the identity's e-mail; identityId is required", async () => {
    // "Starts an email verification process by sending a verification code to the identity's email address … the
    // returned `verificationId` identifies the verification process"; identityId: "Currently required — the request
    // fails if it is omitted"; VerifyRequest.code `@minLength 6 @maxLength 6`.
    const { address, tokens } = await signedOnMember();
    const identityId = (await shopper(tokens).oauth.userInfo()).sub;
    const started = await shopper().verification.start({ identityId, target: 'EMAIL' });
    expect(started.verificationId).toEqual(expect.any(String));
    expect(await lastCode(sb, address)).toMatch(/^\d{6}$/);
    expect((await failure(shopper().verification.start({})))?.validationError?.fieldViolations?.[0]?.field).toBe('options.identityId');
  });
});

describe('oauth (auto_sdk_identity_oauth)', () => {
  it('token: the raw HTTP request carries the grant in `body`; the raw answer carries the tokens, or the RFC 6749 error with its status', async () => {
    // Token: "pass the request's body parameters formatted as bytes in the raw HTTP request's `body` field … Wix
    // returns `{"statusCode": 200}` and the created access token in the `body` field … In case the call fails, Wix
    // returns the relevant `4XX` error code in … `statusCode` … and details about the error in `body`" (RFC 6749 A.7).
    const sdk = shopper();
    const issued = await sdk.oauth.token({ body: bytes({ clientId: sb.info.clientId, grantType: 'anonymous' }) });
    expect(issued.statusCode).toBe(200);
    const tokens = parsed(issued.body);
    expect(tokens).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: expect.any(Number) });
    const info = await sdk.oauth.tokenInfo({ body: bytes({ token: tokens.access_token }) });
    expect(info).toMatchObject({ active: true, subjectType: 'VISITOR', clientId: sb.info.clientId, siteId: sb.info.siteId });

    const refused = await sdk.oauth.token({ body: bytes({ clientId: sb.info.clientId, grantType: 'refresh_token', refreshToken: 'forged' }) });
    expect(refused.statusCode).toBe(400);
    expect(parsed(refused.body)).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });
    expect((await sdk.oauth.token({ body: new TextEncoder().encode('grantType=anonymous') })).statusCode).toBe(400);
  });

  it('tokenInfo: whose token it is; exp and iat are int64 epoch seconds (strings in JSON)', async () => {
    // TokenInfoResponse: `active`, `subjectType` (SubjectType enum), `subjectId`, `clientId`, `exp`/`iat` `string | null`.
    const { tokens } = await signedOnMember();
    const info = await shopper().oauth.tokenInfo({ body: bytes({ token: tokens.accessToken.value }) });
    expect(info).toMatchObject({ active: true, subjectType: 'MEMBER', subjectId: expect.any(String), clientId: sb.info.clientId });
    expect(Number(info.exp) - Number(info.iat)).toBeGreaterThan(0);
    expect(typeof info.exp).toBe('string');
    expect(await shopper().oauth.tokenInfo({ body: bytes({ token: 'forged' }) })).toMatchObject({ active: false });
  });

  it("userInfo: the OpenID Connect claims of the member's access token; a visitor has none", async () => {
    // UserInfo: "Should be called with user access token … as Authorization header"; UserInfoResponse `sub`,
    // `givenName`, `familyName`, `email`, `emailVerified`, `name`.
    const address = email();
    await app().authentication.signOn({ email: address }, { profile: { firstName: 'Grace', lastName: 'Hopper' }, verifyEmail: true });
    const { member } = await signedOnMember(address);
    const claims = await member.oauth.userInfo();
    expect(claims).toEqual({ sub: expect.any(String), email: address, emailVerified: true, givenName: 'Grace', familyName: 'Hopper', name: 'Grace Hopper' });
    expect((await failure(shopper().oauth.userInfo()))?.applicationError?.code).toBe('PERMISSION_DENIED');
  });
});
