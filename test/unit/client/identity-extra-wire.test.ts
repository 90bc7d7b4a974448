// Pins the bytes of the identity calls the installed SDK has no builder for (docs/wire/cart-identity.md §8.4): the
// second-factor verify, the SSO login URL and login-with-token-params. Paths are unverified
// (wire/api/identity/paths.ts says why).
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../helpers/recording-server.js';
import { wireClient } from './support/wire-client.js';

const { server, client, only } = wireClient();

describe('second-factor verify', () => {
  it('POSTs the factor in the path and its code under the one-of key, with the state token', async () => {
    server.respond((_r, res) => sendJson(res, 200, { state: 'SUCCESS', sessionToken: 'S' }));
    const answer = await client.identity.verifyFactor({ factorType: 'TOTP', stateToken: 'ST', code: '123456' });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/_api/iam/authentication/v2/TOTP/verify');
    expect(request.rawQuery).toBe('');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe('{"stateToken":"ST","rememberThisDevice":false,"totpData":{"code":"123456"}}');
    expect(answer).toEqual({ state: 'SUCCESS', sessionToken: 'S' });
  });

  it('uses emailData for an e-mailed code and passes rememberThisDevice through', async () => {
    await client.identity.verifyFactor({ factorType: 'EMAIL', stateToken: 'ST', code: '654321', rememberThisDevice: true });
    const request = only();
    expect(request.path).toBe('/_api/iam/authentication/v2/EMAIL/verify');
    expect(JSON.parse(request.body)).toEqual({ stateToken: 'ST', rememberThisDevice: true, emailData: { code: '654321' } });
  });
});

describe('SSO', () => {
  it('builds the browser URL of the SSO login: tenant and connection in the path, the rest as query', () => {
    const url = new URL(
      client.identity.ssoLoginUrl({
        tenantId: 'site 1',
        idpConnectionId: 'conn/1',
        tenantType: 'SITE',
        redirectUri: 'http://127.0.0.1:53682/callback',
        clientId: 'CID',
        state: 'STATE',
        customPayload: { plan: 'gold' },
      }),
    );
    expect(url.origin).toBe(server.baseUrl);
    expect(url.pathname).toBe('/_api/iam/authentication/v1/sso/login/site%201/conn%2F1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenantType: 'SITE',
      redirectUri: 'http://127.0.0.1:53682/callback',
      clientId: 'CID',
      state: 'STATE',
      'customPayload.plan': 'gold',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('POSTs login-with-token-params with the connection and the token parameters', async () => {
    server.respond((_r, res) => sendJson(res, 200, { state: 'SUCCESS', sessionToken: 'S' }));
    expect(await client.identity.loginWithTokenParams({ idpConnectionId: 'conn-1', tokenParams: { idToken: 'T' } })).toMatchObject({ state: 'SUCCESS' });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/_api/iam/authentication/v1/sso/login-with-token-params');
    expect(request.body).toBe('{"idpConnectionId":"conn-1","tokenParams":{"idToken":"T"}}');
  });
});
