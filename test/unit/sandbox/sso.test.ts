// The sandbox's SSO (paths unverified, see wire/api/identity/paths.ts): the SSO login sends the browser to the test IdP,
// whose sign-in ends at the callback, which hands `sessionToken` and the caller's state to its redirect URI; the
// token-params variant redeems an id token the IdP issued. Connections are configured by control route.
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { NoAuth } from '../../../src/auth/no-auth.js';
import { SandboxControl } from '../../../src/client/sandbox-control.js';
import { Transport } from '../../../src/client/transport.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { openSignUpPerTest, page } from './support/identity-calls.js';

const { sb, shopper } = openSignUpPerTest();
const REDIRECT = 'http://127.0.0.1:53682/callback';
let n = 0;
const email = () => `sso${++n}@example.com`;

/** The CLI's control client for this sandbox. */
function controlClient(): { control: SandboxControl; close(): Promise<void> } {
  const transport = new Transport({ writeBaseUrl: sb.baseUrl, readBaseUrl: sb.baseUrl, auth: new NoAuth(), rateLimit: false });
  return { control: new SandboxControl(transport), close: () => transport.close() };
}

function loginUrl(query: Record<string, string> = {}, tenant = sb.info.siteId, connection = 'sandbox-idp'): string {
  const params = new URLSearchParams({ tenantType: 'SITE', redirectUri: REDIRECT, clientId: sb.info.clientId, state: 'client-state', ...query });
  return `${sb.baseUrl}${paths.identity.ssoLogin(tenant, connection)}?${params}`;
}

describe('SSO login through the test IdP', () => {
  it('login → IdP page → sign-in → callback → redirect URI with sessionToken and the caller state, once', async () => {
    const start = await page(loginUrl());
    expect(start.status).toBe(302);
    const idp = new URL(start.location!);
    expect(idp.pathname).toBe('/idp/login');
    const shown = await page(idp.toString());
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Sign in with Sandbox IdP');

    const address = email();
    const signedIn = await page(`${sb.baseUrl}/idp/login`, { request: idp.searchParams.get('request')!, email: address });
    expect(signedIn.status).toBe(302);
    const callback = new URL(signedIn.location!);
    expect(callback.pathname).toBe(paths.identity.ssoCallback());
    const finished = await page(callback.toString());
    expect(finished.status).toBe(302);
    const back = new URL(finished.location!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('client-state');
    expect(back.searchParams.get('sessionToken')).toBe(callback.searchParams.get('sessionToken'));
    expect((await page(callback.toString())).status).toBe(400);
    expect((await page(idp.toString())).status).toBe(400);

    const members = (await callSandbox(sb.baseUrl, 'GET', '/__sandbox/members')).body as Array<{ email: { address: string; isVerified: boolean }; status: { name: string } }>;
    expect(members.find((m) => m.email.address === address)).toMatchObject({ email: { isVerified: true }, status: { name: 'ACTIVE' } });
  });

  it('refuses another tenant, an unknown connection, another app, a non-loopback redirect and a forged session token', async () => {
    expect((await page(loginUrl({}, 'other-site'))).status).toBe(400);
    expect((await page(loginUrl({}, sb.info.siteId, 'nope'))).status).toBe(404);
    expect((await page(loginUrl({ clientId: 'someone-else' }))).status).toBe(400);
    expect((await page(loginUrl({ redirectUri: 'https://evil.example/callback' }))).status).toBe(400);
    expect((await page(loginUrl({ redirectUri: 'http://127.0.0.1:53682/elsewhere' }))).status).toBe(400);
    const idp = new URL((await page(loginUrl())).location!);
    const signedIn = new URL((await page(`${sb.baseUrl}/idp/login`, { request: idp.searchParams.get('request')!, email: email() })).location!);
    signedIn.searchParams.set('sessionToken', 'forged');
    expect((await page(signedIn.toString())).status).toBe(400);
  });

  it('a cancelled sign-in goes back with error=access_denied and the caller state', async () => {
    const idp = new URL((await page(loginUrl())).location!);
    const cancelled = await page(`${sb.baseUrl}/idp/login`, { request: idp.searchParams.get('request')!, cancel: '1' });
    const back = new URL(cancelled.location!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('client-state');
  });

  it('uses a connection added by control route (through the control client); refuses a duplicate id', async () => {
    const { control, close } = controlClient();
    try {
      const added = await control.addSsoConnection({ id: `corp-${++n}`, name: 'Corp Okta' });
      expect(added).toEqual({ id: `corp-${n}`, name: 'Corp Okta' });
      const connections = await control.ssoConnections();
      expect(connections[0]).toEqual({ id: 'sandbox-idp', name: 'Sandbox IdP' });
      expect(connections).toContainEqual(added);
      expect((await callSandbox(sb.baseUrl, 'POST', '/__sandbox/sso/connections', { body: { id: added.id, name: 'Again' } })).status).toBe(409);
      const idp = (await page(loginUrl({}, sb.info.siteId, added.id))).location!;
      expect((await page(idp)).text).toContain('Sign in with Corp Okta');
    } finally {
      await close();
    }
  });
});

describe('login-with-token-params', () => {
  it('redeems an id token from the IdP once, for its own connection only', async () => {
    const address = email();
    const { control, close } = controlClient();
    const { idToken } = await control.issueIdToken({ email: address }).finally(close);
    const call = (body: unknown) => shopper.call('POST', paths.identity.ssoLoginWithTokenParams(), body);
    expect((await call({ idpConnectionId: 'other', tokenParams: { idToken } })).status).toBe(404);
    const ok = await call({ idpConnectionId: 'sandbox-idp', tokenParams: { idToken } });
    expect(ok.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String), identity: { email: { address } } });
    expect((await call({ idpConnectionId: 'sandbox-idp', tokenParams: { idToken } })).body.details.applicationError.code).toBe('INVALID_ID_TOKEN');
    expect((await call({ idpConnectionId: 'sandbox-idp', tokenParams: {} })).status).toBe(400);
  });
});
