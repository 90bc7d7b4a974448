// Shared set-up of the sandbox GraphQL tests: one sandbox of the given catalog version per file, with an admin
// (API key) client and a visitor (anonymous access token) client of the client library.
import { afterAll, beforeAll } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';
import { createStoreClient, type StoreClient } from '../../../src/client/index.js';
import type { AuthStrategy } from '../../../src/client/types.js';
import { paths } from '../../../src/wire/api/paths.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

export interface GraphqlSandbox {
  sandbox: TestSandbox;
  admin: StoreClient;
  visitor: StoreClient;
  clientWith(auth: AuthStrategy): StoreClient;
}

export function graphqlSandboxPerFile(catalog: CatalogVersion): GraphqlSandbox {
  const box = {} as GraphqlSandbox;
  box.clientWith = (auth) => createStoreClient({ apiUrl: box.sandbox.baseUrl, auth, rateLimit: false, retry: { maxRetries: 0 } });
  beforeAll(async () => {
    box.sandbox = await startTestSandbox({ catalog });
    box.admin = box.clientWith(new ApiKeyAuth({ apiKey: box.sandbox.info.apiKey, siteId: box.sandbox.info.siteId }));
    const token = await callSandbox(box.sandbox.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: box.sandbox.info.clientId, grantType: 'anonymous' } });
    const accessToken = token.body.access_token as string;
    box.visitor = box.clientWith({ kind: 'oauth', usesReadHost: false, getAuthHeaders: async () => ({ authorization: accessToken }), invalidate: () => {} });
  });
  afterAll(async () => {
    await Promise.all([box.admin.close(), box.visitor.close()]);
    await box.sandbox.close();
  });
  return box;
}
