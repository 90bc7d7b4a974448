// Routes the platform's official SDK to a sandbox: every call it would make to www/edge.wixapis.com goes to
// `baseUrl` instead, by the SDK's own `fetch` option (module calls) and, for the token calls it makes with the
// global fetch, by a temporary global override. Used by conformance tests only; src/ never imports the SDK.
import { createClient, ApiKeyStrategy } from '@wix/sdk';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RecordedRequest } from '../../src/sandbox/server.js';
import { decodeDotR } from '../../src/wire/api/query-encoding.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

const PLATFORM_HOSTS = /^https:\/\/(www|edge)\.wixapis\.com/;

export function routeTo(baseUrl: string): typeof fetch {
  const realFetch = globalThis.fetch;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const routed = url.replace(PLATFORM_HOSTS, baseUrl.replace(/\/+$/, ''));
    if (typeof input === 'string' || input instanceof URL) return realFetch(routed, init);
    return realFetch(new Request(routed, input), init);
  };
}

/** Replaces the global fetch for the SDK's token calls; returns the function that restores it. */
export function routeGlobalFetch(baseUrl: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = routeTo(baseUrl);
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * One sandbox for the test file with the SDK's global-fetch calls (tokens, OAuthStrategy's own client) routed to it,
 * by vitest hooks; the object is filled in before the first test runs.
 */
export function routedSandboxPerFile(options: Parameters<typeof startTestSandbox>[0]): TestSandbox {
  const sandbox = {} as TestSandbox;
  let restoreFetch: (() => void) | undefined;
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox(options));
    restoreFetch = routeGlobalFetch(sandbox.baseUrl);
  });
  afterAll(async () => {
    restoreFetch?.();
    await sandbox.close?.();
  });
  return sandbox;
}

/**
 * A Catalog V3 sandbox of the file's own (`demo: false`) and an admin SDK client of `modules` on it, started before
 * the file's tests and closed after; `resetEach` empties the store before each test. Both are filled in `beforeAll`.
 */
export function v3SdkPerFile(modules: Record<string, unknown>, { resetEach }: { resetEach: boolean }): { t: TestSandbox; sdk: any } {
  const t = {} as TestSandbox;
  const sdk: any = {};
  beforeAll(async () => {
    Object.assign(t, await startTestSandbox({ catalog: 'v3', demo: false }));
    Object.assign(sdk, adminSdkClient(modules, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId }));
  });
  afterAll(() => t.close());
  if (resetEach) beforeEach(() => t.sandbox.reset({ demo: false }));
  return { t, sdk };
}

export function adminSdkClient<M extends Record<string, unknown>>(
  modules: M,
  sandbox: { baseUrl: string; apiKey: string; siteId: string },
) {
  return createClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }),
    fetch: routeTo(sandbox.baseUrl),
  });
}

/** Keys the SDK renames on the way in (docs/wire/catalog-v1.md §3.1; V3: docs/wire/catalog-v3.md §0). */
const SDK_RENAMES: Record<string, string> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

/** The SDK's view → the wire's: `_id`→`id`, Dates → ISO strings (docs/wire/catalog-v1.md §3.1, §3.3). */
export function toWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [SDK_RENAMES[key] ?? key, toWire(inner)]),
    );
  }
  return value;
}

/** The payload of a recorded request: its JSON body, its `.r` parameter, or its flat query parameters. */
export function payloadOf(request: Pick<RecordedRequest, 'body' | 'rawQuery'>): unknown {
  if (request.body) return JSON.parse(request.body);
  const params = new URLSearchParams(request.rawQuery);
  const dotR = params.get('.r');
  return dotR ? decodeDotR(dotR) : Object.fromEntries(params);
}
