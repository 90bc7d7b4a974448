// A real client pointed at a recording server for the wire tests: one pair per test file, the request log
// emptied and the default 200 `{}` answer put back before every test.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { ApiKeyAuth } from '../../../../src/auth/api-key.js';
import { createStoreClient, type StoreClient, type StoreClientOptions } from '../../../../src/client/index.js';
import { sendJson, startRecordingServer, type RecordedHttpRequest, type RecordingServer } from '../../../helpers/recording-server.js';

export interface WireClient {
  server: RecordingServer;
  client: StoreClient;
  /** The one request the test's call sent (fails the test if it sent another number). */
  only(): RecordedHttpRequest;
}

/**
 * Registers the file's hooks; `server` and `client` are filled in before the first test runs. The client has no
 * rate limit and authenticates with API key ADMIN-KEY on site SITE-1 unless `options` says otherwise.
 */
export function wireClient(options: Partial<StoreClientOptions> = {}): WireClient {
  const server = {} as RecordingServer;
  const client = {} as StoreClient;
  beforeAll(async () => {
    Object.assign(server, await startRecordingServer());
    const auth = new ApiKeyAuth({ apiKey: 'ADMIN-KEY', siteId: 'SITE-1' });
    Object.assign(client, createStoreClient({ apiUrl: server.baseUrl, auth, rateLimit: false, ...options }));
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.respond((_r, res) => sendJson(res, 200, {}));
  });
  const only = () => {
    expect(server.requests).toHaveLength(1);
    return server.requests[0];
  };
  return { server, client, only };
}
