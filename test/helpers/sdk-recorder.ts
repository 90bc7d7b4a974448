// What the official SDK sends for a call: its fetch routed to a recording server, the recorded requests returned.
// Wire tests run the same call through our client and compare method, path, query string and body byte for byte.
import type { RecordedHttpRequest, RecordingServer } from './recording-server.js';
import { adminSdkClient } from '../conformance/sdk-harness.js';

export type WireShape = Pick<RecordedHttpRequest, 'method' | 'path' | 'rawQuery' | 'body'>;

export const wireShape = (request: RecordedHttpRequest): WireShape => ({
  method: request.method,
  path: request.path,
  rawQuery: request.rawQuery,
  body: request.body,
});

/** Runs `call` twice against `server` — once through `sdk`, once through `ours` — and returns both request lists. */
export async function recordBoth(
  server: RecordingServer,
  sdkCall: () => Promise<unknown>,
  ourCall: () => Promise<unknown>,
): Promise<{ sdk: WireShape[]; ours: WireShape[] }> {
  server.requests.length = 0;
  await sdkCall().catch(() => undefined);
  const sdk = server.requests.splice(0).map(wireShape);
  await ourCall();
  const ours = server.requests.splice(0).map(wireShape);
  return { sdk, ours };
}

export function sdkAgainst<M extends Record<string, unknown>>(modules: M, server: RecordingServer) {
  return adminSdkClient(modules, { baseUrl: server.baseUrl, apiKey: 'ADMIN-KEY', siteId: 'SITE-1' });
}
