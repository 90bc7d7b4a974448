// The sandbox side of `store sandbox check`: a fresh in-memory sandbox of the store's catalog version (the demo
// catalog; the user's own sandbox data file is never touched), or a served one (`--sandbox-url`) of that version.
// Its client is called the way the store is: with the sandbox's admin key when the store is called with one, else
// as a new visitor of the sandbox's OAuth app.
import type { StoreClient } from '../../client/index.js';
import type { Clock, TraceEvent } from '../../client/types.js';
import type { CatalogVersion } from '../../wire/api/catalog-version.js';
import { UsageError } from '../../io/cli-errors.js';
import { checkApiUrl } from '../../wire/api/hosts.js';
import type { SandboxInfo } from '../../wire/control/info.js';
import { controlAt, sandboxInfoAt } from '../../context/sandbox-control-access.js';
import { IN_MEMORY } from '../../context/sandbox-data.js';
import { loadSandboxServer } from '../../context/sandbox-server.js';

export interface SandboxSide {
  client: StoreClient;
  /** The sandbox's OAuth app, for the visitor probes. */
  clientId: string;
  close(): Promise<void>;
}

export interface SandboxSideOptions {
  /** A served sandbox; absent: an embedded one. */
  url?: string;
  /** The served sandbox's control token, when it is served beyond loopback (the settings' key is the store's). */
  controlToken?: string;
  catalog: CatalogVersion;
  caller: 'admin key' | 'visitor';
  clock: Clock;
  onTrace?: (event: TraceEvent) => void;
}

async function servedInfo(url: string, catalog: CatalogVersion, controlToken: string | undefined): Promise<SandboxInfo> {
  const problem = checkApiUrl(url);
  if (problem) throw new UsageError(`--sandbox-url: ${problem}`, { hint: 'Pass the URL `store sandbox serve` prints, e.g. http://127.0.0.1:4010.' });
  const { control, close } = await controlAt(url, { credential: controlToken });
  const info = await sandboxInfoAt(control, url).finally(close);
  if (typeof info?.publicKey !== 'string') {
    throw new UsageError(`--sandbox-url: ${url} does not answer as a sandbox`, { hint: 'Start one with `store sandbox serve --memory`, and pass the URL it prints.' });
  }
  if (info.catalogVersion !== catalog) {
    throw new UsageError(`the sandbox at ${url} is on Catalog ${info.catalogVersion.toUpperCase()}, the store on ${catalog.toUpperCase()}`, {
      hint: `Serve one of the store's version: store sandbox serve --catalog ${catalog} --memory --port 4011`,
    });
  }
  return info;
}

export async function openSandboxSide(options: SandboxSideOptions): Promise<SandboxSide> {
  let info: SandboxInfo;
  let stop = async () => {};
  if (options.url) info = await servedInfo(options.url, options.catalog, options.controlToken);
  else {
    const { startSandbox } = await loadSandboxServer();
    const sandbox = await startSandbox({ dataFile: IN_MEMORY, host: '127.0.0.1', port: 0, catalog: options.catalog });
    info = sandbox.info();
    stop = () => sandbox.close();
  }
  const [{ createStoreClient }, { ApiKeyAuth }, { OAuthAuth }, { MemoryTokenStore }] = await Promise.all([
    import('../../client/store-client.js'),
    import('../../auth/api-key.js'),
    import('../../auth/oauth.js'),
    import('../../auth/token-store.js'),
  ]);
  const client = createStoreClient({
    apiUrl: options.url ?? info.baseUrl,
    auth:
      options.caller === 'admin key'
        ? new ApiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId })
        : (oauth) => new OAuthAuth({ clientId: info.clientId, tokenStore: new MemoryTokenStore(), oauth, clock: options.clock }),
    rateLimit: false,
    clock: options.clock,
    onTrace: options.onTrace,
  });
  return {
    client,
    clientId: info.clientId,
    close: async () => {
      await client.close();
      await stop();
    },
  };
}
