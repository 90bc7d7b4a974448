// Which API client an invocation uses, decided in one function: where it points (the embedded sandbox, or the
// profile's API URL), with which auth (the admin key, the sandbox's own key, or visitor/member OAuth tokens kept per
// profile and store: session-tokens.ts) and which rate limit. Every combination ends in the same createStoreClient call.
import type { StoreClient, StoreClientOptions } from '../client/index.js';
import { AuthError } from '../client/errors.js';
import type { Clock, RetryWait, TraceEvent } from '../client/types.js';
import { activeRateLimit, type Settings } from '../config/settings.js';
import type { Env } from '../io/tty.js';
import type { EmbeddedSandbox } from './embedded-sandbox.js';

/** admin: the admin key (writes); reader: reads with whatever credentials there are; shopper: visitor/member OAuth. */
export type ClientKind = 'admin' | 'reader' | 'shopper';

export interface ClientChoiceDeps {
  env: Env;
  clock: Clock;
  sandbox: EmbeddedSandbox;
  onTrace?: (event: TraceEvent) => void;
  onWait?: (wait: RetryWait) => void;
}

/** With the admin key at hand (or the sandbox's own), reads use it too: one client, hidden products included. */
export function clientKindFor(resolved: Settings, options: { admin?: boolean; shopper?: boolean }): ClientKind {
  if (options.shopper) return 'shopper';
  return options.admin || resolved.mode === 'sandbox' || resolved.apiKey ? 'admin' : 'reader';
}

type AuthFor = StoreClientOptions['auth'];

async function target(kind: ClientKind, resolved: Settings, deps: ClientChoiceDeps): Promise<{ apiUrl?: string; auth: AuthFor; sandboxed: boolean }> {
  const { ApiKeyAuth } = await import('../auth/api-key.js');
  const oauthAuth = async (clientId: string): Promise<AuthFor> => {
    const [{ OAuthAuth }, { sessionTokenStore }] = await Promise.all([import('../auth/oauth.js'), import('./session-tokens.js')]);
    const tokenStore = sessionTokenStore(deps.env, resolved);
    return (oauth) => new OAuthAuth({ clientId, tokenStore, oauth, clock: deps.clock });
  };
  if (resolved.mode === 'sandbox') {
    const running = await deps.sandbox.start(resolved.dataFile, resolved.catalog);
    const info = running.info();
    const auth = kind === 'shopper' ? await oauthAuth(info.clientId) : new ApiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId });
    return { apiUrl: running.baseUrl, auth, sandboxed: true };
  }
  if (kind !== 'shopper' && resolved.apiKey) {
    return { apiUrl: resolved.apiUrl, auth: new ApiKeyAuth({ apiKey: resolved.apiKey, siteId: resolved.siteId }), sandboxed: false };
  }
  if (kind === 'admin') throw new AuthError('This command needs an admin API key: set STORE_API_KEY (and STORE_SITE_ID).');
  if (kind === 'shopper' && !resolved.clientId) throw new AuthError('This command needs an OAuth client id: set STORE_CLIENT_ID (or pass --client-id).');
  // Without an admin key, reads go through the visitor's (or member's) tokens: hidden products stay hidden.
  if (!resolved.clientId) throw new AuthError('This command needs credentials: set STORE_API_KEY (and STORE_SITE_ID), or STORE_CLIENT_ID for visitor access.');
  return { apiUrl: resolved.apiUrl, auth: await oauthAuth(resolved.clientId), sandboxed: false };
}

export async function createClientFor(kind: ClientKind, resolved: Settings, deps: ClientChoiceDeps): Promise<StoreClient> {
  const chosen = await target(kind, resolved, deps);
  const perMinute = activeRateLimit(resolved);
  const { createStoreClient } = await import('../client/store-client.js');
  return createStoreClient({
    apiUrl: chosen.apiUrl,
    auth: chosen.auth,
    rateLimit: perMinute ? { requestsPerMinute: perMinute } : false,
    timeoutMs: resolved.timeoutMs,
    clock: deps.clock,
    onTrace: deps.onTrace,
    onWait: deps.onWait,
  });
}
