// Issue #26 item 3: visitor and member tokens belong to one store (profile, API URL or sandbox, site, OAuth client)
// and are never sent to another host. After a session against store A, `STORE_API_URL=<another host> store cart
// show` sends neither A's access token nor its refresh token there. Token files of the old per-profile layout are
// taken over only where they can only have come from: the profile's own store.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCartAdd } from '../../../../src/commands/cart/add.js';
import { runCartShow } from '../../../../src/commands/cart/show.js';
import { runProfileAdd } from '../../../../src/commands/profile/add.js';
import type { OAuthTokens } from '../../../../src/client/types.js';
import { legacyTokenFile } from '../../../../src/config/paths.js';
import { sessionTokenStore } from '../../../../src/context/session-tokens.js';
import type { Context } from '../../../../src/context.js';
import { forwardTo, startRecordingServer, type RecordedHttpRequest, type RecordingServer } from '../../../helpers/recording-server.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, tempHome } from '../support/harness.js';

let sandbox: TestSandbox;
/** "Another host": a different origin (it forwards to the same store, so it would accept the tokens it is sent). */
let other: RecordingServer;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
  other = await startRecordingServer();
  other.respond(forwardTo(sandbox.baseUrl));
});
afterAll(async () => {
  await other.close();
  await sandbox.close();
});
beforeEach(() => {
  other.requests.length = 0;
});

async function as(env: Record<string, string>, verb: (ctx: Context) => Promise<void>, globals: Record<string, unknown> = { json: true }) {
  const h = harness({ env, globals });
  try {
    await verb(h.ctx);
  } finally {
    await h.ctx.close();
  }
  return h;
}

async function tokensOf(env: Record<string, string>): Promise<OAuthTokens> {
  const h = harness({ env });
  const tokens = await sessionTokenStore(h.env, await h.ctx.settings()).load();
  expect(tokens).toBeDefined();
  return tokens!;
}

/** Whether a request carries `secret` anywhere (a header, the query, the body). */
const carries = (request: RecordedHttpRequest, secret: string) =>
  [...Object.values(request.headers), request.rawQuery, request.body].some((text) => text.includes(secret));

describe('tokens never leave the store that issued them', () => {
  it('STORE_API_URL=<another host> store cart show after a session against A sends no token of A (valid or expired)', async () => {
    const home = tempHome();
    const storeA = { ...home, STORE_API_URL: sandbox.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId };
    await as(storeA, (ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '2' }, ctx));
    const tokensA = await tokensOf(storeA);

    const elsewhere = { ...storeA, STORE_API_URL: other.baseUrl };
    const shown = await as(elsewhere, (ctx) => runCartShow(ctx));
    // A new visitor there: an empty cart, and none of A's tokens in any request.
    expect(shown.json()?.lineItems ?? []).toEqual([]);
    expect(other.requests.length).toBeGreaterThan(0);
    expect(other.requests.filter((r) => carries(r, tokensA.accessToken.value) || carries(r, tokensA.refreshToken.value))).toEqual([]);

    // An expired access token would be renewed with the refresh token: that renewal never goes elsewhere either.
    const h = harness({ env: storeA });
    await sessionTokenStore(h.env, await h.ctx.settings()).save({ ...tokensA, accessToken: { ...tokensA.accessToken, expiresAt: 1 } });
    other.requests.length = 0;
    await as(elsewhere, (ctx) => runCartShow(ctx));
    expect(other.requests.filter((r) => carries(r, tokensA.refreshToken.value))).toEqual([]);

    // Back at A, A's session is A's: the same cart (renewed with A's refresh token).
    const back = await as(storeA, (ctx) => runCartShow(ctx));
    expect(back.json().lineItems).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('another site or another OAuth client on the same host is another session too', async () => {
    const home = tempHome();
    const storeA = { ...home, STORE_API_URL: other.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId, STORE_SITE_ID: 'site-a' };
    await as(storeA, (ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '1' }, ctx));
    const tokensA = await tokensOf(storeA);
    other.requests.length = 0;
    await as({ ...storeA, STORE_SITE_ID: 'site-b' }, (ctx) => runCartShow(ctx));
    expect(other.requests.filter((r) => carries(r, tokensA.accessToken.value) || carries(r, tokensA.refreshToken.value))).toEqual([]);
    expect(other.requests.some((r) => r.path === '/oauth2/token')).toBe(true);
  });

  it('an old per-profile token file is taken over by the profile\'s own store, and never sent to a host an override names', async () => {
    const home = tempHome();
    const storeA = { ...home, STORE_API_URL: sandbox.baseUrl, STORE_CLIENT_ID: sandbox.info.clientId };
    await as(storeA, (ctx) => runCartAdd({ product: 'linen-apron', quantity: '3' }, ctx));
    const tokens = await tokensOf(storeA);
    // The layout before: tokens/<profile>.json, no owner.
    await as(home, (ctx) => runProfileAdd({ name: 'shop' }, ctx), { apiUrl: sandbox.baseUrl, clientId: sandbox.info.clientId });
    const legacy = legacyTokenFile(home, 'shop');
    mkdirSync(dirname(legacy), { recursive: true, mode: 0o700 });
    writeFileSync(legacy, JSON.stringify(tokens), { mode: 0o600 });

    // Pointed elsewhere by the environment: the old file is not used there (and stays for the profile's store).
    other.requests.length = 0;
    await as({ ...home, STORE_PROFILE: 'shop', STORE_API_URL: other.baseUrl }, (ctx) => runCartShow(ctx));
    expect(other.requests.filter((r) => carries(r, tokens.accessToken.value) || carries(r, tokens.refreshToken.value))).toEqual([]);
    expect(existsSync(legacy)).toBe(true);

    // The profile's own store: the old session is taken over (same cart), moved to the per-store file.
    const own = await as({ ...home, STORE_PROFILE: 'shop' }, (ctx) => runCartShow(ctx));
    expect(own.json().lineItems).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(existsSync(legacy)).toBe(false);
    expect((await tokensOf({ ...home, STORE_PROFILE: 'shop' })).refreshToken.value).toBe(tokens.refreshToken.value);
  });
});
