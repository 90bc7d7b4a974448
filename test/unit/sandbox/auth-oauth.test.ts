import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const call = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
  callSandbox(t.baseUrl, method, path, options);
const anonymous = async () => {
  const res = await call('POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
  expect(res.status).toBe(200);
  return res.body;
};
const queryAs = (authorization: string) => call('POST', paths.products.query(), { body: { query: {} }, headers: { Authorization: authorization } });

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1' });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset());

describe('OAuth token endpoint', () => {
  it('issues visitor tokens for the anonymous grant', async () => {
    const tokens = await anonymous();
    expect(tokens).toMatchObject({ expires_in: 14400, token_type: 'Bearer' });
    expect(tokens.access_token).toMatch(/^\S{32,}$/);
    expect(tokens.refresh_token).not.toBe(tokens.access_token);
    const info = await call('POST', paths.oauth.tokenInfo(), { body: { token: tokens.access_token } });
    expect(info.body).toMatchObject({ active: true, subjectType: 'VISITOR', clientId: t.info.clientId, siteId: t.info.siteId });
    expect(info.body.exp - info.body.iat).toBe(14400);
  });

  it('renews the access token with the refresh grant (snake_case too), for the same subject', async () => {
    const first = await anonymous();
    const renewed = await call('POST', paths.oauth.token(), { body: { client_id: t.info.clientId, refresh_token: first.refresh_token, grant_type: 'refresh_token' } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(first.access_token);
    const a = await call('POST', paths.oauth.tokenInfo(), { body: { token: first.access_token } });
    const b = await call('POST', paths.oauth.tokenInfo(), { body: { token: renewed.body.access_token } });
    expect(b.body.subjectId).toBe(a.body.subjectId);
  });

  it('rejects an unknown refresh token with invalid_grant and an unknown client with invalid_client', async () => {
    const bad = await call('POST', paths.oauth.token(), { body: { clientId: t.info.clientId, refreshToken: 'nope', grantType: 'refresh_token' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_grant', details: { applicationError: { code: 'INVALID_GRANT' } } });
    const client = await call('POST', paths.oauth.token(), { body: { clientId: 'someone-else', grantType: 'anonymous' } });
    expect(client.status).toBe(400);
    expect(client.body.error).toBe('invalid_client');
  });

  it('expires access tokens by the sandbox clock; the refresh token still works', async () => {
    const tokens = await anonymous();
    expect((await queryAs(tokens.access_token)).status).toBe(200);
    const moved = await call('POST', '/__sandbox/clock', { body: { advanceMs: 14_400_000 + 1000 } });
    expect(moved.status).toBe(200);
    const expired = await queryAs(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.details.applicationError.code).toBe('TOKEN_EXPIRED');
    const info = await call('POST', paths.oauth.tokenInfo(), { body: { token: tokens.access_token } });
    expect(info.body.active).toBe(false);
    const renewed = await call('POST', paths.oauth.token(), { body: { clientId: t.info.clientId, refreshToken: tokens.refresh_token, grantType: 'refresh_token' } });
    expect((await queryAs(renewed.body.access_token)).status).toBe(200);
  });
});

describe('callers', () => {
  it('hides hidden products from visitors but not from the admin', async () => {
    const { access_token } = await anonymous();
    const all = (await queryAs(t.info.apiKey)).body;
    const visitor = (await queryAs(`Bearer ${access_token}`)).body;
    const hidden = all.products.find((p: any) => p.visible === false);
    expect(hidden).toBeDefined();
    expect(visitor.metadata.total).toBe(all.metadata.total - 1);
    expect(visitor.products.some((p: any) => p.id === hidden.id)).toBe(false);
    const get = (auth: string) => call('GET', `${paths.products.get(hidden.id)}?id=${hidden.id}`, { headers: { Authorization: auth } });
    expect((await get(access_token)).status).toBe(404);
    expect((await get(t.info.apiKey)).status).toBe(200);
  });

  it('refuses catalog writes with a visitor token (403) and without credentials (401)', async () => {
    const { access_token } = await anonymous();
    const product = { name: 'Sneaky', priceData: { price: 1 } };
    const visitor = await call('POST', paths.products.create(), { body: { product }, headers: { Authorization: access_token } });
    expect(visitor.status).toBe(403);
    expect(visitor.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    const none = await call('POST', paths.products.create(), { body: { product }, headers: { Authorization: '' } });
    expect(none.status).toBe(401);
    expect(none.body.details.applicationError.code).toBe('UNAUTHENTICATED');
    const wrongKey = await queryAs('not-the-key');
    expect(wrongKey.status).toBe(401);
  });

  it('checks wix-site-id against the site when the admin key sends one', async () => {
    const ok = await call('POST', paths.products.query(), { body: {}, headers: t.adminHeaders });
    expect(ok.status).toBe(200);
    const other = await call('POST', paths.products.query(), { body: {}, headers: { ...t.adminHeaders, 'wix-site-id': 'another-site' } });
    expect(other.status).toBe(404);
    expect(other.body.details.applicationError.code).toBe('SITE_NOT_FOUND');
  });
});
