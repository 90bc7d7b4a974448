// A client on a fresh in-memory sandbox with the demo catalog, for screens fed by the real data sources.
import { ApiKeyAuth } from '../../../../src/auth/api-key.js';
import { createStoreClient, type StoreClient } from '../../../../src/client/index.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';

export interface Catalog {
  sandbox: TestSandbox;
  client: StoreClient;
  /** API requests with this method and path fragment, bodies parsed. */
  requests(method: string, pathPart: string): Array<{ path: string; body: any }>;
  close(): Promise<void>;
}

export async function startCatalog(): Promise<Catalog> {
  const sandbox = await startTestSandbox();
  const client = createStoreClient({
    apiUrl: sandbox.baseUrl,
    auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }),
    rateLimit: false,
  });
  return {
    sandbox,
    client,
    requests: (method, pathPart) =>
      sandbox.requests
        .filter((r) => r.method === method && r.path.includes(pathPart))
        .map((r) => ({ path: r.path, body: r.body ? JSON.parse(r.body) : undefined })),
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}
