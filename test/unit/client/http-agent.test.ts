// The transport speaks HTTP through undici's public API (its package index: Agent + Dispatcher.request), never its
// internal files — the dependency rule `undici-public-api-only` (.dependency-cruiser.cjs) keeps src/ off them.
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { Transport } from '../../../src/client/transport.js';
import { startTestSandbox } from '../../helpers/sandbox.js';
import { NoAuth } from '../../../src/auth/no-auth.js';

const require = createRequire(import.meta.url);

it('sends a real request through undici’s public index, over one kept-alive connection', async () => {
  const sandbox = await startTestSandbox({ catalog: 'v1' });
  const transport = new Transport({ writeBaseUrl: sandbox.baseUrl, readBaseUrl: sandbox.baseUrl, auth: new NoAuth(), rateLimit: false });
  try {
    const info = await transport.request<{ siteId: string }>({ method: 'GET', path: '/__sandbox/info', auth: false });
    expect(info.siteId).toBe(sandbox.info.siteId);
    await transport.request({ method: 'GET', path: '/__sandbox/info', auth: false });
    expect(Object.keys(require.cache).some((path) => /node_modules\/undici\/index\.js$/.test(path))).toBe(true);
  } finally {
    await transport.close();
    await sandbox.close();
  }
});
