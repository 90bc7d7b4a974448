// Public types of the sandbox; server.ts re-exports them so callers import from one place.
import type { DispatcherOptions } from './events/dispatcher.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';

import type { FaultSettings } from '../wire/control/faults.js';
import type { SandboxInfo } from '../wire/control/info.js';

export type { FaultSettings, SandboxInfo };

export interface RecordedRequest {
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string>;
  body: string;
  /** The fault it was answered with (faults.ts), when one was injected: a 429 is `rate-limited`. */
  fault?: 'unavailable' | 'drop' | 'rate-limited';
}

export interface SandboxOptions {
  /** sqlite path; ':memory:' (default) for tests. */
  dataFile?: string;
  /**
   * Default '127.0.0.1'. Another address (e.g. 0.0.0.0 for a CI container) keeps the Host check: requests must name a
   * loopback host, this address, or one of `allowedHosts`.
   */
  host?: string;
  /** Host names accepted besides the loopback ones (`store sandbox serve --allowed-host`). */
  allowedHosts?: readonly string[];
  /**
   * Served beyond loopback (`host` not a loopback address), the control routes need the admin key or this token
   * (`store sandbox serve --control-token`); see exposure.ts.
   */
  controlToken?: string;
  /** Served beyond loopback, webhooks may still go to this machine's loopback (`--allow-loopback-webhooks`). */
  allowLoopbackWebhooks?: boolean;
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Injectable clock base (ms); the /__sandbox/clock control route advances it. */
  now?: () => number;
  faults?: Partial<FaultSettings>;
  /** Default true: create the demo catalog when the db is new. */
  demo?: boolean;
  /**
   * The catalog version of a NEW site (default DEFAULT_SANDBOX_CATALOG); an existing data file keeps its own, and
   * asking for another version than the one it holds is refused (reset it with that version instead).
   */
  catalog?: CatalogVersion;
  /** Called with every API request as received. */
  onRequest?: (r: RecordedRequest) => void;
  /**
   * Called with the same request once its answer is sent (or its connection dropped): with onRequest, a log of which
   * requests were under way together (a test of read-ahead asserts overlap by these events, not by time).
   */
  onAnswer?: (r: RecordedRequest) => void;
  /** Webhook delivery tuning (poll interval, retries); tests shorten the backoff. */
  events?: Partial<DispatcherOptions>;
  /**
   * Offset paging stops after this many items (default: the platform's 10,000, OFFSET_PAGING_CEILING). Tests lower
   * it to reach the ceiling with a small catalog.
   */
  offsetCeiling?: number;
}

export interface Sandbox {
  readonly baseUrl: string;
  info(): SandboxInfo;
  /** Wipes the site; `catalog` changes its version (default: keep it). */
  reset(options?: { demo?: boolean; catalog?: CatalogVersion }): void;
  setFaults(f: Partial<FaultSettings>): void;
  close(): Promise<void>;
}
