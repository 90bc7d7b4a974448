// The seams of the client library: how it authenticates, how it is traced, how a request is described.
// Nothing here knows about the CLI.
import type { QueryValue } from '../wire/api/query-encoding.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Auth strategies share one interface (docs/design.md): headers for the next call, and a way to drop a refused token. */
export interface AuthStrategy {
  readonly kind: 'api-key' | 'oauth' | 'none';
  /** Headers to add to the next request (e.g. `Authorization`, `wix-site-id`). May renew tokens first. */
  getAuthHeaders(): Promise<Record<string, string>>;
  /**
   * Called after a 401: forget the current access token so the next getAuthHeaders renews it. The transport passes
   * the headers the refused request carried, so a token already renewed by a concurrent call is not dropped again.
   */
  invalidate(rejectedHeaders?: Record<string, string>): void;
  /** Visitor/member (OAuth) callers send their GETs to the read host, except the current cart. */
  readonly usesReadHost: boolean;
}

export type { QueryValue };

export interface RequestOptions {
  method: HttpMethod;
  /** Path from src/client/hosts.ts `paths`, without the query string. */
  path: string;
  /** Flat query parameters (arrays repeat the key, null/undefined are dropped). */
  query?: Record<string, QueryValue>;
  /** JSON body for POST/PATCH/PUT. */
  body?: unknown;
  /** Bytes sent as they are (a file upload), with their Content-Type; instead of `body`. */
  bytes?: { data: Uint8Array; contentType: string };
  /**
   * An absolute URL the platform handed out (a Media Manager upload URL: docs/wire/media-manager.md), sent there
   * instead of `path` on the API host.
   */
  url?: string;
  /** 'read' sends the call to the read host when the auth strategy uses it (visitor/member GETs). */
  host?: 'read' | 'write';
  /** Safe to retry after a dropped connection or a 5xx. Defaults to true for GET/PUT/DELETE. 429 is always retried. */
  idempotent?: boolean;
  /**
   * A POST that only reads (a query, search or count): it cannot have changed the store. GETs and read-host calls
   * are reads already; any other call counts as one that may have changed the store (Transport.changesSent).
   */
  read?: boolean;
  /** Overrides the client's auth strategy for this call (`false` sends no Authorization, e.g. the token endpoint). */
  auth?: AuthStrategy | false;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One HTTP exchange, for `--verbose`. Headers are already redacted. */
export interface TraceEvent {
  method: HttpMethod;
  url: string;
  status?: number;
  ms: number;
  requestId?: string;
  attempt: number;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  responseBody?: string;
  error?: string;
}

/** A retry about to wait (TransportOptions.onWait). */
export interface RetryWait {
  method: HttpMethod;
  /** Redacted. */
  url: string;
  ms: number;
  /** Which retry this wait precedes (1 = the first). */
  retry: number;
  /** The most retries this request gets. */
  retries: number;
  /** The status that is retried, or "no response". */
  reason: string;
  /** What the server's Retry-After asked for, when it sent one (the wait is at most MAX_RETRY_AFTER_MS). */
  retryAfterMs?: number;
}

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
};

/** Tokens behind a visitor or member session (docs/wire/cart-identity.md §6.1). `expiresAt` is epoch seconds. */
export interface OAuthTokens {
  accessToken: { value: string; expiresAt: number };
  refreshToken: { value: string; role: 'visitor' | 'member' | 'none' };
}

/** Where an OAuth strategy keeps its tokens between CLI invocations (per profile). */
export interface TokenStore {
  load(): Promise<OAuthTokens | undefined> | OAuthTokens | undefined;
  save(tokens: OAuthTokens | undefined): Promise<void> | void;
}

/** Per-call options every resource method accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** This call's auth instead of the client's (e.g. a shopper elevated with the admin key, for admin cart fields). */
  auth?: AuthStrategy;
}
