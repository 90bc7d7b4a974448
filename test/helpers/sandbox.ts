// Starts a real in-memory sandbox on an ephemeral loopback port and records every API request it receives.
import { startSandbox } from '../../src/sandbox/server.js';
import type { RecordedRequest, Sandbox, SandboxInfo, SandboxOptions } from '../../src/sandbox/server.js';

export interface TestSandbox {
  sandbox: Sandbox;
  baseUrl: string;
  info: SandboxInfo;
  /** Every API request as received (control routes excluded), in arrival order. */
  requests: RecordedRequest[];
  /** Headers that authenticate as the site admin (raw API key + site id). */
  adminHeaders: Record<string, string>;
  /** One JSON request authenticated as the site admin. */
  admin<T = any>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
  close(): Promise<void>;
}

/**
 * `catalog` is required: no test runs on a catalog version by default (catalog behaviour is tested on both, e.g.
 * `describe.each(['v1', 'v3'])`; a test of one version says which).
 */
export async function startTestSandbox(opts: SandboxOptions & { catalog: NonNullable<SandboxOptions['catalog']> }): Promise<TestSandbox> {
  const requests: RecordedRequest[] = [];
  const sandbox = await startSandbox({
    dataFile: ':memory:',
    port: 0,
    ...opts,
    onRequest: (r) => {
      requests.push(r);
      opts.onRequest?.(r);
    },
  });
  const info = sandbox.info();
  const adminHeaders = { Authorization: info.apiKey, 'wix-site-id': info.siteId };
  return {
    sandbox,
    baseUrl: sandbox.baseUrl,
    info,
    requests,
    adminHeaders,
    admin: (method, path, body) => callSandbox(sandbox.baseUrl, method, path, { body, headers: adminHeaders }),
    close: () => sandbox.close(),
  };
}

export interface SandboxResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** One JSON request to a sandbox (`body` is sent as JSON; the response body is parsed when it is JSON). */
export async function callSandbox<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<SandboxResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || method === 'POST') headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

/**
 * Adds `uris` to the OAuth app's allowed redirect URIs (beside the default loopback ones): the sandbox sends a
 * browser or a mailed link only there (src/sandbox/domain/identity/allowed-redirects.ts).
 */
export async function allowRedirectUris(sandbox: { baseUrl: string }, uris: string[]): Promise<void> {
  const res = await callSandbox(sandbox.baseUrl, 'POST', '/__sandbox/settings', { body: { allowedRedirectUris: null } });
  const set = await callSandbox(sandbox.baseUrl, 'POST', '/__sandbox/settings', { body: { allowedRedirectUris: [...res.body.allowedRedirectUris, ...uris] } });
  if (set.status !== 200) throw new Error(`allowedRedirectUris refused: ${JSON.stringify(set.body)}`);
}
