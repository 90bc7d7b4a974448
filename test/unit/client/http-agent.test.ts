// The transport loads only undici's Agent and request API, not the whole package (its index pulls in fetch,
// WebSocket, caches and mocks: ~70 ms on every CLI invocation).
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { Transport } from '../../../src/client/transport.js';
import { startTestSandbox } from '../../helpers/sandbox.js';
import { NoAuth } from '../../../src/auth/no-auth.js';

const require = createRequire(import.meta.url);

it('sends a real request without ever loading undici/index.js', async () => {
  const sandbox = await startTestSandbox();
  const transport = new Transport({ writeBaseUrl: sandbox.baseUrl, readBaseUrl: sandbox.baseUrl, auth: new NoAuth(), rateLimit: false });
  try {
    const info = await transport.request<{ siteId: string }>({ method: 'GET', path: '/__sandbox/info', auth: false });
    expect(info.siteId).toBe(sandbox.info.siteId);
    const loaded = Object.keys(require.cache);
    expect(loaded.some((path) => path.endsWith('undici/lib/dispatcher/agent.js'))).toBe(true);
    expect(loaded.some((path) => /node_modules\/undici\/index\.js$/.test(path))).toBe(false);
  } finally {
    await transport.close();
    await sandbox.close();
  }
});
