// createStoreClient: URL checks and the OAuth wiring that lets a strategy fetch tokens through its own client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoAuth } from '../../../src/auth/no-auth.js';
import { OAuthAuth } from '../../../src/auth/oauth.js';
import { MemoryTokenStore } from '../../../src/auth/token-store.js';
import { InvalidArgumentError } from '../../../src/client/errors.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';
import { createStoreClient } from '../../../src/client/index.js';
import { sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer((request, res) =>
    request.path === '/oauth2/token'
      ? sendJson(res, 200, { access_token: 'VISITOR-AT', refresh_token: 'VISITOR-RT', expires_in: 3600 })
      : sendJson(res, 200, { product: { id: 'p1' } }),
  );
});
afterAll(() => server.close());

const noAuth = new NoAuth();

describe('createStoreClient', () => {
  it.each(['http://example.com', 'ftp://127.0.0.1', 'not a url'])('refuses %s as an invalid argument (a usage error, exit 2)', (apiUrl) => {
    expect(() => createStoreClient({ apiUrl, auth: noAuth })).toThrow(InvalidArgumentError);
    expect(exitCodeOf((() => { try { createStoreClient({ apiUrl, auth: noAuth }); } catch (e) { return e; } })())).toBe(2);
  });

  it('accepts https anywhere and http on loopback', async () => {
    for (const apiUrl of ['https://www.wixapis.com', 'http://127.0.0.1:9', 'http://localhost:9']) {
      await createStoreClient({ apiUrl, auth: noAuth }).close();
    }
  });

  it('an auth factory gets the client’s own OAuth resource', async () => {
    const tokenStore = new MemoryTokenStore();
    const client = createStoreClient({
      apiUrl: server.baseUrl,
      rateLimit: false,
      auth: (oauth) => new OAuthAuth({ clientId: 'CID', tokenStore, oauth }),
    });
    await client.products.get('p1');
    await client.close();
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization ?? '-'}`)).toEqual([
      'POST /oauth2/token -',
      'GET /stores-reader/v1/products/p1 VISITOR-AT',
    ]);
    expect(client.auth.kind).toBe('oauth');
    expect(tokenStore.load()?.refreshToken.role).toBe('visitor');
  });
});
