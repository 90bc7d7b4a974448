// The site app's calls for members (SignOn, authorized_client), member-only calls, and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { login, register, settings, visitor } from './support/identity-calls.js';

let sb: TestSandbox;
beforeAll(async () => {
  // The default store's catalog (V3): the app's identity never reads the catalog.
  sb = await startTestSandbox({ catalog: 'v3' });
});
afterAll(() => sb.close());

const token = (body: unknown, authorization: string) => callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body, headers: { Authorization: authorization } });
const tokenInfo = async (accessToken: string) => (await callSandbox(sb.baseUrl, 'POST', paths.oauth.tokenInfo(), { body: { token: accessToken } })).body;

describe('SignOn and authorized_client', () => {
  it('signs on a new member with <token>,<API key> and binds member tokens to that session once', async () => {
    const shopper = await visitor(sb);
    const app = `${shopper.token},${sb.info.apiKey}`;
    const signed = await callSandbox(sb.baseUrl, 'POST', paths.identity.signOn(), { body: { loginId: { email: 'sso@example.com' } }, headers: { Authorization: app } });
    expect(signed.status).toBe(200);
    expect(signed.body.identity).toMatchObject({ email: { address: 'sso@example.com' }, status: { name: 'ACTIVE' } });
    const grant = { grant_type: 'authorized_client', member_id: signed.body.identity.id, session_token: signed.body.sessionToken };
    const tokens = await token(grant, app);
    expect(tokens.status).toBe(200);
    expect(await tokenInfo(tokens.body.access_token)).toMatchObject({ subjectType: 'MEMBER', subjectId: signed.body.identity.id });
    expect((await token(grant, app)).body.error).toBe('invalid_grant');
  });

  it('gives member tokens by member id to the API key alone or after an empty token, and refuses others', async () => {
    const shopper = await visitor(sb);
    const { identity } = (await register(shopper, 'by-id@example.com')).body;
    const grant = { grant_type: 'authorized_client', scope: 'offline_access', member_id: identity.id };
    for (const authorization of [`,${sb.info.apiKey}`, sb.info.apiKey]) {
      const res = await token(grant, authorization);
      expect(res.body).toMatchObject({ token_type: 'Bearer', scope: 'offline_access' });
    }
    expect((await token(grant, `${shopper.token},wrong-key`)).body.error).toBe('invalid_client');
    expect((await token({ ...grant, member_id: 'nobody' }, sb.info.apiKey)).body.error).toBe('invalid_grant');
    const signOnAsVisitor = await callSandbox(sb.baseUrl, 'POST', paths.identity.signOn(), { body: { loginId: { email: 'x@example.com' } }, headers: { Authorization: shopper.token } });
    expect(signOnAsVisitor.status).toBe(403);
  });
});

describe('member-only calls and logout', () => {
  it('changes the password of the member behind the token, never a visitor', async () => {
    const shopper = await visitor(sb);
    const { identity } = (await register(shopper, 'change@example.com')).body;
    const memberToken = (await token({ grant_type: 'authorized_client', member_id: identity.id }, sb.info.apiKey)).body.access_token;
    expect((await shopper.call('POST', paths.identity.changePassword(), { newPassword: 'brand-new' })).status).toBe(403);
    const tooShort = await callSandbox(sb.baseUrl, 'POST', paths.identity.changePassword(), { body: { newPassword: 'x' }, headers: { Authorization: memberToken } });
    expect(tooShort.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'newPassword', violatedRule: 'MIN_LENGTH' });
    const changed = await callSandbox(sb.baseUrl, 'POST', paths.identity.changePassword(), { body: { newPassword: 'brand-new' }, headers: { Authorization: memberToken } });
    expect(changed).toMatchObject({ status: 200, body: {} });
    expect((await login(shopper, 'change@example.com', 'brand-new')).body.state).toBe('SUCCESS');
    expect((await login(shopper, 'change@example.com')).body.details.applicationError.code).toBe('-19976');
  });

  it('logs out: raw HTTP answer with a redirect, and the session behind the token is revoked', async () => {
    const shopper = await visitor(sb);
    const { identity } = (await register(shopper, 'bye@example.com')).body;
    const tokens = (await token({ grant_type: 'authorized_client', member_id: identity.id }, sb.info.apiKey)).body;
    await settings(sb, { allowedRedirectUris: ['https://shop.example/bye'] });
    const query = `?postLogoutRedirectUri=${encodeURIComponent('https://shop.example/bye')}&clientId=${sb.info.clientId}`;
    const res = await callSandbox(sb.baseUrl, 'GET', `${paths.identity.logout()}${query}`, { headers: { Authorization: tokens.access_token } });
    expect(res.body.statusCode).toBe(302);
    expect(res.body.headers).toContainEqual({ key: 'Location', value: 'https://shop.example/bye' });
    expect(Buffer.from(res.body.body, 'base64').toString('utf8')).toContain('signed out');
    expect(await tokenInfo(tokens.access_token)).toEqual({ active: false });
    const refresh = await callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: sb.info.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token } });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('validates e-mail addresses', async () => {
    const shopper = await visitor(sb);
    expect((await shopper.call('POST', paths.identity.validateEmail(), { email: 'a@b.co' })).body).toEqual({ valid: true, formatInvalid: false });
    expect((await shopper.call('POST', paths.identity.validateEmail(), { email: 'nope' })).body).toMatchObject({ valid: false, formatInvalid: true });
  });
});
