// The sandbox's OAuth token endpoint (grants, refresh, expiry by the sandbox clock) and who may read and write the
// catalog with which credentials, on a V1 and a V3 store (each version's own product routes). Every route × caller
// is held to the read policy in route-authorization.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { createProductCall } from '../../helpers/store-products.js';

/** A sandbox of `catalog` for the enclosing describe, reset before each test, with its callers. */
function sandboxPerDescribe(catalog: CatalogVersion) {
  const box = {} as { t: TestSandbox };
  beforeAll(async () => {
    box.t = await startTestSandbox({ catalog });
  });
  afterAll(() => box.t.close());
  beforeEach(() => box.t.sandbox.reset());
  const productsPath = catalog === 'v1' ? paths.products : catalogV3Paths.products;
  const call = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => callSandbox(box.t.baseUrl, method, path, options);
  return {
    box,
    call,
    productsPath,
    anonymous: async () => {
      const res = await call('POST', paths.oauth.token(), { body: { clientId: box.t.info.clientId, grantType: 'anonymous' } });
      expect(res.status).toBe(200);
      return res.body;
    },
    queryAs: (authorization: string) => call('POST', productsPath.query(), { body: { query: {} }, headers: { Authorization: authorization } }),
  };
}

// The default store's catalog (V3): tokens are the site's, whatever its catalog (expiry is seen on a product query).
describe('OAuth token endpoint', () => {
  const { box, call, anonymous, queryAs } = sandboxPerDescribe('v3');
  it('issues visitor tokens for the anonymous grant', async () => {
    const tokens = await anonymous();
    expect(tokens).toMatchObject({ expires_in: 14400, token_type: 'Bearer' });
    expect(tokens.access_token).toMatch(/^\S{32,}$/);
    expect(tokens.refresh_token).not.toBe(tokens.access_token);
    const info = await call('POST', paths.oauth.tokenInfo(), { body: { token: tokens.access_token } });
    expect(info.body).toMatchObject({ active: true, subjectType: 'VISITOR', clientId: box.t.info.clientId, siteId: box.t.info.siteId });
    expect(info.body.exp - info.body.iat).toBe(14400);
  });

  it('renews the access token with the refresh grant (snake_case too), for the same subject', async () => {
    const first = await anonymous();
    const renewed = await call('POST', paths.oauth.token(), { body: { client_id: box.t.info.clientId, refresh_token: first.refresh_token, grant_type: 'refresh_token' } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(first.access_token);
    const a = await call('POST', paths.oauth.tokenInfo(), { body: { token: first.access_token } });
    const b = await call('POST', paths.oauth.tokenInfo(), { body: { token: renewed.body.access_token } });
    expect(b.body.subjectId).toBe(a.body.subjectId);
  });

  it('rejects an unknown refresh token with invalid_grant and an unknown client with invalid_client', async () => {
    const bad = await call('POST', paths.oauth.token(), { body: { clientId: box.t.info.clientId, refreshToken: 'nope', grantType: 'refresh_token' } });
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
    const renewed = await call('POST', paths.oauth.token(), { body: { clientId: box.t.info.clientId, refreshToken: tokens.refresh_token, grantType: 'refresh_token' } });
    expect((await queryAs(renewed.body.access_token)).status).toBe(200);
  });
});

describe.each(['v1', 'v3'] as const)('callers on a %s store', (catalog) => {
  const { box, call, anonymous, queryAs, productsPath } = sandboxPerDescribe(catalog);
  it('hides hidden products from visitors but not from the admin', async () => {
    const { access_token } = await anonymous();
    const all = (await queryAs(box.t.info.apiKey)).body;
    const visitor = (await queryAs(`Bearer ${access_token}`)).body;
    const hidden = all.products.find((p: any) => p.visible === false);
    expect(hidden).toBeDefined();
    expect(visitor.products).toHaveLength(all.products.length - 1);
    // A V1 page carries the total too (V3's cursor pages carry none; its Count Products leaves hidden ones out for all).
    if (catalog === 'v1') expect(visitor.metadata.total).toBe(all.metadata.total - 1);
    expect(visitor.products.some((p: any) => p.id === hidden.id)).toBe(false);
    const get = (auth: string) => call('GET', `${productsPath.get(hidden.id)}?id=${hidden.id}`, { headers: { Authorization: auth } });
    expect((await get(access_token)).status).toBe(404);
    expect((await get(box.t.info.apiKey)).status).toBe(200);
  });

  it('refuses catalog writes with a visitor token (403) and without credentials (401)', async () => {
    const { access_token } = await anonymous();
    const create = createProductCall(catalog, { name: 'Sneaky', price: '1' });
    const visitor = await call('POST', create.path, { body: create.body, headers: { Authorization: access_token } });
    expect(visitor.status).toBe(403);
    expect(visitor.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    const none = await call('POST', create.path, { body: create.body, headers: { Authorization: '' } });
    expect(none.status).toBe(401);
    expect(none.body.details.applicationError.code).toBe('UNAUTHENTICATED');
    const wrongKey = await queryAs('not-the-key');
    expect(wrongKey.status).toBe(401);
  });

  it('checks wix-site-id against the site when the admin key sends one', async () => {
    const ok = await call('POST', productsPath.query(), { body: {}, headers: box.t.adminHeaders });
    expect(ok.status).toBe(200);
    const other = await call('POST', productsPath.query(), { body: {}, headers: { ...box.t.adminHeaders, 'wix-site-id': 'another-site' } });
    expect(other.status).toBe(404);
    expect(other.body.details.applicationError.code).toBe('SITE_NOT_FOUND');
  });
});
