// A client on a fresh in-memory sandbox with the demo catalog, and the store catalog of its version, for screens
// fed by the real data sources. The version is required: no screen test runs on a catalog version by default.
import { ApiKeyAuth } from '../../../../src/auth/api-key.js';
import { catalogFor, type StoreCatalog } from '../../../../src/catalog/core/catalog-for.js';
import { createStoreClient, type StoreClient } from '../../../../src/client/index.js';
import { decodeDotR } from '../../../../src/wire/api/query-encoding.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';

export interface Catalog {
  sandbox: TestSandbox;
  client: StoreClient;
  /** The catalog interface of the sandbox's version (what the commands hand the screens). */
  store: StoreCatalog;
  /** API requests with this method and path fragment, bodies parsed. */
  requests(method: string, pathPart: string): Array<{ path: string; body: any }>;
  /** The payloads of the V3 reads at this path fragment, however sent (a GET's `.r` parameter, or a POST body). */
  reads(pathPart: string): any[];
  close(): Promise<void>;
}

export async function startCatalog({ version }: { version: 'v1' | 'v3' }): Promise<Catalog> {
  const sandbox = await startTestSandbox({ catalog: version });
  const client = createStoreClient({
    apiUrl: sandbox.baseUrl,
    auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }),
    rateLimit: false,
  });
  return {
    sandbox,
    client,
    store: await catalogFor(client, version),
    requests: (method, pathPart) =>
      sandbox.requests
        .filter((r) => r.method === method && r.path.includes(pathPart))
        .map((r) => ({ path: r.path, body: r.body ? JSON.parse(r.body) : undefined })),
    reads: (pathPart) =>
      sandbox.requests
        .filter((r) => r.path.includes(pathPart) && (r.method === 'GET' || r.method === 'POST'))
        .map((r) => {
          if (r.method === 'POST') return JSON.parse(r.body || '{}');
          const params = new URLSearchParams(r.rawQuery);
          const dotR = params.get('.r');
          return dotR ? decodeDotR(dotR) : Object.fromEntries(params);
        }),
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}
