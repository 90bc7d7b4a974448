// Counts the HTTP requests a client sends (every attempt, retries included) for the import summary. The transport
// asks its auth strategy for headers once per attempt, so a pass-through strategy sees each request go out.
import type { StoreClient } from '../../client/index.js';
import type { AuthStrategy } from '../../client/types.js';

export interface RequestCounter {
  readonly count: number;
  /** Puts the client's own strategy back. */
  stop(): void;
}

export function countRequests(client: StoreClient): RequestCounter {
  const transport = client.transport;
  const inner = transport.auth;
  let count = 0;
  const counting: AuthStrategy = {
    kind: inner.kind,
    usesReadHost: inner.usesReadHost,
    getAuthHeaders: () => {
      count++;
      return inner.getAuthHeaders();
    },
    invalidate: (rejected) => inner.invalidate(rejected),
  };
  transport.auth = counting;
  return {
    get count() {
      return count;
    },
    stop: () => {
      if (transport.auth === counting) transport.auth = inner;
    },
  };
}
